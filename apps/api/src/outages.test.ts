import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client.js';
import { ensureCategories, insertProducts } from './db/factories.js';
import { orders } from './db/schema.js';
import { connectRedis } from './lib/redis.js';
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
 * The store on PostgreSQL and Redis while shoppers check out, and each of them goes away and
 * comes back: PostgreSQL restarted (a fast shutdown), its postmaster killed, Redis killed.
 */
let postgres: PostgresServer;
let redis: RedisServer;
let store: StoreProcess;
let database: Database;
let productId: number;
const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-shop-'));

/** Longer than any answer may take: past it, a request hangs. */
const REQUEST_TIMEOUT_MS = 12_000;
/** How soon after the database is back orders must succeed again. */
const BACK_WITHIN_MS = 10_000;
const LOG_IN_WITHIN_MS = 2000;

beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres({ fsync: false }), startRedis()]);
  database = await openDatabase({ url: postgres.url, poolSize: 2 });
  await ensureCategories(database.db);
  const [product] = await insertProducts(database.db, [
    { name: 'Outage Kurta', category: 'mens-fashion', price: 999, stockQuantity: 100_000 },
  ]);
  productId = product!.id;
  await database.close();
  store = await startStore({
    NODE_ENV: 'development',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '1000',
  });
}, 120_000);

