import * as z from 'zod/mini';
import { count, id, rupees, timestamp } from './response-fields.js';
import { orderHistoryEntrySchema, orderSchema, userSchema } from './answer-schemas.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums.js';

/*
 * What the API answers to the back office (orders, users, the dashboard). Apart from
 * answer-schemas.ts because the web app loads those with the shop's first request:
 * these come only with the admin screens (admin-answers.ts).
 */

/** An order in the admin list: api-facts.md's fields, and what the list shows beside them. */
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
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/** A user in the admin list: how many orders they placed, and whether the account was deleted. */
export const adminUserSchema = z.extend(userSchema, {
  orderCount: count,
  /** Set when an admin deleted an account that had orders: its personal details are gone. */
  deletedAt: z.nullable(timestamp),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** Someone a user referred, masked as the referral programme shows it (api-facts.md). */
export const referralEntrySchema = z.object({
  userId: id,
  masked: z.string(),
  status: z.enum(['active', 'inactive']),
  signupTime: timestamp,
});
export type ReferralEntry = z.infer<typeof referralEntrySchema>;

/** A user's page in the admin area: their newest orders and their direct referrals. */
export const adminUserDetailSchema = z.extend(adminUserSchema, {
  orders: z.array(adminOrderRowSchema),
  referredBy: z.nullable(z.object({ id, masked: z.string() })),
  referrals: z.array(referralEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** A deleted account: gone, or anonymised because the shop keeps its orders. */
export const deletedUserSchema = z.object({ id, anonymised: z.boolean() });

const indiaDate = z.iso.date();

/** The dashboard for a period of India's days: money in rupees, cancelled and returned orders left out of the money. */
export const dashboardSchema = z.object({
  from: indiaDate,
  to: indiaDate,
  /** Order totals (tax included) of the period's orders, cancelled and returned ones left out. */
  revenue: rupees,
  /** Orders placed in the period, whatever became of them. */
  orders: count,
  /** Of those, the ones cancelled or returned since. */
  cancelledOrders: count,
  /** revenue ÷ the orders that count towards it. */
  averageOrderValue: rupees,
  newShoppers: count,
  unitsSold: count,
  /** Every day of the period, days without orders included. */
  byDay: z.array(z.object({ date: indiaDate, revenue: rupees, orders: count })),
  /** Waiting now, whenever placed: PENDING, and CONFIRMED or PROCESSING. */
  ordersToConfirm: count,
  ordersToShip: count,
  lowStockThreshold: count,
  /** Sizes and colours on sale at or below the threshold, the emptiest first (at most 10). */
  lowStockVariants: z.array(
    z.object({ productId: id, product: z.string(), size: z.string(), color: z.string(), stock: count }),
  ),
  lowStockCount: count,
  /** The period's best sellers by units. */
  topProducts: z.array(
    z.object({ productId: z.nullable(id), name: z.string(), image: z.string(), unitsSold: count, revenue: rupees }),
  ),
  /** The newest orders, whenever placed. */
  recentOrders: z.array(adminOrderRowSchema),
  /** Shoppers' accounts and products on sale, now. */
  totals: z.object({ shoppers: count, products: count }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
