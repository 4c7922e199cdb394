import * as z from 'zod/mini';
import { REFUND_DESTINATIONS, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from './enums.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/*
 * Returns and exchanges as the shopper sees them (docs/api.md). zod's small build (zod/mini),
 * as in every *.responses.ts.
 */

/** A parcel the shop sent a courier for: the pickup, or an exchange's replacement. */
export const returnParcelSchema = z.object({
  courier: z.string(),
  awb: z.string(),
  trackingUrl: z.nullable(z.string()),
});

export const returnItemSchema = z.object({
  id,
  orderItemId: id,
  name: z.string(),
  nameHi: z.nullable(z.string()),
  image: z.string(),
  size: z.nullable(z.string()),
  color: z.nullable(z.string()),
  quantity: id,
  reason: z.enum(RETURN_REASONS),
  comment: z.nullable(z.string()),
  photoUrl: z.nullable(z.string()),
  /** An exchange's size and colour wanted (held for the shopper). */
  exchangeSize: z.nullable(z.string()),
  exchangeColor: z.nullable(z.string()),
  /** After checking: how many went back to stock, how many were written off as damaged. */
  restocked: count,
  writtenOff: count,
});

export const returnRequestSchema = z.object({
  id,
  orderId: id,
  kind: z.enum(RETURN_KINDS),
  status: z.enum(RETURN_STATUSES),
  refundTo: z.enum(REFUND_DESTINATIONS),
  /** Why the shop refused it. */
  rejectReason: z.nullable(z.string()),
  pickup: z.nullable(returnParcelSchema),
  replacement: z.nullable(returnParcelSchema),
  /** What was refunded, once it was. */
  refundAmount: z.nullable(rupees),
  /** The store-credit coupon's code, when the refund was kept as store credit. */
  storeCreditCode: z.nullable(z.string()),
  items: z.array(returnItemSchema),
  canCancel: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  version: id,
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** What a line of the order may still be asked for. */
export const returnableLineSchema = z.object({
  orderItemId: id,
  /** False for a product the shop marked not returnable. */
  returnable: z.boolean(),
  /** How many may still be asked for: bought, less those in requests not rejected or cancelled. */
  available: count,
  /** The product's other sizes and colours, with whether they are in stock now. */
  exchangeOptions: z.array(
    z.object({ size: z.nullable(z.string()), color: z.nullable(z.string()), inStock: z.boolean() }),
  ),
});

/** GET /api/orders/:id/returns: whether the window is open, each line's terms, and the order's requests. */
export const orderReturnsSchema = z.object({
  /** RETURN_WINDOW_DAYS; 0: the shop takes no returns. */
  windowDays: count,
  /** The last moment a request may be made (delivery plus the window); null before delivery. */
  openUntil: z.nullable(timestamp),
  /** Whether a request may be made now. */
  open: z.boolean(),
  lines: z.array(returnableLineSchema),
  requests: z.array(returnRequestSchema),
});
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

/** POST /api/returns/photos: the stored photo's address, to name in a request's line. */
export const returnPhotoSchema = z.object({ publicUrl: z.string() });
export type ReturnPhoto = z.infer<typeof returnPhotoSchema>;
