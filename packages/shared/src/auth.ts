import { z } from 'zod';
import { requestExample } from './http.js';

/*
 * Signing up, logging in (by email or phone, with a second factor for admins), resetting a
 * password and the shopper's own profile. The responses are in auth.responses.ts.
 */

/** The fixed promo code accepted at sign-up; it links to no referrer. */
export const PROMO_CODE = 'kuberfashion2025';

export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;

export const digitsOnly = (s: string) => s.replace(/\D/g, '');

/**
 * Letters with their combining marks, of any script (प्रिया, தமிழ், বাংলা), joined by spaces,
 * dots, apostrophes or hyphens (D'Souza, K. Ramesh, Mary-Anne); it starts with a letter.
 */
export const NAME_RULE = /^\p{L}[\p{L}\p{M} .'’-]*$/u;

const name = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(50, `${label} must be at most 50 characters`)
    .regex(NAME_RULE, `${label} can only contain letters, spaces, dots, apostrophes and hyphens`)
    // One spelling per name: a vowel sign typed as a separate mark compares equal to the composed one.
    .transform((n) => n.normalize('NFC'));

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const PLAIN_EMAIL_MESSAGE =
  'Enter only the email address, like name@example.in, without a name, quotes or angle brackets';
export const NO_MAIL_DOMAIN_MESSAGE = 'This email address cannot receive mail. Please use another one.';

/**
 * A plain address, as the web's own email field takes it (WHATWG's "valid email address"):
 * the local part's letters, digits and symbols, no quotes, comments or display name, and a
 * domain of letters, digits and hyphens, here with at least one dot and a top level of letters.
 */
export const EMAIL_RULE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;
/** What only an address with a name or quoting around it holds ("shop" <someone@example.in>). */
const DRESSED_EMAIL = /[<>"()\s,;:\\[\]\p{Cc}]/u;
/**
 * RFC 2606's .invalid never receives mail; the store itself writes deleted accounts' placeholders
 * under it, so no one may take such an address.
 */
const NO_MAIL_DOMAIN = /\.invalid$/i;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, EMAIL_MESSAGE)
  .superRefine((e, ctx) => {
    const message = DRESSED_EMAIL.test(e)
      ? PLAIN_EMAIL_MESSAGE
      : !EMAIL_RULE.test(e)
        ? EMAIL_MESSAGE
        : NO_MAIL_DOMAIN.test(e)
          ? NO_MAIL_DOMAIN_MESSAGE
          : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((e) => e.toLowerCase());

/** Exactly 10 digits once spaces and dashes are removed (sign-up, profile). */
const phone = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .meta({
    description: 'A 10-digit phone number; spaces and dashes between the digits are allowed',
    pattern: String.raw`^\D*(?:\d\D*){10}$`,
  })
  .transform(digitsOnly)
  .refine((p) => /^\d{10}$/.test(p), 'Please enter a valid 10-digit phone number');

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(PASSWORD_RULE, 'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)');

/** Says what a code looks like without naming the shop's promo code: a wrong guess must not reveal it. */
export const REFERRAL_CODE_MESSAGE = 'Referral code must be a 10-digit phone number or a promo code';

export const referralCodeSchema = z
  .string()
  .trim()
  .transform((c) => (c.toLowerCase() === PROMO_CODE ? PROMO_CODE : digitsOnly(c) || c))
  .refine((c) => c === '' || c === PROMO_CODE || /^\d{10}$/.test(c), REFERRAL_CODE_MESSAGE)
  .optional()
  .transform((c) => c || undefined);

export const registerSchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: emailSchema,
    phone,
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
    referralCode: referralCodeSchema,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' })
  .meta(
    requestExample({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.in',
      phone: '9876543210',
      password: 'Asha@2026',
      confirmPassword: 'Asha@2026',
      referralCode: '9123456780',
    }),
  );
export type RegisterInput = z.input<typeof registerSchema>;

const loginPassword = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(128, 'Enter your password');

/** Phone log-in: at least 10 digits once other characters are removed; the last 10 count. */
export const phoneLoginSchema = z.object({
  phone: z
    .string({ error: 'Enter a valid 10-digit phone number' })
    .meta({
      description: 'The phone number, with or without +91; its last 10 digits count',
      pattern: String.raw`^\D*(?:\d\D*){10,13}$`,
    })
    .transform(digitsOnly)
    .refine((p) => p.length >= 10 && p.length <= 13, 'Enter a valid 10-digit phone number')
    .transform((p) => p.slice(-10)),
  password: loginPassword,
});

export const emailLoginSchema = z
  .object({
    email: emailSchema,
    password: loginPassword,
    rememberMe: z.boolean().optional(),
  })
  .meta(requestExample({ email: 'asha@example.in', password: 'Asha@2026' }));

export const profileUpdateSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  phone,
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const recoverSchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'This reset link is invalid' }).min(20, 'This reset link is invalid').max(200),
    password: passwordSchema,
    confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

/** A refresh from outside the browser sends its token in the body; the browser's travels in a cookie. */
export const refreshSchema = z
  .object({
    refresh_token: z
      .string({ error: 'Invalid refresh token' })
      .min(20, 'Invalid refresh token')
      .max(200, 'Invalid refresh token')
      .optional(),
  })
  // No body at all is how the browser refreshes.
  .nullish();

/**
 * A client outside the browser (an app, a script) asks for the refresh token in the answer
 * with ?refresh_token_in_body=true; a browser gets it only as an HttpOnly cookie.
 */
export const sessionDeliveryQuery = z.object({
  refresh_token_in_body: z.stringbool({ error: 'refresh_token_in_body must be true or false' }).optional(),
});

export const totpCodeSchema = z.object({
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  challenge_id: z.uuid('This code request has expired. Please try again.'),
});
