import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import en from './en.json';
import { initialLanguage, LOCALE, rememberLanguage, TIME_ZONE, type Language } from './language';

export type MessageId = keyof typeof en;
type Catalogue = Record<MessageId, string>;
type MessageValues = Record<string, string | number>;

/** English ships with the first page; Hindi is fetched only by a shopper who reads it. */
function loadCatalogue(language: Language): Promise<Catalogue> {
  return language === 'hi' ? import('./hi.json').then((hindi) => ({ ...en, ...hindi.default })) : Promise.resolve(en);
}

interface LanguageChoice {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageChoice | null>(null);

/** The storefront's words, numbers and dates in the shopper's language, with India's formats and time. */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<{ language: Language; messages: Catalogue } | null>(null);

  const setLanguage = useCallback((language: Language) => {
    void loadCatalogue(language).then((messages) => {
      rememberLanguage(language);
      setCurrent({ language, messages });
    });
  }, []);

  useEffect(() => setLanguage(initialLanguage()), [setLanguage]);

  const choice = useMemo(() => (current ? { language: current.language, setLanguage } : null), [current, setLanguage]);
  // Nothing until the words are here, so a Hindi reader never sees the page flash in English first.
  if (!current || !choice) return null;
  return (
    <LanguageContext value={choice}>
      <IntlProvider locale={LOCALE[current.language]} defaultLocale={LOCALE.en} messages={current.messages} timeZone={TIME_ZONE}>
        {children}
      </IntlProvider>
    </LanguageContext>
  );
}

/** The back office stays in English whatever the storefront's language (numbers and dates still India's). */
export function EnglishOnly({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale={LOCALE.en} defaultLocale={LOCALE.en} messages={en} timeZone={TIME_ZONE}>
      {children}
    </IntlProvider>
  );
}

export function useLanguage(): LanguageChoice {
  const choice = use(LanguageContext);
  if (!choice) throw new Error('useLanguage outside LanguageProvider');
  return choice;
}

/** `t('cart.title')`: a catalogue text by its key (a key missing from the catalogue does not compile). */
export function useT() {
  const intl = useIntl();
  return useCallback((id: MessageId, values?: MessageValues) => intl.formatMessage({ id }, values), [intl]);
}
