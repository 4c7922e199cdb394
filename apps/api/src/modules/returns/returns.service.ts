import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  RETURN_STATUS_LABELS,
  toRupees,
  trackingUrl,
  type AdminPage,
  type AdminReturn,
  type AdminReturnRow,
  type adminReturnsQuery,
  type createReturnSchema,
  type OrderNoteCode,
  type OrderReturns,
  type ReturnRequest,
  type returnStepSchema,
  type ReturnStatus,
  RETURN_UPLOADS,
} from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import {
  coupons,
  couriers,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  products,
  productVariants,
  returnItems,
  returnPhotos,
  returnRequests,
  users,
} from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { conflict, invalid, notFound } from '#api/lib/errors.js';
import type { CouponsService } from '../coupons/coupons.service.js';
import type { Mailer } from '../mail/mailer.js';
import type { OrderMailSettings } from '../mail/order-mails.js';
import { returnStepMail } from '../mail/return-mails.js';
import { PAID_STATUSES, refundablePaise } from '../payments/order-payments.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { returnRefundPaise } from './refund-amount.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type RequestRow = typeof returnRequests.$inferSelect;
type ReturnItemRow = typeof returnItems.$inferSelect;
type Step = z.output<typeof returnStepSchema>;

const DAY_MS = 86_400_000;
/** Requests that no longer count: what they asked for may be asked again. */
const DROPPED: ReturnStatus[] = ['REJECTED', 'CANCELLED'];

/** Which step may follow which; refund and replacement depend on the kind, checked apart. */
const FROM: Record<Step['step'], ReturnStatus[]> = {
  approve: ['REQUESTED'],
  reject: ['REQUESTED', 'APPROVED', 'PICKUP_SCHEDULED'],
  pickup: ['APPROVED'],
  receive: ['APPROVED', 'PICKUP_SCHEDULED'],
  check: ['RECEIVED'],
  refund: ['CHECKED'],
  shipExchange: ['CHECKED'],
};
const TO: Record<Step['step'], ReturnStatus> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  pickup: 'PICKUP_SCHEDULED',
  receive: 'RECEIVED',
  check: 'CHECKED',
  refund: 'REFUNDED',
  shipExchange: 'EXCHANGE_SHIPPED',
};
const NOTE_OF: Record<ReturnStatus, OrderNoteCode> = {
  REQUESTED: 'returnRequested',
  APPROVED: 'returnApproved',
  REJECTED: 'returnRejected',
  PICKUP_SCHEDULED: 'returnPickupScheduled',
  RECEIVED: 'returnReceived',
  CHECKED: 'returnChecked',
  REFUNDED: 'returnRefunded',
  EXCHANGE_SHIPPED: 'exchangeShipped',
  CANCELLED: 'returnCancelled',
};

const label = (i: Pick<ItemRow, 'productName' | 'size' | 'color'>) =>
  [i.productName, i.size && `size ${i.size}`, i.color].filter(Boolean).join(', ');
