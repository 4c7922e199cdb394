import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addIndiaDays,
  indiaToday,
  type AdminDiscountCode,
  type AdminOrder,
  type AdminPage,
  type DiscountCheck,
  type DiscountCodeInput,
  type Order,
  type Session,
} from '@kuber/shared';
import { discountRedemptions, orderItems } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, UPI_SETTINGS, type TestApp } from '#api/test/test-app.js';

/**
 * Discount codes through the real app and database, the shop charging GST inside its prices: the
 * owner makes codes, shoppers check them against their carts and order with them; every rule is
 * asked again as the order is placed, a capped code's uses go to exactly as many orders, and a
 * closed order gives its use back once.
 */
let t: TestApp;
let admin: Session;
let catalogue: Awaited<ReturnType<typeof shoppingCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({
    TAX_MODE: 'gst',
    STORE_GSTIN: '22AAAAA0000A1Z5',
    STORE_STATE: 'Chhattisgarh',
    ...UPI_SETTINGS,
  });
  catalogue = await shoppingCatalogue(t.database.db, [
    { name: 'Code Kurta', category: 'womens-fashion', price: 1000, stockQuantity: 5000 },
    { name: 'Code Shoes', category: 'footwear', price: 2000, stockQuantity: 5000 },
  ]);
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const idOf = (name: string) => catalogue.rows.find((p) => p.name === name)!.id;
let made = 0;
/** A new code with these rules (a fresh name each time unless given). */
async function makeCode(rules: Partial<DiscountCodeInput> = {}): Promise<AdminDiscountCode> {
  const res = await t.as(admin).post<AdminDiscountCode>('/api/admin/discount-codes', {
    code: `TEST${++made}`,
    kind: 'PERCENT',
    value: 10,
    ...rules,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function shopperWith(lines: { name: string; quantity?: number }[]): Promise<Session> {
  const { session } = await registerShopper(t.app);
  for (const { name, quantity = 1 } of lines) {
    const added = await t.as(session).post('/api/cart/add', { productId: idOf(name), quantity });
    expect(added.status, added.body.message).toBe(200);
  }
  return session;
}
const check = async (s: Session, code: string, couponCode?: string) =>
  (await t.as(s).post<DiscountCheck>('/api/discount-codes/check', { code, ...(couponCode ? { couponCode } : {}) })).body
    .data;
const order = (s: Session, discountCode?: string, extra: Record<string, unknown> = {}) =>
  t.as(s).post<Order>('/api/orders/create', {
    shippingAddress: ADDRESS,
    paymentMethod: 'COD',
    ...(discountCode ? { discountCode } : {}),
    ...extra,
  });

describe('the owner makes codes', () => {
  it('makes, lists, changes and switches off a code; its name is unique whatever its case', async () => {
    const res = await t.as(admin).post<AdminDiscountCode>('/api/admin/discount-codes', {
      code: ' diwali15 ',
      kind: 'PERCENT',
      value: 15,
      maxDiscount: 500,
      minOrder: 1499,
      validFrom: indiaToday(),
      validTo: addIndiaDays(indiaToday(), 30),
      maxUses: 100,
      maxUsesPerShopper: 1,
      categories: ['womens-fashion'],
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      code: 'DIWALI15',
      kind: 'PERCENT',
      value: 15,
      maxDiscount: 500,
      minOrder: 1499,
      validFrom: indiaToday(),
      validTo: addIndiaDays(indiaToday(), 30),
      categories: ['womens-fashion'],
      active: true,
      uses: 0,
      givenAway: 0,
      firstOrderOnly: false,
    });
    const again = await t.as(admin).post('/api/admin/discount-codes', { code: 'Diwali15', kind: 'FLAT', value: 100 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There is already a discount code DIWALI15');

    const id = res.body.data.id;
    const changed = await t
      .as(admin)
      .put<AdminDiscountCode>(`/api/admin/discount-codes/${id}`, { code: 'DIWALI20', kind: 'FLAT', value: 200 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ code: 'DIWALI20', kind: 'FLAT', value: 200, maxUses: null });
    const off = await t.as(admin).put<AdminDiscountCode>(`/api/admin/discount-codes/${id}/active`, { active: false });
    expect(off.body.data.active).toBe(false);
    const list = await t.as(admin).get<AdminPage<AdminDiscountCode>>('/api/admin/discount-codes?q=diwali');
    expect(list.body.data.items.map((c) => c.code)).toEqual(['DIWALI20']);
    expect((await t.as(admin).get('/api/admin/discount-codes/999999')).status).toBe(404);
  });

  it('refuses rules that make no sense, saying which', async () => {
    const post = (body: object) => t.as(admin).post('/api/admin/discount-codes', body);
    const wrong = async (body: object) => {
      const res = await post({ code: 'WRONG1', kind: 'PERCENT', value: 10, ...body });
      expect(res.status).toBe(400);
      return res.body.errors?.map((e: { message: string }) => e.message) ?? [];
    };
    expect(await wrong({ value: 95 })).toContain('A percent off is a whole number from 1 to 90');
    expect(await wrong({ value: 12.5 })).toContain('A percent off is a whole number from 1 to 90');
    expect(await wrong({ kind: 'FLAT', value: 100, maxDiscount: 50 })).toContain('Only a percent code has a cap');
    expect(await wrong({ validFrom: '2026-12-10', validTo: '2026-12-01' })).toContain(
      'The last day cannot be before the first',
    );
    expect(await wrong({ code: 'a b' })).toContain(
      'A code is 3 to 30 letters, digits or dashes, starting with a letter or digit',
    );
    expect(await wrong({ categories: ['toys'] })).toContain('Unknown category');
  });
});

describe('a code’s rules, one by one, when checked and when ordering', () => {
  it('takes percent off, capped, and the order shows it; GST is on the price after it', async () => {
    const code = await makeCode({ value: 20, maxDiscount: 300 });
    const s = await shopperWith([{ name: 'Code Kurta', quantity: 2 }]);
    // 20% of ₹2,000 is ₹400, capped at ₹300.
    expect(await check(s, code.code.toLowerCase())).toMatchObject({ applies: true, discount: 300, reason: null });
    const placed = await order(s, ` ${code.code.toLowerCase()} `);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data).toMatchObject({
      subtotal: 2000,
      discount: 300,
      discountCode: code.code,
      codeDiscount: 300,
      totalAmount: 1700,
    });
    // The invoice's line: ₹1,700 at 12% (apparel over ₹1,000 a piece is 12%... or 5% below): taxable + tax = ₹1,700.
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, placed.body.data.id));
    expect(line!.discountSharePaise).toBe(30_000);
    expect(line!.taxablePaise! + line!.taxPaise!).toBe(170_000);
    const seen = await t.as(admin).get<AdminOrder>(`/api/admin/orders/${placed.body.data.id}`);
    expect(seen.body.data).toMatchObject({ discountCode: code.code, codeDiscount: 300 });
    const listed = await t.as(admin).get<AdminDiscountCode>(`/api/admin/discount-codes/${code.id}`);
    expect(listed.body.data).toMatchObject({ uses: 1, givenAway: 300 });
  });

  it('takes flat rupees off only the categories it is for, and their GST lines alone', async () => {
    const code = await makeCode({ kind: 'FLAT', value: 250, categories: ['footwear'] });
    const kurtaOnly = await shopperWith([{ name: 'Code Kurta' }]);
    expect(await check(kurtaOnly, code.code)).toMatchObject({
      applies: false,
      reason: 'NO_ITEMS',
      message: 'This code is not for anything in your cart',
    });
    const refused = await order(kurtaOnly, code.code);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('This code is not for anything in your cart');

    const both = await shopperWith([{ name: 'Code Kurta' }, { name: 'Code Shoes' }]);
    const placed = await order(both, code.code);
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({ subtotal: 3000, discount: 250, totalAmount: 2750 });
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.body.data.id))
      .orderBy(asc(orderItems.id));
    const shoes = lines.find((l) => l.productName === 'Code Shoes')!;
    const kurta = lines.find((l) => l.productName === 'Code Kurta')!;
    expect([shoes.discountSharePaise, kurta.discountSharePaise]).toEqual([25_000, 0]);
    expect(shoes.taxablePaise! + shoes.taxPaise!).toBe(175_000);
    expect(kurta.taxablePaise! + kurta.taxPaise!).toBe(100_000);
  });

  it('needs its minimum order, saying how much', async () => {
    const code = await makeCode({ minOrder: 1499 });
    const s = await shopperWith([{ name: 'Code Kurta' }]);
    expect(await check(s, code.code)).toMatchObject({
      applies: false,
      reason: 'MIN_ORDER',
      minOrder: 1499,
      message: 'This code needs an order of ₹1,499 or more',
    });
    const refused = await order(s, code.code);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: 'discountCode', message: 'This code needs an order of ₹1,499 or more' },
    ]);
    // Nothing was written: the cart is still there and orders without the code.
    expect((await order(s)).status).toBe(201);
  });

  it('is refused before its first day, after its last, when switched off and when unknown', async () => {
    const s = await shopperWith([{ name: 'Code Kurta' }]);
    const later = await makeCode({ validFrom: addIndiaDays(indiaToday(), 1) });
    const ended = await makeCode({ validTo: addIndiaDays(indiaToday(), -1) });
    const today = await makeCode({ validFrom: indiaToday(), validTo: indiaToday() });
    const off = await makeCode({ active: false });
    expect((await check(s, later.code)).message).toBe('This code has not started yet');
    expect((await check(s, ended.code)).message).toBe('This code has ended');
    expect((await check(s, today.code)).applies).toBe(true);
    expect((await check(s, off.code)).message).toBe('This code is no longer active');
    expect((await check(s, 'NO-SUCH-CODE')).message).toBe('There is no discount code like this');
    for (const code of [later, ended, off]) expect((await order(s, code.code)).status).toBe(400);
    expect((await order(s, 'NO-SUCH-CODE')).body.message).toBe('There is no discount code like this');
  });

  it('keeps to its uses per shopper and to first orders', async () => {
    const once = await makeCode({ maxUsesPerShopper: 1 });
    const first = await makeCode({ firstOrderOnly: true });
    const s = await shopperWith([{ name: 'Code Kurta' }]);
    expect((await check(s, first.code)).applies).toBe(true);
    expect((await order(s, once.code)).status).toBe(201);
    await t.as(s).post('/api/cart/add', { productId: idOf('Code Kurta'), quantity: 1 });
    expect(await check(s, once.code)).toMatchObject({
      reason: 'SHOPPER_LIMIT',
      message: 'You have already used this code',
    });
    expect(await check(s, first.code)).toMatchObject({
      reason: 'FIRST_ORDER',
      message: 'This code is for your first order',
    });
    expect((await order(s, first.code)).body.message).toBe('This code is for your first order');
  });

  it('is one code per order: not beside a referral coupon unless the shop allows it', async () => {
    const code = await makeCode();
    const s = await shopperWith([{ name: 'Code Kurta' }]);
    expect(await check(s, code.code, 'KF-ANYTHING')).toMatchObject({
      reason: 'WITH_COUPON',
      message: 'Use either a coupon or a discount code on one order',
    });
  });
});

