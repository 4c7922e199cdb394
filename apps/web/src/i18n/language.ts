import { HTML_LANG, LANGUAGES, type Language } from '@kuber/shared';

export { LANGUAGES, type Language };

/** Numbers, prices and dates follow India's conventions in both languages. */
export const LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The store is in India and so are its shoppers: every time is shown in India time, whatever the device says. */
export const TIME_ZONE = 'Asia/Kolkata';

const STORAGE_KEY = 'lang';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

function cookieLanguage(): string | undefined {
  return document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${STORAGE_KEY}=`))
    ?.slice(STORAGE_KEY.length + 1);
}

/**
 * The shopper's language on a page the server did not render: a `?lang=` address (how a Hindi
 * page is linked), else the one they chose before (kept in this browser and in a cookie the
 * server reads for the first HTML), else the browser's first language (any Hindi variant means Hindi).
 */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private modes); the cookie still remembers.
  }
  for (const candidate of [new URLSearchParams(location.search).get('lang'), stored, cookieLanguage()]) {
    if (isLanguage(candidate)) return candidate;
  }
  return navigator.language.toLowerCase().startsWith('hi') ? 'hi' : 'en';
}

/** Remembers the choice in this browser and for the server, and marks the page's language for screen readers and fonts. */
export function rememberLanguage(language: Language) {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // See initialLanguage: the cookie is enough.
  }
  document.cookie = `${STORAGE_KEY}=${language}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  // Written only when it changes: setting it, even to the same value, has the browser work out the whole page's styles again.
  if (document.documentElement.lang !== HTML_LANG[language]) document.documentElement.lang = HTML_LANG[language];
}
