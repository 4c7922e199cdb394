import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  addIndiaDays,
  CANCELLABLE_STATUSES,
  indiaDayStart,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  toPaise,
  toRupees,
  type AdminOrder,
  type AdminOrderRow,
  type AdminPage,
  type adminOrdersQuery,
  type createOrderSchema,
  type Order,
  type OrderNoteCode,
  type OrderStatus,
  type Paged,
  type PaymentStatus,
  upiPayLink,
} from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import { productColumns } from '#api/db/product-columns.js';
import {
  addresses,
  cartItems,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  products,
  productVariants,
  users,
} from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { AppError, conflict, invalid, notFound } from '#api/lib/errors.js';
import { lineProblem } from '../cart/cart.service.js';
import { imageFor } from '../catalogue/catalogue.service.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { DeliveryService } from '../delivery/delivery.service.js';
import type { DiscountsService } from '../discounts/discounts.service.js';
import type { Mailer } from '../mail/mailer.js';
import { codOffFor, codRefusal, type OrderPayments } from '../payments/order-payments-hook.js';
import { refundablePaise, toMovement, type PaymentRow } from '../payments/order-payments.js';
import { hasFinishedReturns, openReturnOf, stockHeld } from '../returns/returns-stock.js';
import type { PaymentDocuments } from '../tax/order-documents.js';
import { TaxRules } from '../tax/tax-rules.js';
import { newOrderMail, orderPlacedMail, orderStatusMail, type OrderMailSettings } from '../mail/order-mails.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const HOUR_MS = 3_600_000;

/** A line in an order's history: an admin's own words, or one of the store's notes. */
type HistoryNote = Pick<HistoryRow, 'note' | 'noteCode'>;
/** Who moved an order: a shopper or an admin; the store's own timers are neither, and no name is shown for them. */
type Actor = { id: number | null; name: string | null };
/** What an order's answer shows of a history line. */
type HistoryLine = Pick<HistoryRow, 'status' | 'createdAt' | 'changedByName'> & HistoryNote;

/** The store's own history notes in English, kept with their code: the storefront words them by the code (decision 018). */
const STORE_NOTES: Record<OrderNoteCode, string> = {
  placed: 'Order placed',
  cancelledByShopper: 'Cancelled by the customer',
  paymentReceived: 'Payment received',
  upiNotReceived: 'UPI payment not received',
  upiNotReceivedInTime: 'UPI payment not received in time',
  paidOnDelivery: 'Cash collected on delivery',
  paidOnline: 'Paid online',
  onlineNotPaidInTime: 'Online payment not received in time',
  parcelPacked: 'Parcel packed',
  parcelShipped: 'Parcel handed to the courier',
  parcelDelivered: 'Parcel delivered',
  returnRequested: 'Return requested',
  exchangeRequested: 'Exchange requested',
  returnCancelled: 'Return request cancelled',
  returnApproved: 'Return request approved',
  returnRejected: 'Return request rejected',
  returnPickupScheduled: 'Return pickup scheduled',
  returnReceived: 'Returned items received',
  returnChecked: 'Returned items checked',
  returnRefunded: 'Return refunded',
  returnStoreCredit: 'Return refunded as store credit',
  exchangeShipped: 'Exchange replacement shipped',
  returnCompleted: 'Every item returned and refunded',
};
export const storeNote = (code: OrderNoteCode): HistoryNote => ({ note: STORE_NOTES[code], noteCode: code });

/** Where shoppers pay by UPI: the shop's UPI ID and payee name (store settings); null when UPI is not offered. */
export type UpiPayee = { payeeAddress: string; payeeName: string } | null;

/** Statuses that end an order: its stock and coupon are given back, and it counts towards no revenue (the dashboard's rule too). */
export const CLOSED_STATUSES: OrderStatus[] = ['CANCELLED', 'RETURNED'];
const isClosed = (status: OrderStatus) => CLOSED_STATUSES.includes(status);

/** A UPI payment is awaited while the order is open and unpaid. */
const awaitsUpi = (o: OrderRow) => o.paymentMethod === 'UPI' && o.paymentStatus === 'PENDING' && !isClosed(o.status);

