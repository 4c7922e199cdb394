// @module-tag postgres
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addIndiaDays,
  indiaToday,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  toRupees,
  type Dashboard,
  type Order,
  type Session,
} from '@kuber/shared';
import { ensureCategories, insertProducts } from '#api/db/factories.js';
import { coupons, orderItems, orders, productVariants } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS } from '#api/test/catalogue-fixtures.js';
import { seededRandom } from '#api/test/seeded-random.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * Random runs of everything that moves an order (an admin's status and payment marks, from the
 * version shown or an older one, a shopper's cancel, new orders spending coupons given back), with
 * the books checked after every move: the stock each size and colour has is what the orders holding
 * stock left, a coupon is spent by at most one order and every open order with a discount holds its
 * coupon, and the dashboard's figures are what the orders add up to. The seed is printed; set
 * TEST_SEED to run one again.
 */
const SEQUENCES = 6;
const MOVES = 30;
const { seed, random, pick } = seededRandom();

let t: TestApp;
let admin: Session;
const shoppers: Session[] = [];
/** Each size and colour on sale here, with its stock before any order. */
const variants: { productId: number; size: string; color: string; id: number; initial: number }[] = [];
const placed: { id: number; owner: Session }[] = [];
const moves: string[] = [];

beforeAll(async () => {
  console.log(`order books seed: ${seed}`);
  t = await createTestApp();
  admin = await loginAdmin(t.app, t.database.db);
  await ensureCategories(t.database.db);
  // Little stock, so orders opened again sometimes find it gone.
  const rows = await insertProducts(t.database.db, [
    {
      name: 'Books Tee',
      category: 'mens-fashion',
      price: 1099,
      sizes: ['S', 'M'],
      colors: ['Black'],
      stockQuantity: 8,
    },
    { name: 'Books Bag', category: 'accessories', price: 1999, stockQuantity: 6 },
  ]);
  const stock = await t.database.db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((r) => r.id),
      ),
    );
  for (const v of stock)
    variants.push({ productId: v.productId, size: v.size, color: v.color, id: v.id, initial: v.stockQuantity });
  // Two shoppers with three coupons each: three friends signed up with their code.
  for (let i = 0; i < 2; i++) {
    const shopper = await registerShopper(t.app);
    for (let f = 0; f < 3; f++) await registerShopper(t.app, { referralCode: shopper.body.phone });
    shoppers.push(shopper.session);
  }
});
afterAll(async () => {
  await t?.close();
});

const orderRow = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A shopper's cart of one to three units, an order of it, with one of their coupons half the time (maybe one spent). */
async function placeOrder(): Promise<string> {
  const owner = pick(shoppers);
  const v = pick(variants);
  await t.as(owner).post('/api/cart/add', {
    productId: v.productId,
    quantity: 1 + Math.floor(random() * 3),
    size: v.size || undefined,
    color: v.color || undefined,
  });
  const own = await t.database.db
    .select({ code: coupons.code })
    .from(coupons)
    .where(eq(coupons.ownerId, owner.user.id))
    .orderBy(coupons.id);
  const couponCode = random() < 0.5 ? pick(own).code : undefined;
  const res = await t.as(owner).post<Order>('/api/orders/create', {
    shippingAddress: ADDRESS,
    paymentMethod: pick(['COD', 'COD', 'WHATSAPP']),
    couponCode,
  });
  expect([201, 400, 409], res.body.message).toContain(res.status);
  if (res.status === 201) placed.push({ id: res.body.data.id, owner });
  else await t.as(owner).delete('/api/cart');
  return `place ${couponCode ? 'with a coupon ' : ''}→ ${res.status} ${res.status === 201 ? `#${res.body.data.id}` : res.body.message}`;
}

/** An admin's status or payment mark, or the shopper's cancel, of a random order; what it did to the order is checked here. */
async function moveOrder(): Promise<string> {
  const { id, owner } = pick(placed);
  const before = await orderRow(id);
  const kind = pick(['status', 'status', 'status', 'payment', 'cancel'] as const);
  // As shown (the current version), from an older page, or as the original client sends it (none).
  const version = pick([before.version, before.version, before.version - 1 || undefined, undefined]);
  let res: { status: number; body: { message: string } };
  let what: string;
  if (kind === 'cancel') {
    res = await t.as(owner).put(`/api/orders/${id}/cancel`);
    what = 'shopper cancels';
  } else if (kind === 'payment') {
    const status = pick(PAYMENT_STATUSES);
    res = await t.as(admin).put(`/api/admin/orders/${id}/payment`, { status, version });
    what = `payment ${status} (v${version ?? '-'})`;
  } else {
    const status = pick(ORDER_STATUSES);
    res = await t.as(admin).put(`/api/admin/orders/${id}/status`, { status, version });
    what = `status ${status} (v${version ?? '-'})`;
  }
  const after = await orderRow(id);
  const line = `#${id} ${before.status}/${before.paymentStatus} v${before.version}: ${what} → ${res.status} ${res.status === 200 ? `${after.status}/${after.paymentStatus}` : res.body.message}`;
  expect([200, 409], line).toContain(res.status);
  if (res.status === 200) {
    expect(after.version, line).toBeGreaterThan(before.version);
    if (
      kind === 'status' &&
      after.status === 'DELIVERED' &&
      before.paymentMethod === 'COD' &&
      before.paymentStatus === 'PENDING'
    )
      expect(after.paymentStatus, line).toBe('PAID');
  } else {
    expect(after, line).toEqual(before);
  }
  if (kind !== 'cancel' && version !== undefined && version !== before.version) expect(res.status, line).toBe(409);
  return line;
}

