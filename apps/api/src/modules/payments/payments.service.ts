import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CANCELLABLE_STATUSES,
  toPaise,
  toRupees,
  type AdminOrder,
  type CodRules,
  type HostedPayment as HostedPaymentAnswer,
  type Order,
  type OrderStatus,
  type refundSchema,
} from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import { gatewayEvents, orders, payments, users } from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { AppError, conflict, invalid, notFound } from '#api/lib/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { CLOSED_STATUSES, storeNote, type OrdersService } from '../orders/orders.service.js';
import type { OrderPayments } from './order-payments-hook.js';
import { acceptedCapture, orderRefunds, PAID_STATUSES, refundablePaise, type PaymentRow } from './order-payments.js';
import { GatewayError, type GatewayPayment, type PaymentDocuments, type PaymentGateway } from './payment-gateway.js';

type OrderRow = typeof orders.$inferSelect;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A refund the gateway was asked for and did not answer is asked again (after checking it was not made) this long after. */
const RETRY_AFTER_MS = 2 * 60_000;
const NOBODY = { id: null, name: null };

const rupeesText = (paise: number) =>
  `₹${toRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 ? 2 : 0, maximumFractionDigits: 2 })}`;
const awaitsOnline = (o: OrderRow) =>
  o.paymentMethod === 'ONLINE' && o.paymentStatus === 'PENDING' && !CLOSED_STATUSES.includes(o.status);

export interface PaymentsSettings {
  /** Null when the shop has no gateway keys: online payment is not offered. */
  gateway: PaymentGateway | null;
  onlineWindowHours: number;
  cod: CodRules;
  /** The store's public address, for the gateway's return to it. */
  storeUrl: () => string;
  log: Log;
  mailer: Pick<Mailer, 'kick'>;
  changes: ChangeBus;
  /** The invoices and credit notes that follow a capture or a refund, when the store makes them. */
  documents?: PaymentDocuments;
}

/**
 * Money through a gateway (decision 027): the hosted payment page of an online order, the shopper's
 * return and the gateway's webhooks (both verified, both idempotent), the check of pending orders
 * against the gateway, refunds made through it, and the refunds the shop records by hand.
 * A gateway call never runs inside a database transaction: what must happen is written first, and
 * the call made after the commit (and made again by the job when it did not get through).
 */
export class PaymentsService {
  private orders!: OrdersService;

  constructor(
    private readonly db: Db,
    private readonly settings: PaymentsSettings,
  ) {}

  /** The orders service, made with this one's hook (they call each other: the hook and the status changes). */
  attach(orders: OrdersService): void {
    this.orders = orders;
  }

  /** What the orders service is given: the hook a closed order's refund goes through. */
  hook(): OrderPayments {
    return {
      online: this.settings.gateway != null,
      onlineWindowHours: this.settings.onlineWindowHours,
      cod: this.settings.cod,
      closed: (tx, row, status) => this.refundClosed(tx, row, status),
      afterClose: async () => {
        await this.closePaymentPages();
        await this.sendRefunds();
      },
    };
  }

  private gateway(): PaymentGateway {
    if (!this.settings.gateway) throw invalid('This store does not take online payments');
    return this.settings.gateway;
  }

