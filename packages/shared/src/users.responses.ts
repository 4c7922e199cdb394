import * as z from 'zod/mini';
import { ROLES } from './enums.js';
import { count, id, timestamp } from './response-fields.js';

/*
 * A user as the API answers it, with their second factors. zod's small build (zod/mini), as
 * in every *.responses.ts. What the back office sees of a user is in users.admin-responses.ts.
 */

export const factorSchema = z.object({
  id: z.uuid(),
  factor_type: z.literal('totp'),
  status: z.enum(['verified', 'unverified']),
  friendly_name: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;

/** The user as the API answers it (docs/api.md), never a password hash or a secret. */
export const userSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  enabled: z.boolean(),
  /** The shopper's own referral code: their phone number. */
  referralCode: z.string(),
  kuberCoupons: count,
  createdAt: timestamp,
  lastActivity: z.nullable(timestamp),
  factors: z.array(factorSchema),
  /* The same facts as the original client reads them (docs/api.md), beside ours. */
  /** `active`, or `inactive` for a disabled account. */
  status: z.enum(['active', 'inactive']),
  profile: z.object({ role: z.enum(ROLES), first_name: z.string(), last_name: z.string() }),
  /** What the sign-up kept, named as the hosted auth service named it. */
  user_metadata: z.object({ first_name: z.string(), last_name: z.string(), phone: z.string(), role: z.enum(ROLES) }),
  created_at: timestamp,
  /** Sign-in providers linked to the account: none, as the store signs in by email or phone and password only. */
  identities: z.array(z.never()),
});
export type User = z.infer<typeof userSchema>;
