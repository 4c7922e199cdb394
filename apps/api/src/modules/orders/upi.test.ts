import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminOrderRow, AdminPage, Coupon, Order, Paged, Session, StoreSettings } from '@kuber/shared';
import { loadConfig } from '#api/config.js';
import { outbox, products as productsTable } from '#api/db/schema.js';
import { LocalChangeBus } from '#api/lib/change-bus.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, UPI_SETTINGS, type TestApp } from '#api/test/test-app.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { logTransport, Mailer } from '../mail/mailer.js';
import { orderMailSettings } from '../mail/order-mails.js';
import { OrdersService } from './orders.service.js';

/**
 * Paying by UPI without a gateway, through the real app: the link is made from the
 * server's order, the shopper gives the reference, the shop confirms or cancels, and
 * an order left unpaid past the window is cancelled with its stock and coupon back.
 */
let t: TestApp;
let admin: Session;
let kurta: { id: number };
/** Bought only by the unpaid-order test, so the stock it counts is its own orders'. */
let saree: { id: number };
/** The service as the app's timer runs it, on the same database, to move time by `now`. */
let orders: OrdersService;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp(UPI_SETTINGS);
  const { rows } = await shoppingCatalogue(t.database.db, [
    { name: 'Silk Kurta', category: 'womens-fashion', price: 1299.5, stockQuantity: 500 },
    { name: 'Cotton Saree', category: 'womens-fashion', price: 1499, stockQuantity: 100 },
  ]);
  kurta = rows.find((r) => r.name === 'Silk Kurta')!;
  saree = rows.find((r) => r.name === 'Cotton Saree')!;
  admin = await loginAdmin(t.app, t.database.db);
  const c = t.config;
  orders = new OrdersService(t.database.db, {
    taxRatePercent: c.TAX_RATE_PERCENT,
    changes: new LocalChangeBus(),
    coupons: new CouponsService(t.database.db, {
      valuePaise: c.COUPON_VALUE * 100,
      minOrderPaise: c.COUPON_MIN_ORDER * 100,
      validDays: c.COUPON_VALID_DAYS,
    }),
    mailer: new Mailer(t.database.db, logTransport(t.app.log, false), t.app.log),
    mails: orderMailSettings(c, () => 'http://localhost'),
    upi: { payeeAddress: UPI_SETTINGS.STORE_UPI_ID, payeeName: UPI_SETTINGS.STORE_UPI_NAME },
    upiPaymentWindowHours: c.UPI_PAYMENT_WINDOW_HOURS,
  });
});
afterAll(async () => {
  await t?.close();
});

/** A shopper with `coupons` coupons earned (as many friends signed up with their code). */
async function shopper(coupons = 0): Promise<{ session: Session; codes: string[]; email: string }> {
  const { session, body } = await registerShopper(t.app);
  for (let i = 0; i < coupons; i++) await registerShopper(t.app, { referralCode: session.user.phone });
  const list = await t.as(session).get<Paged<Coupon>>('/api/coupons?status=available');
  return { session, codes: list.body.data.data.map((c) => c.code), email: body.email };
}

