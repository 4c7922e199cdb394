// @module-tag postgres
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Session } from '@kuber/shared';
import { ensureCategories, insertProducts } from '#api/db/factories.js';
import { orders as ordersTable, outbox, productVariants } from '#api/db/schema.js';
import { registerShopper } from '#api/test/accounts.js';
import { ADDRESS } from '#api/test/catalogue-fixtures.js';
import type { Reply } from '#api/test/client.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * One cart makes one order, however often checkout is pressed: at once (a double click, two
 * tabs), again with the attempt's Idempotency-Key (a retry after a lost answer), and again after
 * the store restarted. On PostgreSQL the checkouts really run side by side (a pool of five).
 */
let t: TestApp;
let product: { id: number };

const ROUNDS = 20;
const AT_ONCE = 8;
const UNITS = 2;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCategories(t.database.db);
  product = (
    await insertProducts(t.database.db, [
      { name: 'Once Tee', category: 'mens-fashion', price: 1299, stockQuantity: 1000 },
    ])
  )[0]!;
});
afterAll(async () => {
  await t?.close();
});

const create = (session: Session, key?: string): Promise<Reply<Order>> =>
  t
    .as(session, key === undefined ? {} : { 'idempotency-key': key })
    .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });

async function fillCart(session: Session) {
  const res = await t.as(session).post('/api/cart/add', { productId: product.id, quantity: UNITS });
  expect(res.status, res.text).toBe(200);
}

const stock = async () =>
  (
    await t.database.db
      .select({ s: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.productId, product.id))
  )[0]!.s;
const ordersOf = async (userId: number) =>
  (await t.database.db.select({ n: count() }).from(ordersTable).where(eq(ordersTable.userId, userId)))[0]!.n;
const summary = (results: Reply<Order>[]) => results.map((r) => `${r.status} ${r.body.message}`).join('; ');

describe('checkouts of one cart at once', () => {
  it(`${AT_ONCE} at once make one order and clear refusals, ${ROUNDS} rounds over; the stock is taken once`, async () => {
    const { session } = await registerShopper(t.app);
    const before = await stock();
    const placedPerRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await fillCart(session);
      const results = await Promise.all(Array.from({ length: AT_ONCE }, () => create(session)));
      placedPerRound.push(results.filter((r) => r.status === 201).length);
      for (const refused of results.filter((r) => r.status !== 201)) {
        expect(refused.status, summary(results)).toBe(400);
        expect(refused.body.message).toBe('Your cart is empty');
      }
    }
    expect(placedPerRound, 'orders placed in each round').toEqual(Array(ROUNDS).fill(1));
    expect(await ordersOf(session.user.id)).toBe(ROUNDS);
    expect(await stock()).toBe(before - ROUNDS * UNITS);
  }, 120_000);

  it(`${AT_ONCE} at once with one Idempotency-Key make one order and all answer it, ${ROUNDS} rounds over`, async () => {
    const { session } = await registerShopper(t.app);
    const before = await stock();
    for (let round = 0; round < ROUNDS; round++) {
      await fillCart(session);
      const key = `attempt-${round}-${session.user.id}`;
      const results = await Promise.all(Array.from({ length: AT_ONCE }, () => create(session, key)));
      expect(
        results.map((r) => r.status),
        summary(results),
      ).toEqual(Array(AT_ONCE).fill(201));
      expect(new Set(results.map((r) => r.body.data.id)).size, `round ${round}`).toBe(1);
      for (const r of results) expect(r.body.data).toEqual(results[0]!.body.data);
    }
    expect(await ordersOf(session.user.id)).toBe(ROUNDS);
    expect(await stock()).toBe(before - ROUNDS * UNITS);
  }, 120_000);
});

describe('the Idempotency-Key', () => {
  it('a repeat answers the first order again, with 201, and writes nothing more; another key finds the cart empty', async () => {
    const { session, body } = await registerShopper(t.app);
    await fillCart(session);
    const first = await create(session, 'checkout-1');
    expect(first.status).toBe(201);
    const before = await stock();
    const again = await create(session, 'checkout-1');
    expect(again.status).toBe(201);
    expect(again.body.message).toBe('Order placed');
    expect(again.body.data).toEqual(first.body.data);
    expect(await stock()).toBe(before);
    // One placed mail, to the shopper: the repeat wrote none.
    expect(await t.database.db.select().from(outbox).where(eq(outbox.to, body.email))).toHaveLength(1);

    const other = await create(session, 'checkout-2');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('Your cart is empty');

    // The key names the attempt that placed the order: used again with a new cart, it still answers
    // that order, and leaves the new cart for an attempt of its own.
    await fillCart(session);
    expect((await create(session, 'checkout-1')).body.data.id).toBe(first.body.data.id);
    expect(await stock()).toBe(before);
    expect((await create(session, 'checkout-3')).status).toBe(201);
    expect(await ordersOf(session.user.id)).toBe(2);
  });

  it('is the shopper’s own: another shopper’s order with the same key is theirs', async () => {
    const a = (await registerShopper(t.app)).session;
    const b = (await registerShopper(t.app)).session;
    await fillCart(a);
    await fillCart(b);
    const mine = await create(a, 'same-key');
    const theirs = await create(b, 'same-key');
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect((await create(b, 'same-key')).body.data.id).toBe(theirs.body.data.id);
  });

  it.each([
    ['', 'The Idempotency-Key header must not be empty'],
    ['k'.repeat(201), 'The Idempotency-Key header must be at most 200 characters'],
    ['clé', 'The Idempotency-Key header may hold printable ASCII characters only'],
    ['a\tb', 'The Idempotency-Key header may hold printable ASCII characters only'],
  ])('refuses %j with 400 and places nothing', async (key, message) => {
    const { session } = await registerShopper(t.app);
    await fillCart(session);
    const res = await create(session, key);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await ordersOf(session.user.id)).toBe(0);
    // 200 printable characters are a key.
    expect((await create(session, `${'k'.repeat(199)}~`)).status).toBe(201);
  });

  it('is documented in the route’s OpenAPI description', async () => {
    const doc = (
      t.app as unknown as {
        swagger(): {
          paths: Record<string, Record<string, { parameters?: { in: string; name: string; required?: boolean }[] }>>;
        };
      }
    ).swagger();
    expect(doc.paths['/api/orders/create']!.post!.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
  });

  it('a repeat after the store restarted answers the same order', async () => {
    const { session } = await registerShopper(t.app);
    await fillCart(session);
    const first = await create(session, 'before-restart');
    expect(first.status).toBe(201);
    t = await t.reopen();
    const again = await create(session, 'before-restart');
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await ordersOf(session.user.id)).toBe(1);
  });
});
