import * as z from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums.js';
import { orderHistoryEntrySchema, orderSchema } from './orders.responses.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/*
 * The orders as the back office sees them. Like every *.admin-responses.ts, apart from
 * the shop's response schemas: the web app loads these only with the admin screens
 * (admin-responses.ts).
 */

/** An order in the admin list: docs/api.md's fields, and what the list shows beside them. */
export const adminOrderRowSchema = z.object({
  id,
  orderNumber: z.string(),
  userEmail: z.string(),
  /** Whom it was shipped to. */
  customerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: rupees,
  totalItems: count,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The UPI reference (UTR) the shopper gave, for matching against the shop's bank statement. */
  paymentReference: z.nullable(z.string()),
  /** A payment the store could not accept (a wrong amount), for the admin to look into. */
  paymentIssue: z.nullable(z.string()),
  createdAt: timestamp,
  /** The order's version, sent back with a status change made from this row. */
  version: id,
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** An order as its owners see it: the shopper's, its history with who and when, its payment. */
export const adminOrderSchema = z.extend(orderSchema, {
  /** The account that placed it; null once that account was deleted. */
  userId: z.nullable(id),
  userEmail: z.string(),
  customerName: z.string(),
  /** The account's phone number (the address has the one to deliver to); null once the account is gone. */
  customerPhone: z.nullable(z.string()),
  paidAt: z.nullable(timestamp),
  history: z.array(orderHistoryEntrySchema),
  /** A payment the store could not accept (a wrong amount), for the admin to look into. */
  paymentIssue: z.nullable(z.string()),
  /** What is left to give back of what was paid. */
  refundable: rupees,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
