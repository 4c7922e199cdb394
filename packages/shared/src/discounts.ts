import { z } from 'zod';
import { CATEGORY_SLUGS } from './catalogue.js';
import { DISCOUNT_KINDS } from './discounts.responses.js';
import { isIndiaDate } from './india-dates.js';
import { pageQuery } from './params.js';

/*
 * Discount codes: what the shop's owners send to make and change one, what a shopper sends to
 * check one against their cart, and the reasons a code is refused, written once for the API and
 * both languages of the storefront. The responses are in discounts.responses.ts and
 * discounts.admin-responses.ts.
 */

/** The deepest percent a code may take off: a mistyped 100 never gives the shop away. */
export const MAX_DISCOUNT_PERCENT = 90;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;

export const DISCOUNT_CODE_MESSAGE = 'Enter a valid discount code';

/** A discount code as a shopper types it: any case, spaces around trimmed; blank is none. */
export const discountCodeInput = z
  .string({ error: DISCOUNT_CODE_MESSAGE })
  .trim()
  .max(30, DISCOUNT_CODE_MESSAGE)
  .transform((c) => c.toUpperCase())
  .refine((c) => c === '' || /^[A-Z0-9-]+$/.test(c), DISCOUNT_CODE_MESSAGE)
  .optional()
  .transform((c) => c || undefined);

/** POST /api/discount-codes/check: a code, checked against the shopper's cart as it is now. */
export const checkDiscountSchema = z.object({
  code: z
    .string({ error: DISCOUNT_CODE_MESSAGE })
    .trim()
    .min(1, DISCOUNT_CODE_MESSAGE)
    .max(30, DISCOUNT_CODE_MESSAGE)
    .transform((c) => c.toUpperCase())
    .refine((c) => /^[A-Z0-9-]+$/.test(c), DISCOUNT_CODE_MESSAGE),
  /** A referral coupon the shopper means to spend on the same order, if any. */
  couponCode: z.string().trim().max(40).optional(),
});

const optionalDate = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine((v) => v === '' || isIndiaDate(v), `${name} must be a date (YYYY-MM-DD)`)
    .nullish()
    .transform((v) => v || null);

const optionalCount = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(1_000_000, `${name} must be at most 10,00,000`)
    .nullish()
    .transform((v) => v ?? null);

const rupeesAmount = (name: string) =>
  z
    .number({ error: `${name} must be an amount in rupees` })
    .min(0, `${name} cannot be negative`)
    .max(1_000_000, `${name} must be at most ₹10,00,000`)
    .refine((v) => Math.round(v * 100) === v * 100, `${name} can have at most two decimals (paise)`);

/** Create or change a discount code (the back office): money in rupees, dates as India's days, both ends included. */
export const discountCodeInputSchema = z
  .object({
    code: z
      .string({ error: 'Enter the code' })
      .trim()
      .transform((c) => c.toUpperCase())
      .refine(
        (c) => DISCOUNT_CODE_PATTERN.test(c),
        'A code is 3 to 30 letters, digits or dashes, starting with a letter or digit',
      ),
    kind: z.enum(DISCOUNT_KINDS, { error: 'Choose percent or flat rupees off' }),
    /** PERCENT: whole percent off; FLAT: rupees off. */
    value: z.number({ error: 'Enter how much the code takes off' }).positive('The discount must be more than 0'),
    /** The most a percent code takes off one order, in rupees. */
    maxDiscount: rupeesAmount('The cap')
      .nullish()
      .transform((v) => v || null),
    minOrder: rupeesAmount('The minimum order').default(0),
    validFrom: optionalDate('The first day'),
    validTo: optionalDate('The last day'),
    maxUses: optionalCount('The total uses'),
    maxUsesPerShopper: optionalCount('The uses per shopper'),
    firstOrderOnly: z.boolean({ error: 'firstOrderOnly must be true or false' }).default(false),
    /** Empty: every product. */
    categories: z
      .array(z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }), { error: 'Give the categories as a list' })
      .max(CATEGORY_SLUGS.length)
      .default([]),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'PERCENT' && (!Number.isInteger(c.value) || c.value > MAX_DISCOUNT_PERCENT))
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `A percent off is a whole number from 1 to ${MAX_DISCOUNT_PERCENT}`,
      });
    if (c.kind === 'FLAT' && (c.value > 1_000_000 || Math.round(c.value * 100) !== c.value * 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Rupees off must be at most ₹10,00,000, to the paisa' });
    if (c.kind === 'FLAT' && c.maxDiscount != null)
      ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'Only a percent code has a cap' });
    if (c.validFrom && c.validTo && c.validTo < c.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'The last day cannot be before the first' });
  });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

/** PATCH /api/admin/discount-codes/:id/active: switch a code on or off. */
export const discountActiveSchema = z.object({
  active: z.boolean({ error: 'active must be true or false' }),
});

/** GET /api/admin/discount-codes: newest first, optionally only active or inactive ones, or a search. */
export const adminDiscountCodesQuery = pageQuery.extend({
  size: pageQuery.shape.size.default(20),
  q: z.string().trim().max(30, 'Search text is too long').optional(),
});
