import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  orderTotals,
  toRupees,
  type createOrderSchema,
  type Order,
  type OrderStatus,
  type Paged,
  upiPayLink,
} from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { addresses, cartItems, orderItems, orders, orderStatusHistory, products, productVariants, users } from '../../db/schema.js';
import type { ChangeBus } from '../../lib/change-bus.js';
import { AppError, conflict, invalid, notFound } from '../../lib/errors.js';
import { lineProblem } from '../cart/cart.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const HOUR_MS = 3_600_000;

/** Where shoppers pay by UPI: the shop's UPI ID and payee name (store settings); null when UPI is not offered. */
export type UpiPayee = { payeeAddress: string; payeeName: string } | null;

/** A UPI payment is awaited while the order is open and unpaid. */
const awaitsUpi = (o: OrderRow) => o.paymentMethod === 'UPI' && o.paymentStatus === 'PENDING' && o.status !== 'CANCELLED' && o.status !== 'RETURNED';

export function toOrder(o: OrderRow, items: ItemRow[], history: HistoryRow[] | undefined, upi: UpiPayee): Order {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    status: o.status,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    paymentReference: o.paymentReference,
    paymentDueAt: iso(o.paymentDueAt),
    // Made from the order's own total, never from anything the page sent.
    upiLink: upi && awaitsUpi(o) ? upiPayLink({ ...upi, amountPaise: o.totalPaise, orderNumber: o.orderNumber }) : null,
    subtotal: toRupees(o.subtotalPaise),
    tax: toRupees(o.taxPaise),
    shipping: toRupees(o.shippingPaise),
    discount: toRupees(o.discountPaise),
    totalAmount: toRupees(o.totalPaise),
    totalItems: o.totalItems,
    shippingAddress: {
      fullName: o.shipFullName,
      phone: o.shipPhone,
      line1: o.shipLine1,
      line2: o.shipLine2,
      city: o.shipCity,
      state: o.shipState as Order['shippingAddress']['state'],
      pinCode: o.shipPinCode,
      country: o.shipCountry,
    },
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      product: { id: i.productId, name: i.productName, image: i.productImage, slug: i.productSlug },
      name: i.productName,
      image: i.productImage,
      quantity: i.quantity,
      size: i.size,
      color: i.color,
      price: toRupees(i.unitPricePaise),
      total: toRupees(i.totalPricePaise),
    })),
    notes: o.notes,
    canCancel: CANCELLABLE_STATUSES.includes(o.status),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    shippedAt: iso(o.shippedAt),
    deliveredAt: iso(o.deliveredAt),
    cancelledAt: iso(o.cancelledAt),
    ...(history ? { history: history.map((h) => ({ status: h.status, at: h.createdAt.toISOString(), by: h.changedByName, note: h.note })) } : {}),
  };
}

export class OrdersService {
  constructor(
    private readonly db: Db,
    private readonly settings: { taxRatePercent: number; changes: ChangeBus; coupons: CouponsService; upi: UpiPayee; upiPaymentWindowHours: number },
  ) {}

