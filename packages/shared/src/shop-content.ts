import { z } from 'zod';
import { pictureAddressSchema } from './products-admin.js';
import { MAX_TRUST_CLAIMS } from './shop-content.responses.js';

/*
 * The shop's own words as the back office saves them (PUT /api/admin/shop-content): every text
 * in both languages; the response is in shop-content.responses.ts.
 */

const text = (name: string, max: number) =>
  z
    .string({ error: `Enter the ${name}` })
    .trim()
    .min(1, `Enter the ${name}`)
    .max(max, `The ${name} must be at most ${max} characters`);

const words = (name: string, max: number) =>
  z.object({ en: text(`${name} in English`, max), hi: text(`${name} in Hindi`, max) });

/** A page of the store ('/shop', '/category/footwear') or an https:// address; blank only where it is optional. */
const link = (name: string, optional = false) =>
  z
    .string({ error: `Enter the ${name}` })
    .trim()
    .max(300, `The ${name} must be at most 300 characters`)
    .refine(
      (v) => (optional && v === '') || /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v),
      `The ${name} must be a page of the store (starting with /) or an https:// address`,
    );

export const shopContentInputSchema = z.object({
  banner: z.object({
    eyebrow: words('line above the title', 40),
    title: words('banner title', 80),
    subtitle: words('banner subtitle', 120),
    badge: words('badge', 16),
    image: pictureAddressSchema.nullish().transform((v) => v ?? null),
    link: link('banner link'),
  }),
  claims: z
    .array(words('claim', 40), { error: 'Give the claims as a list' })
    .min(1, 'Give at least one claim')
    .max(MAX_TRUST_CLAIMS, `At most ${MAX_TRUST_CLAIMS} claims`),
  announcement: z.object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    text: words('announcement', 120),
    link: link('announcement link', true)
      .nullish()
      .transform((v) => v || null),
  }),
  contact: z.object({
    email: z.email({ error: 'Enter a valid email address' }).trim().max(254),
    phone: z
      .string({ error: 'Enter the phone number' })
      .trim()
      .regex(/^\+?[0-9][0-9 -]{7,18}$/, 'Enter a phone number of digits, spaces or dashes'),
    address: words('address', 200),
    hours: words('opening hours', 80),
  }),
});
export type ShopContentInput = z.input<typeof shopContentInputSchema>;
