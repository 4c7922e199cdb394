import * as z from 'zod/mini';
import { count } from './response-fields.js';

/*
 * The shop's own words (GET /api/store/content, and the first page's data): the home banner,
 * the trust claims, the announcement bar and the footer's contact details, in English and Hindi.
 * zod's small build, as in every *.responses.ts.
 */

const words = z.object({ en: z.string(), hi: z.string() });

/** How many trust claims the home page shows, side by side. */
export const MAX_TRUST_CLAIMS = 3;
/** A badge that says this shows the catalogue's deepest discount as it is now, so it cannot claim more. */
export const DEEPEST_DISCOUNT_TOKEN = '{deepest}';

export const shopContentSchema = z.object({
  banner: z.object({
    /** The small line above the title ('Limited period offer'). */
    eyebrow: words,
    title: words,
    subtitle: words,
    /** The round badge; {deepest} reads the deepest discount of the catalogue. */
    badge: words,
    /** A picture through the store's uploads (or an https:// address); null: type and colour only. */
    image: z.nullable(z.string()),
    /** Where 'Shop now' goes: a page of the store ('/shop'). */
    link: z.string(),
  }),
  claims: z.array(words),
  announcement: z.object({ enabled: z.boolean(), text: words, link: z.nullable(z.string()) }),
  contact: z.object({ email: z.string(), phone: z.string(), address: words, hours: words }),
  /** The deepest discount (percent off MRP) of the products on sale now: what {deepest} reads. */
  deepestDiscount: count,
});
export type ShopContent = z.infer<typeof shopContentSchema>;
export type ShopWords = ShopContent['claims'][number];

/** A badge's words with {deepest} read: '62% OFF'. */
export function badgeText(text: string, deepest: number): string {
  return text.split(DEEPEST_DISCOUNT_TOKEN).join(String(deepest));
}
