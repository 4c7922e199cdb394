import * as z from 'zod/mini';
import { rupees, timestamp } from './response-fields.js';

/* The money movements of an order, and the hosted payment page a shopper is sent to. zod/mini, as in every *.responses.ts. */

export const PAYMENT_KINDS = ['CAPTURE', 'FAILURE', 'REFUND'] as const;
export const PAYMENT_MOVEMENT_STATUSES = ['PENDING', 'PROCESSED', 'FAILED'] as const;

/** One movement of an order's money: a payment captured or failed, or a refund, with the gateway's id. */
export const paymentMovementSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  /** 'razorpay', or 'manual' for a refund the shop made itself and recorded. */
  provider: z.string(),
  status: z.enum(PAYMENT_MOVEMENT_STATUSES),
  amount: rupees,
  /** pay_… or rfnd_… at the gateway; null for a manual refund, or a gateway refund not yet accepted. */
  gatewayId: z.nullable(z.string()),
  /** A manual refund's bank reference, or why a payment failed. */
  reference: z.nullable(z.string()),
  /** Why a refund was made. */
  note: z.nullable(z.string()),
  at: timestamp,
});
export type PaymentMovement = z.infer<typeof paymentMovementSchema>;

/** POST /api/orders/:id/pay: where to send the shopper to pay. */
export const hostedPaymentSchema = z.object({ url: z.string() });
export type HostedPayment = z.infer<typeof hostedPaymentSchema>;
