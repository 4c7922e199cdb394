import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrder,
  AdminOrderRow,
  AdminPage,
  Coupon,
  HostedPayment,
  Order,
  Paged,
  Session,
  StoreSettings,
} from '@kuber/shared';
import { orders as ordersTable, outbox, payments as paymentsTable, products as productsTable } from '#api/db/schema.js';
import { LocalChangeBus } from '#api/lib/change-bus.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { startRazorpayStandIn, type RazorpayStandIn } from '#api/test/razorpay-stand-in.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { logTransport, Mailer } from '../mail/mailer.js';
import { orderMailSettings } from '../mail/order-mails.js';
import { OrdersService } from '../orders/orders.service.js';
import { PaymentsService } from './payments.service.js';
import { RazorpayGateway } from './razorpay-gateway.js';

/**
 * Paying online through the Razorpay stand-in, with the real app listening for its webhooks:
 * confirmed by the return, by the webhook, or by the job; a wrong amount, a late payment and a
 * forged webhook never pay an order; refunds, all or part, made once; an order left unpaid is
 * cancelled with its stock and coupon back.
 */
const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_kuber',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
};
let t: TestApp;
let standIn: RazorpayStandIn;
let admin: Session;
let kurta: { id: number };
let saree: { id: number };
const log: string[] = [];
/** The services as the app's timer runs them, on the same database and stand-in, to move time by `now`. */
let payments: PaymentsService;

