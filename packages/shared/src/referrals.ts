import { z } from 'zod';
import { digitsOnly } from './auth.js';
import { pageQuery } from './params.js';
import { COUPON_STATUSES } from './enums.js';

/*
 * The referral programme's requests: the shopper's referrals and coupons, a coupon's code
 * at checkout, the admin's referral tree. The responses are in referrals.responses.ts.
 */

/** Rows of the shopper's referrals table per page. */
export const REFERRALS_PAGE_SIZE = 20;
/** Spendable coupons the stats carry (soonest to expire first); the rest are counted and listed by /coupons. */
export const STATS_COUPONS = 10;
/** Children of a node in the admin's referral tree per page: a shopper may have thousands. */
export const TREE_CHILDREN_PAGE_SIZE = 50;
/** The most shoppers one level of the admin's tree answers at once: past it, their referrals load when opened. */
export const REFERRAL_TREE_LEVEL_CAP = 200;

export const referralStatsQuery = pageQuery.extend({ size: pageQuery.shape.size.default(REFERRALS_PAGE_SIZE) });

export const couponsQuery = pageQuery.extend({
  size: pageQuery.shape.size.default(20),
  status: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(COUPON_STATUSES, { error: `status must be one of ${COUPON_STATUSES.join(', ')}` }))
    .optional(),
});

/**
 * The admin's tree search: a phone number, typed with spaces or dashes if need be, or the id of a
 * shopper shown in a tree (whose phone the tree never shows); neither means the default root.
 */
export const referralTreeQuery = z.object({
  root: z.coerce
    .number({ error: 'root must be a number' })
    .int('root must be a whole number')
    .positive('root must be positive')
    .max(2_147_483_647)
    .optional(),
  phone: z
    .string()
    .trim()
    .max(20, 'Please enter a valid 10-digit phone number')
    .transform(digitsOnly)
    .refine((p) => p === '' || /^\d{10}$/.test(p), 'Please enter a valid 10-digit phone number')
    .optional()
    .transform((p) => p || undefined),
});

export const referralChildrenQuery = pageQuery.extend({ size: pageQuery.shape.size.default(TREE_CHILDREN_PAGE_SIZE) });

/** A coupon's code as the shopper may type it: letters, digits and dashes, any case. */
export const couponCodeSchema = z
  .string({ error: 'Please choose a valid coupon' })
  .trim()
  .max(40, 'Please choose a valid coupon')
  .transform((c) => c.toUpperCase())
  .refine((c) => c === '' || /^[A-Z0-9-]+$/.test(c), 'Please choose a valid coupon')
  .optional()
  .transform((c) => c || undefined);
