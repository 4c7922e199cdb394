// @module-tag postgres
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIndiaDays, indiaToday, type Dashboard, type Order, type Session } from '@kuber/shared';
import { ensureCategories, insertProducts } from '#api/db/factories.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * The dashboard against a known set of orders on a fresh store: three shoppers place
 * five orders; one is cancelled by its shopper, one delivered and then returned, one
 * being packed. Every figure is worked out by hand below.
 */
let t: TestApp;
let admin: Session;
const orders: Order[] = [];
let ids: { tee: number; cap: number; scarf: number };

async function order(
  session: Session,
  lines: { productId: number; quantity: number; size?: string; color?: string }[],
): Promise<Order> {
  for (const line of lines) await t.as(session).post('/api/cart/add', line);
  const res = await t.as(session).post<Order>('/api/orders/create', {
    shippingAddress: ADDRESS,
    paymentMethod: 'COD',
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await ensureCategories(db);
  const rows = await insertProducts(db, [
    { name: 'Dash Tee', category: 'mens-fashion', price: 500, sizes: ['M'], colors: ['Black'], stockQuantity: 100 },
    { name: 'Dash Cap', category: 'accessories', price: 250, stockQuantity: 100 },
    { name: 'Last Few Scarves', category: 'accessories', price: 300, stockQuantity: 3 },
    { name: 'Hidden Scarf', category: 'accessories', price: 300, stockQuantity: 0, active: false },
  ]);
  const by = (name: string) => rows.find((r) => r.name === name)!.id;
  ids = { tee: by('Dash Tee'), cap: by('Dash Cap'), scarf: by('Last Few Scarves') };
  admin = await loginAdmin(t.app, db);

  const [s1, s2, s3] = await Promise.all([registerShopper(t.app), registerShopper(t.app), registerShopper(t.app)]).then(
    (r) => r.map((s) => s.session),
  );
  const tee = (quantity: number) => ({ productId: ids.tee, quantity, size: 'M', color: 'Black' });
  const cap = (quantity: number) => ({ productId: ids.cap, quantity });
  orders.push(await order(s1!, [tee(2)])); // 1000 + 80 tax = 1080
  orders.push(await order(s2!, [cap(1)])); // 250 + 20 = 270
  orders.push(await order(s3!, [tee(1), cap(1)])); // 750 + 60 = 810, cancelled by the shopper
  orders.push(await order(s1!, [cap(3)])); // 750 + 60 = 810, delivered then returned
  orders.push(await order(s2!, [tee(1)])); // 500 + 40 = 540, being packed
  expect((await t.as(s3!).put(`/api/orders/${orders[2]!.id}/cancel`)).status).toBe(200);
  for (const status of ['DELIVERED', 'RETURNED'])
    await t.as(admin).put(`/api/admin/orders/${orders[3]!.id}/status`, { status });
  await t.as(admin).put(`/api/admin/orders/${orders[4]!.id}/status`, { status: 'PROCESSING' });
});
afterAll(async () => {
  await t?.close();
});

describe('the dashboard', () => {
  it('counts every figure of the last 7 days from the orders placed', async () => {
    const res = await t.as(admin).get<Dashboard>('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const d = res.body.data;
    const today = indiaToday();
    expect(d).toMatchObject({
      from: addIndiaDays(today, -6),
      to: today,
      revenue: 1890,
      orders: 5,
      cancelledOrders: 2,
      averageOrderValue: 630,
      newShoppers: 3,
      unitsSold: 4,
      ordersToConfirm: 2,
      ordersToShip: 1,
      lowStockThreshold: 5,
      lowStockCount: 1,
      totals: { shoppers: 3, products: 3 },
    });
    expect(d.byDay).toEqual([
      ...Array.from({ length: 6 }, (_, i) => ({ date: addIndiaDays(today, i - 6), revenue: 0, orders: 0 })),
      { date: today, revenue: 1890, orders: 5 },
    ]);
    expect(d.lowStockVariants).toEqual([
      { productId: ids.scarf, product: 'Last Few Scarves', size: '', color: '', stock: 3 },
    ]);
    expect(d.topProducts.map((p) => [p.productId, p.name, p.unitsSold, p.revenue])).toEqual([
      [ids.tee, 'Dash Tee', 3, 1500],
      [ids.cap, 'Dash Cap', 1, 250],
    ]);
    expect(d.recentOrders.map((o) => [o.orderNumber, o.status])).toEqual(
      [...orders]
        .reverse()
        .map((o, i) => [o.orderNumber, ['PROCESSING', 'RETURNED', 'CANCELLED', 'PENDING', 'PENDING'][i]]),
    );
  });

  it('a period without orders has zeros on every day', async () => {
    const yesterday = addIndiaDays(indiaToday(), -1);
    const d = (
      await t.as(admin).get<Dashboard>(`/api/admin/dashboard?from=${addIndiaDays(yesterday, -1)}&to=${yesterday}`)
    ).body.data;
    expect(d).toMatchObject({
      revenue: 0,
      orders: 0,
      cancelledOrders: 0,
      averageOrderValue: 0,
      newShoppers: 0,
      unitsSold: 0,
      topProducts: [],
    });
    expect(d.byDay).toEqual([
      { date: addIndiaDays(yesterday, -1), revenue: 0, orders: 0 },
      { date: yesterday, revenue: 0, orders: 0 },
    ]);
    // What waits is waiting now, whatever the period.
    expect(d).toMatchObject({ ordersToConfirm: 2, ordersToShip: 1 });
  });

  it('today alone, and a period that starts today, count the same orders', async () => {
    const today = indiaToday();
    for (const query of [`from=${today}&to=${today}`, `from=${today}`]) {
      const d = (await t.as(admin).get<Dashboard>(`/api/admin/dashboard?${query}`)).body.data;
      expect(d, query).toMatchObject({
        from: today,
        to: today,
        revenue: 1890,
        orders: 5,
        byDay: [{ date: today, revenue: 1890, orders: 5 }],
      });
    }
  });

  it.each([
    ['from=2025-13-01', 'from must be a date (YYYY-MM-DD)'],
    ['from=2025-03-02&to=2025-03-01', 'to must not be before from'],
    ['from=2024-01-01&to=2025-12-31', 'The period can be at most 366 days'],
  ])('refuses ?%s with 400', async (query, message) => {
    const res = await t.as(admin).get(`/api/admin/dashboard?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