const rupeesText = (paise: number) => `₹${toRupees(paise).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

export interface ReturnsSettings {
  /** RETURN_WINDOW_DAYS: days after delivery a request may be made; 0 takes none. */
  windowDays: number;
  coupons: CouponsService;
  payments: PaymentsService;
  uploads: UploadsService;
  mailer: Mailer;
  mails: OrderMailSettings;
  changes: ChangeBus;
}

/**
 * Returns and exchanges (decision 032): the shopper asks for lines of a delivered order within the
 * window; the shop approves or rejects, has it picked up, receives and checks it (restocking each
 * piece to its size and colour or writing it off), then refunds it or ships the exchange's
 * replacement, whose stock was held when it was asked for. Every step runs in one transaction under
 * the order's lock (then the request's), is refused from a stale version, is written in the order's
 * history and mailed to the shopper.
 */
export class ReturnsService {
  constructor(
    private readonly db: Db,
    private readonly settings: ReturnsSettings,
  ) {}

  private openUntil(o: OrderRow): Date | null {
    return o.deliveredAt ? new Date(o.deliveredAt.getTime() + this.settings.windowDays * DAY_MS) : null;
  }

  private isOpen(o: OrderRow, now = new Date()): boolean {
    const until = this.openUntil(o);
    return this.settings.windowDays > 0 && o.status === 'DELIVERED' && until != null && now <= until;
  }

  /** What the order page shows: the window, each line's terms, and the order's requests. Another's order is 404. */
  async ofOrder(userId: number, orderId: number): Promise<OrderReturns> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound('Order not found');
    const items = await this.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id));
    const asked = await askedOf(this.db, orderId);
    const productIds = items.flatMap((i) => (i.productId == null ? [] : [i.productId]));
    const [flags, variants] = productIds.length
      ? await Promise.all([
          this.db
            .select({ id: products.id, returnable: products.returnable })
            .from(products)
            .where(inArray(products.id, productIds)),
          this.db
            .select()
            .from(productVariants)
            .where(inArray(productVariants.productId, productIds))
            .orderBy(asc(productVariants.id)),
        ])
      : [[], []];
    const requests = await this.requestsOf(this.db, [orderId]);
    const until = this.openUntil(row);
    return {
      windowDays: this.settings.windowDays,
      openUntil: until?.toISOString() ?? null,
      open: this.isOpen(row),
      lines: items.map((i) => ({
        orderItemId: i.id,
        returnable: flags.find((f) => f.id === i.productId)?.returnable ?? true,
        available: Math.max(0, i.quantity - (asked.get(i.id) ?? 0)),
        exchangeOptions: variants
          .filter((v) => v.productId === i.productId && v.id !== i.variantId)
          .map((v) => ({ size: v.size || null, color: v.color || null, inStock: v.stockQuantity > 0 })),
      })),
      requests,
    };
  }

  /**
   * The shopper asks to return or exchange lines of their delivered order, within the window. The
   * order's row is locked first, so two requests at once count each other's lines; an exchange's
   * size and colour is taken from stock at once (held for the shopper), or refused (409) when it has
   * sold out meanwhile.
   */
  async create(userId: number, orderId: number, input: z.output<typeof createReturnSchema>): Promise<ReturnRequest> {
    const held: number[] = [];
    const request = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .for('update');
      if (!row) throw notFound('Order not found');
      if (this.settings.windowDays <= 0) throw conflict('This store does not take returns or exchanges');
      if (row.status !== 'DELIVERED' || !row.deliveredAt)
        throw conflict('Only a delivered order can be returned or exchanged');
      const until = this.openUntil(row)!;
      if (!this.isOpen(row)) throw conflict(`The return window for this order closed on ${indiaDateText(until)}`);
      const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const asked = await askedOf(tx, orderId);
      const productIds = items.flatMap((i) => (i.productId == null ? [] : [i.productId]));
      const flags = productIds.length
        ? await tx
            .select({ id: products.id, returnable: products.returnable })
            .from(products)
            .where(inArray(products.id, productIds))
        : [];
      const lines = [];
      for (const [n, line] of input.items.entries()) {
        const item = items.find((i) => i.id === line.orderItemId);
        if (!item) {
          const message = 'This item is not in the order';
          throw invalid(message, [{ path: `items.${n}.orderItemId`, message }]);
        }
        if (flags.find((f) => f.id === item.productId)?.returnable === false)
          throw conflict(`${label(item)} cannot be returned or exchanged`);
        const left = item.quantity - (asked.get(item.id) ?? 0);
        if (line.quantity > left)
          throw conflict(
            left > 0
              ? `Only ${left} of ${label(item)} can still be returned or exchanged`
              : `${label(item)} has already been asked for`,
          );
        if (line.photoUrl) {
          const [own] = await tx
            .select({ url: returnPhotos.url })
            .from(returnPhotos)
            .where(and(eq(returnPhotos.userId, userId), eq(returnPhotos.url, line.photoUrl)));
          if (!own) {
            const message = 'Please upload the photo again';
            throw invalid(message, [{ path: `items.${n}.photoUrl`, message }]);
          }
        }
        lines.push({
          line,
          item,
          variantId: null as number | null,
          size: null as string | null,
          color: null as string | null,
        });
      }
      if (input.kind === 'EXCHANGE') {
        // The products' rows first, in id order, as a checkout locks them before their variants' stock.
        const exchanged = [...new Set(lines.map((l) => l.item.productId))].sort((a, b) => (a ?? 0) - (b ?? 0));
        if (exchanged.includes(null)) throw conflict('This product is no longer sold, so it cannot be exchanged');
        await tx
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.id, exchanged as number[]))
          .orderBy(asc(products.id))
          .for('no key update');
        for (const [n, l] of lines.entries()) {
          const size = l.line.exchangeSize ?? l.item.size ?? '';
          const color = l.line.exchangeColor ?? l.item.color ?? '';
          const [variant] = await tx
            .select()
            .from(productVariants)
            .where(
              and(
                eq(productVariants.productId, l.item.productId!),
                eq(productVariants.size, size),
                eq(productVariants.color, color),
              ),
            );
          const wanted = [size && `size ${size}`, color].filter(Boolean).join(', ');
          if (!variant) {
            const message = `${l.item.productName} is not made in ${wanted}`;
            throw invalid(message, [{ path: `items.${n}.exchangeSize`, message }]);
          }
          if (variant.id === l.item.variantId) {
            const message = 'Please choose a different size or colour';
            throw invalid(message, [{ path: `items.${n}.exchangeSize`, message }]);
          }
          const [taken] = await tx
            .update(productVariants)
            .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${l.line.quantity}` })
            .where(and(eq(productVariants.id, variant.id), sql`${productVariants.stockQuantity} >= ${l.line.quantity}`))
            .returning({ id: productVariants.id });
          if (!taken)
            throw conflict(
              `${l.item.productName}, ${wanted} has sold out meanwhile. Please choose another size or colour.`,
            );
          Object.assign(l, { variantId: variant.id, size: variant.size || null, color: variant.color || null });
          held.push(l.item.productId!);
        }
      }
      const [created] = await tx
        .insert(returnRequests)
        .values({
          orderId,
          userId,
          kind: input.kind,
          refundTo: input.kind === 'RETURN' ? input.refundTo : 'ORIGINAL',
        })
        .returning();
      await tx.insert(returnItems).values(
        lines.map((l) => ({
          returnId: created!.id,
          orderItemId: l.item.id,
          quantity: l.line.quantity,
          reason: l.line.reason,
          comment: l.line.comment ?? null,
          photoUrl: l.line.photoUrl ?? null,
          exchangeVariantId: l.variantId,
          exchangeSize: l.size,
          exchangeColor: l.color,
        })),
      );
      const [user] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, userId));
      const by = { id: userId, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() };
      const note: OrderNoteCode = input.kind === 'EXCHANGE' ? 'exchangeRequested' : 'returnRequested';
      return this.recorded(
        tx,
        row,
        created!,
        by,
        note,
        `${input.kind === 'EXCHANGE' ? 'Exchange' : 'Return'} #${created!.id} requested`,
      );
    });
    this.after(held);
    return request;
  }

  /** The shopper cancels their request while it is only asked; an exchange's held stock goes back. */
  async cancel(userId: number, returnId: number, version: number): Promise<ReturnRequest> {
    const released: number[] = [];
    const request = await this.db.transaction(async (tx) => {
      const { order, request } = await this.lock(tx, returnId, userId);
      checkVersion(request, version);
      if (request.status !== 'REQUESTED')
        throw conflict(
          `This request is ${RETURN_STATUS_LABELS[request.status].toLowerCase()} and can no longer be cancelled`,
        );
      released.push(...(await this.releaseHeld(tx, request)));
      const [moved] = await tx
        .update(returnRequests)
        .set({ status: 'CANCELLED', updatedAt: new Date(), version: sql`${returnRequests.version} + 1` })
        .where(eq(returnRequests.id, returnId))
        .returning();
      const by = await actorOf(tx, userId);
      return this.recorded(tx, order, moved!, by, 'returnCancelled', `Request #${returnId} cancelled by the customer`);
    });
    this.after(released);
    return request;
  }

  /**
   * A shopper's photo of a damage: checked, resized and stored as every upload is, and kept as
   * theirs, so that a request may show only its own shopper's photos.
   */
  async uploadPhoto(userId: number, data: Buffer): Promise<{ publicUrl: string }> {
    const uploaded = await this.settings.uploads.upload({ data, categorySlug: RETURN_UPLOADS, filename: 'return' });
    await this.db.insert(returnPhotos).values({ userId, url: uploaded.publicUrl }).onConflictDoNothing();
    return { publicUrl: uploaded.publicUrl };
  }

  /** The queue: newest first, by status and kind. */
  async list(query: z.output<typeof adminReturnsQuery>): Promise<AdminPage<AdminReturnRow>> {
    const where: SQL[] = [];
    if (query.status) where.push(eq(returnRequests.status, query.status));
    if (query.kind) where.push(eq(returnRequests.kind, query.kind));
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ request: returnRequests, order: orders })
        .from(returnRequests)
        .innerJoin(orders, eq(orders.id, returnRequests.orderId))
        .where(and(...where))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db
        .select({ n: count() })
        .from(returnRequests)
        .where(and(...where)),
    ]);
    const lines = rows.length
      ? await this.db
          .select()
          .from(returnItems)
          .where(
            inArray(
              returnItems.returnId,
              rows.map((r) => r.request.id),
            ),
          )
          .orderBy(asc(returnItems.id))
      : [];
    const n = total?.n ?? 0;
    return {
      items: rows.map(({ request, order }) => {
        const own = lines.filter((l) => l.returnId === request.id);
        return {
          id: request.id,
          orderId: order.id,
          orderNumber: order.orderNumber,
          customerName: order.shipFullName,
          userEmail: order.userEmail,
          kind: request.kind,
          status: request.status,
          quantity: own.reduce((s, l) => s + l.quantity, 0),
          reasons: [...new Set(own.map((l) => l.reason))],
          photoUrl: own.find((l) => l.photoUrl)?.photoUrl ?? null,
          createdAt: request.createdAt.toISOString(),
          version: request.version,
        };
      }),
      page: query.page,
      size: query.size,
      total: n,
      totalPages: Math.ceil(n / query.size),
    };
  }

  /** One request as the admin takes its next step from. */
  async getForAdmin(returnId: number): Promise<AdminReturn> {
    const [found] = await this.db
      .select({ request: returnRequests, order: orders })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .where(eq(returnRequests.id, returnId));
    if (!found) throw notFound('Return request not found');
    const { request, order } = found;
    const [answer] = await this.requestsOf(this.db, [order.id], returnId);
    const moved = await this.db.select().from(payments).where(eq(payments.orderId, order.id));
    const due =
      request.kind === 'RETURN' && request.refundPaise == null
        ? await this.refundDue(this.db, order, request.id, refundablePaise(order, moved))
        : (request.refundPaise ?? 0);
    const active = await this.db
      .select({ id: couriers.id, name: couriers.name })
      .from(couriers)
      .where(eq(couriers.active, true))
      .orderBy(asc(couriers.name));
    return {
      ...answer!,
      orderNumber: order.orderNumber,
      customerName: order.shipFullName,
      userEmail: order.userEmail,
      customerPhone: order.shipPhone,
      pickupAddress: [order.shipLine1, order.shipLine2, `${order.shipCity}, ${order.shipState} ${order.shipPinCode}`]
        .filter(Boolean)
        .join(', '),
      paymentMethod: order.paymentMethod,
      refundDue: toRupees(due),
      couriers: active,
    };
  }

  /**
   * The admin takes a request's next step, from the version they saw. A refund asked again (a
   * double click, a second admin) answers the request as it is: it is refunded once.
   */
  async step(adminId: number, returnId: number, step: Step): Promise<AdminReturn> {
    const moved: number[] = [];
    let refunded = false;
    await this.db.transaction(async (tx) => {
      const { order, request } = await this.lock(tx, returnId);
      if (step.step === 'refund' && request.status === 'REFUNDED') return;
      checkVersion(request, step.version);
      if (!FROM[step.step].includes(request.status))
        throw conflict(
          `This request is ${RETURN_STATUS_LABELS[request.status].toLowerCase()}: it cannot be ${verb(step.step)} now`,
        );
      if (step.step === 'refund' && request.kind !== 'RETURN')
        throw conflict('An exchange is not refunded: ship its replacement');
      if (step.step === 'shipExchange' && request.kind !== 'EXCHANGE')
        throw conflict('Only an exchange ships a replacement');
      const by = await actorOf(tx, adminId);
      const set: Partial<typeof returnRequests.$inferInsert> = {};
      let note = `${request.kind === 'EXCHANGE' ? 'Exchange' : 'Return'} #${request.id}: ${RETURN_STATUS_LABELS[TO[step.step]].toLowerCase()}`;
      let code = NOTE_OF[TO[step.step]];
      switch (step.step) {
        case 'reject':
          set.rejectReason = step.reason;
          note += `: ${step.reason}`;
          moved.push(...(await this.releaseHeld(tx, request)));
          break;
        case 'pickup':
        case 'shipExchange': {
          const [courier] = await tx.select().from(couriers).where(eq(couriers.id, step.courierId));
          if (!courier?.active) {
            const message = 'Please choose one of the shop’s couriers';
            throw invalid(message, [{ path: 'courierId', message }]);
          }
          const url = trackingUrl(courier.trackingUrlPattern, step.awb);
          if (step.step === 'pickup')
            Object.assign(set, { pickupCourierName: courier.name, pickupAwb: step.awb, pickupTrackingUrl: url });
          else
            Object.assign(set, { exchangeCourierName: courier.name, exchangeAwb: step.awb, exchangeTrackingUrl: url });
          note += ` (${courier.name}, AWB ${step.awb})`;
          break;
        }
        case 'check':
          moved.push(...(await this.restock(tx, request, step.items)));
          break;
        case 'refund': {
          const refund = await this.refund(tx, order, request, adminId, step.reference);
          Object.assign(set, refund.set);
          note += ` (${rupeesText(refund.set.refundPaise)}${refund.set.couponId ? ' as store credit' : ''})`;
          if (refund.set.couponId) code = 'returnStoreCredit';
          refunded = true;
          break;
        }
      }
      const [updated] = await tx
        .update(returnRequests)
        .set({ ...set, status: TO[step.step], updatedAt: new Date(), version: sql`${returnRequests.version} + 1` })
        .where(eq(returnRequests.id, returnId))
        .returning();
      await this.recorded(tx, order, updated!, by, code, note);
      if (step.step === 'refund') await this.closeWhenAllReturned(tx, order, by);
    });
    this.after(moved);
    if (refunded) await this.settings.payments.sendRefunds();
    return this.getForAdmin(returnId);
  }

  /** The order's row, then the request's, locked in that order (as every change of an order locks it first). */
  private async lock(tx: Tx, returnId: number, userId?: number): Promise<{ order: OrderRow; request: RequestRow }> {
    const [first] = await tx
      .select({ orderId: returnRequests.orderId, userId: returnRequests.userId })
      .from(returnRequests)
      .where(eq(returnRequests.id, returnId));
    if (!first || (userId !== undefined && first.userId !== userId)) throw notFound('Return request not found');
    const [order] = await tx.select().from(orders).where(eq(orders.id, first.orderId)).for('update');
    const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update');
    return { order: order!, request: request! };
  }

  /** An exchange's held sizes go back to stock (on rejection or cancellation); answers the products moved. */
  private async releaseHeld(tx: Tx, request: RequestRow): Promise<number[]> {
    if (request.kind !== 'EXCHANGE') return [];
    const lines = await tx
      .select({ line: returnItems, productId: productVariants.productId })
      .from(returnItems)
      .innerJoin(productVariants, eq(productVariants.id, returnItems.exchangeVariantId))
      .where(eq(returnItems.returnId, request.id));
    return this.addStock(
      tx,
      lines.map((l) => ({ productId: l.productId, variantId: l.line.exchangeVariantId!, quantity: l.line.quantity })),
    );
  }

  /**
   * The parcel checked: each line's pieces either back in stock (to the size and colour the shopper
   * had) or written off as damaged, every piece one or the other.
   */
  private async restock(
    tx: Tx,
    request: RequestRow,
    checked: { id: number; restocked: number; writtenOff: number }[],
  ): Promise<number[]> {
    const lines = await tx
      .select({ line: returnItems, item: orderItems })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(eq(returnItems.returnId, request.id));
    const back = [];
    for (const { line, item } of lines) {
      const said = checked.find((c) => c.id === line.id);
      if (!said || said.restocked + said.writtenOff !== line.quantity) {
        const message = `${label(item)}: say of each of the ${line.quantity} received whether it goes back to stock or is written off`;
        throw invalid(message, [{ path: 'items', message }]);
      }
      if (said.restocked > 0 && (item.variantId == null || item.productId == null))
        throw conflict(`${label(item)} is no longer sold: it can only be written off`);
      await tx
        .update(returnItems)
        .set({ restockedQuantity: said.restocked, writtenOffQuantity: said.writtenOff })
        .where(eq(returnItems.id, line.id));
      if (said.restocked > 0)
        back.push({ productId: item.productId!, variantId: item.variantId!, quantity: said.restocked });
    }
    if (checked.some((c) => !lines.some((l) => l.line.id === c.id))) {
      const message = 'A line checked is not in this request';
      throw invalid(message, [{ path: 'items', message }]);
    }
    return this.addStock(tx, back);
  }

  /** Stock back to variants, their products locked first in id order (as a checkout locks them). */
  private async addStock(
    tx: Tx,
    moves: { productId: number; variantId: number; quantity: number }[],
  ): Promise<number[]> {
    if (moves.length === 0) return [];
    const ids = [...new Set(moves.map((m) => m.productId))].sort((a, b) => a - b);
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('no key update');
    for (const m of moves.sort((a, b) => a.productId - b.productId || a.variantId - b.variantId))
      await tx
        .update(productVariants)
        .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${m.quantity}` })
        .where(eq(productVariants.id, m.variantId));
    return ids;
  }

  /** What a return's lines are worth (refund-amount.ts), counting what earlier returns of the same lines refunded. */
  private async refundDue(db: Db | Tx, order: OrderRow, returnId: number, leftPaise: number): Promise<number> {
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.id));
    const all = await db
      .select({ line: returnItems, status: returnRequests.status, kind: returnRequests.kind })
      .from(returnItems)
      .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
      .where(eq(returnRequests.orderId, order.id));
    const before = (orderItemId: number) =>
      all
        .filter((r) => r.line.orderItemId === orderItemId && r.status === 'REFUNDED' && r.kind === 'RETURN')
        .reduce((s, r) => s + r.line.quantity, 0);
    return returnRefundPaise(
      { ...order, items },
      all
        .filter((r) => r.line.returnId === returnId)
        .map((r) => ({
          orderItemId: r.line.orderItemId,
          quantity: r.line.quantity,
          before: before(r.line.orderItemId),
        })),
      leftPaise,
    );
  }

  /** The refund: back the way the shopper paid (payments.service.ts), or a store-credit coupon for the amount. */
  private async refund(
    tx: Tx,
    order: OrderRow,
    request: RequestRow,
    adminId: number,
    reference: string | undefined,
  ): Promise<{ set: { refundPaise: number; refundPaymentId: number | null; couponId: number | null } }> {
    if (!(PAID_STATUSES as readonly string[]).includes(order.paymentStatus))
      throw conflict('This order’s payment is not recorded as received: mark it paid before refunding');
    const moved = await tx.select().from(payments).where(eq(payments.orderId, order.id));
    const amountPaise = await this.refundDue(tx, order, request.id, refundablePaise(order, moved));
    if (amountPaise <= 0) return { set: { refundPaise: 0, refundPaymentId: null, couponId: null } };
    const reason = `Return #${request.id}`;
    let couponId: number | null = null;
    let storeCreditCode: string | undefined;
    if (request.refundTo === 'STORE_CREDIT') {
      if (order.userId == null) throw conflict('The shopper’s account is gone: refund the way they paid');
      const coupon = await this.settings.coupons.issueStoreCredit(tx, order.userId, amountPaise);
      couponId = coupon.id;
      storeCreditCode = coupon.code;
    }
    const payment = await this.settings.payments.refundReturn(tx, order, {
      amountPaise,
      reason,
      byId: adminId,
      reference,
      storeCreditCode,
    });
    return { set: { refundPaise: amountPaise, refundPaymentId: payment.id, couponId } };
  }

  /**
   * When every piece of the order has been returned and refunded, the order is RETURNED, its stock
   * already back (stock_returned), its money already refunded: nothing moves twice.
   */
  private async closeWhenAllReturned(tx: Tx, order: OrderRow, by: { id: number; name: string }): Promise<void> {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const refunded = await tx
      .select({ orderItemId: returnItems.orderItemId, quantity: returnItems.quantity })
      .from(returnItems)
      .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
      .where(and(eq(returnRequests.orderId, order.id), eq(returnRequests.status, 'REFUNDED')));
    const all = items.every(
      (i) => refunded.filter((r) => r.orderItemId === i.id).reduce((s, r) => s + r.quantity, 0) >= i.quantity,
    );
    if (!all || order.status !== 'DELIVERED') return;
    await tx
      .update(orders)
      .set({ status: 'RETURNED', stockReturned: true, updatedAt: new Date(), version: sql`${orders.version} + 1` })
      .where(eq(orders.id, order.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: 'RETURNED',
      changedById: by.id,
      changedByName: by.name,
      note: 'Every item returned and refunded',
      noteCode: 'returnCompleted',
    });
    // Referral coupons this order earned and not yet spent wait again for a delivered order.
    await this.settings.coupons.unearnReferrals(tx, order.id);
  }

  /** The step in the order's history and the shopper's mail, written in the step's transaction. */
  private async recorded(
    tx: Tx,
    order: OrderRow,
    request: RequestRow,
    by: { id: number | null; name: string | null },
    noteCode: OrderNoteCode,
    note: string,
  ): Promise<ReturnRequest> {
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      status: order.status,
      changedById: by.id,
      changedByName: by.name,
      note,
      noteCode,
    });
    const [answer] = await this.requestsOf(tx, [order.id], request.id);
    if (order.userId != null) {
      const [owner] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, order.userId));
      if (owner && !owner.deletedAt)
        await this.settings.mailer.enqueue(
          tx,
          returnStepMail(
            answer!,
            {
              orderNumber: order.orderNumber,
              fullName: order.shipFullName,
              email: order.userEmail,
              language: order.locale === 'hi' ? 'hi' : 'en',
            },
            this.settings.mails,
          ),
        );
    }
    return answer!;
  }

  /** The requests of orders (or one of them), newest first, with their lines as the order named them. */
  private async requestsOf(db: Db | Tx, orderIds: number[], onlyId?: number): Promise<ReturnRequest[]> {
    const rows = await db
      .select({ request: returnRequests, code: coupons.code })
      .from(returnRequests)
      .leftJoin(coupons, eq(coupons.id, returnRequests.couponId))
      .where(and(inArray(returnRequests.orderId, orderIds), onlyId ? eq(returnRequests.id, onlyId) : undefined))
      .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id));
    if (rows.length === 0) return [];
    const lines = await db
      .select({ line: returnItems, item: orderItems })
      .from(returnItems)
      .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
      .where(
        inArray(
          returnItems.returnId,
          rows.map((r) => r.request.id),
        ),
      )
      .orderBy(asc(returnItems.id));
    return rows.map(({ request: r, code }) =>
      toRequest(
        r,
        code,
        lines.filter((l) => l.line.returnId === r.id),
      ),
    );
  }

  /** Once committed: the mails go, and the catalogue hears of the stock that moved. */
  private after(productIds: number[]): void {
    this.settings.mailer.kick();
    if (productIds.length) this.settings.changes.publish('catalogue', { stockOf: [...new Set(productIds)] });
  }
}

