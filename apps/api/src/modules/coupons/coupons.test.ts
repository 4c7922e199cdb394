import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, Order, Paged, Session, User } from '@kuber/shared';
import { coupons as couponsTable, orders as ordersTable, products as productsTable } from '#api/db/schema.js';
import { loadConfig } from '#api/config.js';
import { LocalChangeBus } from '#api/lib/change-bus.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { logTransport, Mailer } from '../mail/mailer.js';
import { orderMailSettings } from '../mail/order-mails.js';
import { OrdersService } from '../orders/orders.service.js';
import { CouponsService } from './coupons.service.js';

/**
 * Spending coupons at checkout through the real app: the server checks the coupon is the
 * shopper's, unspent, unexpired and that the order meets its minimum, takes it in the
 * order's transaction, and gives it back once when the order is cancelled or returned.
 */
let t: TestApp;
let products: Awaited<ReturnType<typeof shoppingCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  // Plenty of one product above the coupons' ₹999 minimum, for the many orders placed here.
  products = await shoppingCatalogue(t.database.db, [
    { name: 'Silk Kurta', category: 'womens-fashion', price: 1299, stockQuantity: 500 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A new shopper, signed up with a friend's referral code when one is given. */
const register = async (referralCode?: string) =>
  (await registerShopper(t.app, referralCode ? { referralCode } : {})).session;

/** A shopper who has earned `n` coupons: n friends signed up with their code. */
async function shopperWithCoupons(n: number): Promise<{ shopper: Session; codes: string[] }> {
  const shopper = await register();
  for (let i = 0; i < n; i++) await register(shopper.user.phone);
  const list = await t.as(shopper).get<Paged<Coupon>>('/api/coupons?status=available');
  return { shopper, codes: list.body.data.data.map((c) => c.code) };
}

const kurtaId = () => products.rows.find((p) => p.name === 'Silk Kurta')!.id;
const addKurta = (s: Session) => t.as(s).post('/api/cart/add', { productId: kurtaId(), quantity: 1 });
const addTee = (s: Session) =>
  t.as(s).post('/api/cart/add', { productId: products.tee.id, quantity: 1, size: 'M', color: 'Black' });
const placeOrder = (s: Session, couponCode?: string) =>
  t.as(s).post<Order>('/api/orders/create', {
    shippingAddress: ADDRESS,
    paymentMethod: 'COD',
    ...(couponCode ? { couponCode } : {}),
  });
const coupon = async (s: Session, code: string) =>
  (await t.as(s).get<Paged<Coupon>>('/api/coupons')).body.data.data.find((c) => c.code === code)!;
const spendable = async (s: Session) => (await t.as(s).get<User>('/api/auth/me')).body.data.kuberCoupons;

describe('spending a coupon at checkout', () => {
  it('takes its value off before tax, is spent on that order, and can’t be spent again', async () => {
    const { shopper, codes } = await shopperWithCoupons(2);
    await addKurta(shopper);
    // Typed in small letters with spaces around it: still the shopper's code.
    const res = await placeOrder(shopper, ` ${codes[0]!.toLowerCase()} `);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // ₹1,299 − ₹100 = ₹1,199; tax 8% of that = ₹95.92.
    expect(res.body.data).toMatchObject({ subtotal: 1299, discount: 100, tax: 95.92, totalAmount: 1294.92 });
    expect(await coupon(shopper, codes[0]!)).toMatchObject({
      status: 'SPENT',
      orderId: res.body.data.id,
      spentAt: expect.any(String),
    });
    expect(await spendable(shopper)).toBe(1);

    await addKurta(shopper);
    const again = await placeOrder(shopper, codes[0]);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This coupon has already been used');
    // Nothing of the refused order was written: the cart is still there and no order took the other coupon.
    expect((await t.as(shopper).get<unknown[]>('/api/cart')).body.data).toHaveLength(1);
    const without = await placeOrder(shopper);
    expect(without.body.data).toMatchObject({ subtotal: 1299, discount: 0, tax: 103.92, totalAmount: 1402.92 });
  });

  it('refuses a subtotal under the minimum, an expired coupon and somebody else’s, with the reason by the field', async () => {
    const { shopper, codes } = await shopperWithCoupons(2);
    const other = await shopperWithCoupons(1);
    await addTee(shopper);
    const small = await placeOrder(shopper, codes[0]);
    expect(small.status).toBe(400);
    expect(small.body.message).toBe('This coupon needs an order of ₹999 or more; add ₹499.50 to use it');
    expect(small.body.errors).toEqual([{ path: 'couponCode', message: small.body.message }]);

    await addKurta(shopper);
    await t.database.db
      .update(couponsTable)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(couponsTable.code, codes[1]!));
    const expired = await placeOrder(shopper, codes[1]);
    expect([expired.status, expired.body.message]).toEqual([400, 'This coupon has expired']);

    const theirs = await placeOrder(shopper, other.codes[0]);
    expect([theirs.status, theirs.body.message]).toEqual([400, 'You have no coupon with this code']);
    expect(await coupon(other.shopper, other.codes[0]!)).toMatchObject({ status: 'AVAILABLE' });

    const garbled = await placeOrder(shopper, 'KF 100%');
    expect([garbled.status, garbled.body.message]).toEqual([400, 'Please choose a valid coupon']);
    // Refusals wrote nothing: with the minimum met the first coupon still works.
    const placed = await placeOrder(shopper, codes[0]);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ subtotal: 1798.5, discount: 100 });
  });

  it(
    'two orders racing for one coupon: one takes it, the other is refused and writes nothing',
    { tags: ['postgres'] },
    async () => {
      const { shopper, codes } = await shopperWithCoupons(1);
      await addKurta(shopper);
      const results = await Promise.all([placeOrder(shopper, codes[0]), placeOrder(shopper, codes[0])]);
      const [placed, refused] = results[0]!.status === 201 ? results : [results[1]!, results[0]!];
      expect(placed!.status).toBe(201);
      // The loser finds the coupon spent, or the cart the winner emptied: a refusal either way, never a second order.
      expect([400, 409]).toContain(refused!.status);
      const [row] = await t.database.db.select().from(couponsTable).where(eq(couponsTable.code, codes[0]!));
      const orders = await t.database.db.select().from(ordersTable).where(eq(ordersTable.userId, shopper.user.id));
      expect(orders.map((o) => [o.id, o.discountPaise, o.couponId])).toEqual([[placed!.body.data.id, 10_000, row!.id]]);
      expect(row).toMatchObject({ spentOrderId: placed!.body.data.id });
    },
  );
});

