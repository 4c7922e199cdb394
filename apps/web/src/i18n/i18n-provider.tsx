import { isArgumentElement, isLiteralElement, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, Fragment, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type en from './en.json';
import { initialLanguage, isLanguage, LOCALE, rememberLanguage, TIME_ZONE, type Language } from './language';

export type MessageId = keyof typeof en;
/** A catalogue as the app receives it: every text already parsed into its message tree (vite.config.ts). */
export type Catalogue = Record<MessageId, MessageFormatElement[]>;
type MessageValues = Record<string, string | number>;
type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** The id of the element in which the server hands the page its catalogue (apps/api/src/lib/page-language.ts). */
export const MESSAGES_ID = 'messages';

export interface PageCatalogue {
  language: Language;
  messages: Catalogue;
}

/**
 * The catalogue the server put in the page, in the language it chose for it: the first page
 * then carries no catalogue in its JavaScript. A page without one (the development server, the
 * offline copy of the shell) loads it as a script instead.
 */
export function pageCatalogue(): PageCatalogue | undefined {
  const element = document.getElementById(MESSAGES_ID);
  const language = element?.dataset.language;
  if (!element?.textContent || !isLanguage(language)) return undefined;
  return { language, messages: JSON.parse(element.textContent) as Catalogue };
}

function loadCatalogue(language: Language): Promise<Catalogue> {
  const page = pageCatalogue();
  if (page?.language === language) return Promise.resolve(page.messages);
  // The JSON is a message tree at run time (vite.config.ts); its type is the source's strings.
  return (language === 'hi' ? import('./hi.json') : import('./en.json')).then((module) => module.default as unknown as Catalogue);
}

/** The texts, numbers and dates of one language, with India's formats and time. */
export interface Words {
  t: (id: MessageId, values?: MessageValues) => string;
  /** A text with marked parts (`<link>…</link>`) filled in by elements. */
  rich: (id: MessageId, values: RichValues) => ReactNode;
  date: (iso: string, options: Intl.DateTimeFormatOptions) => string;
  has: (id: string) => id is MessageId;
}

/**
 * FormatJS's message formatter over a parsed catalogue. A text missing from it (which the
 * catalogue test does not let happen) shows its key rather than breaking the page.
 */
export function wordsOf(language: Language, messages: Catalogue): Words {
  const locale = LOCALE[language];
  const formats = new Map<string, IntlMessageFormat>();
  const formatter = (id: MessageId) => {
    let format = formats.get(id);
    if (!format) {
      format = new IntlMessageFormat(messages[id] ?? [{ type: 0, value: id }], locale);
      formats.set(id, format);
    }
    return format;
  };
  // Most texts are plain text with at most a name or a number put in as it is: those are put together
  // here, exactly as FormatJS would. A formatter works out its locale with the browser's Intl when made,
  // and a page's first use of Intl loads the locale data, the longest single step of the store's start
  // on a phone.
  const simple = (id: MessageId, values?: MessageValues) => {
    const message = messages[id];
    if (!message) return undefined;
    let text = '';
    for (const element of message) {
      const value = isArgumentElement(element) ? values?.[element.value] : undefined;
      if (isLiteralElement(element)) text += element.value;
      else if (value !== undefined) text += String(value);
      else return undefined;
    }
    return text;
  };
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  return {
    t: (id, values) => simple(id, values) ?? String(formatter(id).format(values)),
    has: (id): id is MessageId => id in messages,
    rich: (id, values) => {
      const parts = formatter(id).format<ReactNode>(values as Record<string, ReactNode>);
      return Array.isArray(parts) ? parts.map((part, index) => <Fragment key={index}>{part}</Fragment>) : parts;
    },
    date: (iso, options) => {
      const key = JSON.stringify(options);
      let format = dateFormats.get(key);
      if (!format) {
        format = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
        dateFormats.set(key, format);
      }
      return format.format(new Date(iso));
    },
  };
}

interface LanguageChoice {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageChoice | null>(null);
const WordsContext = createContext<Words | null>(null);

/**
 * The storefront's words, numbers and dates in the shopper's language. `initial` is the
 * catalogue the page came with (or the server's, when it renders the page): the first render
 * then has its words at once; without it they are loaded first.
 */
export function LanguageProvider({ initial, children }: { initial?: PageCatalogue; children: ReactNode }) {
  // On the server (which renders in the language it chose) there is no browser choice to weigh.
  const [current, setCurrent] = useState<PageCatalogue | null>(() =>
    initial && (typeof document === 'undefined' || initialLanguage(initial.language) === initial.language) ? initial : null,
  );

  const setLanguage = useCallback((language: Language) => {
    void loadCatalogue(language).then((messages) => setCurrent({ language, messages }));
  }, []);

  useEffect(() => {
    if (current) rememberLanguage(current.language);
    else setLanguage(initialLanguage(initial?.language));
  }, [current, initial?.language, setLanguage]);

  const choice = useMemo(() => (current ? { language: current.language, setLanguage } : null), [current, setLanguage]);
  const words = useMemo(() => (current ? wordsOf(current.language, current.messages) : null), [current]);
  // Nothing until the words are here, so a Hindi reader never sees the page flash in English first.
  if (!choice || !words) return null;
  return (
    <LanguageContext value={choice}>
      <WordsContext value={words}>{children}</WordsContext>
    </LanguageContext>
  );
}

/** The back office stays in English whatever the storefront's language (numbers and dates still India's, products' English names). */
export function EnglishOnly({ children }: { children: ReactNode }) {
  const storefront = useLanguage();
  const [messages, setMessages] = useState<Catalogue | null>(null);
  useEffect(() => void loadCatalogue('en').then(setMessages), []);
  const words = useMemo(() => messages && wordsOf('en', messages), [messages]);
  const choice = useMemo(() => ({ language: 'en' as const, setLanguage: storefront.setLanguage }), [storefront.setLanguage]);
  if (!words) return null;
  return (
    <LanguageContext value={choice}>
      <WordsContext value={words}>{children}</WordsContext>
    </LanguageContext>
  );
}

export function useLanguage(): LanguageChoice {
  const choice = use(LanguageContext);
  if (!choice) throw new Error('useLanguage outside LanguageProvider');
  return choice;
}

export function useWords(): Words {
  const words = use(WordsContext);
  if (!words) throw new Error('useWords outside LanguageProvider');
  return words;
}

/**
 * A message of the shared schemas (packages/shared words them in English, as the API sends
 * them) in the shopper's language: the catalogue keeps each as `invalid.<the English message>`.
 * A message it does not have, and any message outside a provider, stays as it is.
 */
export function useSchemaMessage(message: string | undefined): string | undefined {
  const words = use(WordsContext);
  const id = `invalid.${message}`;
  return message && words?.has(id) ? words.t(id) : message;
}

/** `t('cart.title')`: a catalogue text by its key (a key missing from the catalogue does not compile). */
export function useT() {
  return useWords().t;
}

/** `rich('signup.agree', { terms: (text) => <Link to="/terms">{text}</Link> })`: a text with elements in it. */
export function useRichT() {
  return useWords().rich;
}
