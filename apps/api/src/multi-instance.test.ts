import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, Registration } from '@kuber/shared';
import { openDatabase, type Database } from './db/client.js';
import { ensureCategories, insertProducts } from './db/factories.js';
import { products } from './db/schema.js';
import { signup } from './test/accounts.js';
import { ADDRESS } from './test/catalogue-fixtures.js';
import { client, type Client } from './test/client.js';
import {
  startPostgres,
  startRedis,
  startStore,
  type PostgresServer,
  type RedisServer,
  type StoreProcess,
} from './test/services.js';

/**
 * Two store processes on one PostgreSQL and one Redis, as a store on several
 * machines runs: each keeps public answers for CACHE_SECONDS (its default, 10 s),
 * so a change made through one is seen through the other only if the change
 * reaches it.
 */
let postgres: PostgresServer;
let redis: RedisServer;
let stores: StoreProcess[] = [];
let database: Database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-shop-'));

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres({ fsync: false }), startRedis()]);
  // One shop: one database, one Redis, one data folder (as a shared volume).
  const env = {
    NODE_ENV: 'development',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '20',
  };
  // Both start at once on an empty database, as a deployment does.
  stores = await Promise.all([startStore(env), startStore(env)]);
  database = await openDatabase({ url: postgres.url, poolSize: 2 });
}, 240_000);

afterAll(async () => {
  await Promise.all(stores.map((s) => s.stop()));
  await database?.close();
  await Promise.all([postgres?.stop(), redis?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('two store processes on one PostgreSQL and one Redis', () => {
  it('a stock change made through one is seen through the other on its next answer', async () => {
    const [one, other] = stores.map((store) => client(store.url)) as [Client, Client];
    await ensureCategories(database.db);
    const [scarf] = await insertProducts(database.db, [
      { name: 'Shared Scarf', category: 'accessories', price: 799, stockQuantity: 5 },
    ]);
    const url = `/api/products/${scarf!.id}`;
    expect((await other.anonymous().get<Product>(url)).body.data.stockQuantity).toBe(5);

    // A change behind the store's back is not seen: the other process really keeps its answer.
    await database.db.update(products).set({ name: 'Shared Scarf, renamed' }).where(eq(products.id, scarf!.id));
    expect((await other.anonymous().get<Product>(url)).body.data.name).toBe('Shared Scarf');

    const registered = await one.anonymous().post<Registration>('/api/auth/register', signup());
    expect(registered.status).toBe(201);
    const shopper = registered.body.data;
    expect((await one.as(shopper).post('/api/cart/add', { productId: scarf!.id, quantity: 2 })).status).toBe(200);
    expect(
      (await one.as(shopper).post('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })).status,
    ).toBe(201);

    const placed = Date.now();
    let seen: Product | undefined;
    while (Date.now() - placed < 1000) {
      seen = (await other.anonymous().get<Product>(url)).body.data;
      if (seen.stockQuantity === 3) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toMatchObject({ stockQuantity: 3, name: 'Shared Scarf, renamed' });
    expect((await one.anonymous().get<Product>(url)).body.data.stockQuantity).toBe(3);
  }, 60_000);

  // Each try uses another email, so only the budget of the address can refuse:
  // 13 and 12 tries would stay under 20 a process if each counted alone.
  it('log-in tries from one address spread over both are limited together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const store = client(stores[i % 2]!.url);
      const res = await store.anonymous().post('/api/auth/login', {
        email: `nobody${i}@example.in`,
        password: 'Wrong@1234',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(0, 24)).toContain(429);
  }, 60_000);
});
