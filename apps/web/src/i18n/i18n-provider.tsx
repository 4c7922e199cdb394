import {
  isArgumentElement,
  isLiteralElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { formatIndianNumber } from '@kuber/shared';
import { IntlMessageFormat } from 'intl-messageformat';
import { createContext, Fragment, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type en from './en.json';
import { initialLanguage, isLanguage, LOCALE, rememberLanguage, TIME_ZONE, type Language } from './language';

export type MessageId = keyof typeof en;
/** A catalogue as the app receives it: every text already parsed into its message tree (vite.config.ts). */
export type Catalogue = Record<MessageId, MessageFormatElement[]>;
type MessageValues = Record<string, string | number>;
type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** The id of the element in which the server hands the page its catalogue (apps/api/src/modules/pages/page-language.ts). */
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
  return (language === 'hi' ? import('./hi.json') : import('./en.json')).then(
    (module) => module.default as unknown as Catalogue,
  );
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
  // Most texts are plain text with names and whole numbers put in, some with a plural: those are put
  // together here, exactly as FormatJS would (src/i18n/words.test.ts holds every message to it). FormatJS
  // works out its locale with the browser's Intl.NumberFormat, and a page's first number format loads the
  // locale data: 30–90 ms of a desktop's CPU in one piece, measured, the longest single step of hydrating
  // the home page on a phone. India's grouping is the same text (formatIndianNumber), and a plural's
  // category comes from Intl.PluralRules, which loads only the plural rules (about 3 ms).
  let pluralRules: Intl.PluralRules | undefined;
  const simple = (elements: MessageFormatElement[], values?: MessageValues, count?: number): string | undefined => {
    let text = '';
    for (const element of elements) {
      if (isLiteralElement(element)) {
        text += element.value;
        continue;
      }
      if (isPoundElement(element)) {
        if (count === undefined) return undefined;
        text += formatIndianNumber(count);
        continue;
      }
      const value = values?.[element.value];
      if (isArgumentElement(element) && value !== undefined) text += String(value);
      else if (isNumberElement(element) && !element.style && Number.isSafeInteger(value))
        text += formatIndianNumber(value as number);
      else if (isPluralElement(element) && element.pluralType === 'cardinal' && Number.isSafeInteger(value)) {
        const n = (value as number) - element.offset;
        pluralRules ??= new Intl.PluralRules(locale);
        const option = element.options[`=${value}`] ?? element.options[pluralRules.select(n)] ?? element.options.other;
        const part = option && simple(option.value, values, n);
        if (part === undefined) return undefined;
        text += part;
      } else return undefined;
    }
    return text;
  };
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  return {
    t: (id, values) => (messages[id] && simple(messages[id], values)) ?? String(formatter(id).format(values)),
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
  // The page's catalogue is in the language the server chose from the address, the shopper's cookie
  // and the browser's languages: the browser has nothing to add, and looks in no storage to start.
  const [current, setCurrent] = useState<PageCatalogue | null>(initial ?? null);

  const setLanguage = useCallback((language: Language) => {
    void loadCatalogue(language).then((messages) => {
      rememberLanguage(language);
      setCurrent({ language, messages });
    });
  }, []);

  useEffect(() => {
    // A page without the server's texts (the development server, the offline shell) takes the shopper's choice.
    if (!current) setLanguage(initialLanguage());
    // A `?lang=` address (how a Hindi page is linked) is a choice too: the next pages keep it.
    else if (isLanguage(new URLSearchParams(location.search).get('lang'))) rememberLanguage(current.language);
  }, [current, setLanguage]);

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
  const choice = useMemo(
    () => ({ language: 'en' as const, setLanguage: storefront.setLanguage }),
    [storefront.setLanguage],
  );
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