beforeAll(async () => {
  standIn = await startRazorpayStandIn({
    keyId: KEYS.RAZORPAY_KEY_ID,
    keySecret: KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
  });
  t = await createTestApp(
    { ...KEYS, RAZORPAY_API_URL: standIn.url, LOG_LEVEL: 'warn' },
    { logStream: { write: (line) => void log.push(line) } },
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  standIn.setWebhookUrl(`${address}/api/payments/razorpay/webhook`);
  const { rows } = await shoppingCatalogue(t.database.db, [
    { name: 'Silk Kurta', category: 'womens-fashion', price: 1299.5, stockQuantity: 500 },
    { name: 'Cotton Saree', category: 'womens-fashion', price: 1499, stockQuantity: 100 },
  ]);
  kurta = rows.find((r) => r.name === 'Silk Kurta')!;
  saree = rows.find((r) => r.name === 'Cotton Saree')!;
  admin = await loginAdmin(t.app, t.database.db);
  const c = t.config;
  const mailer = new Mailer(t.database.db, logTransport(t.app.log, false), t.app.log);
  const changes = new LocalChangeBus();
  payments = new PaymentsService(t.database.db, {
    gateway: new RazorpayGateway({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: standIn.url,
    }),
    onlineWindowHours: c.ONLINE_PAYMENT_WINDOW_HOURS,
    cod: { maxOrder: 0, fee: 0, blockedPins: [] },
    storeUrl: () => address,
    log: t.app.log,
    mailer,
    changes,
  });
  payments.attach(
    new OrdersService(t.database.db, {
      taxRatePercent: c.TAX_RATE_PERCENT,
      changes,
      coupons: new CouponsService(t.database.db, {
        valuePaise: c.COUPON_VALUE * 100,
        minOrderPaise: c.COUPON_MIN_ORDER * 100,
        validDays: c.COUPON_VALID_DAYS,
      }),
      mailer,
      mails: orderMailSettings(c, () => address),
      upi: null,
      upiPaymentWindowHours: c.UPI_PAYMENT_WINDOW_HOURS,
      payments: payments.hook(),
    }),
  );
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

async function shopper(coupons = 0) {
  const { session, body } = await registerShopper(t.app);
  for (let i = 0; i < coupons; i++) await registerShopper(t.app, { referralCode: session.user.phone });
  const list = await t.as(session).get<Paged<Coupon>>('/api/coupons?status=available');
  return { session, codes: list.body.data.data.map((c) => c.code), email: body.email };
}

async function placeOnline(session: Session, quantity = 1, product = kurta, couponCode?: string): Promise<Order> {
  expect((await t.as(session).post('/api/cart/add', { productId: product.id, quantity })).status).toBe(200);
  const res = await t.as(session).post<Order>('/api/orders/create', {
    shippingAddress: ADDRESS,
    paymentMethod: 'ONLINE',
    couponCode,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

/** The shopper asks to pay: answers the hosted page's link id. */
async function payPage(session: Session, order: Order): Promise<string> {
  const res = await t.as(session).post<HostedPayment>(`/api/orders/${order.id}/pay`);
  expect(res.status, res.text).toBe(200);
  const linkId = res.body.data.url.split('/').at(-1)!;
  expect(standIn.links.get(linkId)).toMatchObject({
    amount: Math.round(order.totalAmount * 100),
    currency: 'INR',
    reference_id: order.orderNumber,
  });
  return linkId;
}

const orderOf = async (session: Session, id: number) => (await t.as(session).get<Order>(`/api/orders/${id}`)).body.data;
const adminOrder = async (id: number) => (await t.as(admin).get<AdminOrder>(`/api/admin/orders/${id}`)).body.data;
const stockOf = async (product: { id: number }) =>
  (
    await t.database.db
      .select({ s: productsTable.stockQuantity })
      .from(productsTable)
      .where(eq(productsTable.id, product.id))
  )[0]!.s;
const movements = (orderId: number) =>
  t.database.db.select().from(paymentsTable).where(eq(paymentsTable.orderId, orderId)).orderBy(paymentsTable.id);
/** The return to the store, as the browser follows the stand-in's redirect. */
const followReturn = (redirect: string) => {
  const u = new URL(redirect);
  return t.anonymous().get(`${u.pathname}${u.search}`);
};

async function eventually<T>(read: () => Promise<T>, holds: (v: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const capturedEvent = (paymentId: string) => ({
  entity: 'event',
  event: 'payment.captured',
  contains: ['payment'],
  payload: { payment: { entity: standIn.payments.get(paymentId) } },
});

describe('paying online', () => {
  it('is offered with the keys, first among the ways to pay', async () => {
    const res = await t.anonymous().get<StoreSettings>('/api/store');
    expect(res.body.data.paymentMethods).toEqual(['ONLINE', 'COD', 'WHATSAPP']);
  });

  it('holds the stock, and is paid by the signed return alone (no webhook), confirming the order', async () => {
    standIn.withholdWebhooks(true);
    try {
      const { session } = await shopper();
      const before = await stockOf(kurta);
      const order = await placeOnline(session, 2);
      expect(order).toMatchObject({
        status: 'PENDING',
        paymentStatus: 'PENDING',
        paymentMethod: 'ONLINE',
        canPayOnline: true,
      });
      expect(order.paymentDueAt).not.toBeNull();
      expect(await stockOf(kurta)).toBe(before - 2);

      const linkId = await payPage(session, order);
      // Asked again, the same page is answered rather than a second one made.
      expect((await t.as(session).post<HostedPayment>(`/api/orders/${order.id}/pay`)).body.data.url).toMatch(linkId);
      const back = await followReturn(await standIn.pay(linkId));
      expect(back.status).toBe(302);
      expect(back.headers.location).toBe(`/orders/${order.id}`);

      const paid = await orderOf(session, order.id);
      expect(paid).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', canPayOnline: false });
      expect(paid.history!.at(-1)).toMatchObject({ status: 'CONFIRMED', noteCode: 'paidOnline', by: null });
      expect(paid.payments).toEqual([
        expect.objectContaining({
          kind: 'CAPTURE',
          status: 'PROCESSED',
          amount: order.totalAmount,
          gatewayId: expect.stringMatching(/^pay_/),
        }),
      ]);
    } finally {
      standIn.withholdWebhooks(false);
    }
  });

  it('is paid by the webhook alone, when the shopper closes the tab', async () => {
    const { session, email } = await shopper();
    const order = await placeOnline(session);
    // The placed mail says by when to pay, and where.
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.body).toMatch(
      new RegExp(`Please pay ₹[\\d,.]+ by .* with Pay now on your order's page, .*/orders/${order.id}`),
    );
    await standIn.pay(await payPage(session, order)); // the redirect is never followed
    expect(await orderOf(session, order.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    // Both of Razorpay's events (payment.captured, payment_link.paid) came: one capture.
    expect((await movements(order.id)).filter((m) => m.kind === 'CAPTURE')).toHaveLength(1);
  });

  it('is paid by the job alone, with neither a return nor a webhook', async () => {
    standIn.withholdWebhooks(true);
    try {
      const { session } = await shopper();
      const order = await placeOnline(session);
      await standIn.pay(await payPage(session, order));
      expect((await orderOf(session, order.id)).paymentStatus).toBe('PENDING');
      await payments.reconcile();
      expect(await orderOf(session, order.id)).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
    } finally {
      standIn.withholdWebhooks(false);
    }
  });

  it(
    'handles a webhook delivered twice once, and 20 copies at once make one capture',
    { tags: ['postgres'] },
    async () => {
      standIn.withholdWebhooks(true);
      const { session } = await shopper();
      const order = await placeOnline(session);
      await standIn.pay(await payPage(session, order));
      standIn.withholdWebhooks(false);
      const paymentId = [...standIn.payments.values()].at(-1)!.id;
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          standIn.sendWebhook(capturedEvent(paymentId), i % 2 ? 'evt_same' : `evt_${i}`),
        ),
      );
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(await standIn.sendWebhook(capturedEvent(paymentId), 'evt_same')).toBe(200);
      expect((await movements(order.id)).filter((m) => m.kind === 'CAPTURE')).toHaveLength(1);
      const paid = await adminOrder(order.id);
      expect(paid).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID' });
      expect(paid.history.filter((h) => h.noteCode === 'paidOnline')).toHaveLength(1);
    },
  );

  it('takes a return and a webhook at the same moment as one payment', { tags: ['postgres'] }, async () => {
    for (let round = 0; round < 3; round++) {
      standIn.withholdWebhooks(true);
      const { session } = await shopper();
      const order = await placeOnline(session);
      const redirect = await standIn.pay(await payPage(session, order));
      standIn.withholdWebhooks(false);
      const paymentId = new URL(redirect).searchParams.get('razorpay_payment_id')!;
      const [back, hook] = await Promise.all([followReturn(redirect), standIn.sendWebhook(capturedEvent(paymentId))]);
      expect([back.status, hook]).toEqual([302, 200]);
      expect((await movements(order.id)).filter((m) => m.kind === 'CAPTURE')).toHaveLength(1);
      expect((await adminOrder(order.id)).history.filter((h) => h.noteCode === 'paidOnline')).toHaveLength(1);
    }
  });

  it('refuses a forged webhook (401, logged) and ignores a forged return', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    const linkId = await payPage(session, order);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_forged',
            amount: Math.round(order.totalAmount * 100),
            currency: 'INR',
            status: 'captured',
            notes: { order_number: order.orderNumber },
          },
        },
      },
    });
    const forged = await t
      .anonymous({
        'content-type': 'application/json',
        'x-razorpay-signature': 'a'.repeat(64),
        'x-razorpay-event-id': 'evt_forged',
      })
      .post('/api/payments/razorpay/webhook', body);
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe('The webhook signature does not match');
    expect(log.some((l) => l.includes('A payment webhook with a wrong signature was refused'))).toBe(true);
    const unsigned = await t
      .anonymous({ 'content-type': 'application/json' })
      .post('/api/payments/razorpay/webhook', body);
    expect(unsigned.status).toBe(400);

    const back = await t
      .anonymous()
      .get(
        `/api/payments/razorpay/return?razorpay_payment_id=pay_forged&razorpay_payment_link_id=${linkId}&razorpay_payment_link_reference_id=${order.orderNumber}&razorpay_payment_link_status=paid&razorpay_signature=${'b'.repeat(64)}`,
      );
    expect(back.status).toBe(302);
    expect(log.some((l) => l.includes('A payment return with a wrong signature was ignored'))).toBe(true);
    expect(await orderOf(session, order.id)).toMatchObject({ paymentStatus: 'PENDING', payments: [] });
  });

  it('never marks a wrong amount paid: flagged for the admin and refunded', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    await standIn.pay(await payPage(session, order), Math.round(order.totalAmount * 100) - 100);
    const seen = await eventually(
      () => adminOrder(order.id),
      (o) => o.payments.some((p) => p.kind === 'REFUND' && p.status === 'PROCESSED'),
    );
    expect(seen).toMatchObject({ status: 'PENDING', paymentStatus: 'PENDING', canPayOnline: true });
    expect(seen.paymentIssue).toMatch(/not the order's ₹.*refunded/);
    const list = await t.as(admin).get<AdminPage<AdminOrderRow>>(`/api/admin/orders?q=${order.orderNumber}`);
    expect(list.body.data.items).toEqual([expect.objectContaining({ paymentIssue: seen.paymentIssue })]);
    expect(seen.payments.map((p) => [p.kind, p.status])).toEqual([
      ['CAPTURE', 'PROCESSED'],
      ['REFUND', 'PROCESSED'],
    ]);
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === seen.payments[0]!.gatewayId)).toHaveLength(1);
  });

  it('closes the payment page of an order cancelled unpaid; with the gateway down, the job closes it later', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    const linkId = await payPage(session, order);
    expect((await t.as(session).put(`/api/orders/${order.id}/cancel`)).status).toBe(200);
    expect(standIn.links.get(linkId)!.status).toBe('cancelled');
    await expect(standIn.pay(linkId)).rejects.toThrow(/cannot be paid/);
    const closedAt = async (id: number) =>
      (await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, id)))[0]!.gatewayClosedAt;
    expect(await closedAt(order.id)).toBeInstanceOf(Date);

    const second = await placeOnline(session);
    const secondLink = await payPage(session, second);
    standIn.setDown(true);
    try {
      expect((await t.as(session).put(`/api/orders/${second.id}/cancel`)).status).toBe(200);
    } finally {
      standIn.setDown(false);
    }
    expect(standIn.links.get(secondLink)!.status).toBe('created');
    expect(await closedAt(second.id)).toBeNull();
    await payments.reconcile();
    expect(standIn.links.get(secondLink)!.status).toBe('cancelled');
    expect(await closedAt(second.id)).toBeInstanceOf(Date);
    // Closed once: the next rounds leave it alone.
    const calls = standIn.calls.length;
    await payments.reconcile();
    expect(standIn.calls.slice(calls).filter((c) => c.includes(secondLink))).toEqual([]);
  });

  it('refunds by itself a payment made just before the order was cancelled', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    const linkId = await payPage(session, order);
    // Paid at the gateway; the store has not heard yet when the shopper cancels.
    standIn.withholdWebhooks(true);
    try {
      await standIn.pay(linkId);
      expect((await t.as(session).put(`/api/orders/${order.id}/cancel`)).status).toBe(200);
    } finally {
      standIn.withholdWebhooks(false);
    }
    const seen = await eventually(
      () => orderOf(session, order.id),
      (o) => o.payments.some((p) => p.kind === 'REFUND' && p.status === 'PROCESSED'),
    );
    expect(seen).toMatchObject({ status: 'CANCELLED', paymentStatus: 'PENDING' });
    expect(seen.payments.find((p) => p.kind === 'REFUND')).toMatchObject({
      amount: order.totalAmount,
      gatewayId: expect.stringMatching(/^rfnd_/),
      note: 'Paid after the order was closed',
    });
  });

  it('a failed attempt is kept and the order still offers to pay', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    const linkId = await payPage(session, order);
    await standIn.fail(linkId);
    const seen = await orderOf(session, order.id);
    expect(seen).toMatchObject({ paymentStatus: 'PENDING', canPayOnline: true });
    expect(seen.payments).toEqual([
      expect.objectContaining({ kind: 'FAILURE', status: 'FAILED', reference: expect.stringMatching(/declined/) }),
    ]);
    // Trying again pays on the same page.
    expect(await payPage(session, order)).toBe(linkId);
    await standIn.pay(linkId);
    expect((await orderOf(session, order.id)).paymentStatus).toBe('PAID');
  });

  it('keeps the order when the gateway is down, and offers to pay again once it is back', async () => {
    const { session } = await shopper();
    standIn.setDown(true);
    try {
      const order = await placeOnline(session);
      const res = await t.as(session).post(`/api/orders/${order.id}/pay`);
      expect(res.status).toBe(503);
      expect(res.body.message).toMatch(/not answering/);
      expect(await orderOf(session, order.id)).toMatchObject({ status: 'PENDING', canPayOnline: true });
      standIn.setDown(false);
      await payPage(session, order);
    } finally {
      standIn.setDown(false);
    }
  });

  it('refuses to pay an order that is not online, or another shopper’s', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    const other = await shopper();
    expect((await t.as(other.session).post(`/api/orders/${order.id}/pay`)).status).toBe(404);
    await standIn.pay(await payPage(session, order));
    expect((await t.as(session).post(`/api/orders/${order.id}/pay`)).status).toBe(409);
  });
});