afterAll(async () => {
  await store?.stop();
  await Promise.all([postgres?.stop(), redis?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

type Status = number | 'timeout' | 'cut';

async function call<T>(
  method: string,
  url: string,
  body?: object,
  token?: string,
): Promise<{ status: Status; ms: number; body?: { message: string; data: T } }> {
  const started = Date.now();
  try {
    const res = await fetch(store.url + url, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: res.status, ms: Date.now() - started, body: (await res.json()) as { message: string; data: T } };
  } catch (err) {
    return { status: (err as Error).name === 'TimeoutError' ? 'timeout' : 'cut', ms: Date.now() - started };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Answer {
  what: 'add' | 'order';
  status: Status;
  at: number;
  message?: string;
  orderId?: number;
}

/** A few shoppers each adding to their cart and ordering, over and over, until stopped (a minute at most). */
async function checkoutLoad(shoppers = 4) {
  const tokens = await Promise.all(
    Array.from(
      { length: shoppers },
      async () =>
        (await call<{ access_token: string }>('POST', '/api/auth/register', signup())).body!.data.access_token,
    ),
  );
  const answers: Answer[] = [];
  let stopped = false;
  const until = Date.now() + 60_000;
  const shopping = tokens.map(async (token) => {
    while (!stopped && Date.now() < until) {
      const add = await call('POST', '/api/cart/add', { productId, quantity: 1 }, token);
      answers.push({ what: 'add', status: add.status, at: Date.now(), message: add.body?.message });
      if (add.status !== 200) {
        await sleep(100);
        continue;
      }
      const order = await call<{ id: number }>(
        'POST',
        '/api/orders/create',
        { shippingAddress: ADDRESS, paymentMethod: 'COD' },
        token,
      );
      answers.push({
        what: 'order',
        status: order.status,
        at: Date.now(),
        message: order.body?.message,
        orderId: order.status === 201 ? order.body!.data.id : undefined,
      });
    }
  });
  return {
    answers,
    /** When the first order after `since` was placed. */
    async placedAfter(since: number): Promise<number> {
      for (const deadline = since + BACK_WITHIN_MS * 2; Date.now() < deadline; await sleep(50)) {
        const placed = answers.find((a) => a.what === 'order' && a.status === 201 && a.at > since);
        if (placed) return placed.at;
      }
      throw new Error(`no order placed within ${(BACK_WITHIN_MS * 2) / 1000} s`);
    },
    async stop() {
      stopped = true;
      await Promise.all(shopping);
    },
  };
}

describe('the store while its database and Redis come and go', () => {
  it('answers 503 while PostgreSQL restarts or its postmaster is killed, serves again within seconds, and keeps every order it answered 201', async () => {
    const load = await checkoutLoad();
    await load.placedAfter(Date.now());

    await postgres.restart();
    const restarted = Date.now();
    const afterRestart = (await load.placedAfter(restarted)) - restarted;

    await postgres.kill();
    await sleep(1000);
    await postgres.start();
    const returned = Date.now();
    const afterKill = (await load.placedAfter(returned)) - returned;
    await sleep(500);
    await load.stop();

    console.log(
      `Orders placed again ${afterRestart} ms after a fast restart, ${afterKill} ms after the postmaster's return`,
    );
    expect(store.alive, store.log).toBe(true);
    expect(afterRestart).toBeLessThan(BACK_WITHIN_MS);
    expect(afterKill).toBeLessThan(BACK_WITHIN_MS);
    const statuses = new Set(load.answers.map((a) => a.status));
    // Every answer in time, and every failure a 503 that says why: never a 500, a cut or a hang.
    expect(
      [...statuses].filter((s) => ![200, 201, 503].includes(s as number)),
      JSON.stringify(load.answers.filter((a) => ![200, 201, 503].includes(a.status as number))),
    ).toEqual([]);
    const refused = load.answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused)
      expect(a.message).toBe("The store's database is not reachable right now. Please try again in a moment.");

    const answered = load.answers.flatMap((a) => (a.orderId ? [a.orderId] : []));
    const check = await openDatabase({ url: postgres.url, poolSize: 1 });
    try {
      const kept = await check.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, answered));
      expect(kept.length).toBe(answered.length);
    } finally {
      await check.close();
    }
  }, 90_000);

  it('answers 503 ready naming the part that is away within 2 s, 200 again once it is back, and live throughout', async () => {
    const ready = () => call<unknown>('GET', '/api/health/ready');
    /** Asks ready until it answers `status`: how long that took, and the answer. */
    const readyTurns = async (status: number) => {
      const from = Date.now();
      let last = await ready();
      while (last.status !== status) {
        if (Date.now() - from > 10_000) throw new Error(`ready stayed ${last.status}: ${last.body?.message}`);
        await sleep(100);
        last = await ready();
      }
      return { ms: Date.now() - from, message: last.body?.message };
    };
    expect((await ready()).status).toBe(200);

    await postgres.kill();
    const away = await readyTurns(503);
    expect(away.ms).toBeLessThan(2000);
    expect(away.message).toMatch(/^Not ready: database \(/);
    expect((await call('GET', '/api/health/live')).status).toBe(200);
    await postgres.start();
    const back = await readyTurns(200);

    await redis.kill();
    const noRedis = await readyTurns(503);
    expect(noRedis.ms).toBeLessThan(2000);
    expect(noRedis.message).toMatch(/^Not ready: redis \(/);
    await redis.start();
    const redisBack = await readyTurns(200);
    console.log(
      `Ready: 503 ${away.ms} ms after PostgreSQL went, 200 ${back.ms} ms after its return; 503 ${noRedis.ms} ms after Redis went, 200 ${redisBack.ms} ms after its return`,
    );
  }, 60_000);

  it('logs in at once while Redis is down, counting in the process, and counts in Redis again once it is back', async () => {
    const shopper = signup();
    expect((await call('POST', '/api/auth/register', shopper)).status).toBe(201);
    const logIn = (password: string) => call('POST', '/api/auth/login', { email: shopper.email, password });
    const load = await checkoutLoad(2);
    const up = [await logIn(shopper.password), await logIn('Wrong@1234')];

    await redis.kill();
    const tries = [await logIn(shopper.password), await logIn('Wrong@1234'), await logIn(shopper.password)];
    console.log(
      `Log-ins took ${up.map((t) => t.ms).join(', ')} ms with Redis, ${tries.map((t) => t.ms).join(', ')} ms with Redis down`,
    );
    expect(tries.map((t) => t.status)).toEqual([200, 401, 200]);
    // They took about a minute each; a password's hash on a busy machine may take most of a second.
    for (const t of tries) expect(t.ms).toBeLessThan(LOG_IN_WITHIN_MS);

    await redis.start();
    const raw = await connectRedis(redis.url);
    try {
      // Redis came back empty: a count in it is the store counting there again.
      let counted: string[] = [];
      for (const deadline = Date.now() + 10_000; !counted.length && Date.now() < deadline; await sleep(200)) {
        expect((await logIn(shopper.password)).status).toBe(200);
        counted = await raw.keys('*auth_address*');
      }
      expect(counted.length).toBeGreaterThan(0);
    } finally {
      await raw.quit();
    }
    await load.stop();
    expect(store.alive, store.log).toBe(true);
    expect(load.answers.filter((a) => a.status !== 200 && a.status !== 201)).toEqual([]);
  }, 60_000);
});
