import * as z from 'zod/mini';
import { INDIAN_STATES, ORDER_NOTE_CODES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums.js';
import { paymentMovementSchema } from './payments.responses.js';
import { TAX_MODES } from './gst.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/*
 * The orders' responses to the shopper: an order with its items and history, a saved
 * address. zod's small build (zod/mini), as in every *.responses.ts. What the back office
 * sees of an order is in orders.admin-responses.ts.
 */

/** An address as answered (already checked and normalised when it was saved). */
export const addressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  state: z.enum(INDIAN_STATES),
  pinCode: z.string(),
});
export const savedAddressSchema = z.extend(addressSchema, { id });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const orderItemSchema = z.object({
  id,
  productId: z.nullable(id),
  product: z.object({ id: z.nullable(id), name: z.string(), image: z.string(), slug: z.string() }),
  name: z.string(),
  /** The Hindi name the product had when ordered, if any. */
  nameHi: z.nullable(z.string()),
  image: z.string(),
  quantity: id,
  size: z.nullable(z.string()),
  color: z.nullable(z.string()),
  price: rupees,
  total: rupees,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: timestamp,
  by: z.nullable(z.string()),
  note: z.nullable(z.string()),
  /** Set when the store wrote the note: the screens word it by this, the note is its English. */
  noteCode: z.nullable(z.enum(ORDER_NOTE_CODES)),
});

export const orderSchema = z.object({
  id,
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The 12-digit UPI reference (UTR) the shopper gave after paying. */
  paymentReference: z.nullable(z.string()),
  /** A UPI order left unpaid past this time is cancelled. */
  paymentDueAt: z.nullable(timestamp),
  /** The upi://pay link of the order's exact amount, while its UPI payment is awaited. */
  upiLink: z.nullable(z.string()),
  subtotal: rupees,
  /** Tax added on top of the subtotal (`added` mode); 0 in `gst` mode, where the prices include it. */
  tax: rupees,
  /** How the order was taxed, and the GST its prices include (0 in `added` mode). */
  taxMode: z.enum(TAX_MODES),
  taxIncluded: rupees,
  shipping: rupees,
  discount: rupees,
  /** What cash on delivery added to the total. */
  codFee: rupees,
  totalAmount: rupees,
  totalItems: count,
  shippingAddress: z.extend(addressSchema, { country: z.string() }),
  items: z.array(orderItemSchema),
  notes: z.nullable(z.string()),
  canCancel: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  shippedAt: z.nullable(timestamp),
  deliveredAt: z.nullable(timestamp),
  cancelledAt: z.nullable(timestamp),
  history: z.optional(z.array(orderHistoryEntrySchema)),
  /** Its money's movements, oldest first: payments captured or failed, refunds. */
  payments: z.array(paymentMovementSchema),
  /** An online payment is awaited: the order's page offers to pay (again). */
  canPayOnline: z.boolean(),
  /** Raised by every change of the order; an admin's change names the version it was made from. */
  version: id,
  /** The latest day (India's date, YYYY-MM-DD) delivery was promised for when the order was placed; null for orders from before. */
  deliveryBy: z.nullable(z.string()),
  /** The discount code the order was placed with, and what it took off (part of `discount`). */
  discountCode: z.nullable(z.string()),
  codeDiscount: rupees,
});
export type Order = z.infer<typeof orderSchema>;
