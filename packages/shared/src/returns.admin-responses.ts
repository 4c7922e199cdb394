import * as z from 'zod/mini';
import { PAYMENT_METHODS, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from './enums.js';
import { returnRequestSchema } from './returns.responses.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/*
 * The returns queue as the back office sees it. Like every *.admin-responses.ts, loaded only
 * with the admin screens.
 */

/** A request in the queue. */
export const adminReturnRowSchema = z.object({
  id,
  orderId: id,
  orderNumber: z.string(),
  customerName: z.string(),
  userEmail: z.string(),
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  /** How many pieces, over all its lines. */
  quantity: count,
  reasons: z.array(z.enum(RETURN_REASONS)),
  /** The first photo the shopper gave, if any. */
  photoUrl: z.nullable(z.string()),
  createdAt: timestamp,
  version: id,
});
export type AdminReturnRow = z.infer<typeof adminReturnRowSchema>;

/** A request with what the admin needs to take its next step. */
export const adminReturnSchema = z.extend(returnRequestSchema, {
  orderNumber: z.string(),
  customerName: z.string(),
  userEmail: z.string(),
  customerPhone: z.string(),
  pickupAddress: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** What a return refunds, worked out from what was paid for its lines (never more than is left). */
  refundDue: rupees,
  /** The shop's active couriers, for the pickup and the replacement. */
  couriers: z.array(z.object({ id, name: z.string() })),
});
export type AdminReturn = z.infer<typeof adminReturnSchema>;
