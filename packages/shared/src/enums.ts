/*
 * The store's fixed lists, kept free of zod: the response schemas the browser loads on
 * every page need them, and so must not carry the forms' schemas along.
 */

export const ROLES = ['USER', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

/** The storefront's languages; English is the default. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** `<html lang>`: English as written in India, and Hindi. The server writes it and the app keeps it, so the page's styles are not worked out again. */
export const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi' };

/**
 * How an order may be paid; checkout offers those the store's settings list (UPI only with the
 * shop's UPI ID, ONLINE only with a payment gateway's keys).
 */
export const PAYMENT_METHODS = ['COD', 'WHATSAPP', 'UPI', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  WHATSAPP: 'Confirm on WhatsApp',
  UPI: 'Pay by UPI',
  ONLINE: 'Pay online (UPI, cards, netbanking, wallets)',
};

export const ORDER_STATUSES = [
  'PENDING',
  'CONFIRMED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const CANCELLABLE_STATUSES: OrderStatus[] = ['PENDING', 'CONFIRMED', 'PROCESSING'];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: 'Pending',
  CONFIRMED: 'Confirmed',
  PROCESSING: 'Processing',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  RETURNED: 'Returned',
};
/**
 * The history notes the store writes itself (the order placed, a payment received…), named so
 * each screen words them in its reader's language; a note an admin types is kept as written.
 */
export const ORDER_NOTE_CODES = [
  'placed',
  'cancelledByShopper',
  'paymentReceived',
  'upiNotReceived',
  'upiNotReceivedInTime',
  'paidOnDelivery',
  'paidOnline',
  'onlineNotPaidInTime',
  'parcelPacked',
  'parcelShipped',
  'parcelDelivered',
  'returnRequested',
  'exchangeRequested',
  'returnCancelled',
  'returnApproved',
  'returnRejected',
  'returnPickupScheduled',
  'returnReceived',
  'returnChecked',
  'returnRefunded',
  'returnStoreCredit',
  'exchangeShipped',
  'returnCompleted',
] as const;
export type OrderNoteCode = (typeof ORDER_NOTE_CODES)[number];
export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PENDING: 'Payment pending',
  PAID: 'Paid',
  FAILED: 'Payment failed',
  REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partly refunded',
};

/** A coupon can be spent (AVAILABLE), was spent on an order (SPENT), or ran out unspent (EXPIRED). */
/** PENDING: a referral coupon not yet earned (REFERRAL_REWARD_ON=delivery: until the referred shopper's first order is delivered). */
export const COUPON_STATUSES = ['AVAILABLE', 'SPENT', 'EXPIRED', 'PENDING'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** How far up the referral chain a sign-up earns coupons (up to 6 levels). */
export const REFERRAL_LEVELS = 6;

/**
 * The cookie a browser carries once it keeps a session or a visitor's cart in its storage. The
 * server marks the pages it renders for a browser without it (`<html data-kept="no">`), and such
 * a page starts without reading the storage at all: a browser's first read of it waits on the
 * browser's own storage process, 3–33 ms of a page's start measured.
 */
export const KEPT_COOKIE = 'kf_kept';

/** A shopper's request about a delivered order's lines: money back (RETURN) or another size or colour (EXCHANGE). */
export const RETURN_KINDS = ['RETURN', 'EXCHANGE'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
/**
 * A return request's steps: asked, approved (or rejected), picked up, received, checked, then
 * refunded (a return) or its replacement shipped (an exchange). The shopper may cancel it while asked.
 */
export const RETURN_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'REJECTED',
  'PICKUP_SCHEDULED',
  'RECEIVED',
  'CHECKED',
  'REFUNDED',
  'EXCHANGE_SHIPPED',
  'CANCELLED',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  PICKUP_SCHEDULED: 'Pickup scheduled',
  RECEIVED: 'Received',
  CHECKED: 'Checked',
  REFUNDED: 'Refunded',
  EXCHANGE_SHIPPED: 'Replacement shipped',
  CANCELLED: 'Cancelled',
};
/** Requests still moving: the order cannot be closed under them. */
export const OPEN_RETURN_STATUSES: ReturnStatus[] = [
  'REQUESTED',
  'APPROVED',
  'PICKUP_SCHEDULED',
  'RECEIVED',
  'CHECKED',
];
export const RETURN_REASONS = ['TOO_SMALL', 'TOO_BIG', 'NOT_AS_DESCRIBED', 'DAMAGED', 'CHANGED_MIND'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  TOO_SMALL: 'Too small',
  TOO_BIG: 'Too big',
  NOT_AS_DESCRIBED: 'Not as described',
  DAMAGED: 'Damaged',
  CHANGED_MIND: 'Changed my mind',
};
/** Where a return's money goes: back the way the shopper paid, or a store-credit coupon. */
export const REFUND_DESTINATIONS = ['ORIGINAL', 'STORE_CREDIT'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
/** REFERRAL: earned by a sign-up; STORE_CREDIT: a return's refund kept with the shop. */
export const COUPON_KINDS = ['REFERRAL', 'STORE_CREDIT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
