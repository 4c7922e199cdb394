import * as z from 'zod/mini';
import { adminOrderRowSchema } from './orders.admin-responses.js';
import { count, id, timestamp } from './response-fields.js';
import { userSchema } from './users.responses.js';

/*
 * The users as the back office sees them. Like every *.admin-responses.ts, apart from the
 * shop's response schemas: the web app loads these only with the admin screens
 * (admin-responses.ts).
 */

/** A user in the admin list: how many orders they placed, and whether the account was deleted. */
export const adminUserSchema = z.extend(userSchema, {
  orderCount: count,
  /** Set when an admin deleted an account that had orders: its personal details are gone. */
  deletedAt: z.nullable(timestamp),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Someone a user referred, masked as the referral programme shows it (docs/api.md). */
export const referralEntrySchema = z.object({
  userId: id,
  masked: z.string(),
  status: z.enum(['active', 'inactive']),
  signupTime: timestamp,
});
export type ReferralEntry = z.infer<typeof referralEntrySchema>;

/** A user's page in the admin area: their newest orders and their direct referrals. */
export const adminUserDetailSchema = z.extend(adminUserSchema, {
  orders: z.array(adminOrderRowSchema),
  referredBy: z.nullable(z.object({ id, masked: z.string() })),
  referrals: z.array(referralEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** A deleted account: gone, or anonymised because the shop keeps its orders. */
export const deletedUserSchema = z.object({ id, anonymised: z.boolean() });