describe('a capped code under a rush', () => {
  it(
    '50 shoppers racing for 10 uses: exactly 10 orders get it, the rest are told it is used up',
    { tags: ['postgres'] },
    async () => {
      const code = await makeCode({ maxUses: 10 });
      const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopperWith([{ name: 'Code Kurta' }])));
      const results = await Promise.all(shoppers.map((s) => order(s, code.code)));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      expect(new Set(results.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
        new Set(['This code has been used up']),
      );
      const uses = await t.database.db
        .select()
        .from(discountRedemptions)
        .where(eq(discountRedemptions.codeId, code.id));
      expect(uses).toHaveLength(10);
      expect(
        (await t.as(admin).get<AdminDiscountCode>(`/api/admin/discount-codes/${code.id}`)).body.data,
      ).toMatchObject({
        uses: 10,
        givenAway: 1000,
      });
    },
  );
});

describe('a closed order gives its use back', () => {
  it('once, by any path; an order opened again takes it again or is refused when it is gone', async () => {
    const code = await makeCode({ maxUses: 1 });
    const a = await shopperWith([{ name: 'Code Kurta' }]);
    const b = await shopperWith([{ name: 'Code Kurta' }]);
    const c = await shopperWith([{ name: 'Code Kurta' }]);
    const placed = await order(a, code.code);
    expect(placed.status).toBe(201);
    expect((await order(b, code.code)).status).toBe(409);
    // The shopper cancels: the use comes back, once, however often the order is closed.
    expect((await t.as(a).put(`/api/orders/${placed.body.data.id}/cancel`)).status).toBe(200);
    expect((await t.as(a).put(`/api/orders/${placed.body.data.id}/cancel`)).status).toBe(409);
    const used = async () =>
      (await t.as(admin).get<AdminDiscountCode>(`/api/admin/discount-codes/${code.id}`)).body.data.uses;
    expect(await used()).toBe(0);
    const second = await order(b, code.code);
    expect(second.status).toBe(201);
    expect(await used()).toBe(1);
    // The first order opened again finds the code used up.
    const reopen = await t.as(admin).put(`/api/admin/orders/${placed.body.data.id}/status`, { status: 'CONFIRMED' });
    expect(reopen.status).toBe(409);
    expect(reopen.body.message).toContain('has since been used up');
    // The admin cancels the second: back again, and the third shopper gets it.
    expect(
      (await t.as(admin).put(`/api/admin/orders/${second.body.data.id}/status`, { status: 'CANCELLED' })).status,
    ).toBe(200);
    expect(
      (await t.as(admin).put(`/api/admin/orders/${second.body.data.id}/status`, { status: 'RETURNED' })).status,
    ).toBe(200);
    expect(await used()).toBe(0);
    expect((await order(c, code.code)).status).toBe(201);
    expect(await used()).toBe(1);
  });

  it('an unpaid UPI order cancelled for want of its payment gives its use back', async () => {
    const code = await makeCode({ maxUses: 1 });
    const s = await shopperWith([{ name: 'Code Kurta' }]);
    const placed = await order(s, code.code, { paymentMethod: 'UPI' });
    expect(placed.status).toBe(201);
    const failed = await t.as(admin).put(`/api/admin/orders/${placed.body.data.id}/payment-not-received`);
    expect(failed.status).toBe(200);
    const data = (await t.as(admin).get<AdminDiscountCode>(`/api/admin/discount-codes/${code.id}`)).body.data;
    expect(data.uses).toBe(0);
  });
});