/** An order item as the messages about it name it: 'Test Tee, size M, Black'. */
const itemLabel = (name: string, size: string | null, color: string | null) =>
  [name, size && `size ${size}`, color].filter(Boolean).join(', ');

/** The order the admin saw is no longer the order: refused, saying what it is now. */
function checkVersion(row: OrderRow, version: number | undefined): void {
  if (version === undefined || version === row.version) return;
  const now = `${ORDER_STATUS_LABELS[row.status].toLowerCase()}, ${PAYMENT_STATUS_LABELS[row.paymentStatus].toLowerCase()}`;
  throw conflict(`This order was changed meanwhile: it is now ${now}. Reload to see it.`);
}

export function toOrder(
  o: OrderRow,
  items: ItemRow[],
  history: HistoryLine[] | undefined,
  upi: UpiPayee,
  moneyMoved: PaymentRow[] = [],
): Order {
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
    taxMode: o.taxMode === 'gst' ? 'gst' : 'added',
    taxIncluded: toRupees(o.cgstPaise + o.sgstPaise + o.igstPaise),
    shipping: toRupees(o.shippingPaise),
    discount: toRupees(o.discountPaise),
    codFee: toRupees(o.codFeePaise),
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
      nameHi: i.productNameHi,
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
    ...(history
      ? {
          history: history.map((h) => ({
            status: h.status,
            at: h.createdAt.toISOString(),
            by: h.changedByName,
            note: h.note,
            noteCode: h.noteCode,
          })),
        }
      : {}),
    payments: moneyMoved.map(toMovement),
    canPayOnline: o.paymentMethod === 'ONLINE' && o.paymentStatus === 'PENDING' && !isClosed(o.status),
    version: o.version,
    deliveryBy: o.deliveryBy,
    discountCode: o.discountCode,
    codeDiscount: toRupees(o.codeDiscountPaise),
  };
}

export class OrdersService {
  private readonly tax: TaxRules;

  constructor(
    private readonly db: Db,
    private readonly settings: {
      taxRatePercent: number;
      /** How tax is charged (TAX_MODE); TAX_RATE_PERCENT added on top when not given. */
      tax?: TaxRules;
      /** Invoices and credit notes, issued as orders are confirmed, paid, cancelled or returned. */
      documents?: PaymentDocuments;
      changes: ChangeBus;
      coupons: CouponsService;
      mailer: Mailer;
      mails: OrderMailSettings;
      upi: UpiPayee;
      upiPaymentWindowHours: number;
      /** Online payment and cash on delivery's rules (payments/order-payments-hook.ts); without it, no online payment. */
      payments?: OrderPayments;
      /** Checks the address's PIN code and state, and prices and promises the delivery; without it, free and unchecked. */
      delivery?: DeliveryService;
      /** Discount codes the owners make: checked again and taken in the order's transaction. */
      discounts?: DiscountsService;
    },
  ) {
    this.tax =
      settings.tax ?? new TaxRules({ mode: 'added', addedRatePercent: settings.taxRatePercent, storeState: '' });
  }

