import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Registration } from '@kuber/shared';
import { openDatabase, type Database } from './db/client.js';
import { ensureCategories, insertProducts } from './db/factories.js';
import { cartItems, orderItems, orders, orderStatusHistory, products } from './db/schema.js';
import { signup } from './test/accounts.js';
import { ADDRESS } from './test/catalogue-fixtures.js';
import { client } from './test/client.js';
import { startPostgres, startStore, type PostgresServer, type StoreProcess } from './test/services.js';

/**
 * The store on PostgreSQL with fsync on, killed (SIGKILL) while 20 shoppers
 * check out at once; the database is then stopped as abruptly (no checkpoint,
 * its log replayed at the next start) and both are started again.
 */
let postgres: PostgresServer;
let store: StoreProcess | undefined;
// The store started again keeps its data folder, as a restarted server does.
const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-shop-'));
const env = () => ({ NODE_ENV: 'development', DATABASE_URL: postgres.url, DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000' });

beforeAll(async () => {
  postgres = await startPostgres();
  store = await startStore(env());
}, 240_000);

afterAll(async () => {
  await store?.stop();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** The store running now (the test kills it and starts another). */
const shop = () => client(store!.url);

async function withDatabase<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: postgres.url, poolSize: 2 });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const STOCK = 15;

describe('crash safety on PostgreSQL', () => {
  it('keeps every order it answered 201 for, whole, and never loses or makes stock, across kill -9', async () => {
    const seeded = await withDatabase(async (db) => {
      await ensureCategories(db);
      return insertProducts(db, [
        { name: 'Crash Kurta', category: 'mens-fashion', price: 1299, sizes: ['M', 'L'], stockQuantity: STOCK },
        { name: 'Crash Dupatta', category: 'womens-fashion', price: 649.5, stockQuantity: STOCK },
      ]);
    });
    const [kurta, dupatta] = seeded as [(typeof seeded)[number], (typeof seeded)[number]];

    // 20 shoppers wanting 30 of each: the later orders are refused for want of stock.
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const shopper = (await shop().anonymous().post<Registration>('/api/auth/register', signup())).body.data;
        expect(
          (
            await shop()
              .as(shopper)
              .post('/api/cart/add', { productId: kurta.id, quantity: 1 + (i % 2), size: 'M' })
          ).status,
        ).toBe(200);
        expect(
          (
            await shop()
              .as(shopper)
              .post('/api/cart/add', { productId: dupatta.id, quantity: 2 - (i % 2) })
          ).status,
        ).toBe(200);
        return shopper;
      }),
    );

    // Every checkout at once; the store is killed once half of them are answered.
    let answers = 0;
    let killed: Promise<void> | undefined;
    const outcomes = await Promise.all(
      shoppers.map(async (shopper) => {
        try {
          const res = await shop()
            .as(shopper)
            .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
          if (++answers === shoppers.length / 2) killed = store!.kill();
          return { shopper, status: res.status, order: res.status === 201 ? res.body.data : undefined };
        } catch {
          return { shopper, status: 'cut' as const, order: undefined };
        }
      }),
    );
    await killed;
    await postgres.crash();
    const answered = outcomes.filter((o) => o.order);
    expect(answered.length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status === 'cut').length).toBeGreaterThan(0);
    expect(outcomes.every((o) => o.status === 201 || o.status === 409 || o.status === 'cut')).toBe(true);

    await postgres.start();
    store = await startStore(env());

    // Every order answered 201 is there, as it was answered, for its shopper.
    for (const { shopper, order } of answered) {
      const kept = await shop().as(shopper).get<Order>(`/api/orders/${order!.id}`);
      expect(kept.status).toBe(200);
      expect(kept.body.data).toMatchObject({
        orderNumber: order!.orderNumber,
        totalAmount: order!.totalAmount,
        items: order!.items,
      });
    }

    await withDatabase(async (db) => {
      const placed = await db.select().from(orders);
      const items = await db.select().from(orderItems);
      const history = await db.select().from(orderStatusHistory);
      expect(placed.length).toBeGreaterThanOrEqual(answered.length);
      // None half-written: each order has its items, its first status and totals that add up.
      for (const order of placed) {
        const own = items.filter((i) => i.orderId === order.id);
        expect(own.length, `order ${order.orderNumber} has items`).toBeGreaterThan(0);
        expect(own.every((i) => i.totalPricePaise === i.unitPricePaise * i.quantity)).toBe(true);
        expect(order.subtotalPaise).toBe(own.reduce((sum, i) => sum + i.totalPricePaise, 0));
        expect(order.totalItems).toBe(own.reduce((n, i) => n + i.quantity, 0));
        expect(order.totalPaise).toBe(order.subtotalPaise + order.taxPaise + order.shippingPaise - order.discountPaise);
        expect(history.filter((h) => h.orderId === order.id).map((h) => h.status)).toEqual(['PENDING']);
      }
      // Stock left and units sold add up to what there was.
      const left = await db
        .select()
        .from(products)
        .where(inArray(products.id, [kurta.id, dupatta.id]));
      for (const product of left) {
        const sold = items.filter((i) => i.productId === product.id).reduce((n, i) => n + i.quantity, 0);
        expect(product.stockQuantity + sold, product.name).toBe(STOCK);
      }
      // A shopper's cart was emptied exactly when the order went in.
      const carts = await db.select().from(cartItems);
      expect(new Set(carts.map((c) => c.userId)).size + placed.length).toBe(shoppers.length);
      expect(carts.some((c) => placed.some((o) => o.userId === c.userId))).toBe(false);
    });
  }, 180_000);
});
