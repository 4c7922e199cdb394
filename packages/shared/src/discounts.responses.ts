import * as z from 'zod/mini';
import { formatINR } from './money.js';
import { rupees } from './response-fields.js';

export const DISCOUNT_KINDS = ['PERCENT', 'FLAT'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Why a code cannot be used on an order; the storefront words each in its language (checkout.code.*). */
export const DISCOUNT_REFUSALS = [
  'UNKNOWN',
  'INACTIVE',
  'NOT_STARTED',
  'ENDED',
  'USED_UP',
  'SHOPPER_LIMIT',
  'FIRST_ORDER',
  'MIN_ORDER',
  'NO_ITEMS',
  'WITH_COUPON',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** The English of each refusal, as the API says it; `minOrder` in rupees for MIN_ORDER. */
export function discountRefusalMessage(reason: DiscountRefusal, minOrder = 0): string {
  switch (reason) {
    case 'UNKNOWN':
      return 'There is no discount code like this';
    case 'INACTIVE':
      return 'This code is no longer active';
    case 'NOT_STARTED':
      return 'This code has not started yet';
    case 'ENDED':
      return 'This code has ended';
    case 'USED_UP':
      return 'This code has been used up';
    case 'SHOPPER_LIMIT':
      return 'You have already used this code';
    case 'FIRST_ORDER':
      return 'This code is for your first order';
    case 'MIN_ORDER':
      return `This code needs an order of ${formatINR(minOrder)} or more`;
    case 'NO_ITEMS':
      return 'This code is not for anything in your cart';
    case 'WITH_COUPON':
      return 'Use either a coupon or a discount code on one order';
  }
}

/*
 * A discount code checked against the shopper's cart (POST /api/discount-codes/check): what it
 * would take off now, or why it cannot be used. zod's small build, as in every *.responses.ts.
 */
export const discountCheckSchema = z.object({
  code: z.string(),
  applies: z.boolean(),
  /** Why not, when it does not apply; the storefront words it by this. */
  reason: z.nullable(z.enum(DISCOUNT_REFUSALS)),
  /** The refusal in English. */
  message: z.nullable(z.string()),
  /** What it takes off the cart as it is now, in rupees (0 when it does not apply). */
  discount: rupees,
  /** The order the code needs, in rupees, when that is the reason. */
  minOrder: z.nullable(rupees),
});
export type DiscountCheck = z.infer<typeof discountCheckSchema>;