const isOpen = (status: string) => status !== 'CANCELLED' && status !== 'RETURNED';

async function checkBooks() {
  const where = `seed ${seed}, after:\n${moves.slice(-8).join('\n')}`;
  const all = await t.database.db.select().from(orders);
  const items = await t.database.db.select().from(orderItems);
  for (const o of all)
    expect(o.stockReturned, `#${o.id} ${o.status}: stock returned; ${where}`).toBe(!isOpen(o.status));

  const stock = await t.database.db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.id,
        variants.map((v) => v.id),
      ),
    );
  const holding = new Set(all.filter((o) => !o.stockReturned).map((o) => o.id));
  for (const v of variants) {
    const held = items
      .filter((i) => i.variantId === v.id && holding.has(i.orderId))
      .reduce((n, i) => n + i.quantity, 0);
    expect(
      stock.find((s) => s.id === v.id)!.stockQuantity,
      `stock of ${v.size}/${v.color} of product ${v.productId}; ${where}`,
    ).toBe(v.initial - held);
  }

  const couponRows = await t.database.db.select().from(coupons);
  for (const c of couponRows.filter((c) => c.spentOrderId != null)) {
    const spentOn = all.find((o) => o.id === c.spentOrderId)!;
    expect(
      { open: isOpen(spentOn.status), couponId: spentOn.couponId },
      `coupon ${c.id} spent on #${spentOn.id}; ${where}`,
    ).toEqual({ open: true, couponId: c.id });
  }
  for (const o of all) {
    if (o.discountPaise > 0) expect(o.couponId, `#${o.id} has a discount; ${where}`).not.toBeNull();
    if (isOpen(o.status) && o.couponId != null)
      expect(couponRows.find((c) => c.id === o.couponId)!.spentOrderId, `#${o.id} holds its coupon; ${where}`).toBe(
        o.id,
      );
  }

  const today = indiaToday();
  const dashboard = (
    await t.as(admin).get<Dashboard>(`/api/admin/dashboard?from=${addIndiaDays(today, -1)}&to=${today}`)
  ).body.data;
  const open = all.filter((o) => isOpen(o.status));
  const openIds = new Set(open.map((o) => o.id));
  const sold = items.filter((i) => openIds.has(i.orderId));
  const byProduct = new Map<number, { unitsSold: number; paise: number }>();
  for (const i of sold) {
    const p = byProduct.get(i.productId!) ?? { unitsSold: 0, paise: 0 };
    byProduct.set(i.productId!, { unitsSold: p.unitsSold + i.quantity, paise: p.paise + i.totalPricePaise });
  }
  expect(
    {
      revenue: dashboard.revenue,
      orders: dashboard.orders,
      cancelledOrders: dashboard.cancelledOrders,
      unitsSold: dashboard.unitsSold,
      ordersToConfirm: dashboard.ordersToConfirm,
      ordersToShip: dashboard.ordersToShip,
      topProducts: dashboard.topProducts
        .map((p) => ({ productId: p.productId, unitsSold: p.unitsSold, revenue: p.revenue }))
        .sort((a, b) => a.productId! - b.productId!),
    },
    `dashboard; ${where}`,
  ).toEqual({
    revenue: toRupees(open.reduce((n, o) => n + o.totalPaise, 0)),
    orders: all.length,
    cancelledOrders: all.length - open.length,
    unitsSold: sold.reduce((n, i) => n + i.quantity, 0),
    ordersToConfirm: all.filter((o) => o.status === 'PENDING').length,
    ordersToShip: all.filter((o) => o.status === 'CONFIRMED' || o.status === 'PROCESSING').length,
    topProducts: [...byProduct]
      .map(([productId, p]) => ({ productId, unitsSold: p.unitsSold, revenue: toRupees(p.paise) }))
      .sort((a, b) => a.productId - b.productId),
  });
}

describe('the books after random moves of orders', () => {
  it(`${SEQUENCES} runs of ${MOVES} moves keep stock, coupons and the dashboard in agreement with the orders`, async () => {
    for (let run = 0; run < SEQUENCES; run++) {
      for (let i = 0; i < 3; i++) {
        moves.push(await placeOrder());
        await checkBooks();
      }
      for (let m = 0; m < MOVES; m++) {
        moves.push(placed.length === 0 || random() < 0.1 ? await placeOrder() : await moveOrder());
        await checkBooks();
      }
    }
    // The runs did what they are for: orders opened again, and some refused for want of stock or coupon.
    const said = moves.join('\n');
    expect(said, `seed ${seed}`).toMatch(
      /(CANCELLED|RETURNED)\/\w+ v\d+: status (PENDING|CONFIRMED|PROCESSING|SHIPPED|DELIVERED) \(v[\d-]+\) → 200/,
    );
    const refusals = (why: RegExp) => (said.match(why) ?? []).length;
    console.log(
      `order books: ${moves.length} moves, ${placed.length} orders; reopenings refused for stock ${refusals(/needed, so this order cannot/g)}, for a coupon ${refusals(/used on another order/g)}`,
    );
  }, 300_000);
});
