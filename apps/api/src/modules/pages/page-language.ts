import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import accepts from 'accepts';
import type { FastifyRequest } from 'fastify';
import { findCategory, formatINR, type CategorySlug, type Language } from '@kuber/shared';

/** The storefront's languages (the shared list the web app uses too); English is the default. */
export type PageLanguage = Language;

/**
 * The language of the first HTML: the `?lang=` of the address (how a Hindi page is linked,
 * e.g. from the hreflang alternates), else the shopper's choice kept in the `lang` cookie,
 * else the browser's Accept-Language.
 */
export function pageLanguage(req: FastifyRequest): PageLanguage {
  const asked = (req.query as Record<string, unknown> | undefined)?.lang ?? req.cookies?.lang;
  if (asked === 'hi' || asked === 'en') return asked;
  return accepts(req.raw).languages(['en', 'hi']) === 'hi' ? 'hi' : 'en';
}

const CATEGORIES_HI: Record<CategorySlug, { name: string; description: string }> = {
  'mens-fashion': { name: 'पुरुषों का फ़ैशन', description: 'पुरुषों के लिए शर्ट, टी-शर्ट, जींस, जैकेट और एथनिक वियर' },
  'womens-fashion': { name: 'महिलाओं का फ़ैशन', description: 'महिलाओं के लिए ड्रेस, कुर्ते, साड़ियाँ, टॉप और ब्लाउज़' },
  'kids-fashion': { name: 'बच्चों का फ़ैशन', description: 'लड़कों और लड़कियों के लिए आरामदायक, रंग-बिरंगे कपड़े' },
  footwear: { name: 'फ़ुटवियर', description: 'स्नीकर, सैंडल, फ़ॉर्मल जूते और भी बहुत कुछ' },
  accessories: { name: 'एक्सेसरीज़', description: 'बैग, बेल्ट, घड़ियाँ, सनग्लास और ज्वेलरी' },
  'sports-active': { name: 'स्पोर्ट्स और एक्टिव', description: 'एक्टिववियर, ट्रैक पैंट और रनिंग गियर' },
};

/** The words of a page's head in each language; the store's and brands' names stay as they are. */
export const HEAD_TEXT = {
  en: {
    home: (store: string) => `${store} | Online Fashion Shopping in India`,
    about:
      'Shop clothing, footwear, accessories, kids and sports wear at the best prices in rupees. Free shipping and 30-day returns.',
    notFound: (store: string) => `Page Not Found | ${store}`,
    productNotFound: (store: string) => `Product not found | ${store}`,
    category: (slug: string, store: string) => {
      const c = findCategory(slug)!;
      return { title: `${c.name} | ${store}`, description: `${c.description}. Shop ${c.name} online at ${store}.` };
    },
    product: (name: string, price: number, store: string) => `${name} - Buy at ${formatINR(price)} | ${store}`,
  },
  hi: {
    home: (store: string) => `${store} | भारत में ऑनलाइन फ़ैशन शॉपिंग`,
    about: 'कपड़े, फ़ुटवियर, एक्सेसरीज़, बच्चों और स्पोर्ट्स के कपड़े, रुपयों में सबसे अच्छे दाम पर। फ़्री शिपिंग और 30 दिन में रिटर्न।',
    notFound: (store: string) => `पेज नहीं मिला | ${store}`,
    productNotFound: (store: string) => `प्रोडक्ट नहीं मिला | ${store}`,
    category: (slug: string, store: string) => {
      const c = CATEGORIES_HI[findCategory(slug)!.slug];
      return { title: `${c.name} | ${store}`, description: `${c.description}। ${store} पर ${c.name} ऑनलाइन खरीदें।` };
    },
    product: (name: string, price: number, store: string) => `${name} - ${formatINR(price)} में खरीदें | ${store}`,
  },
} satisfies Record<PageLanguage, unknown>;

/** hreflang alternates of a page: English at its plain address, Hindi with `?lang=hi`. */
export function alternateLinks(url: string): string[] {
  return [
    `<link rel="alternate" hreflang="en-IN" href="${url}">`,
    `<link rel="alternate" hreflang="hi" href="${url}?lang=hi">`,
    `<link rel="alternate" hreflang="x-default" href="${url}">`,
  ];
}

/** A language's texts as the web build wrote them, and the element that hands them to the page. */
export interface PageCatalogue {
  /** Parsed message trees by key (messages/<language>.json). */
  messages: Record<string, unknown>;
  /** `<script type="application/json" id="messages" data-language="…">`, for the page's body after its content. */
  script: string;
}

/**
 * The web app's texts in each language, as its build wrote them (messages/<language>.json):
 * the page carries the visitor's language in a script element the browser does not run (so
 * the page's security policy allows it), and the app starts from it instead of downloading a
 * catalogue. '<' is escaped so no text can close the element. None without a build.
 */
export function pageCatalogues(distDir: string): Partial<Record<PageLanguage, PageCatalogue>> {
  const catalogues: Partial<Record<PageLanguage, PageCatalogue>> = {};
  for (const language of ['en', 'hi'] as const) {
    const file = path.join(distDir, 'messages', `${language}.json`);
    if (!existsSync(file)) continue;
    const json = readFileSync(file, 'utf8');
    catalogues[language] = {
      messages: JSON.parse(json) as Record<string, unknown>,
      script: `<script type="application/json" id="messages" data-language="${language}">${json.replace(/</g, '\\u003c')}</script>`,
    };
  }
  return catalogues;
}