describe('giving a coupon back', () => {
  it('cancelling gives it back once; a later return of that order leaves it spent on the next one', async () => {
    const { shopper, codes } = await shopperWithCoupons(1);
    await addKurta(shopper);
    const first = (await placeOrder(shopper, codes[0])).body.data;
    const cancelled = await t.as(shopper).put<Order>(`/api/orders/${first.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.discount).toBe(100);
    expect(await coupon(shopper, codes[0]!)).toMatchObject({ status: 'AVAILABLE', orderId: null, spentAt: null });
    expect(await spendable(shopper)).toBe(1);

    await addKurta(shopper);
    const second = (await placeOrder(shopper, codes[0])).body.data;
    expect(second.discount).toBe(100);
    // An admin marks the cancelled order returned (the path the admin's status change takes): the coupon stays with the second order.
    const c = t.config;
    const orders = new OrdersService(t.database.db, {
      taxRatePercent: c.TAX_RATE_PERCENT,
      changes: new LocalChangeBus(),
      coupons: new CouponsService(t.database.db, { valuePaise: 10_000, minOrderPaise: 99_900, validDays: 90 }),
      mailer: new Mailer(t.database.db, logTransport(t.app.log, false), t.app.log),
      mails: orderMailSettings(c, () => 'http://localhost'),
      upi: null,
      upiPaymentWindowHours: 24,
    });
    await t.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(ordersTable).where(eq(ordersTable.id, first.id));
      await orders.changeStatus(tx, row!, 'RETURNED', { id: shopper.user.id, name: 'Admin' });
    });
    expect(await coupon(shopper, codes[0]!)).toMatchObject({ status: 'SPENT', orderId: second.id });
    expect(await spendable(shopper)).toBe(0);
  });
});

describe('an order opened again', () => {
  it('spends its coupon again, or is refused when the coupon was spent since on another order', async () => {
    const admin = await loginAdmin(t.app, t.database.db);
    const setStatus = (id: number, status: string) =>
      t.as(admin).put<Order>(`/api/admin/orders/${id}/status`, { status });
    const kurtaStock = async () =>
      (
        await t.database.db
          .select({ s: productsTable.stockQuantity })
          .from(productsTable)
          .where(eq(productsTable.id, kurtaId()))
      )[0]!.s;
    const { shopper, codes } = await shopperWithCoupons(1);
    await addKurta(shopper);
    const first = (await placeOrder(shopper, codes[0])).body.data;
    expect((await setStatus(first.id, 'CANCELLED')).status).toBe(200);
    expect(await coupon(shopper, codes[0]!)).toMatchObject({ status: 'AVAILABLE', orderId: null });
    const reopened = await setStatus(first.id, 'PENDING');
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.discount).toBe(100);
    expect(await coupon(shopper, codes[0]!)).toMatchObject({ status: 'SPENT', orderId: first.id });

    // Returned, its coupon spent on the next order: the first can no longer be opened again, and nothing moves.
    expect((await setStatus(first.id, 'RETURNED')).status).toBe(200);
    await addKurta(shopper);
    const second = (await placeOrder(shopper, codes[0])).body.data;
    const stock = await kurtaStock();
    const refused = await setStatus(first.id, 'DELIVERED');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `The coupon ${codes[0]} given back with this order has since been used on another order, so this order cannot be opened again`,
    );
    expect(await coupon(shopper, codes[0]!)).toMatchObject({ status: 'SPENT', orderId: second.id });
    expect(await kurtaStock()).toBe(stock);
  });
});

describe('store settings', () => {
  it('the store’s settings give coupons their value and minimum, and COUPON_VALID_DAYS=0 coupons that never expire', async () => {
    const other = await createTestApp({ COUPON_VALUE: 250, COUPON_MIN_ORDER: 1500, COUPON_VALID_DAYS: 0 });
    try {
      const { session: a } = await registerShopper(other.app);
      await registerShopper(other.app, { referralCode: a.user.phone });
      const list = (await other.as(a).get<Paged<Coupon>>('/api/coupons')).body.data;
      expect(list.data).toEqual([
        expect.objectContaining({ value: 250, minOrderAmount: 1500, expiresAt: null, status: 'AVAILABLE' }),
      ]);
      const store = (await other.anonymous().get('/api/store')).body.data;
      expect(store).toMatchObject({ couponValue: 250, couponMinOrder: 1500, couponValidDays: 0 });
    } finally {
      await other.close();
    }
  });

  it.each([
    [{ COUPON_VALUE: '99.999' }, 'COUPON_VALUE must be rupees with at most two decimals'],
    [{ COUPON_VALUE: '0' }, 'COUPON_VALUE must be at least 0.01'],
    [{ COUPON_MIN_ORDER: '-1' }, 'COUPON_MIN_ORDER must be at least 0'],
    [{ COUPON_VALID_DAYS: '1.5' }, 'COUPON_VALID_DAYS must be a whole number of days'],
  ])('refuses a wrong coupon setting (%o) at start', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
