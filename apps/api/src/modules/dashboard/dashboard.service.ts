import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, not, sql, type SQL } from 'drizzle-orm';
import { addIndiaDays, indiaDayStart, indiaDaysBetween, toRupees, type Dashboard } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { orderItems, orders, products, productVariants, users } from '#api/db/schema.js';
import { CLOSED_STATUSES, toAdminOrderRow } from '../orders/orders.service.js';

const TOP_PRODUCTS = 5;
const LOW_STOCK_SHOWN = 10;
const RECENT_ORDERS = 6;

/** Orders that count towards the money, units and top products: those not closed (cancelled or returned), which hold their stock. */
const counts = not(inArray(orders.status, CLOSED_STATUSES));
/** Products the shop offers: active and not archived. */
const onSale = and(eq(products.active, true), isNull(products.archivedAt));
const indiaDayOf = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** The shop's figures for a period of India's days, and what waits on its owners now. */
export class DashboardService {
  constructor(
    private readonly db: Db,
    private readonly settings: { lowStockThreshold: number },
  ) {}

  async get(period: { from: string; to: string }): Promise<Dashboard> {
    const start = indiaDayStart(period.from);
    const end = indiaDayStart(addIndiaDays(period.to, 1));
    const placed = and(gte(orders.createdAt, start), lt(orders.createdAt, end));
    const threshold = this.settings.lowStockThreshold;
    const [days, [units], top, [shoppers], [waiting], low, [lowCount], recent, [allShoppers], [onSaleCount]] =
      await Promise.all([
        this.salesByDay(placed),
        this.unitsSold(placed),
        this.topProducts(placed),
        this.newShoppers(start, end),
        this.waitingOrders(),
        this.lowStockVariants(threshold),
        this.lowStockCount(threshold),
        this.db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id)).limit(RECENT_ORDERS),
        this.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, 'USER'), isNull(users.deletedAt))),
        this.db.select({ n: count() }).from(products).where(onSale),
      ]);

    const byDate = new Map(days.map((d) => [d.day, d]));
    const byDay = indiaDaysBetween(period.from, period.to).map((date) => ({
      date,
      revenue: toRupees(byDate.get(date)?.revenue ?? 0),
      orders: byDate.get(date)?.orders ?? 0,
    }));
    const revenuePaise = days.reduce((sum, d) => sum + d.revenue, 0);
    const orderCount = days.reduce((sum, d) => sum + d.orders, 0);
    const cancelled = days.reduce((sum, d) => sum + d.cancelled, 0);
    const counted = orderCount - cancelled;
    return {
      from: period.from,
      to: period.to,
      revenue: toRupees(revenuePaise),
      orders: orderCount,
      cancelledOrders: cancelled,
      averageOrderValue: counted ? toRupees(Math.round(revenuePaise / counted)) : 0,
      newShoppers: shoppers?.n ?? 0,
      unitsSold: units?.n ?? 0,
      byDay,
      ordersToConfirm: waiting?.toConfirm ?? 0,
      ordersToShip: waiting?.toShip ?? 0,
      lowStockThreshold: threshold,
      lowStockVariants: low,
      lowStockCount: lowCount?.n ?? 0,
      topProducts: top.map((p) => ({
        productId: p.productId,
        name: p.name,
        image: p.image,
        unitsSold: p.units,
        revenue: toRupees(p.revenue),
      })),
      recentOrders: recent.map(toAdminOrderRow),
      totals: { shoppers: allShoppers?.n ?? 0, products: onSaleCount?.n ?? 0 },
    };
  }

  /** Each of the period's days with orders: how many, how many closed, and the money of those that count. */
  private salesByDay(placed: SQL | undefined) {
    return this.db
      .select({
        day: indiaDayOf,
        orders: count(),
        cancelled: sql<number>`count(*) filter (where not ${counts})`.mapWith(Number),
        revenue: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${counts}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(placed)
      .groupBy(indiaDayOf);
  }

  private unitsSold(placed: SQL | undefined) {
    return this.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(placed, counts));
  }

  /** The period's best sellers by units, then by money. */
  private topProducts(placed: SQL | undefined) {
    return this.db
      .select({
        productId: orderItems.productId,
        // The product's name and picture today; an order's copy when the product is gone.
        name: sql<string>`coalesce(max(${products.name}), max(${orderItems.productName}))`,
        image: sql<string>`coalesce(max(${products.image}), max(${orderItems.productImage}))`,
        units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
        revenue: sql<number>`sum(${orderItems.totalPricePaise})`.mapWith(Number),
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(and(placed, counts))
      .groupBy(orderItems.productId)
      .orderBy(desc(sql`sum(${orderItems.quantity})`), desc(sql`sum(${orderItems.totalPricePaise})`))
      .limit(TOP_PRODUCTS);
  }

  private newShoppers(start: Date, end: Date) {
    return this.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'USER'), gte(users.createdAt, start), lt(users.createdAt, end)));
  }

  /** What waits on the owners now: orders to confirm, and orders to ship. */
  private waitingOrders() {
    return this.db
      .select({
        toConfirm: sql<number>`count(*) filter (where ${orders.status} = 'PENDING')`.mapWith(Number),
        toShip: sql<number>`count(*) filter (where ${orders.status} in ('CONFIRMED', 'PROCESSING'))`.mapWith(Number),
      })
      .from(orders)
      .where(inArray(orders.status, ['PENDING', 'CONFIRMED', 'PROCESSING']));
  }

  /** The sizes and colours on sale at or below the threshold, the emptiest first. */
  private lowStockVariants(threshold: number) {
    return this.db
      .select({
        productId: products.id,
        product: products.name,
        size: productVariants.size,
        color: productVariants.color,
        stock: productVariants.stockQuantity,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(onSale, lte(productVariants.stockQuantity, threshold)))
      .orderBy(asc(productVariants.stockQuantity), asc(products.name), asc(productVariants.id))
      .limit(LOW_STOCK_SHOWN);
  }

  private lowStockCount(threshold: number) {
    return this.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(onSale, lte(productVariants.stockQuantity, threshold)));
  }
}
