import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@kuber/shared';
import { openDatabase, type Database } from './db/client.js';
import { ensureCategories, insertProducts } from './db/factories.js';
import { products } from './db/schema.js';
import { signup } from './test/accounts.js';
import { ADDRESS } from './test/catalogue-fixtures.js';
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

async function call<T>(store: StoreProcess, method: string, path: string, body?: object, token?: string) {
  const res = await fetch(store.url + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: T } };
}

describe('two store processes on one PostgreSQL and one Redis', () => {
  it('a stock change made through one is seen through the other on its next answer', async () => {
    const [one, other] = stores as [StoreProcess, StoreProcess];
    await ensureCategories(database.db);
    const [scarf] = await insertProducts(database.db, [
      { name: 'Shared Scarf', category: 'accessories', price: 799, stockQuantity: 5 },
    ]);
    const url = `/api/products/${scarf!.id}`;
    expect((await call<Product>(other, 'GET', url)).body.data.stockQuantity).toBe(5);

    // A change behind the store's back is not seen: the other process really keeps its answer.
    await database.db.update(products).set({ name: 'Shared Scarf, renamed' }).where(eq(products.id, scarf!.id));
    expect((await call<Product>(other, 'GET', url)).body.data.name).toBe('Shared Scarf');

    const shopper = await call<{ access_token: string }>(one, 'POST', '/api/auth/register', signup());
    expect(shopper.status).toBe(201);
    const token = shopper.body.data.access_token;
    expect((await call(one, 'POST', '/api/cart/add', { productId: scarf!.id, quantity: 2 }, token)).status).toBe(200);
    expect(
      (await call(one, 'POST', '/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' }, token)).status,
    ).toBe(201);

    const placed = Date.now();
    let seen: Product | undefined;
    while (Date.now() - placed < 1000) {
      seen = (await call<Product>(other, 'GET', url)).body.data;
      if (seen.stockQuantity === 3) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seen).toMatchObject({ stockQuantity: 3, name: 'Shared Scarf, renamed' });
    expect((await call<Product>(one, 'GET', url)).body.data.stockQuantity).toBe(3);
  }, 60_000);

  // Each try uses another email, so only the budget of the address can refuse:
  // 13 and 12 tries would stay under 20 a process if each counted alone.
  it('log-in tries from one address spread over both are limited together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const store = stores[i % 2]!;
      const res = await call(store, 'POST', '/api/auth/login', {
        email: `nobody${i}@example.in`,
        password: 'Wrong@1234',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(0, 24)).toContain(429);
  }, 60_000);
});
