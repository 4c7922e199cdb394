// @module-tag postgres
import { eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Session } from '@kuber/shared';
import { ensureCategories, insertProducts } from '#api/db/factories.js';
import { products as productsTable, productVariants } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * Checkouts and an admin's moves of orders holding the same products, side by side (on
 * PostgreSQL really at once): every one of them goes through, never a deadlock's 500, and the
 * stock agrees with the orders. A checkout locks the products, then their variants; giving
 * stock back or taking it again must lock in the same order (the variants' trigger writes the
 * product's total, which would otherwise lock a product after its variant).
 */
let t: TestApp;
let admin: Session;
let productIds: number[];

const ROUNDS = 10;
const INITIAL = 10_000;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCategories(t.database.db);
  const made = await insertProducts(t.database.db, [
    { name: 'Lock Tee', category: 'mens-fashion', price: 999, stockQuantity: INITIAL },
    { name: 'Lock Kurta', category: 'womens-fashion', price: 1499, stockQuantity: INITIAL },
  ]);
  productIds = made.map((p) => p.id);
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** A shopper with both products in the cart, the later product added first. */
async function shopperWithCart(): Promise<Session> {
  const { session } = await registerShopper(t.app);
  for (const productId of [...productIds].reverse()) {
    const added = await t.as(session).post('/api/cart/add', { productId, quantity: 1 });
    expect(added.status, added.body.message).toBe(200);
  }
  return session;
}

const placeOrder = (session: Session) =>
  t.as(session).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
const setStatus = (orderId: number, status: string) =>
  t.as(admin).put<Order>(`/api/admin/orders/${orderId}/status`, { status });

describe('checkouts beside cancels and reopenings of orders holding the same products', () => {
  it(`all go through, ${ROUNDS} rounds over, and the stock is what the open orders leave`, async () => {
    let open = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const placed = await Promise.all(
        Array.from({ length: 3 }, async () => (await placeOrder(await shopperWithCart())).body.data),
      );
      const shoppers = await Promise.all(Array.from({ length: 3 }, shopperWithCart));
      const results = await Promise.all([
        ...placed.map((o) => setStatus(o.id, 'CANCELLED')),
        ...shoppers.map(placeOrder),
      ]);
      expect(
        results.map((r) => r.status),
        results.map((r) => r.body.message).join('; '),
      ).toEqual([200, 200, 200, 201, 201, 201]);
      const reopened = await Promise.all([
        ...placed.map((o) => setStatus(o.id, 'CONFIRMED')),
        ...Array.from({ length: 3 }, async () => placeOrder(await shopperWithCart())),
      ]);
      expect(
        reopened.map((r) => r.status),
        reopened.map((r) => r.body.message).join('; '),
      ).toEqual([200, 200, 200, 201, 201, 201]);
      open += 9;
    }
    const stock = await t.database.db
      .select({ id: productVariants.productId, left: sum(productVariants.stockQuantity).mapWith(Number) })
      .from(productVariants)
      .where(inArray(productVariants.productId, productIds))
      .groupBy(productVariants.productId);
    expect(stock.map((s) => s.left)).toEqual([INITIAL - open, INITIAL - open]);
    const [total] = await t.database.db
      .select({ n: productsTable.stockQuantity })
      .from(productsTable)
      .where(eq(productsTable.id, productIds[0]!));
    expect(total!.n).toBe(INITIAL - open);
  }, 180_000);
});
