import * as z from 'zod/mini';
import { COUPON_KINDS, COUPON_STATUSES, REFERRAL_LEVELS } from './enums.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/*
 * The referral programme's responses: the shopper's coupons and referrals, and the admin's
 * referral tree. zod's small build (zod/mini), as in every *.responses.ts.
 */

/** One of the shopper's coupons: its worth and terms were fixed when it was earned. */
export const couponSchema = z.object({
  code: z.string(),
  value: rupees,
  /** The subtotal an order needs for the coupon to be spent on it. */
  minOrderAmount: rupees,
  /** null: it never expires. */
  expiresAt: z.nullable(timestamp),
  status: z.enum(COUPON_STATUSES),
  /** How far below the shopper the sign-up that earned it was (1: someone they referred); 0 for store credit. */
  level: z.int().check(z.minimum(0), z.maximum(REFERRAL_LEVELS)),
  earnedAt: timestamp,
  spentAt: z.nullable(timestamp),
  /** The order it was spent on. */
  orderId: z.nullable(id),
  /** REFERRAL (earned by a sign-up) or STORE_CREDIT (a return's refund). */
  kind: z.enum(COUPON_KINDS),
});
export type Coupon = z.infer<typeof couponSchema>;

const activity = z.enum(['active', 'inactive']);
/** Another shopper as a shopper may see them: '******' and the phone's last four digits. */
const masked = z.string().check(z.regex(/^\*{6}\d{0,4}$/));

/** Someone the shopper referred, masked (docs/api.md). */
export const referralSchema = z.object({
  userId: id,
  masked,
  status: activity,
  signupTime: timestamp,
  /** Coupons the shopper earned through them: their own sign-up and those of the people they brought in. */
  couponsEarnedFrom: count,
  /** Coupons through them not earned yet: waiting for a first order to be delivered (REFERRAL_REWARD_ON=delivery). */
  couponsPendingFrom: count,
});
export type Referral = z.infer<typeof referralSchema>;

/** The shopper's referral programme (docs/api.md), with the referrals paged and the coupons they can spend. */
export const referralStatsSchema = z.object({
  referralCode: z.string(),
  /** The sign-up page with the code filled in, to share. */
  referralLink: z.string(),
  totalDirectReferrals: count,
  /** Every coupon ever earned, spent or not (docs/api.md). */
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
  /** Coupons waiting to be earned: their referred shopper's first order is not delivered yet. */
  pendingCoupons: count,
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
  /** Coupons they will earn once their referred shoppers' first orders are delivered. */
  pendingCoupons: count,
};

/** A shopper in the admin's referral tree whose own referrals are not loaded: `children` is empty, `totalReferrals` says how many there are. */
export const referralChildSchema = z.object({
  ...referralNodeFields,
  children: z.array(z.unknown()).check(z.maxLength(0)),
});
export type ReferralChild = z.infer<typeof referralChildSchema>;

/** A shopper in the tree with the people they referred (as far down as the answer goes). */
const withChildren = <T extends z.ZodMiniType>(below: T) =>
  z.object({ ...referralNodeFields, children: z.array(below) });

/**
 * The admin's referral tree (docs/api.md): a shopper and the people below them, six levels down
 * in one answer, as the back office's 'Referral Tree (up to 6 levels)' nests it. Each shopper comes with
 * the first page of the people they referred; a wide level stops at REFERRAL_TREE_LEVEL_CAP
 * shoppers, and those past it come with no children (`totalReferrals` says how many there are;
 * the children call pages through them).
 */
export const referralNodeSchema = withChildren(
  withChildren(withChildren(withChildren(withChildren(withChildren(withChildren(referralChildSchema)))))),
);
/** A shopper of the tree at any depth: the deepest come with no children. */
export type ReferralTreeNode = Omit<ReferralChild, 'children'> & { children: ReferralTreeNode[] };
export type ReferralNode = ReferralTreeNode;