  /**
   * Places an order from the shopper's cart in one transaction: prices from the
   * products, stock taken under row locks (the last item can't be sold twice),
   * address saved, cart emptied, the coupon chosen spent. A line that can't be
   * fulfilled answers 409 naming it, and nothing is written. With an idempotency key
   * the shopper placed an order with before, that order is answered again, unchanged.
   */
  async create(userId: number, input: z.output<typeof createOrderSchema>, idempotencyKey?: string): Promise<Order> {
    const { order, placed } = await this.db.transaction(async (tx) => {
      // The shopper's own row is locked first: a second checkout of the same cart (a double click,
      // another tab, a retry) waits here for the first to commit, then reads the cart afresh (read
      // committed reads again after the wait) and finds it empty, or finds the order of its key.
      // The lock leaves the row's key alone, so the shopper's cart rows (which check it) do not wait.
      const [user] = await tx
        .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      if (!user) throw notFound('Account not found');
      if (idempotencyKey) {
        const [earlier] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
        if (earlier) return { order: await this.withDetails(tx, earlier), placed: false };
      }
      this.settings.delivery?.checkAddress(input.shippingAddress);
      if (input.paymentMethod === 'UPI' && !this.settings.upi) {
        const message = 'This store does not take UPI payments. Please choose another payment method.';
        throw invalid(message, [{ path: 'paymentMethod', message }]);
      }
      if (input.paymentMethod === 'ONLINE' && !this.settings.payments?.online) {
        const message = 'This store does not take online payments. Please choose another payment method.';
        throw invalid(message, [{ path: 'paymentMethod', message }]);
      }
      // The products' rows are locked next (in id order, so two checkouts never wait on each other
      // crosswise); their variants' stock is then taken, and the products' totals follow by trigger.
      // The lock leaves their keys alone, so a shopper putting the product in a cart (whose row
      // checks its product key) does not wait for the order's commit.
      const lines = await tx
        .select({ line: cartItems, product: productColumns, stock: productVariants.stockQuantity })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(products.id), asc(cartItems.id))
        .for('no key update', { of: products });
      if (lines.length === 0) throw invalid('Your cart is empty');

      for (const { line, product, stock } of lines) {
        const label = itemLabel(product.name, line.size, line.color);
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
      const coupon = input.couponCode
        ? await this.settings.coupons.take(tx, userId, input.couponCode, subtotalPaise)
        : null;
      const code = await this.takeDiscountCode(tx, userId, input, lines);
      const a = input.shippingAddress;
      const delivery = await this.settings.delivery?.forOrder(
        tx,
        a,
        subtotalPaise - Math.min((coupon?.valuePaise ?? 0) + (code?.amountPaise ?? 0), subtotalPaise),
      );
      const shippingPaise = delivery?.shippingPaise ?? 0;
      const cod = input.paymentMethod === 'COD' ? this.settings.payments?.cod : undefined;
      const codFeePaise = cod ? toPaise(cod.fee) : 0;
      // Shipping and the fee are the order's charges: in `gst` mode taxed inside, as its main supply.
      const tax = this.tax.forOrder(
        lines.map(({ line, product }) => ({ product, quantity: line.quantity })),
        coupon?.valuePaise ?? 0,
        a.state,
        shippingPaise + codFeePaise,
        code?.shares,
      );
      const { discountPaise, taxPaise, totalPaise } = tax;
      // COD_MAX_ORDER judges the order before its fee.
      const codRefused =
        cod &&
        (delivery?.codAllowed === false ? codOffFor(a.pinCode) : codRefusal(cod, totalPaise - codFeePaise, a.pinCode));
      if (codRefused) throw invalid(codRefused, [{ path: 'paymentMethod', message: codRefused }]);
      const [created] = await tx
        .insert(orders)
        .values({
          userId,
          userEmail: user.email,
          paymentMethod: input.paymentMethod,
          locale: input.language,
          paymentDueAt:
            input.paymentMethod === 'UPI'
              ? new Date(Date.now() + this.settings.upiPaymentWindowHours * HOUR_MS)
              : input.paymentMethod === 'ONLINE'
                ? new Date(Date.now() + this.settings.payments!.onlineWindowHours * HOUR_MS)
                : null,
          subtotalPaise,
          discountPaise,
          couponId: coupon?.id ?? null,
          taxPaise,
          shippingPaise,
          codFeePaise,
          totalPaise,
          ...tax.order,
          totalItems: lines.reduce((n, { line }) => n + line.quantity, 0),
          shipFullName: a.fullName,
          shipPhone: a.phone,
          shipLine1: a.line1,
          shipLine2: a.line2,
          shipCity: a.city,
          shipState: a.state,
          shipPinCode: a.pinCode,
          notes: input.notes || null,
          idempotencyKey: idempotencyKey ?? null,
          deliveryZoneId: delivery?.zoneId ?? null,
          deliveryBy: delivery?.deliveryBy ?? null,
          discountCode: code?.row.code ?? null,
          codeDiscountPaise: code?.amountPaise ?? 0,
        })
        .returning();
      // The order's other writes go in one statement: its first history line, the address kept for
      // the next checkout and the cart emptied, with its lines, whose rows come back for the answer.
      const placedLine = {
        status: 'PENDING' as const,
        changedByName: `${user.firstName} ${user.lastName}`,
        ...storeNote('placed'),
      };
      const historyWrite = tx
        .$with('history_write')
        .as(tx.insert(orderStatusHistory).values({ orderId: created!.id, changedById: userId, ...placedLine }));
      const addressWrite = tx.$with('address_write').as(
        tx
          .insert(addresses)
          .values({ userId, ...a })
          .onConflictDoUpdate({
            target: [
              addresses.userId,
              addresses.fullName,
              addresses.phone,
              addresses.line1,
              addresses.line2,
              addresses.city,
              addresses.state,
              addresses.pinCode,
            ],
            set: { lastUsedAt: new Date() },
          }),
      );
      const cartEmptied = tx.$with('cart_emptied').as(tx.delete(cartItems).where(eq(cartItems.userId, userId)));
      const items = await tx
        .with(historyWrite, addressWrite, cartEmptied)
        .insert(orderItems)
        .values(
          lines.map(({ line, product }, i) => ({
            ...tax.lines[i],
            orderId: created!.id,
            productId: product.id,
            variantId: line.variantId,
            productName: product.name,
            productNameHi: product.nameHi,
            productSlug: product.slug,
            productImage: imageFor(product, line.color),
            categoryId: product.categoryId,
            unitPricePaise: product.pricePaise,
            quantity: line.quantity,
            totalPricePaise: product.pricePaise * line.quantity,
            size: line.size || null,
            color: line.color || null,
          })),
        )
        .returning();
      // The history line was written at the order's own time: now() is the transaction's.
      const history = [{ ...placedLine, createdAt: created!.createdAt }];
      if (coupon) await this.settings.coupons.spend(tx, coupon.id, created!.id);
      if (code) await this.settings.discounts!.redeem(tx, code, created!.id, userId);
      // The answer is made from the rows just written, rather than read back after the commit.
      const answer = toOrder(created!, items, history, this.settings.upi);
      await this.settings.mailer.enqueue(tx, [
        orderPlacedMail(answer, user.email, this.settings.mails, input.language),
        newOrderMail(answer, user.email, this.settings.mails),
      ]);
      return { order: answer, placed: true };
    });
    if (placed) {
      this.settings.mailer.kick();
      this.stockChanged([order]);
    }
    return order;
  }