describe('refunds', () => {
  it('an admin refunds part, never more than is left; cancelling gives back the rest; each once', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session, 2);
    await standIn.pay(await payPage(session, order));
    const part = await t
      .as(admin)
      .post<AdminOrder>(`/api/admin/orders/${order.id}/refunds`, { amount: 500, reason: 'One kurta was torn' });
    expect(part.status, part.text).toBe(200);
    const partly = await eventually(
      () => adminOrder(order.id),
      (o) => o.paymentStatus === 'PARTIALLY_REFUNDED',
    );
    expect(partly).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', refundable: order.totalAmount - 500 });
    expect(partly.payments.find((p) => p.kind === 'REFUND')).toMatchObject({
      amount: 500,
      status: 'PROCESSED',
      note: 'One kurta was torn',
      gatewayId: expect.stringMatching(/^rfnd_/),
    });

    const tooMuch = await t
      .as(admin)
      .post(`/api/admin/orders/${order.id}/refunds`, { amount: order.totalAmount, reason: 'All of it' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/^At most ₹.* is left to refund$/);

    standIn.holdRefunds(true);
    const cancelled = await t.as(session).put<Order>(`/api/orders/${order.id}/cancel`);
    expect(cancelled.status).toBe(200);
    // Asked of the gateway, not yet processed: the order shows the refund pending.
    expect(cancelled.body.data.payments.at(-1)).toMatchObject({
      kind: 'REFUND',
      status: 'PENDING',
      amount: order.totalAmount - 500,
      gatewayId: expect.stringMatching(/^rfnd_/),
    });
    standIn.holdRefunds(false);
    const rest = [...standIn.refunds.values()].at(-1)!;
    rest.status = 'processed';
    await standIn.sendWebhook({ event: 'refund.processed', payload: { refund: { entity: rest } } });
    const done = await adminOrder(order.id);
    expect(done).toMatchObject({ status: 'CANCELLED', paymentStatus: 'REFUNDED', refundable: 0 });
    const captureId = done.payments[0]!.gatewayId;
    expect([...standIn.refunds.values()].filter((r) => r.payment_id === captureId).map((r) => r.amount)).toEqual([
      50000,
      Math.round(order.totalAmount * 100) - 50000,
    ]);
  });

  it('refunds asked at once never give back more than was paid', { tags: ['postgres'] }, async () => {
    for (let round = 0; round < 3; round++) {
      const { session } = await shopper();
      const order = await placeOnline(session);
      await standIn.pay(await payPage(session, order));
      // ₹400 each: only as many as the total holds go through.
      const fit = Math.floor(order.totalAmount / 400);
      const answers = await Promise.all(
        Array.from({ length: fit + 3 }, () =>
          t.as(admin).post(`/api/admin/orders/${order.id}/refunds`, { amount: 400, reason: 'Goodwill' }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(fit);
      expect(answers.filter((a) => a.status === 400)).toHaveLength(3);
      const refunds = (await movements(order.id)).filter((m) => m.kind === 'REFUND');
      expect(refunds).toHaveLength(fit);
      const capture = (await movements(order.id)).find((m) => m.kind === 'CAPTURE')!;
      await eventually(
        async () => [...standIn.refunds.values()].filter((r) => r.payment_id === capture.gatewayId).length,
        (n) => n === fit,
      );
      expect([...standIn.refunds.values()].filter((r) => r.payment_id === capture.gatewayId)).toHaveLength(fit);
    }
  });

  it('two tabs asking to pay at once get the same payment page', { tags: ['postgres'] }, async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.as(session).post<HostedPayment>(`/api/orders/${order.id}/pay`)),
    );
    expect(new Set(answers.map((a) => a.body.data.url)).size).toBe(1);
    const [row] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    expect(answers[0]!.body.data.url).toMatch(row!.gatewayOrderId!);
  });

  it('a refund whose answer was lost is found by its receipt, never asked twice', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    await standIn.pay(await payPage(session, order));
    standIn.holdRefunds(true);
    standIn.loseNextRefundAnswer();
    expect((await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'CANCELLED' })).status).toBe(200);
    const [refund] = (await movements(order.id)).filter((m) => m.kind === 'REFUND');
    expect(refund).toMatchObject({ status: 'PENDING', gatewayId: null });
    // The job asks again once the first try is old enough; at once it does not.
    await payments.reconcile();
    expect((await movements(order.id)).find((m) => m.kind === 'REFUND')!.gatewayId).toBeNull();
    await t.database.db
      .update(paymentsTable)
      .set({ updatedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(paymentsTable.id, refund!.id));
    await Promise.all([payments.reconcile(), payments.reconcile()]);
    const after = (await movements(order.id)).find((m) => m.kind === 'REFUND')!;
    const made = [...standIn.refunds.values()].filter((r) => r.receipt === `refund-${refund!.id}`);
    expect(made).toHaveLength(1);
    expect(after.gatewayId).toBe(made[0]!.id);
    standIn.holdRefunds(false);
  });

  it('without webhooks, the job reads a refund’s state and settles it', async () => {
    const { session } = await shopper();
    const order = await placeOnline(session);
    await standIn.pay(await payPage(session, order));
    standIn.withholdWebhooks(true);
    try {
      const res = await t.as(admin).post<AdminOrder>(`/api/admin/orders/${order.id}/refunds`, {
        amount: order.totalAmount,
        reason: 'Out of stock after all',
      });
      expect(res.body.data.payments.at(-1)).toMatchObject({ kind: 'REFUND', status: 'PENDING' });
      await eventually(
        async () => [...standIn.refunds.values()].at(-1)!.status,
        (s) => s === 'processed',
      );
      expect((await adminOrder(order.id)).paymentStatus).toBe('PAID');
      await payments.reconcile();
      expect(await adminOrder(order.id)).toMatchObject({ paymentStatus: 'REFUNDED', refundable: 0 });
    } finally {
      standIn.withholdWebhooks(false);
    }
  });

  it('a UPI or cash refund is recorded with its reference', async () => {
    const { session } = await shopper();
    expect((await t.as(session).post('/api/cart/add', { productId: saree.id, quantity: 1 })).status).toBe(200);
    const cod = (
      await t.as(session).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })
    ).body.data;
    expect(
      (await t.as(admin).post(`/api/admin/orders/${cod.id}/refunds`, { amount: 100, reason: 'Not paid yet' })).status,
    ).toBe(409);
    await t.as(admin).put(`/api/admin/orders/${cod.id}/status`, { status: 'DELIVERED' });
    const noReference = await t
      .as(admin)
      .post(`/api/admin/orders/${cod.id}/refunds`, { amount: 100, reason: 'Late delivery' });
    expect(noReference.status).toBe(400);
    const res = await t.as(admin).post<AdminOrder>(`/api/admin/orders/${cod.id}/refunds`, {
      amount: 100,
      reason: 'Late delivery',
      reference: '412345678901',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', refundable: cod.totalAmount - 100 });
    expect(res.body.data.payments).toEqual([
      expect.objectContaining({
        kind: 'REFUND',
        provider: 'manual',
        status: 'PROCESSED',
        reference: '412345678901',
        amount: 100,
      }),
    ]);
    expect(standIn.refunds.size).toBeGreaterThan(0); // the gateway's, from other tests: none for this order
    expect([...standIn.refunds.values()].some((r) => r.notes.order_id === String(cod.id))).toBe(false);
  });
});

