import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addIndiaDays,
  indiaToday,
  type AdminOrder,
  type AdminOrderRow,
  type AdminPage,
  type Order,
  type Session,
} from '@kuber/shared';
import { insertProducts } from '#api/db/factories.js';
import { orders as ordersTable, outbox, products as productsTable, productVariants } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;
let admin: Session;
/** Plenty in stock for the many orders placed here: a tee in one size and colour, and a bag. */
let tee: { id: number };
let bag: { id: number };
const ORDERS_EMAIL = 'orders@kuberfashion.test';

beforeAll(async () => {
  t = await createTestApp({ STORE_ORDERS_EMAIL: ORDERS_EMAIL });
  const { rows } = await shoppingCatalogue(t.database.db, [
    {
      name: 'Desk Tee',
      nameHi: 'डेस्क टी',
      category: 'mens-fashion',
      price: 499.5,
      sizes: ['M'],
      colors: ['Black'],
      stockQuantity: 1000,
    },
    { name: 'Desk Bag', category: 'accessories', price: 1999, stockQuantity: 1000 },
  ]);
  tee = rows.find((r) => r.name === 'Desk Tee')!;
  bag = rows.find((r) => r.name === 'Desk Bag')!;
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** A shopper orders `quantity` of the tee (size M, black) and of the bag, cash on delivery. */
async function placeOrder(session: Session, quantity = 1, notes?: string, language?: 'en' | 'hi'): Promise<Order> {
  await t.as(session).post('/api/cart/add', { productId: tee.id, quantity, size: 'M', color: 'Black' });
  await t.as(session).post('/api/cart/add', { productId: bag.id, quantity: 1 });
  const res = await t.as(session).post<Order>('/api/orders/create', {
    shippingAddress: ADDRESS,
    paymentMethod: 'COD',
    notes,
    language,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const setStatus = (id: number, status: string, note?: string) =>
  t.as(admin).put<AdminOrder>(`/api/admin/orders/${id}/status`, { status, note });
const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));

async function variantStock(productId: number, size: string, color: string) {
  const [v] = await t.database.db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(
      and(eq(productVariants.productId, productId), eq(productVariants.size, size), eq(productVariants.color, color)),
    );
  return v!.stock;
}
const productStock = async (id: number) =>
  (
    await t.database.db.select({ s: productsTable.stockQuantity }).from(productsTable).where(eq(productsTable.id, id))
  )[0]!.s;

describe('the admin orders list', () => {
  it('lists every shopper’s orders newest first in the admin list’s page (docs/api.md), and filters by status, email, search and India’s dates', async () => {
    const asha = await registerShopper(t.app);
    const ravi = await registerShopper(t.app, { firstName: 'Ravi' });
    const first = await placeOrder(asha.session);
    const second = await placeOrder(ravi.session, 2);
    await setStatus(first.id, 'SHIPPED');

    const all = await t.as(admin).get<AdminPage<AdminOrderRow>>('/api/admin/orders?size=2');
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ page: 0, size: 2 });
    expect(all.body.data.items.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(all.body.data.items[0]).toEqual({
      id: second.id,
      orderNumber: second.orderNumber,
      userEmail: ravi.body.email,
      customerName: 'Asha Verma',
      status: 'PENDING',
      totalAmount: second.totalAmount,
      totalItems: 3,
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      paymentReference: null,
      paymentIssue: null,
      createdAt: second.createdAt,
      version: 1,
    });
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
    expect(all.body.data.totalPages).toBe(Math.ceil(all.body.data.total / 2));

    const ids = async (query: string) =>
      (await t.as(admin).get<AdminPage<AdminOrderRow>>(`/api/admin/orders?${query}`)).body.data.items.map((o) => o.id);
    expect(await ids(`email=${encodeURIComponent(asha.body.email.toUpperCase())}`)).toEqual([first.id]);
    expect(await ids(`q=${second.orderNumber.toLowerCase()}`)).toEqual([second.id]);
    expect(await ids(`q=${ravi.body.email.split('@')[0]}`)).toEqual([second.id]);
    expect(await ids(`status=SHIPPED&email=${encodeURIComponent(asha.body.email)}`)).toEqual([first.id]);
    expect(await ids(`status=PENDING&email=${encodeURIComponent(asha.body.email)}`)).toEqual([]);
    const today = indiaToday();
    expect(await ids(`from=${today}&to=${today}&email=${encodeURIComponent(ravi.body.email)}`)).toEqual([second.id]);
    expect(await ids(`to=${addIndiaDays(today, -1)}&email=${encodeURIComponent(ravi.body.email)}`)).toEqual([]);
    expect(await ids(`from=${addIndiaDays(today, 1)}`)).toEqual([]);

    // A page past the end still says how many there are.
    const past = await t.as(admin).get<AdminPage<AdminOrderRow>>('/api/admin/orders?page=50');
    expect(past.body.data.items).toEqual([]);
    expect(past.body.data.total).toBe(all.body.data.total);
  });

  it.each([
    ['status=LOST', 'status must be one of PENDING, CONFIRMED, PROCESSING, SHIPPED, DELIVERED, CANCELLED, RETURNED'],
    ['from=2025-02-30', 'from must be a date (YYYY-MM-DD)'],
    ['to=yesterday', 'to must be a date (YYYY-MM-DD)'],
    ['from=2025-03-02&to=2025-03-01', 'to must not be before from'],
    ['size=1000', 'size must be at most 100'],
  ])('refuses ?%s with 400 and says why', async (query, message) => {
    const res = await t.as(admin).get(`/api/admin/orders?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('an order’s page and its status', () => {
  it('shows the items, address, payment, the shopper’s note and phone, and the history with who and when', async () => {
    const { session, body } = await registerShopper(t.app);
    const placed = await placeOrder(session, 1, 'Please ring the bell twice');
    const res = await t.as(admin).get<AdminOrder>(`/api/admin/orders/${placed.id}`);
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order).toMatchObject({
      id: placed.id,
      userId: session.user.id,
      userEmail: body.email,
      customerPhone: body.phone,
      customerName: 'Asha Verma',
      notes: 'Please ring the bell twice',
      paymentMethod: 'COD',
      paymentStatus: 'PENDING',
      paidAt: null,
      shippingAddress: { phone: '9876543210', pinCode: '495001' },
    });
    expect(order.items.map((i) => [i.name, i.quantity, i.size, i.color])).toEqual([
      ['Desk Tee', 1, 'M', 'Black'],
      ['Desk Bag', 1, null, null],
    ]);
    expect(order.history).toEqual([
      { status: 'PENDING', at: placed.createdAt, by: 'Asha Verma', note: 'Order placed', noteCode: 'placed' },
    ]);
    expect((await t.as(admin).get('/api/admin/orders/999999')).status).toBe(404);
  });

  it('records each change with the admin and the time, stamps shipped and delivered, and the shopper sees it', async () => {
    const { session } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    const before = Date.now();
    expect((await setStatus(placed.id, 'PROCESSING')).status).toBe(200);
    const shipped = await setStatus(placed.id, 'SHIPPED', 'Delhivery AWB 12345');
    expect(shipped.status).toBe(200);
    expect(shipped.body.message).toBe('Order status updated');
    const order = shipped.body.data;
    expect(order.status).toBe('SHIPPED');
    expect(Date.parse(order.shippedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(order.deliveredAt).toBeNull();
    // The admin's own note is kept as written, with no code to word it by.
    expect(order.history.map((h) => [h.status, h.by, h.note, h.noteCode])).toEqual([
      ['PENDING', 'Asha Verma', 'Order placed', 'placed'],
      ['PROCESSING', 'Store Admin', null, null],
      ['SHIPPED', 'Store Admin', 'Delhivery AWB 12345', null],
    ]);
    for (const h of order.history.slice(1)) expect(Date.parse(h.at)).toBeGreaterThanOrEqual(before - 1000);

    // The same status again is refused, not written twice.
    const again = await setStatus(placed.id, 'SHIPPED');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already shipped');

    const mine = await t.as(session).get<Order>(`/api/orders/${placed.id}`);
    expect(mine.body.data).toMatchObject({ status: 'SHIPPED', shippedAt: order.shippedAt, canCancel: false });
    expect(mine.body.data.history?.at(-1)).toMatchObject({
      status: 'SHIPPED',
      by: 'Store Admin',
      note: 'Delhivery AWB 12345',
    });

    const delivered = (await setStatus(placed.id, 'DELIVERED')).body.data;
    expect(delivered.deliveredAt).not.toBeNull();
    expect(delivered.shippedAt).toBe(order.shippedAt);
  });

  it('CANCELLED, then RETURNED, then CANCELLED again puts the stock back once', async () => {
    const { session } = await registerShopper(t.app);
    const teeBefore = await variantStock(tee.id, 'M', 'Black');
    const bagBefore = await productStock(bag.id);
    const placed = await placeOrder(session, 3);
    expect(await variantStock(tee.id, 'M', 'Black')).toBe(teeBefore - 3);

    for (const status of ['CANCELLED', 'RETURNED', 'CANCELLED']) {
      const res = await setStatus(placed.id, status);
      expect(res.status, status).toBe(200);
      expect(await variantStock(tee.id, 'M', 'Black'), status).toBe(teeBefore);
      expect(await productStock(bag.id), status).toBe(bagBefore);
    }
    const history = (await t.as(admin).get<AdminOrder>(`/api/admin/orders/${placed.id}`)).body.data.history;
    expect(history.map((h) => h.status)).toEqual(['PENDING', 'CANCELLED', 'RETURNED', 'CANCELLED']);
  });

  it('refuses a status that is not one of the seven, with 400', async () => {
    const { session } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    const res = await setStatus(placed.id, 'LOST');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^status must be one of PENDING/);
    expect((await setStatus(999999, 'SHIPPED')).status).toBe(404);
  });
});

describe('opening a closed order again', () => {
  it('takes the stock again, once: cancelled, pending, then delivered leaves the stock as one order took it', async () => {
    const { session } = await registerShopper(t.app);
    const teeBefore = await variantStock(tee.id, 'M', 'Black');
    const bagBefore = await productStock(bag.id);
    const placed = await placeOrder(session, 2);
    expect((await setStatus(placed.id, 'CANCELLED')).status).toBe(200);
    expect(await variantStock(tee.id, 'M', 'Black')).toBe(teeBefore);

    const reopened = await setStatus(placed.id, 'PENDING');
    expect(reopened.status).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: 'PENDING', cancelledAt: null, canCancel: true });
    expect(await variantStock(tee.id, 'M', 'Black')).toBe(teeBefore - 2);
    expect(await productStock(bag.id)).toBe(bagBefore - 1);
    expect(
      (
        await t.database.db
          .select({ returned: ordersTable.stockReturned })
          .from(ordersTable)
          .where(eq(ordersTable.id, placed.id))
      )[0]!.returned,
    ).toBe(false);

    for (const status of ['DELIVERED', 'RETURNED', 'SHIPPED', 'PROCESSING'])
      expect((await setStatus(placed.id, status)).status, status).toBe(200);
    expect(await variantStock(tee.id, 'M', 'Black')).toBe(teeBefore - 2);
    // And the shopper's cancel gives it back again.
    expect((await t.as(session).put(`/api/orders/${placed.id}/cancel`)).status).toBe(200);
    expect(await variantStock(tee.id, 'M', 'Black')).toBe(teeBefore);
    expect(await productStock(bag.id)).toBe(bagBefore);
  });

  it('is refused with 409 naming the line when its stock has been sold since, and changes nothing', async () => {
    const [last] = await insertProducts(t.database.db, [
      { name: 'Last Kurta', category: 'mens-fashion', price: 1499, sizes: ['L'], colors: ['Blue'], stockQuantity: 2 },
    ]);
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: last!.id, quantity: 2, size: 'L', color: 'Blue' });
    const placed = (
      await t.as(session).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })
    ).body.data;
    const cancelled = (await setStatus(placed.id, 'CANCELLED')).body.data;
    const other = (await registerShopper(t.app)).session;
    await t.as(other).post('/api/cart/add', { productId: last!.id, quantity: 1, size: 'L', color: 'Blue' });
    expect(
      (await t.as(other).post('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })).status,
    ).toBe(201);

    for (const status of ['PENDING', 'DELIVERED']) {
      const res = await setStatus(placed.id, status);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'Last Kurta, size L, Blue: 1 left in stock, 2 needed, so this order cannot be opened again',
      );
    }
    expect(await variantStock(last!.id, 'L', 'Blue')).toBe(1);
    expect((await t.as(admin).get<AdminOrder>(`/api/admin/orders/${placed.id}`)).body.data).toMatchObject({
      status: 'CANCELLED',
      version: cancelled.version,
    });
    // Closed to closed moves no stock, and needs none.
    expect((await setStatus(placed.id, 'RETURNED')).status).toBe(200);
  });
});

describe('a change made from an old version of the order', () => {
  it('is refused with 409 saying what the order is now; every change raises the version', async () => {
    const { session } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    expect(placed.version).toBe(1);
    const shown = (await t.as(admin).get<AdminOrder>(`/api/admin/orders/${placed.id}`)).body.data;
    const moved = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.id}/status`, {
      status: 'SHIPPED',
      version: shown.version,
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.version).toBe(shown.version + 1);

    // A second admin, still looking at the order as it was.
    const stale = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.id}/status`, {
      status: 'CANCELLED',
      version: shown.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This order was changed meanwhile: it is now shipped, payment pending. Reload to see it.',
    );
    const stalePayment = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.id}/payment`, {
      status: 'PAID',
      version: shown.version,
    });
    expect(stalePayment.status).toBe(409);
    expect(stalePayment.body.message).toBe(
      'This order was changed meanwhile: it is now shipped, payment pending. Reload to see it.',
    );
    const now = (await t.as(admin).get<AdminOrder>(`/api/admin/orders/${placed.id}`)).body.data;
    expect(now).toMatchObject({ status: 'SHIPPED', paymentStatus: 'PENDING', version: moved.body.data.version });
    expect(now.history.map((h) => h.status)).toEqual(['PENDING', 'SHIPPED']);

    // Made from the current version, or with none (the original client), a change goes through.
    const paid = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.id}/payment`, {
      status: 'PAID',
      version: now.version,
    });
    expect(paid.body.data).toMatchObject({ paymentStatus: 'PAID', version: now.version + 1 });
    expect((await setStatus(placed.id, 'DELIVERED')).body.data.version).toBe(now.version + 2);
    // The list's rows carry the version too.
    const rows = (await t.as(admin).get<AdminPage<AdminOrderRow>>(`/api/admin/orders?q=${placed.orderNumber}`)).body
      .data.items;
    expect(rows[0]!.version).toBe(now.version + 2);
  });

  it('the shopper’s cancel raises it', async () => {
    const { session } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    const cancelled = await t.as(session).put<Order>(`/api/orders/${placed.id}/cancel`);
    expect(cancelled.body.data.version).toBe(2);
    const stale = await t.as(admin).put(`/api/admin/orders/${placed.id}/status`, { status: 'SHIPPED', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'This order was changed meanwhile: it is now cancelled, payment pending. Reload to see it.',
    );
  });

  it.each([
    [0, 'version must be at least 1'],
    ['2', 'version must be a whole number'],
    [1.5, 'version must be a whole number'],
  ])('refuses version %j with 400', async (version, message) => {
    const { session } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    const res = await t.as(admin).put(`/api/admin/orders/${placed.id}/status`, { status: 'SHIPPED', version });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('payment', () => {
  it('marking cash collected records PAID and when, and confirms a PENDING order in its history', async () => {
    const { session } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    const res = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.id}/payment`, { status: 'PAID' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ paymentStatus: 'PAID', status: 'CONFIRMED' });
    expect(res.body.data.paidAt).not.toBeNull();
    expect(res.body.data.history.at(-1)).toMatchObject({
      status: 'CONFIRMED',
      by: 'Store Admin',
      note: 'Payment received',
      noteCode: 'paymentReceived',
    });

    const again = await t.as(admin).put(`/api/admin/orders/${placed.id}/payment`, { status: 'PAID' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The payment is already marked paid');
    const refunded = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.id}/payment`, {
      status: 'REFUNDED',
    });
    expect(refunded.body.data).toMatchObject({
      paymentStatus: 'REFUNDED',
      status: 'CONFIRMED',
      paidAt: res.body.data.paidAt,
    });
    expect((await t.as(admin).put(`/api/admin/orders/${placed.id}/payment`, { status: 'LATER' })).status).toBe(400);
  });

  it('paying an order past PENDING leaves its status alone', async () => {
    const { session } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    await setStatus(placed.id, 'SHIPPED');
    const res = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.id}/payment`, { status: 'PAID' });
    expect(res.body.data).toMatchObject({ status: 'SHIPPED', paymentStatus: 'PAID' });
    expect(res.body.data.history.map((h) => h.status)).toEqual(['PENDING', 'SHIPPED']);
  });

  it('a cash-on-delivery order delivered is paid, in the same change, its history saying so', async () => {
    const { session } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    const before = Date.now();
    const res = await setStatus(placed.id, 'DELIVERED');
    expect(res.body.data).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID', version: 2 });
    expect(Date.parse(res.body.data.paidAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.data.history.at(-1)).toMatchObject({
      status: 'DELIVERED',
      note: 'Cash collected on delivery',
      noteCode: 'paidOnDelivery',
    });
    // An admin's own note is kept as written; the payment is marked all the same.
    const other = await placeOrder((await registerShopper(t.app)).session);
    const noted = (await setStatus(other.id, 'DELIVERED', 'Left with the neighbour')).body.data;
    expect(noted).toMatchObject({ paymentStatus: 'PAID' });
    expect(noted.history.at(-1)).toMatchObject({ note: 'Left with the neighbour', noteCode: null });
    // Returned, the payment stays as it was: the refund is the admin's to mark.
    const returned = (await setStatus(placed.id, 'RETURNED')).body.data;
    expect(returned).toMatchObject({ paymentStatus: 'PAID', paidAt: res.body.data.paidAt });
    expect(
      (await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.id}/payment`, { status: 'REFUNDED' })).body.data
        .paymentStatus,
    ).toBe('REFUNDED');
    // Delivered again, a refunded payment is not marked paid by itself.
    expect((await setStatus(placed.id, 'DELIVERED')).body.data.paymentStatus).toBe('REFUNDED');
  });
});

describe('order mails, through the outbox', () => {
  it('a placed order writes the shopper’s mail and the shop’s, with the number, items and total', async () => {
    const { session, body } = await registerShopper(t.app);
    const placed = await placeOrder(session, 2);
    const [mine] = await mailsTo(body.email);
    expect(mine!.subject).toBe(`Your Kuber Fashion order ${placed.orderNumber} is placed`);
    expect(mine!.body).toContain('- Desk Tee (size M, Black): 2 × ₹499.50 = ₹999');
    expect(mine!.body).toContain('- Desk Bag: 1 × ₹1,999 = ₹1,999');
    expect(mine!.body).toContain(`Total: ₹${placed.totalAmount.toLocaleString('en-IN')}`);
    expect(mine!.body).toContain(`/orders/${placed.id}`);
    const shop = (await mailsTo(ORDERS_EMAIL)).find((m) => m.subject.startsWith(`New order ${placed.orderNumber}:`));
    expect(shop!.body).toContain(`A new order has been placed by ${body.email}.`);
    expect(shop!.body).toContain(`/admin/orders/${placed.id}`);
  });

  it('the shopper hears when it ships, is delivered or is cancelled, and of nothing else', async () => {
    const { session, body } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    for (const status of ['CONFIRMED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'RETURNED', 'CANCELLED'])
      await setStatus(placed.id, status);
    const subjects = (await mailsTo(body.email)).map((m) => m.subject).reverse();
    expect(subjects).toEqual([
      `Your Kuber Fashion order ${placed.orderNumber} is placed`,
      `Your Kuber Fashion order ${placed.orderNumber} is on its way`,
      `Your Kuber Fashion order ${placed.orderNumber} has been delivered`,
      `Your Kuber Fashion order ${placed.orderNumber} has been cancelled`,
    ]);
    expect((await mailsTo(body.email))[0]!.body).toContain(`Total: ₹`);
  });

  it('an order placed in Hindi is told in Hindi, placed and shipped; the shop still hears in English', async () => {
    const { session, body } = await registerShopper(t.app);
    const placed = await placeOrder(session, 1, undefined, 'hi');
    await setStatus(placed.id, 'SHIPPED');
    const [shipped, mine] = await mailsTo(body.email);
    expect(mine!.subject).toBe(`आपका Kuber Fashion ऑर्डर ${placed.orderNumber} हो गया है`);
    expect(mine!.body).toContain(
      `Kuber Fashion से शॉपिंग करने के लिए धन्यवाद! हमें आपका ऑर्डर ${placed.orderNumber} मिल गया है।`,
    );
    expect(mine!.body).toContain('- डेस्क टी (साइज़ M, Black): 1 × ₹499.50 = ₹499.50');
    expect(placed.items.find((item) => item.name === 'Desk Tee')!.nameHi).toBe('डेस्क टी');
    expect(mine!.body).toContain('पेमेंट: कैश ऑन डिलीवरी');
    expect(mine!.body).toContain(`कुल: ₹${placed.totalAmount.toLocaleString('en-IN')}`);
    expect(shipped!.subject).toBe(`आपका Kuber Fashion ऑर्डर ${placed.orderNumber} भेज दिया गया है`);
    expect(shipped!.body).toContain('अच्छी खबर');
    const shop = (await mailsTo(ORDERS_EMAIL)).find((m) => m.subject.startsWith(`New order ${placed.orderNumber}:`));
    expect(shop!.body).toContain('Payment: Cash on Delivery');
    // An unknown language is refused with its reason, not stored.
    await t.as(session).post('/api/cart/add', { productId: bag.id, quantity: 1 });
    const refused = await t.as(session).post('/api/orders/create', {
      shippingAddress: ADDRESS,
      paymentMethod: 'COD',
      language: 'fr',
    });
    expect(refused.status).toBe(400);
  });

  it('a shopper who cancels gets the cancellation mail', async () => {
    const { session, body } = await registerShopper(t.app);
    const placed = await placeOrder(session);
    expect((await t.as(session).put(`/api/orders/${placed.id}/cancel`)).status).toBe(200);
    expect((await mailsTo(body.email))[0]!.subject).toBe(
      `Your Kuber Fashion order ${placed.orderNumber} has been cancelled`,
    );
  });

  it('a failed order writes no mail', async () => {
    const [scarce] = await insertProducts(t.database.db, [
      { name: 'Last Scarf', category: 'accessories', price: 799, stockQuantity: 1 },
    ]);
    const { session, body } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: scarce!.id, quantity: 1 });
    await t.database.db
      .update(productVariants)
      .set({ stockQuantity: 0 })
      .where(eq(productVariants.productId, scarce!.id));
    expect(
      (await t.as(session).post('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })).status,
    ).toBe(409);
    expect(await mailsTo(body.email)).toEqual([]);
  });
});