function toRequest(r: RequestRow, code: string | null, lines: { line: ReturnItemRow; item: ItemRow }[]): ReturnRequest {
  const parcel = (courier: string | null, awb: string | null, url: string | null) =>
    courier && awb ? { courier, awb, trackingUrl: url } : null;
  return {
    id: r.id,
    orderId: r.orderId,
    kind: r.kind,
    status: r.status,
    refundTo: r.refundTo,
    rejectReason: r.rejectReason,
    pickup: parcel(r.pickupCourierName, r.pickupAwb, r.pickupTrackingUrl),
    replacement: parcel(r.exchangeCourierName, r.exchangeAwb, r.exchangeTrackingUrl),
    refundAmount: r.refundPaise == null ? null : toRupees(r.refundPaise),
    storeCreditCode: code,
    items: lines.map(({ line, item }) => ({
      id: line.id,
      orderItemId: item.id,
      name: item.productName,
      nameHi: item.productNameHi,
      image: item.productImage,
      size: item.size,
      color: item.color,
      quantity: line.quantity,
      reason: line.reason,
      comment: line.comment,
      photoUrl: line.photoUrl,
      exchangeSize: line.exchangeSize,
      exchangeColor: line.exchangeColor,
      restocked: line.restockedQuantity,
      writtenOff: line.writtenOffQuantity,
    })),
    canCancel: r.status === 'REQUESTED',
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}

/** How many of each line of an order its requests (not rejected or cancelled) ask for. */
async function askedOf(db: Db | Tx, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: returnItems.orderItemId, n: sql<number>`sum(${returnItems.quantity})`.mapWith(Number) })
    .from(returnItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnItems.returnId))
    .where(and(eq(returnRequests.orderId, orderId), notInArray(returnRequests.status, DROPPED)))
    .groupBy(returnItems.orderItemId);
  return new Map(rows.map((r) => [r.orderItemId, r.n]));
}

function checkVersion(request: RequestRow, version: number): void {
  if (version === request.version) return;
  throw conflict(
    `This request was changed meanwhile: it is now ${RETURN_STATUS_LABELS[request.status].toLowerCase()}. Reload to see it.`,
  );
}

const verb = (step: Step['step']) =>
  ({
    approve: 'approved',
    reject: 'rejected',
    pickup: 'given a pickup',
    receive: 'received',
    check: 'checked',
    refund: 'refunded',
    shipExchange: 'given its replacement',
  })[step];

async function actorOf(tx: Tx, userId: number): Promise<{ id: number; name: string }> {
  const [user] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return { id: userId, name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() };
}

const indiaDateText = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);