describe('an online order left unpaid', () => {
  it('is cancelled after its window with its stock and coupon back, once', { tags: ['postgres'] }, async () => {
    const { session, codes } = await shopper(1);
    const before = await stockOf(saree);
    const order = await placeOnline(session, 1, saree, codes[0]);
    await payPage(session, order);
    expect(await stockOf(saree)).toBe(before - 1);
    const due = Date.parse(order.paymentDueAt!);
    await payments.reconcile(new Date(due - 60_000));
    expect((await orderOf(session, order.id)).status).toBe('PENDING');
    await Promise.all([payments.reconcile(new Date(due + 60_000)), payments.reconcile(new Date(due + 60_000))]);
    const after = await orderOf(session, order.id);
    expect(after).toMatchObject({ status: 'CANCELLED', paymentStatus: 'FAILED', canPayOnline: false });
    expect(after.history!.at(-1)).toMatchObject({ noteCode: 'onlineNotPaidInTime', by: null });
    expect(await stockOf(saree)).toBe(before);
    const coupons = await t.as(session).get<Paged<Coupon>>('/api/coupons');
    expect(coupons.body.data.data.find((c) => c.code === codes[0])).toMatchObject({ status: 'AVAILABLE' });
    const [row] = await t.database.db
      .select()
      .from(ordersTable)
      .where(and(eq(ordersTable.id, order.id)));
    expect(row!.stockReturned).toBe(true);
  });
});
