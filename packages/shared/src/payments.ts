import { z } from 'zod';
import { toPaise } from './money.js';

/*
 * Paying online and giving money back: the gateway's return and webhook headers, the admin's
 * refund, and the rules for cash on delivery that checkout and the server share. The answers
 * are in payments.responses.ts.
 */

/** A parameter Razorpay appends to the shopper's return: its ids and signature are short ASCII. */
const returnParam = z
  .string()
  .max(200, 'A payment return parameter is at most 200 characters')
  .regex(/^[\w.|-]*$/, 'A payment return parameter holds letters, digits, dots, dashes and underscores only')
  .optional();

/** GET /api/payments/razorpay/return: what Razorpay appends to the callback address after a payment. */
export const razorpayReturnQuery = z.object({
  razorpay_payment_id: returnParam,
  razorpay_payment_link_id: returnParam,
  razorpay_payment_link_reference_id: returnParam,
  razorpay_payment_link_status: returnParam,
  razorpay_signature: returnParam,
});

/** POST /api/payments/razorpay/webhook: the body's signature and the event's own id. */
export const razorpayWebhookHeaders = z.object({
  'x-razorpay-signature': z
    .string({ error: 'The X-Razorpay-Signature header is missing' })
    .min(1, 'The X-Razorpay-Signature header is missing')
    .max(200, 'The X-Razorpay-Signature header is too long'),
  'x-razorpay-event-id': z.string().max(100, 'The X-Razorpay-Event-Id header is too long').optional(),
});

/** POST /api/admin/orders/:id/refunds: money given back, all or part; a UPI or cash refund names its reference. */
export const refundSchema = z.object({
  amount: z
    .number({ error: 'Please enter the amount to refund' })
    .min(1, 'A refund is at least ₹1')
    .max(10_000_000, 'A refund is at most ₹1,00,00,000')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'The amount is rupees with at most two decimals'),
  reason: z
    .string({ error: 'Please say why the money is given back' })
    .trim()
    .min(3, 'Please say why the money is given back')
    .max(200, 'The reason must be at most 200 characters'),
  /** The bank's or UPI app's reference of a refund the shop made itself; not needed for an online payment's. */
  reference: z
    .string()
    .trim()
    .max(100, 'The reference must be at most 100 characters')
    .optional()
    .transform((v) => v || undefined),
});
export type RefundRequest = z.input<typeof refundSchema>;

/** What a shop sets for cash on delivery (its store settings carry them to checkout). */
export interface CodRules {
  /** The largest total COD may pay, in rupees; 0: no limit. */
  maxOrder: number;
  /** What COD adds to the total, in rupees. */
  fee: number;
  /** PIN codes, or their first digits, where COD is not offered. */
  blockedPins: string[];
}

/** Why cash on delivery is not offered for this order, or null when it is. One rule for checkout and the server. */
export function codUnavailable(rules: CodRules, totalPaise: number, pinCode: string): 'tooLarge' | 'pinBlocked' | null {
  if (rules.maxOrder > 0 && totalPaise > toPaise(rules.maxOrder)) return 'tooLarge';
  if (rules.blockedPins.some((p) => pinCode.startsWith(p))) return 'pinBlocked';
  return null;
}