  /**
   * Where the shopper pays for their order: its hosted payment page, made on first asking and
   * reused after. A gateway that is down answers 503 and the order waits as it was.
   */
  async payUrl(userId: number, orderId: number): Promise<HostedPaymentAnswer> {
    const gateway = this.gateway();
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!row) throw notFound('Order not found');
    if (!awaitsOnline(row)) throw conflict('This order is not waiting for an online payment');
    try {
      if (row.gatewayOrderId) {
        const hosted = await gateway.fetchPayment(row.gatewayOrderId);
        if (hosted.status === 'created') return { url: hosted.url };
        await this.record(row.orderNumber, hosted.payments);
        if (hosted.status === 'paid') throw conflict('This order is already paid');
      }
      return { url: await this.newHostedPayment(row, userId) };
    } catch (e) {
      // Another tab made the order's page meanwhile (the gateway refuses a second for one order): that one is answered.
      const made = e instanceof GatewayError && !row.gatewayOrderId && (await this.madeMeanwhile(row.id));
      if (made) return { url: made };
      if (e instanceof GatewayError) {
        this.settings.log.warn({ err: e, orderId }, 'The payment gateway could not be reached');
        throw new AppError(
          'UNAVAILABLE',
          'The payment service is not answering just now. Please try again in a minute.',
        );
      }
      throw e;
    }
  }

  /** The page another request made for the order, once it has kept it (read a few times over a second). */
  private async madeMeanwhile(orderId: number): Promise<string | null> {
    for (let tries = 0; tries < 5; tries++) {
      const [now] = await this.db.select({ id: orders.gatewayOrderId }).from(orders).where(eq(orders.id, orderId));
      if (now?.id) return (await this.gateway().fetchPayment(now.id)).url || null;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return null;
  }

  private async newHostedPayment(row: OrderRow, userId: number): Promise<string> {
    const [user] = await this.db
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    const hosted = await this.gateway().createPayment({
      orderNumber: row.orderNumber,
      amountPaise: row.totalPaise,
      customer: { name: row.shipFullName, email: user?.email ?? row.userEmail, phone: row.shipPhone },
      callbackUrl: `${this.settings.storeUrl()}/api/payments/razorpay/return`,
      expiresAt: row.paymentDueAt ?? new Date(Date.now() + this.settings.onlineWindowHours * 3_600_000),
    });
    // Kept only if the order has none yet: two tabs asking at once keep the first, and the second is sent there.
    const [kept] = await this.db
      .update(orders)
      .set({ gatewayOrderId: hosted.id, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, row.id),
          or(isNull(orders.gatewayOrderId), eq(orders.gatewayOrderId, row.gatewayOrderId ?? '')),
        ),
      )
      .returning({ id: orders.gatewayOrderId });
    if (kept) return hosted.url;
    const [now] = await this.db.select({ id: orders.gatewayOrderId }).from(orders).where(eq(orders.id, row.id));
    return (await this.gateway().fetchPayment(now!.id!)).url;
  }

  /**
   * The shopper's return from the hosted page: when its signature holds, the order is checked
   * against the gateway at once (the webhook may come later, or never). Answers the order to show.
   */
  async returned(params: Record<string, string | undefined>): Promise<number | null> {
    const linkId = params.razorpay_payment_link_id;
    if (!linkId || !this.settings.gateway) return null;
    const [row] = await this.db.select().from(orders).where(eq(orders.gatewayOrderId, linkId));
    if (!row) return null;
    const verified = this.settings.gateway.verifyReturn(params);
    if (verified) await this.check(row).catch(() => undefined);
    else if (params.razorpay_signature)
      this.settings.log.warn({ orderId: row.id, linkId }, 'A payment return with a wrong signature was ignored');
    return row.id;
  }

  /**
   * A webhook from the gateway: its signature checked on the raw body, its event handled once
   * (the event id is kept, and every payment row is unique by its gateway id).
   */
  async webhook(rawBody: string, signature: string, eventId: string | undefined): Promise<string> {
    const gateway = this.settings.gateway;
    if (!gateway) throw notFound('This store does not take online payments');
    if (!gateway.verifyWebhook(rawBody, signature)) {
      this.settings.log.warn({ eventId }, 'A payment webhook with a wrong signature was refused');
      throw new AppError('UNAUTHORISED', 'The webhook signature does not match');
    }
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw invalid('The webhook body is not JSON');
    }
    const event = gateway.readEvent(body);
    await this.db.transaction(async (tx) => {
      if (eventId) {
        const [first] = await tx
          .insert(gatewayEvents)
          .values({ id: eventId, provider: gateway.provider, event: event.kind })
          .onConflictDoNothing()
          .returning({ id: gatewayEvents.id });
        if (!first) return;
      }
      switch (event.kind) {
        case 'captured':
          return this.captured(tx, event.payment);
        case 'failed':
          return this.failed(tx, event.payment);
        case 'refunded':
        case 'refundFailed':
          return this.refundSettled(tx, event.refundId, event.paymentId, event.amountPaise, event.kind === 'refunded');
      }
    });
    this.afterMoney();
    await this.sendRefunds();
    return event.kind;
  }

  /** Checks one pending order against the gateway: its payments recorded as the webhook would have. */
  private async check(row: OrderRow): Promise<void> {
    if (!row.gatewayOrderId) return;
    const hosted = await this.gateway().fetchPayment(row.gatewayOrderId);
    await this.record(row.orderNumber, hosted.payments);
  }

  private async record(orderNumber: string, made: GatewayPayment[]): Promise<void> {
    for (const payment of made) {
      if (payment.status === 'pending') continue;
      const p = { ...payment, orderNumber: payment.orderNumber ?? orderNumber };
      await this.db.transaction((tx) => (p.status === 'captured' ? this.captured(tx, p) : this.failed(tx, p)));
    }
    this.afterMoney();
    await this.sendRefunds();
  }

  /**
   * A payment captured: recorded once. It pays the order when the order awaits it and the amount
   * and currency are the order's own; otherwise (a wrong amount, an order cancelled meanwhile or
   * already paid) it is given back in full, and a wrong amount is flagged for the admin.
   */
  private async captured(tx: Tx, payment: GatewayPayment): Promise<void> {
    const row = await this.lockOrder(tx, payment.orderNumber);
    if (!row) {
      this.settings.log.warn({ paymentId: payment.id }, 'A payment for no known order was left alone');
      return;
    }
    const [capture] = await tx
      .insert(payments)
      .values({
        orderId: row.id,
        kind: 'CAPTURE',
        provider: this.gateway().provider,
        gatewayId: payment.id,
        amountPaise: Number.isSafeInteger(payment.amountPaise) ? payment.amountPaise : 0,
        currency: payment.currency || 'INR',
        status: 'PROCESSED',
      })
      .onConflictDoNothing()
      .returning();
    if (!capture) return; // seen before: by the return, the other webhook or the job
    const wrongAmount = payment.amountPaise !== row.totalPaise || payment.currency !== 'INR';
    if (wrongAmount) {
      const issue = `Payment ${payment.id} was ${payment.currency} ${toRupees(capture.amountPaise)}, not the order's ${rupeesText(row.totalPaise)}: it was not accepted and is refunded.`;
      await tx.update(orders).set({ paymentIssue: issue, updatedAt: new Date() }).where(eq(orders.id, row.id));
      await this.newRefund(tx, row, capture, capture.amountPaise, 'Paid a wrong amount', null);
      return;
    }
    if (!awaitsOnline(row)) {
      const why = CLOSED_STATUSES.includes(row.status) ? 'Paid after the order was closed' : 'Paid twice';
      await this.newRefund(tx, row, capture, capture.amountPaise, why, null);
      return;
    }
    const [paid] = await tx
      .update(orders)
      .set({
        paymentStatus: 'PAID',
        paidAt: row.paidAt ?? new Date(),
        paymentReference: payment.id,
        paymentIssue: null,
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, row.id))
      .returning();
    if (paid!.status === 'PENDING')
      await this.orders.changeStatus(tx, paid!, 'CONFIRMED', NOBODY, storeNote('paidOnline'));
    await this.settings.documents?.paid(tx, row.id);
  }

  private async failed(tx: Tx, payment: GatewayPayment): Promise<void> {
    const row = await this.lockOrder(tx, payment.orderNumber);
    if (!row) return;
    await tx
      .insert(payments)
      .values({
        orderId: row.id,
        kind: 'FAILURE',
        provider: this.gateway().provider,
        gatewayId: payment.id,
        amountPaise: Number.isSafeInteger(payment.amountPaise) ? Math.max(0, payment.amountPaise) : 0,
        currency: payment.currency || 'INR',
        status: 'FAILED',
        reference: payment.error?.slice(0, 200) ?? null,
      })
      .onConflictDoNothing();
  }

  private async lockOrder(tx: Tx, orderNumber: string | null): Promise<OrderRow | undefined> {
    if (!orderNumber) return undefined;
    const [row] = await tx.select().from(orders).where(eq(orders.orderNumber, orderNumber)).for('update');
    return row;
  }

  /** A refund to ask of the gateway, written first: sent after the commit, by `sendRefunds`. */
  private async newRefund(
    tx: Tx,
    row: OrderRow,
    capture: PaymentRow,
    amountPaise: number,
    reason: string,
    byId: number | null,
  ): Promise<PaymentRow> {
    const [refund] = await tx
      .insert(payments)
      .values({
        orderId: row.id,
        kind: 'REFUND',
        provider: capture.provider,
        amountPaise,
        currency: capture.currency,
        status: 'PENDING',
        refundOfId: capture.id,
        note: reason,
        createdById: byId,
      })
      .returning();
    // Only the order's own payment was invoiced: a refused one is given back without a credit note.
    if (capture.gatewayId === row.paymentReference)
      await this.settings.documents?.refunded(tx, row.id, amountPaise, reason);
    return refund!;
  }

  /** A paid online order closed: what is left of its payment goes back. */
  private async refundClosed(tx: Tx, row: OrderRow, status: OrderStatus): Promise<void> {
    if (row.paymentMethod !== 'ONLINE') return;
    const moved = await tx.select().from(payments).where(eq(payments.orderId, row.id));
    const capture = acceptedCapture(row, moved);
    const left = refundablePaise(row, moved);
    if (!capture || left <= 0) return;
    await this.newRefund(tx, row, capture, left, status === 'RETURNED' ? 'Order returned' : 'Order cancelled', null);
  }

  /** The gateway settled a refund: it is processed (or failed), and the order's payment says how much went back. */
  private async refundSettled(
    tx: Tx,
    refundId: string,
    paymentId: string,
    amountPaise: number,
    processed: boolean,
  ): Promise<void> {
    const provider = this.gateway().provider;
    let [refund] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.kind, 'REFUND'), eq(payments.gatewayId, refundId)))
      .for('update');
    if (!refund) {
      // The gateway's answer to our request was lost: the refund is ours, by its payment and amount.
      const [capture] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.kind, 'CAPTURE'), eq(payments.gatewayId, paymentId)));
      if (!capture) return;
      [refund] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.refundOfId, capture.id),
            isNull(payments.gatewayId),
            eq(payments.amountPaise, amountPaise),
            eq(payments.status, 'PENDING'),
          ),
        )
        .orderBy(asc(payments.id))
        .limit(1)
        .for('update');
      if (!refund) return;
    }
    if (refund.status !== 'PENDING') return;
    await tx
      .update(payments)
      .set({ status: processed ? 'PROCESSED' : 'FAILED', gatewayId: refundId, updatedAt: new Date() })
      .where(eq(payments.id, refund.id));
    await this.settleOrder(tx, refund.orderId);
  }

  /** The order's payment status from its refunds processed: all of it back, or part. */
  private async settleOrder(tx: Tx, orderId: number): Promise<void> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || !(PAID_STATUSES as readonly string[]).includes(row.paymentStatus)) return;
    const moved = await tx.select().from(payments).where(eq(payments.orderId, orderId));
    const back = orderRefunds(row, moved)
      .filter((p) => p.status === 'PROCESSED')
      .reduce((sum, p) => sum + p.amountPaise, 0);
    const paymentStatus = back <= 0 ? 'PAID' : back >= row.totalPaise ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    if (paymentStatus === row.paymentStatus) return;
    await tx
      .update(orders)
      .set({ paymentStatus, updatedAt: new Date(), version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
  }

  /**
   * Asks the gateway for the refunds written and not yet accepted by it. Each is claimed first
   * (its updated_at moved on), so two instances never ask for the same one at once; one asked
   * before and not answered is first looked for at the gateway by its receipt, so it is never made twice.
   */
  async sendRefunds(): Promise<void> {
    const gateway = this.settings.gateway;
    if (!gateway) return;
    const due = await this.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'REFUND'),
          eq(payments.provider, gateway.provider),
          eq(payments.status, 'PENDING'),
          isNull(payments.gatewayId),
        ),
      )
      .orderBy(asc(payments.id));
    for (const { id } of due) {
      const [seen] = await this.db.select().from(payments).where(eq(payments.id, id));
      // Never asked yet (updated_at is still its creation's), or asked long enough ago to have failed.
      const neverAsked = seen!.updatedAt.getTime() === seen!.createdAt.getTime();
      if (!neverAsked && seen!.updatedAt.getTime() > Date.now() - RETRY_AFTER_MS) continue;
      const [claimed] = await this.db
        .update(payments)
        .set({ updatedAt: new Date() })
        .where(
          and(
            eq(payments.id, id),
            isNull(payments.gatewayId),
            eq(payments.status, 'PENDING'),
            // In SQL, not against the time read: the database keeps microseconds, a Date milliseconds.
            neverAsked
              ? eq(payments.updatedAt, payments.createdAt)
              : lt(payments.updatedAt, new Date(Date.now() - RETRY_AFTER_MS)),
          ),
        )
        .returning();
      if (!claimed) continue;
      const [capture] = await this.db.select().from(payments).where(eq(payments.id, claimed.refundOfId!));
      if (!capture?.gatewayId) continue;
      const receipt = `refund-${claimed.id}`;
      try {
        const refund =
          (neverAsked ? null : await gateway.findRefund(capture.gatewayId, receipt)) ??
          (await gateway.refund(capture.gatewayId, claimed.amountPaise, receipt, {
            order_id: String(claimed.orderId),
            reason: claimed.note ?? '',
          }));
        await this.db.transaction(async (tx) => {
          await tx
            .update(payments)
            .set({ gatewayId: refund.id, updatedAt: new Date() })
            .where(and(eq(payments.id, claimed.id), isNull(payments.gatewayId)));
          if (refund.status !== 'pending')
            await this.refundSettled(
              tx,
              refund.id,
              capture.gatewayId!,
              claimed.amountPaise,
              refund.status === 'processed',
            );
        });
      } catch (e) {
        const refused = e instanceof GatewayError && e.status !== undefined && e.status >= 400 && e.status < 500;
        this.settings.log.warn(
          { err: e, refundId: claimed.id },
          refused ? 'The gateway refused a refund' : 'A refund will be asked again',
        );
        if (refused)
          await this.db
            .update(payments)
            .set({ status: 'FAILED', reference: (e as Error).message.slice(0, 200), updatedAt: new Date() })
            .where(eq(payments.id, claimed.id));
      }
    }
  }

  /**
   * The payment pages of orders closed unpaid are closed at the gateway, so a shopper cannot pay for
   * an order that is gone (one who pays in the last moment is refunded: `captured`). A page the
   * gateway no longer takes payments on is read instead: one paid meanwhile is recorded (and so
   * refunded). One the gateway could not be asked about is asked again by the job.
   */
  private async closePaymentPages(): Promise<void> {
    const gateway = this.settings.gateway;
    if (!gateway) return;
    const open = await this.db
      .select({ id: orders.id, orderNumber: orders.orderNumber, page: orders.gatewayOrderId })
      .from(orders)
      .where(
        and(
          isNotNull(orders.gatewayOrderId),
          isNull(orders.gatewayClosedAt),
          inArray(orders.status, CLOSED_STATUSES),
          notInArray(orders.paymentStatus, [...PAID_STATUSES]),
        ),
      )
      .orderBy(asc(orders.id));
    for (const row of open) {
      try {
        await gateway.cancelPayment(row.page!);
      } catch (e) {
        const hosted = e instanceof GatewayError ? await gateway.fetchPayment(row.page!).catch(() => null) : null;
        if (!hosted || hosted.status === 'created') {
          this.settings.log.warn({ err: e, orderId: row.id }, 'A closed order’s payment page will be closed later');
          continue;
        }
        await this.record(row.orderNumber, hosted.payments);
      }
      await this.db
        .update(orders)
        .set({ gatewayClosedAt: new Date() })
        .where(and(eq(orders.id, row.id), isNull(orders.gatewayClosedAt)));
    }
  }

  /**
   * The job: pending online orders checked against the gateway, those past their window cancelled
   * (stock and coupon back), refunds not yet accepted asked again, and the payment pages of closed
   * orders closed. Safe on several instances at
   * once: every write is guarded by a row lock and a unique key. `now` is given by tests.
   */
  async reconcile(now = new Date()): Promise<{ checked: number; cancelled: number }> {
    if (!this.settings.gateway) return { checked: 0, cancelled: 0 };
    const pending = await this.db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.paymentMethod, 'ONLINE'),
          eq(orders.paymentStatus, 'PENDING'),
          inArray(orders.status, CANCELLABLE_STATUSES),
        ),
      )
      .orderBy(asc(orders.id));
    const cancelled: Order[] = [];
    for (const row of pending) {
      try {
        await this.check(row);
      } catch (e) {
        // Not known whether it was paid: it waits for the next round rather than being cancelled blind.
        this.settings.log.warn({ err: e, orderId: row.id }, 'A pending online order could not be checked');
        continue;
      }
      if (!row.paymentDueAt || row.paymentDueAt >= now) continue;
      const closed = await this.db.transaction(async (tx) => {
        const [again] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
        if (!again || !awaitsOnline(again) || !CANCELLABLE_STATUSES.includes(again.status)) return undefined;
        return this.orders.changeStatus(tx, again, 'CANCELLED', NOBODY, storeNote('onlineNotPaidInTime'), 'FAILED');
      });
      if (closed) cancelled.push(closed);
    }
    await this.settleRefunds();
    await this.closePaymentPages();
    if (cancelled.length) {
      this.afterMoney();
      this.settings.changes.publish('catalogue', {
        stockOf: [
          ...new Set(cancelled.flatMap((o) => o.items.flatMap((i) => (i.productId == null ? [] : [i.productId])))),
        ],
      });
    }
    await this.sendRefunds();
    return { checked: pending.length, cancelled: cancelled.length };
  }

  /** Refunds the gateway took and has not said are done: asked, for a shop that gets no webhooks. */
  private async settleRefunds(): Promise<void> {
    const gateway = this.gateway();
    const waiting = await this.db
      .select({ refund: payments, paymentId: sql<string>`capture.gateway_id` })
      .from(payments)
      .innerJoin(sql`${payments} as capture`, sql`capture.id = ${payments.refundOfId}`)
      .where(
        and(
          eq(payments.kind, 'REFUND'),
          eq(payments.provider, gateway.provider),
          eq(payments.status, 'PENDING'),
          isNotNull(payments.gatewayId),
        ),
      );
    for (const { refund, paymentId } of waiting) {
      try {
        const found = await gateway.findRefund(paymentId, `refund-${refund.id}`);
        if (found && found.status !== 'pending')
          await this.db.transaction((tx) =>
            this.refundSettled(tx, refund.gatewayId!, paymentId, refund.amountPaise, found.status === 'processed'),
          );
      } catch (e) {
        this.settings.log.warn({ err: e, refundId: refund.id }, 'A refund’s state could not be read');
      }
    }
  }

  /**
   * An admin gives money back, all or part, never more than is left: through the gateway for an
   * online payment, or recorded with its reference for a UPI or cash refund the shop made itself.
   */
  async refundByAdmin(adminId: number, orderId: number, input: z.output<typeof refundSchema>): Promise<AdminOrder> {
    const amountPaise = toPaise(input.amount);
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!row) throw notFound('Order not found');
      const moved = await tx.select().from(payments).where(eq(payments.orderId, orderId));
      const left = refundablePaise(row, moved);
      if (left <= 0) throw conflict('This order has no payment left to refund');
      if (amountPaise > left) {
        const message = `At most ${rupeesText(left)} is left to refund`;
        throw invalid(message, [{ path: 'amount', message }]);
      }
      const capture = row.paymentMethod === 'ONLINE' ? acceptedCapture(row, moved) : undefined;
      if (capture) {
        await this.newRefund(tx, row, capture, amountPaise, input.reason, adminId);
        return;
      }
      if (!input.reference) {
        const message = 'Please give the reference of the refund you made (UPI or bank)';
        throw invalid(message, [{ path: 'reference', message }]);
      }
      await tx.insert(payments).values({
        orderId,
        kind: 'REFUND',
        provider: 'manual',
        amountPaise,
        status: 'PROCESSED',
        reference: input.reference,
        note: input.reason,
        createdById: adminId,
      });
      await this.settings.documents?.refunded(tx, orderId, amountPaise, input.reason);
      await this.settleOrder(tx, orderId);
    });
    await this.sendRefunds();
    return this.orders.getForAdmin(orderId);
  }

  /**
   * A return's refund, inside the return's transaction (the caller holds the order's lock): through
   * the gateway for an online payment (asked once the caller commits: call sendRefunds), recorded
   * with the shop's own reference for a UPI or cash refund, or kept as store credit (the coupon's
   * code its reference). A credit note follows, as with every refund of an invoiced order.
   */
  async refundReturn(
    tx: Tx,
    row: OrderRow,
    refund: { amountPaise: number; reason: string; byId: number; reference?: string; storeCreditCode?: string },
  ): Promise<PaymentRow> {
    const moved = await tx.select().from(payments).where(eq(payments.orderId, row.id));
    const capture = row.paymentMethod === 'ONLINE' ? acceptedCapture(row, moved) : undefined;
    if (capture && !refund.storeCreditCode)
      return this.newRefund(tx, row, capture, refund.amountPaise, refund.reason, refund.byId);
    if (!refund.storeCreditCode && !refund.reference) {
      const message = 'Please give the reference of the refund you made (UPI or bank)';
      throw invalid(message, [{ path: 'reference', message }]);
    }
    const [recorded] = await tx
      .insert(payments)
      .values({
        orderId: row.id,
        kind: 'REFUND',
        provider: refund.storeCreditCode ? 'store_credit' : 'manual',
        amountPaise: refund.amountPaise,
        status: 'PROCESSED',
        reference: refund.storeCreditCode ?? refund.reference,
        note: refund.reason,
        createdById: refund.byId,
      })
      .returning();
    await this.settings.documents?.refunded(tx, row.id, refund.amountPaise, refund.reason);
    await this.settleOrder(tx, row.id);
    return recorded!;
  }

  /** The mails an order's change wrote go out once the change is committed. */
  private afterMoney(): void {
    this.settings.mailer.kick();
  }
}