  /** The discount code the shopper entered, checked again under its row's lock (discounts.service.ts). */
  private async takeDiscountCode(
    tx: Tx,
    userId: number,
    input: z.output<typeof createOrderSchema>,
    lines: { line: { quantity: number }; product: { categoryId: number; pricePaise: number } }[],
  ) {
    if (!input.discountCode || !this.settings.discounts) return null;
    return this.settings.discounts.take(
      tx,
      userId,
      input.discountCode,
      lines.map(({ line, product }) => ({
        categoryId: product.categoryId,
        totalPaise: product.pricePaise * line.quantity,
      })),
      input.couponCode != null,
    );
  }

  async listMine(userId: number, page: number, size: number): Promise<Paged<Order>> {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
    ]);
    const items = rows.length
      ? await this.db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              rows.map((o) => o.id),
            ),
          )
          .orderBy(asc(orderItems.id))
      : [];
    const n = total?.n ?? 0;
    return {
      data: rows.map((o) =>
        toOrder(
          o,
          items.filter((i) => i.orderId === o.id),
          undefined,
          this.settings.upi,
        ),
      ),
      page,
      size,
      total: n,
      totalPages: Math.ceil(n / size),
    };
  }

  /** One of the shopper's own orders with its history; another's answers 404. */
  async get(userId: number, orderId: number): Promise<Order> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound('Order not found');
    return this.withDetails(this.db, row);
  }

  private async withDetails(db: Db | Tx, row: OrderRow): Promise<Order> {
    // One after the other: inside a transaction only one query may run at a time.
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id));
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
    const moneyMoved = await db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(asc(payments.id));
    return toOrder(row, items, history, this.settings.upi, moneyMoved);
  }

  /** The shopper cancels while the order is PENDING, CONFIRMED or PROCESSING; the stock and the coupon go back once. */
  async cancel(userId: number, orderId: number): Promise<Order> {
    const order = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!row) throw notFound('Order not found');
      if (!CANCELLABLE_STATUSES.includes(row.status)) {
        throw new AppError(
          'CONFLICT',
          row.status === 'CANCELLED'
            ? 'This order is already cancelled'
            : `This order is ${row.status.toLowerCase()} and can no longer be cancelled`,
        );
      }
      const [user] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      return this.changeStatus(
        tx,
        row,
        'CANCELLED',
        { id: userId, name: `${user!.firstName} ${user!.lastName}` },
        storeNote('cancelledByShopper'),
      );
    });
    this.settings.mailer.kick();
    this.stockChanged([order]);
    await this.settings.payments?.afterClose();
    return this.settings.payments ? this.get(userId, orderId) : order;
  }

  /** The shopper gives the UPI reference (UTR) of their payment, for the shop to match; only while the payment is awaited. */
  async setPaymentReference(userId: number, orderId: number, reference: string): Promise<Order> {
    const [row] = await this.db
      .update(orders)
      .set({ paymentReference: reference, updatedAt: new Date(), version: sql`${orders.version} + 1` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.userId, userId),
          eq(orders.paymentMethod, 'UPI'),
          eq(orders.paymentStatus, 'PENDING'),
          inArray(orders.status, CANCELLABLE_STATUSES),
        ),
      )
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
      .where(
        and(
          eq(orders.paymentMethod, 'UPI'),
          eq(orders.paymentStatus, 'PENDING'),
          inArray(orders.status, CANCELLABLE_STATUSES),
          lt(orders.paymentDueAt, now),
        ),
      );
    const cancelled: Order[] = [];
    for (const { id } of due) {
      const order = await this.db.transaction(async (tx) => {
        // Read again under the lock: the payment may have been marked in the meantime.
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
        if (!row || !awaitsUpi(row) || !CANCELLABLE_STATUSES.includes(row.status)) return undefined;
        return this.failUpiPayment(tx, row, { id: null, name: null }, storeNote('upiNotReceivedInTime'));
      });
      if (order) cancelled.push(order);
    }
    if (cancelled.length) {
      this.settings.mailer.kick();
      this.stockChanged(cancelled);
    }
    return cancelled.length;
  }

  /** An admin found no UPI payment for the order: it is cancelled, its stock and coupon given back. */
  async paymentNotReceivedByAdmin(adminId: number, orderId: number): Promise<AdminOrder> {
    const order = await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      if (!awaitsUpi(row)) throw conflict('This order is not waiting for a UPI payment');
      return this.failUpiPayment(tx, row, await actorOf(tx, adminId), storeNote('upiNotReceived'));
    });
    this.settings.mailer.kick();
    this.stockChanged([order]);
    return this.getForAdmin(orderId);
  }

  /** The same cancellation as the shopper's, with the payment marked failed and the history saying why. */
  private async failUpiPayment(tx: Tx, row: OrderRow, by: Actor, why: HistoryNote): Promise<Order> {
    return this.changeStatus(tx, row, 'CANCELLED', by, why, 'FAILED');
  }

  /** Tells the catalogue which products' stock an order took or gave back, once it is committed. */
  private stockChanged(changed: Order[]): void {
    const stockOf = [
      ...new Set(changed.flatMap((o) => o.items.flatMap((i) => (i.productId == null ? [] : [i.productId])))),
    ];
    this.settings.changes.publish('catalogue', { stockOf });
  }

  /**
   * Moves an order to a status, records who did it, stamps the status's time and keeps the books:
   * closing it (CANCELLED, RETURNED) puts its stock and coupon back once; opening it again takes
   * them again, or is refused (409) when they are gone. A cash-on-delivery order delivered is paid.
   * The shopper's mail about it (shipped, delivered, cancelled) is written in the same transaction:
   * the caller kicks the mailer once it commits.
   */
  async changeStatus(
    tx: Tx,
    row: OrderRow,
    status: OrderStatus,
    by: Actor,
    note: Partial<HistoryNote> = {},
    paymentStatus?: PaymentStatus,
    /** False when the caller mails the shopper its own news of the change (a parcel shipped, with its link). */
    tell = true,
  ): Promise<Order> {
    const now = new Date();
    // stock_returned, not the old status, says whether the order holds its stock: an order opened
    // again before this rule held its stock returned, and takes it now.
    const giveBack = isClosed(status) && !row.stockReturned;
    const takeAgain = !isClosed(status) && row.stockReturned;
    if (giveBack || takeAgain) await lockProductsOf(tx, row.id);
    if (takeAgain) await this.takeAgain(tx, row);
    const paidOnDelivery = status === 'DELIVERED' && row.paymentMethod === 'COD' && row.paymentStatus === 'PENDING';
    const [updated] = await tx
      .update(orders)
      .set({
        status,
        updatedAt: now,
        version: sql`${orders.version} + 1`,
        ...(status === 'SHIPPED' && !row.shippedAt ? { shippedAt: now } : {}),
        ...(status === 'DELIVERED' && !row.deliveredAt ? { deliveredAt: now } : {}),
        ...(status === 'CANCELLED' ? { cancelledAt: now } : takeAgain ? { cancelledAt: null } : {}),
        ...(giveBack || takeAgain ? { stockReturned: giveBack } : {}),
        ...(paidOnDelivery
          ? { paymentStatus: 'PAID' as const, paidAt: row.paidAt ?? now }
          : paymentStatus
            ? { paymentStatus }
            : {}),
      })
      .where(eq(orders.id, row.id))
      .returning();
    await this.keepDocuments(tx, row, status);
    // Referral coupons waiting on the shopper's first delivery are earned by it, and lost again if it is undone.
    if (status === 'DELIVERED') await this.settings.coupons.earnReferrals(tx, updated!);
    else if (isClosed(status)) await this.settings.coupons.unearnReferrals(tx, row.id);
    if (giveBack) {
      // Back to the variant each item came from; the products' totals follow by trigger.
      const items = await tx
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, row.id))
        .orderBy(asc(orderItems.productId), asc(orderItems.id));
      // Less what returns already brought back (decision 032).
      for (const held of await stockHeld(tx, items)) {
        await tx
          .update(productVariants)
          .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${held.quantity}` })
          .where(eq(productVariants.id, held.variantId));
      }
      await this.settings.coupons.giveBack(tx, row);
      await this.settings.discounts?.giveBack(tx, row.id);
      // A paid online order closed gets its money back through the gateway (sent once the caller commits).
      await this.settings.payments?.closed(tx, updated!, status);
    }
    const written = note.note
      ? { note: note.note, noteCode: note.noteCode ?? null }
      : paidOnDelivery
        ? storeNote('paidOnDelivery')
        : { note: null, noteCode: null };
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: row.id, status, changedById: by.id, changedByName: by.name, ...written });
    const order = await this.withDetails(tx, updated!);
    if (tell) await this.tellShopper(tx, updated!, order);
    return order;
  }

  /**
   * An order confirmed (or moved past it) is invoiced; an invoiced order cancelled or returned is
   * credited in full, less what earlier credit notes credited; one opened again after that is a new
   * supply, invoiced again with the next number when it is confirmed (decision 028).
   */
  private async keepDocuments(tx: Tx, row: OrderRow, status: OrderStatus): Promise<void> {
    const documents = this.settings.documents;
    if (!documents) return;
    if (isClosed(status) && !isClosed(row.status))
      await documents.refunded(
        tx,
        row.id,
        row.totalPaise,
        status === 'RETURNED' ? 'Order returned' : 'Order cancelled',
      );
    else if (!isClosed(status)) {
      if (isClosed(row.status)) await documents.reopened(tx, row.id);
      if (status !== 'PENDING') await documents.paid(tx, row.id);
    }
  }

  /**
   * A closed order opened again takes its items' stock and its coupon again, in product order
   * as a checkout takes them (so the two never wait on each other crosswise). A line whose stock
   * is gone, or whose size and colour is no longer sold, refuses the move naming it.
   */
  private async takeAgain(tx: Tx, row: OrderRow): Promise<void> {
    if (await hasFinishedReturns(tx, row.id))
      throw conflict('Items of this order came back by return or exchange, so it cannot be opened again');
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(asc(orderItems.productId), asc(orderItems.id));
    for (const item of items) {
      const label = itemLabel(item.productName, item.size, item.color);
      if (item.variantId == null) throw conflict(`${label} is no longer sold, so this order cannot be opened again`);
      const [taken] = await tx
        .update(productVariants)
        .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${item.quantity}` })
        .where(and(eq(productVariants.id, item.variantId), sql`${productVariants.stockQuantity} >= ${item.quantity}`))
        .returning({ id: productVariants.id });
      if (!taken) {
        const [left] = await tx
          .select({ stock: productVariants.stockQuantity })
          .from(productVariants)
          .where(eq(productVariants.id, item.variantId));
        throw conflict(
          `${label}: ${left?.stock ?? 0} left in stock, ${item.quantity} needed, so this order cannot be opened again`,
        );
      }
    }
    await this.settings.coupons.spendAgain(tx, row);
    await this.settings.discounts?.takeAgain(tx, row.id);
  }

  /** The shopper's mail about a status, unless their account was deleted (they asked to hear no more). */
  private async tellShopper(tx: Tx, row: OrderRow, order: Order): Promise<void> {
    const mail = orderStatusMail(order, row.userEmail, this.settings.mails, row.locale === 'hi' ? 'hi' : 'en');
    if (!mail || row.userId == null) return;
    const [owner] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, row.userId));
    if (owner && !owner.deletedAt) await this.settings.mailer.enqueue(tx, mail);
  }

  /** Orders for the admin list: newest first, filtered; the page and its total in one query. */
  async listForAdmin(query: z.output<typeof adminOrdersQuery>): Promise<AdminPage<AdminOrderRow>> {
    const where: SQL[] = [];
    if (query.status) where.push(eq(orders.status, query.status));
    if (query.paymentStatus) where.push(eq(orders.paymentStatus, query.paymentStatus));
    if (query.paymentMethod) where.push(eq(orders.paymentMethod, query.paymentMethod));
    if (query.email) where.push(eq(orders.userEmail, query.email));
    if (query.from) where.push(gte(orders.createdAt, indiaDayStart(query.from)));
    if (query.to) where.push(lt(orders.createdAt, indiaDayStart(addIndiaDays(query.to, 1))));
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        or(
          ilike(orders.orderNumber, like),
          ilike(orders.userEmail, like),
          ilike(orders.shipFullName, like),
          ilike(orders.shipPhone, like),
        )!,
      );
    }
    const rows = await this.db
      .select({ order: orders, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(orders)
      .where(and(...where))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.size)
      .offset(query.page * query.size);
    // A page past the end has no row to carry the total: only then is it counted apart.
    const total =
      rows[0]?.total ??
      (query.page > 0
        ? ((
            await this.db
              .select({ n: count() })
              .from(orders)
              .where(and(...where))
          )[0]?.n ?? 0)
        : 0);
    return {
      items: rows.map((r) => toAdminOrderRow(r.order)),
      page: query.page,
      size: query.size,
      total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  /** Any order, as its owners see it. */
  async getForAdmin(orderId: number): Promise<AdminOrder> {
    const [found] = await this.db
      .select({ order: orders, phone: users.phone, deletedAt: users.deletedAt })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!found) throw notFound('Order not found');
    const order = await this.withDetails(this.db, found.order);
    const moneyMoved = await this.db.select().from(payments).where(eq(payments.orderId, orderId));
    return toAdminOrder(
      found.order,
      order,
      found.deletedAt ? null : found.phone,
      refundablePaise(found.order, moneyMoved),
    );
  }

  /**
   * An admin sets any status (docs/api.md); the same status again is refused rather than written twice,
   * and so is a change made from a `version` of the order older than its own.
   */
  async setStatusByAdmin(
    adminId: number,
    orderId: number,
    change: { status: OrderStatus; note?: string; version?: number },
  ): Promise<AdminOrder> {
    const { order, stockMoved } = await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      checkVersion(row, change.version);
      if (row.status === change.status) throw conflict(`This order is already ${change.status.toLowerCase()}`);
      const openReturn = isClosed(change.status) ? await openReturnOf(tx, row.id) : null;
      if (openReturn)
        throw conflict(
          `Return request #${openReturn} of this order is still open: finish or reject it before the order is ${change.status.toLowerCase()}`,
        );
      const changed = await this.changeStatus(tx, row, change.status, await actorOf(tx, adminId), {
        note: change.note,
      });
      // The stock moves when the order closes holding it, or opens again without it.
      return { order: changed, stockMoved: isClosed(change.status) !== row.stockReturned };
    });
    this.settings.mailer.kick();
    if (stockMoved) this.stockChanged([order]);
    await this.settings.payments?.afterClose();
    return this.getForAdmin(orderId);
  }

  /**
   * An admin records the payment (cash collected on delivery: PAID). The first PAID stamps
   * paidAt; paying a PENDING order confirms it (docs/api.md), in its history.
   */
  async setPaymentByAdmin(
    adminId: number,
    orderId: number,
    change: { status: PaymentStatus; version?: number },
  ): Promise<AdminOrder> {
    const paymentStatus = change.status;
    await this.db.transaction(async (tx) => {
      const row = await lockOrder(tx, orderId);
      checkVersion(row, change.version);
      if (row.paymentStatus === paymentStatus)
        throw conflict(`The payment is already marked ${paymentStatus.toLowerCase().replace('_', ' ')}`);
      const [updated] = await tx
        .update(orders)
        .set({
          paymentStatus,
          updatedAt: new Date(),
          version: sql`${orders.version} + 1`,
          ...(paymentStatus === 'PAID' && !row.paidAt ? { paidAt: new Date() } : {}),
        })
        .where(eq(orders.id, row.id))
        .returning();
      if (paymentStatus === 'PAID' && row.status === 'PENDING')
        await this.changeStatus(tx, updated!, 'CONFIRMED', await actorOf(tx, adminId), storeNote('paymentReceived'));
      else if (paymentStatus === 'PAID' && !isClosed(row.status)) await this.settings.documents?.paid(tx, row.id);
    });
    this.settings.mailer.kick();
    return this.getForAdmin(orderId);
  }
}