  /**
   * Places an order from the shopper's cart in one transaction: prices from the
   * products, stock taken under row locks (the last item can't be sold twice),
   * address saved, cart emptied, the coupon chosen spent. A line that can't be
   * fulfilled answers 409 naming it, and nothing is written.
   */
  async create(userId: number, input: z.output<typeof createOrderSchema>): Promise<Order> {
    const order = await this.db.transaction(async (tx) => {
      // The products' rows are locked first (in id order, so two checkouts never wait on each other
      // crosswise); their variants' stock is then taken, and the products' totals follow by trigger.
      const lines = await tx
        .select({ line: cartItems, product: products, stock: productVariants.stockQuantity })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(products.id), asc(cartItems.id))
        .for('update', { of: products });
      if (lines.length === 0) throw invalid('Your cart is empty');
      if (input.paymentMethod === 'UPI' && !this.settings.upi) throw invalid('This store does not take UPI payments. Please choose another payment method.');

      for (const { line, product, stock } of lines) {
        const label = [product.name, line.size && `size ${line.size}`, line.color].filter(Boolean).join(', ');
        const problem = lineProblem(product, stock, line.quantity);
        if (problem) throw conflict(`${label}: ${problem}`);
        const [taken] = await tx
          .update(productVariants)
          .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${line.quantity}` })
          .where(and(eq(productVariants.id, line.variantId), sql`${productVariants.stockQuantity} >= ${line.quantity}`))
          .returning({ id: productVariants.id });
        if (!taken) throw conflict(`${label}: not enough left in stock`);
      }

      const subtotalPaise = lines.reduce((sum, { line, product }) => sum + product.pricePaise * line.quantity, 0);
      const coupon = input.couponCode ? await this.settings.coupons.take(tx, userId, input.couponCode, subtotalPaise) : null;
      const { discountPaise, taxPaise, totalPaise } = orderTotals(subtotalPaise, coupon?.valuePaise ?? 0, this.settings.taxRatePercent);
      const [user] = await tx.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
      const a = input.shippingAddress;
      const [created] = await tx
        .insert(orders)
        .values({
          userId,
          userEmail: user!.email,
          paymentMethod: input.paymentMethod,
          paymentDueAt: input.paymentMethod === 'UPI' ? new Date(Date.now() + this.settings.upiPaymentWindowHours * HOUR_MS) : null,
          subtotalPaise,
          discountPaise,
          couponId: coupon?.id ?? null,
          taxPaise,
          shippingPaise: 0,
          totalPaise,
          totalItems: lines.reduce((n, { line }) => n + line.quantity, 0),
          shipFullName: a.fullName,
          shipPhone: a.phone,
          shipLine1: a.line1,
          shipLine2: a.line2,
          shipCity: a.city,
          shipState: a.state,
          shipPinCode: a.pinCode,
          notes: input.notes || null,
        })
        .returning();
      const items = await tx.insert(orderItems).values(
        lines.map(({ line, product }) => ({
          orderId: created!.id,
          productId: product.id,
          variantId: line.variantId,
          productName: product.name,
          productSlug: product.slug,
          productImage: product.image,
          categoryId: product.categoryId,
          unitPricePaise: product.pricePaise,
          quantity: line.quantity,
          totalPricePaise: product.pricePaise * line.quantity,
          size: line.size || null,
          color: line.color || null,
        })),
      ).returning();
      const history = await tx
        .insert(orderStatusHistory)
        .values({ orderId: created!.id, status: 'PENDING', changedById: userId, changedByName: `${user!.firstName} ${user!.lastName}`, note: 'Order placed' })
        .returning();
      await tx
        .insert(addresses)
        .values({ userId, ...a })
        .onConflictDoUpdate({
          target: [addresses.userId, addresses.fullName, addresses.phone, addresses.line1, addresses.line2, addresses.city, addresses.state, addresses.pinCode],
          set: { lastUsedAt: new Date() },
        });
      await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      if (coupon) await this.settings.coupons.spend(tx, coupon.id, created!.id);
      // The answer is made from the rows just written, rather than read back after the commit.
      return toOrder(created!, items, history, this.settings.upi);
    });
    this.settings.changes.publish('catalogue');
    return order;
  }

  async listMine(userId: number, page: number, size: number): Promise<Paged<Order>> {
    const [rows, [total]] = await Promise.all([
      this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(size).offset(page * size),
      this.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    ]);
    const items = rows.length ? await this.db.select().from(orderItems).where(inArray(orderItems.orderId, rows.map((o) => o.id))).orderBy(asc(orderItems.id)) : [];
    const n = total?.n ?? 0;
    return { data: rows.map((o) => toOrder(o, items.filter((i) => i.orderId === o.id), undefined, this.settings.upi)), page, size, total: n, totalPages: Math.ceil(n / size) };
  }

  /** One of the shopper's own orders with its history; another's answers 404. */
  async get(userId: number, orderId: number): Promise<Order> {
    const [row] = await this.db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound('Order not found');
    return this.withDetails(this.db, row);
  }

  private async withDetails(db: Db | Tx, row: OrderRow): Promise<Order> {
    // One after the other: inside a transaction only one query may run at a time.
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id));
    const history = await db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, row.id)).orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    return toOrder(row, items, history, this.settings.upi);
  }

  /** The shopper cancels while the order is PENDING, CONFIRMED or PROCESSING; the stock and the coupon go back once. */
  async cancel(userId: number, orderId: number): Promise<Order> {
    const order = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).for('update');
      if (!row) throw notFound('Order not found');
      if (!CANCELLABLE_STATUSES.includes(row.status)) {
        throw new AppError('CONFLICT', row.status === 'CANCELLED' ? 'This order is already cancelled' : `This order is ${row.status.toLowerCase()} and can no longer be cancelled`);
      }
      const [user] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
      return this.changeStatus(tx, row, 'CANCELLED', { id: userId, name: `${user!.firstName} ${user!.lastName}` }, 'Cancelled by the customer');
    });
    this.settings.changes.publish('catalogue');
    return order;
  }

  /** The shopper gives the UPI reference (UTR) of their payment, for the shop to match; only while the payment is awaited. */
  async setPaymentReference(userId: number, orderId: number, reference: string): Promise<Order> {
    const [row] = await this.db
      .update(orders)
      .set({ paymentReference: reference, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.paymentMethod, 'UPI'), eq(orders.paymentStatus, 'PENDING'), inArray(orders.status, CANCELLABLE_STATUSES)))
      .returning();
    if (row) return this.withDetails(this.db, row);
    await this.get(userId, orderId); // 404 for an order that is not the shopper's
    throw conflict('This order is not waiting for a UPI payment');
  }

  /**
   * Cancels UPI orders still unpaid past their due time, giving their stock and coupon
   * back; answers how many. Runs on a timer; `now` is given by tests.
   */
  async cancelUnpaid(now = new Date()): Promise<number> {
    const due = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.paymentMethod, 'UPI'), eq(orders.paymentStatus, 'PENDING'), inArray(orders.status, CANCELLABLE_STATUSES), lt(orders.paymentDueAt, now)));
    let cancelled = 0;
    for (const { id } of due) {
      cancelled += await this.db.transaction(async (tx) => {
        // Read again under the lock: the payment may have been marked in the meantime.
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row || !awaitsUpi(row) || !CANCELLABLE_STATUSES.includes(row.status)) return 0;
        await tx.update(orders).set({ paymentStatus: 'FAILED' }).where(eq(orders.id, id));
        await this.changeStatus(tx, { ...row, paymentStatus: 'FAILED' }, 'CANCELLED', { id: null, name: 'Store' }, 'UPI payment not received in time');
        return 1;
      });
    }
    if (cancelled) this.settings.changes.publish('catalogue');
    return cancelled;
  }

  /**
   * Moves an order to a status, records who did it, stamps the status's time and,
   * for CANCELLED and RETURNED, puts the stock and the coupon back once.
   */
  async changeStatus(tx: Tx, row: OrderRow, status: OrderStatus, by: { id: number | null; name: string }, note?: string): Promise<Order> {
    const now = new Date();
    const restock = (status === 'CANCELLED' || status === 'RETURNED') && !row.stockReturned;
    const [updated] = await tx
      .update(orders)
      .set({
        status,
        updatedAt: now,
        ...(status === 'SHIPPED' && !row.shippedAt ? { shippedAt: now } : {}),
        ...(status === 'DELIVERED' && !row.deliveredAt ? { deliveredAt: now } : {}),
        ...(status === 'CANCELLED' ? { cancelledAt: now } : {}),
        ...(restock ? { stockReturned: true } : {}),
      })
      .where(eq(orders.id, row.id))
      .returning();
    if (restock) {
      // Back to the variant each item came from; the products' totals follow by trigger.
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.id));
      for (const item of items) {
        if (item.variantId == null) continue;
        await tx
          .update(productVariants)
          .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${item.quantity}` })
          .where(eq(productVariants.id, item.variantId));
      }
    }
    if (status === 'CANCELLED' || status === 'RETURNED') await this.settings.coupons.giveBack(tx, row);
    await tx.insert(orderStatusHistory).values({ orderId: row.id, status, changedById: by.id, changedByName: by.name, note: note ?? null });
    return this.withDetails(tx, updated!);
  }
}
