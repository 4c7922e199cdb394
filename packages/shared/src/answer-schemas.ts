import * as z from 'zod/mini';
import { COUPON_STATUSES, PAYMENT_METHODS, REFERRAL_LEVELS, ROLES } from './enums.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/*
 * What the API answers, written once for both sides: the API declares each route's
 * answer with these (they are its OpenAPI description, and fast-json-stringify writes
 * the answer from them), and the web app checks every answer it reads against them.
 * zod's small build (zod/mini): the browser loads these with its first request, so they
 * must weigh little; the forms' request schemas, on screens of their own, use full zod.
 */

/** Public store settings the web app reads at start. */
export const storeSettingsSchema = z.object({
  name: z.string(),
  whatsappNumber: z.string(),
  deliverToPin: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  taxRatePercent: z.number(),
  /** The business behind the store, as the terms and privacy pages name it. */
  legalName: z.string(),
  /** Its registered office. */
  address: z.string(),
  /** The grievance officer the IT Act and the e-commerce rules require. */
  grievanceOfficer: z.string(),
  /** The store's GST number, for its invoices; null when not set. */
  gstin: z.nullable(z.string()),
  /** What a referral coupon takes off, the order it needs, and how long it lasts (0: no expiry). */
  couponValue: rupees,
  couponMinOrder: rupees,
  couponValidDays: count,
  /** What checkout offers: UPI only when the shop has set its UPI ID and payee name. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** How long a UPI order waits for its payment before it is cancelled. */
  upiPaymentWindowHours: count,
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

export const factorSchema = z.object({
  id: z.uuid(),
  factor_type: z.literal('totp'),
  status: z.enum(['verified', 'unverified']),
  friendly_name: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;

/** The user as the API answers it (api-facts.md), never a password hash or a secret. */
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
});
export type User = z.infer<typeof userSchema>;

/** The session answer (spec section 3) plus `token` for the original client contract. */
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

/** The sign-up answer: the new session, and the referral code's outcome when one was given. */
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

/** One of the shopper's coupons: its worth and terms were fixed when it was earned. */
export const couponSchema = z.object({
  code: z.string(),
  value: rupees,
  /** The subtotal an order needs for the coupon to be spent on it. */
  minOrderAmount: rupees,
  /** null: it never expires. */
  expiresAt: z.nullable(timestamp),
  status: z.enum(COUPON_STATUSES),
  /** How far below the shopper the sign-up that earned it was (1: someone they referred). */
  level: z.int().check(z.minimum(1), z.maximum(REFERRAL_LEVELS)),
  earnedAt: timestamp,
  spentAt: z.nullable(timestamp),
  /** The order it was spent on. */
  orderId: z.nullable(id),
});
export type Coupon = z.infer<typeof couponSchema>;

const activity = z.enum(['active', 'inactive']);
/** Another shopper as a shopper may see them: '******' and the phone's last four digits. */
const masked = z.string().check(z.regex(/^\*{6}\d{0,4}$/));

/** Someone the shopper referred, masked (api-facts.md). */
export const referralSchema = z.object({
  userId: id,
  masked,
  status: activity,
  signupTime: timestamp,
  /** Coupons the shopper earned through them: their own sign-up and those of the people they brought in. */
  couponsEarnedFrom: count,
});
export type Referral = z.infer<typeof referralSchema>;

/** The shopper's referral programme (api-facts.md), with the referrals paged and the coupons they can spend. */
export const referralStatsSchema = z.object({
  referralCode: z.string(),
  /** The sign-up page with the code filled in, to share. */
  referralLink: z.string(),
  totalDirectReferrals: count,
  /** Every coupon ever earned, spent or not (api-facts.md). */
  totalCouponsEarned: count,
  /** Coupons that can be spent now. */
  availableCoupons: count,
  /** The first of them, soonest to expire first. */
  coupons: z.array(couponSchema),
  /** A page of the people the shopper referred, newest first; totalDirectReferrals counts them all. */
  referrals: z.array(referralSchema),
  page: count,
  size: id,
  totalPages: count,
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;

export const referralCodeAnswerSchema = z.object({ referralCode: z.string(), referralLink: z.string() });

/** The product decision masks identities in the admin's tree too: a node names nobody but by `masked`. */
const referralNodeFields = {
  id,
  masked,
  signupDate: timestamp,
  status: activity,
  /** Coupons they earned. */
  coupons: count,
  /** People they referred directly. */
  totalReferrals: count,
};

/** A shopper in the admin's referral tree whose own referrals are not loaded: `children` is empty, `totalReferrals` says how many there are. */
export const referralChildSchema = z.object({
  ...referralNodeFields,
  children: z.array(z.unknown()).check(z.maxLength(0)),
});
export type ReferralChild = z.infer<typeof referralChildSchema>;

/**
 * The root of the admin's referral tree (api-facts.md) with the first page of the people
 * they referred. The tree loads level by level: each child's own children come from the
 * children call when it is opened, so a shopper with thousands below them loads fast.
 */
export const referralNodeSchema = z.object({ ...referralNodeFields, children: z.array(referralChildSchema) });
export type ReferralNode = z.infer<typeof referralNodeSchema>;