/**
 * Locks the products an order holds, in id order, before their stock moves: as a checkout locks
 * them before taking their variants' stock. Without it the variants' trigger would lock each
 * product after its variant, the other way round, and the two would deadlock.
 */
async function lockProductsOf(tx: Tx, orderId: number): Promise<void> {
  const held = tx.select({ id: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, held))
    .orderBy(asc(products.id))
    .for('no key update');
}

async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!row) throw notFound('Order not found');
  return row;
}

/** Who made a change, as the order's history names them. */
async function actorOf(tx: Tx, userId: number): Promise<{ id: number; name: string }> {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return { id: userId, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() };
}

export function toAdminOrderRow(o: OrderRow): AdminOrderRow {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    userEmail: o.userEmail,
    customerName: o.shipFullName,
    status: o.status,
    totalAmount: toRupees(o.totalPaise),
    totalItems: o.totalItems,
    paymentMethod: o.paymentMethod,
    paymentStatus: o.paymentStatus,
    paymentReference: o.paymentReference,
    paymentIssue: o.paymentIssue,
    createdAt: o.createdAt.toISOString(),
    version: o.version,
  };
}

function toAdminOrder(o: OrderRow, order: Order, customerPhone: string | null, refundable: number): AdminOrder {
  return {
    ...order,
    history: order.history ?? [],
    userId: o.userId,
    userEmail: o.userEmail,
    customerName: o.shipFullName,
    customerPhone,
    paidAt: iso(o.paidAt),
    paymentIssue: o.paymentIssue,
    refundable: toRupees(refundable),
  };
}
