import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it, vi } from 'vitest';
import en from './en.json';
import hi from './hi.json';
import { wordsOf, type Catalogue, type Words } from './i18n-provider';
import { LOCALE, type Language } from './language';

const sources: Record<Language, Record<string, string>> = { en, hi };

/** The names a message's top level fills in. */
const names = (elements: MessageFormatElement[]) =>
  elements.flatMap((element) => (element.type === TYPE.literal || element.type === TYPE.pound ? [] : [element.value]));

describe('the words of a page', () => {
  it('are the texts FormatJS makes, for every message in both languages, filled with names and numbers', () => {
    // FormatJS's words are made here; the page's own are made without a number format, whose locale data
    // is the costliest step of a phone's start: while they are, there is none to make.
    const pageWords = (words: Words, key: keyof Catalogue, values: Record<string, string | number>) => {
      const noNumberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(() => {
        throw new Error(`${key} made a number format`);
      });
      try {
        return words.t(key, values);
      } finally {
        noNumberFormat.mockRestore();
      }
    };
    for (const [language, source] of Object.entries(sources) as [Language, Record<string, string>][]) {
      const catalogue = Object.fromEntries(
        Object.entries(source).map(([key, text]) => [key, parse(text)]),
      ) as Catalogue;
      const words = wordsOf(language, catalogue);
      for (const [key, elements] of Object.entries(catalogue) as [keyof Catalogue, MessageFormatElement[]][]) {
        // Texts with marked parts are shown with `rich`, which is FormatJS's own.
        if (elements.some((element) => element.type === TYPE.tag)) continue;
        const formatjs = (values: Record<string, string | number>) =>
          String(new IntlMessageFormat(elements, LOCALE[language]).format(values));
        // One and none pick the singular in Hindi, one alone in English.
        for (const number of [0, 1, 2, 1234567]) {
          const numbers = Object.fromEntries(names(elements).map((name) => [name, number]));
          expect(pageWords(words, key, numbers), `${language}: ${key}`).toBe(formatjs(numbers));
        }
        if (elements.every((element) => element.type === TYPE.literal || element.type === TYPE.argument)) {
          const texts = Object.fromEntries(names(elements).map((name) => [name, 'Kuber <b> & कुबेर']));
          expect(pageWords(words, key, texts), `${language}: ${key}`).toBe(formatjs(texts));
        }
      }
    }
  });
});
