import * as z from 'zod/mini';
import { id } from './response-fields.js';
import { userSchema } from './users.responses.js';

/*
 * The responses of signing up and logging in: the session, a sign-up's referral outcome, a
 * second factor's enrolment and challenge, the signing keys. zod's small build (zod/mini),
 * as in every *.responses.ts.
 */

/** The session, plus `token` for the original client contract. */
export const sessionSchema = z.object({
  token: z.string(),
  type: z.literal('Bearer'),
  access_token: z.string(),
  /** Only for clients outside a browser that ask for it; browsers get it as an HttpOnly cookie. */
  refresh_token: z.optional(z.string()),
  expires_in: id,
  expires_at: id,
  aal: z.enum(['aal1', 'aal2']),
  /** aal2 when a verified factor must still be passed (admin with TOTP). */
  next_level: z.enum(['aal1', 'aal2']),
  user: userSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/** What became of the referral code given at sign-up; a code that could not be applied never blocks the sign-up. */
export const referralOutcomeSchema = z.object({ code: z.string(), applied: z.boolean(), message: z.string() });
export type ReferralOutcome = z.infer<typeof referralOutcomeSchema>;

/** The sign-up's response: the new session, and the referral code's outcome when one was given. */
export const registrationSchema = z.extend(sessionSchema, { referral: z.nullable(referralOutcomeSchema) });
export type Registration = z.infer<typeof registrationSchema>;

/** A new TOTP factor: the QR code and key to put in an authenticator app. */
export const enrolledFactorSchema = z.object({
  id: z.uuid(),
  type: z.literal('totp'),
  friendly_name: z.string(),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
});
export type TotpEnrolment = z.infer<typeof enrolledFactorSchema>;

export const challengeSchema = z.object({ id: z.uuid(), expires_at: id });

/** The public signing keys (JWKS). */
export const jwksSchema = z.object({
  keys: z.array(
    z.object({ kty: z.string(), crv: z.string(), x: z.string(), kid: z.string(), alg: z.string(), use: z.string() }),
  ),
});