async function placeUpiOrder(
  session: Session,
  quantity = 2,
  couponCode?: string,
  extra: object = {},
  product = kurta,
): Promise<Order> {
  expect((await t.as(session).post('/api/cart/add', { productId: product.id, quantity })).status).toBe(200);
  const res = await t.as(session).post<Order>('/api/orders/create', {
    shippingAddress: ADDRESS,
    paymentMethod: 'UPI',
    couponCode,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const stockOf = async (product: { id: number }) =>
  (
    await t.database.db
      .select({ s: productsTable.stockQuantity })
      .from(productsTable)
      .where(eq(productsTable.id, product.id))
  )[0]!.s;
const kurtaStock = () => stockOf(kurta);
const linkParams = (link: string) => Object.fromEntries(new URLSearchParams(link.slice('upi://pay?'.length)));
const adminOrder = async (id: number) => (await t.as(admin).get<AdminOrder>(`/api/admin/orders/${id}`)).body.data;

describe('placing an order paid by UPI', () => {
  it('answers a upi://pay link to the shop’s UPI ID for the server’s total, with the order number as note and reference', async () => {
    const { session } = await shopper();
    // Whatever the page sends beside the cart, the amount is the order's own.
    const order = await placeUpiOrder(session, 2, undefined, { totalAmount: 1, amount: 1 });
    expect(order).toMatchObject({
      paymentMethod: 'UPI',
      paymentStatus: 'PENDING',
      status: 'PENDING',
      paymentReference: null,
    });
    expect(order.totalAmount).toBeGreaterThan(2599);
    expect(order.upiLink!.startsWith('upi://pay?')).toBe(true);
    expect(linkParams(order.upiLink!)).toEqual({
      pa: 'kuberfashion@okicici',
      pn: 'Kuber Fashion',
      am: order.totalAmount.toFixed(2),
      cu: 'INR',
      tn: `Order ${order.orderNumber}`,
      tr: order.orderNumber,
    });
    // The store setting's window, 24 hours by default, from when it was placed.
    expect(Date.parse(order.paymentDueAt!) - Date.parse(order.createdAt)).toBeCloseTo(24 * HOUR_MS, -4);

    // The same link when the order is read again, in the list and on its own.
    expect((await t.as(session).get<Order>(`/api/orders/${order.id}`)).body.data.upiLink).toBe(order.upiLink);
    const mine = await t.as(session).get<Paged<Order>>('/api/orders/my-orders');
    expect(mine.body.data.data.find((o) => o.id === order.id)!.upiLink).toBe(order.upiLink);
  });

  it('the shopper’s mail says how much to pay by when, and where the link is', async () => {
    const { session, email } = await shopper();
    const order = await placeUpiOrder(session);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
    const due = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(order.paymentDueAt!));
    expect(mail!.body).toContain(
      `Payment: Pay by UPI. Please pay ₹${order.totalAmount.toLocaleString('en-IN')} by ${due} (India time)`,
    );
    expect(mail!.body).toContain(`/orders/${order.id}; an order still unpaid then is cancelled.`);
  });

  it('the store offers UPI in its settings, with the window', async () => {
    const store = await t.anonymous().get<StoreSettings>('/api/store');
    expect(store.body.data.paymentMethods).toContain('UPI');
    expect(store.body.data.upiPaymentWindowHours).toBe(24);
  });

  it('has no link once the payment is marked received', async () => {
    const { session } = await shopper();
    const order = await placeUpiOrder(session);
    const paid = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${order.id}/payment`, { status: 'PAID' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ paymentStatus: 'PAID', status: 'CONFIRMED', upiLink: null });
    expect((await t.as(session).get<Order>(`/api/orders/${order.id}`)).body.data.upiLink).toBeNull();
  });
});

describe('a store without its UPI settings', () => {
  it('does not offer UPI and refuses a UPI order with 400 and why, keeping the cart', async () => {
    const plain = await createTestApp();
    try {
      const store = await plain.anonymous().get<StoreSettings>('/api/store');
      expect(store.body.data.paymentMethods).toEqual(['COD', 'WHATSAPP']);
      const { tee } = await shoppingCatalogue(plain.database.db);
      const { session } = await registerShopper(plain.app);
      await plain.as(session).post('/api/cart/add', {
        productId: tee.id,
        quantity: 1,
        size: 'M',
        color: 'Black',
      });
      const res = await plain.as(session).post<null>('/api/orders/create', {
        shippingAddress: ADDRESS,
        paymentMethod: 'UPI',
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('This store does not take UPI payments. Please choose another payment method.');
      expect(res.body.errors).toEqual([{ path: 'paymentMethod', message: res.body.message }]);
      const cart = await plain.as(session).get<unknown[]>('/api/cart');
      expect(cart.body.data).toHaveLength(1);
      expect(
        (await plain.as(session).post('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })).status,
      ).toBe(201);
    } finally {
      await plain.close();
    }
  });

  it('will not start with a UPI ID and no payee name, or a UPI ID that is not one', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STORE_UPI_ID: 'kuberfashion@okicici' })).toThrow(
      'STORE_UPI_ID and STORE_UPI_NAME go together',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', STORE_UPI_NAME: 'Kuber Fashion' })).toThrow(
      'STORE_UPI_ID and STORE_UPI_NAME go together',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', STORE_UPI_ID: 'kuberfashion', STORE_UPI_NAME: 'Kuber Fashion' }),
    ).toThrow('STORE_UPI_ID must be a UPI ID');
    expect(
      loadConfig({ NODE_ENV: 'test', ...UPI_SETTINGS, UPI_PAYMENT_WINDOW_HOURS: '6' }).UPI_PAYMENT_WINDOW_HOURS,
    ).toBe(6);
  });
});

describe('the shopper’s UPI reference (UTR)', () => {
  it('takes the 12 digits on the shopper’s own pending UPI order, and the admin sees it', async () => {
    const { session } = await shopper();
    const order = await placeUpiOrder(session);
    const url = `/api/orders/${order.id}/payment-reference`;

    for (const reference of ['41234567890', '4123456789012', '41234567890a', '']) {
      const bad = await t.as(session).put(url, { reference });
      expect(bad.status, reference).toBe(400);
      expect(bad.body.message).toBe('Enter the 12-digit UPI reference (UTR) from your UPI app');
    }
    const someoneElse = await shopper();
    expect((await t.as(someoneElse.session).put(url, { reference: '412345678901' })).status).toBe(404);
    expect((await t.anonymous().put(url, { reference: '412345678901' })).status).toBe(401);
    expect((await adminOrder(order.id)).paymentReference).toBeNull();

    const given = await t.as(session).put<Order>(url, { reference: ' 412345678901 ' });
    expect(given.status).toBe(200);
    expect(given.body.message).toBe('Thank you. We will confirm your payment shortly.');
    expect(given.body.data).toMatchObject({
      paymentReference: '412345678901',
      paymentStatus: 'PENDING',
      upiLink: order.upiLink,
    });

    // Given again (a typo put right) before the shop has checked it.
    expect((await t.as(session).put<Order>(url, { reference: '512345678901' })).body.data.paymentReference).toBe(
      '512345678901',
    );

    // The back office lists the UPI orders awaiting payment with the reference beside them.
    const awaiting = await t
      .as(admin)
      .get<AdminPage<AdminOrderRow>>('/api/admin/orders?paymentMethod=UPI&paymentStatus=PENDING&size=100');
    expect(awaiting.body.data.items.find((o) => o.id === order.id)).toMatchObject({
      paymentMethod: 'UPI',
      paymentStatus: 'PENDING',
      paymentReference: '512345678901',
    });
    expect(awaiting.body.data.items.every((o) => o.paymentMethod === 'UPI' && o.paymentStatus === 'PENDING')).toBe(
      true,
    );
    expect((await adminOrder(order.id)).paymentReference).toBe('512345678901');
  });

  it('is refused with 409 on a cash order, a paid one and a cancelled one', async () => {
    const { session } = await shopper();
    await t.as(session).post('/api/cart/add', { productId: kurta.id, quantity: 1 });
    const cash = (
      await t.as(session).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })
    ).body.data;
    const paid = await placeUpiOrder(session);
    await t.as(admin).put(`/api/admin/orders/${paid.id}/payment`, { status: 'PAID' });
    const cancelled = await placeUpiOrder(session);
    expect((await t.as(session).put(`/api/orders/${cancelled.id}/cancel`)).status).toBe(200);

    for (const order of [cash, paid, cancelled]) {
      const res = await t.as(session).put(`/api/orders/${order.id}/payment-reference`, { reference: '412345678901' });
      expect(res.status, order.paymentMethod).toBe(409);
      expect(res.body.message).toBe('This order is not waiting for a UPI payment');
    }
  });
});

describe('confirming a UPI payment', () => {
  it('a shopper cannot mark their own order paid, nor cancel it as not received: those are the admin’s', async () => {
    const { session } = await shopper();
    const order = await placeUpiOrder(session);
    await t.as(session).put(`/api/orders/${order.id}/payment-reference`, { reference: '412345678901' });
    expect((await t.as(session).put(`/api/admin/orders/${order.id}/payment`, { status: 'PAID' })).status).toBe(403);
    expect((await t.as(session).put(`/api/admin/orders/${order.id}/payment-not-received`)).status).toBe(403);
    expect((await t.as(session).get<Order>(`/api/orders/${order.id}`)).body.data).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });
  });

  it('Not received cancels the order with its stock and coupon back, and the history says why', async () => {
    const { session, codes, email } = await shopper(1);
    const before = await kurtaStock();
    const order = await placeUpiOrder(session, 2, codes[0]);
    expect(order.discount).toBe(100);
    expect(await kurtaStock()).toBe(before - 2);

    const res = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${order.id}/payment-not-received`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order cancelled: payment not received');
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', paymentStatus: 'FAILED', upiLink: null });
    expect(res.body.data.history.at(-1)).toMatchObject({
      status: 'CANCELLED',
      by: 'Store Admin',
      note: 'UPI payment not received',
      noteCode: 'upiNotReceived',
    });
    expect(await kurtaStock()).toBe(before);
    const coupons = await t.as(session).get<Paged<Coupon>>('/api/coupons');
    expect(coupons.body.data.data.find((c) => c.code === codes[0])).toMatchObject({
      status: 'AVAILABLE',
      orderId: null,
    });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
    expect(mail!.subject).toBe(`Your Kuber Fashion order ${order.orderNumber} has been cancelled`);

    const again = await t.as(admin).put(`/api/admin/orders/${order.id}/payment-not-received`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is not waiting for a UPI payment');
    expect(await kurtaStock()).toBe(before);
    expect((await t.as(admin).put('/api/admin/orders/999999/payment-not-received')).status).toBe(404);
  });
});

describe('an order left unpaid', () => {
  it('is cancelled once the window has passed, its stock and coupon given back; paid and cash orders are left alone', async () => {
    const { session, codes } = await shopper(1);
    const before = await stockOf(saree);
    const unpaid = await placeUpiOrder(session, 3, codes[0], {}, saree);
    const paid = await placeUpiOrder(session, 1, undefined, {}, saree);
    await t.as(admin).put(`/api/admin/orders/${paid.id}/payment`, { status: 'PAID' });
    await t.as(session).post('/api/cart/add', { productId: saree.id, quantity: 1 });
    const cash = (
      await t.as(session).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })
    ).body.data;
    expect(await stockOf(saree)).toBe(before - 5);

    const due = Date.parse(unpaid.paymentDueAt!);
    // A minute before the window closes, nothing happens.
    await orders.cancelUnpaid(new Date(due - 60_000));
    expect((await t.as(session).get<Order>(`/api/orders/${unpaid.id}`)).body.data.status).toBe('PENDING');

    // A day later every UPI order still unpaid is cancelled (others placed by earlier tests may be among them).
    expect(await orders.cancelUnpaid(new Date(due + 24 * HOUR_MS))).toBeGreaterThanOrEqual(1);
    const after = (await t.as(session).get<Order>(`/api/orders/${unpaid.id}`)).body.data;
    expect(after).toMatchObject({ status: 'CANCELLED', paymentStatus: 'FAILED', upiLink: null, canCancel: false });
    expect(after.history!.at(-1)).toMatchObject({
      status: 'CANCELLED',
      by: null,
      note: 'UPI payment not received in time',
      noteCode: 'upiNotReceivedInTime',
    });
    expect(await stockOf(saree)).toBe(before - 2);
    const coupons = await t.as(session).get<Paged<Coupon>>('/api/coupons');
    expect(coupons.body.data.data.find((c) => c.code === codes[0])).toMatchObject({
      status: 'AVAILABLE',
      orderId: null,
    });

    expect((await t.as(session).get<Order>(`/api/orders/${paid.id}`)).body.data).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
    });
    expect((await t.as(session).get<Order>(`/api/orders/${cash.id}`)).body.data).toMatchObject({
      status: 'PENDING',
      paymentStatus: 'PENDING',
    });

    // Run again, nothing more to do, and the stock is given back once.
    expect(await orders.cancelUnpaid(new Date(due + 48 * HOUR_MS))).toBe(0);
    expect(await stockOf(saree)).toBe(before - 2);
  });
});
