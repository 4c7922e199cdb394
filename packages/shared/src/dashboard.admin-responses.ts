import * as z from 'zod/mini';
import { adminOrderRowSchema } from './orders.admin-responses.js';
import { count, id, rupees } from './response-fields.js';

/* The back office's dashboard, loaded only with the admin screens (admin-responses.ts). */

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
