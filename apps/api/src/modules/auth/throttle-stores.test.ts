// @module-tag postgres
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client.js';
import { connectRedis, type Redis } from '#api/lib/redis.js';
import { onPostgres } from '#api/test/processes.js';
import { startRedis } from '#api/test/services.js';
import { createTestApp } from '#api/test/test-app.js';
import { AuthThrottle, type ThrottleStore } from './throttle.js';

/**
 * Several store instances count log-in tries together: two throttles (as two processes
 * would have) on one Redis or one PostgreSQL. Redis runs from the system's redis-server;
 * PostgreSQL where TEST_DATABASE_URL names a server (scripts/with-postgres.sh).
 */
const settings = { addressLimit: 3, pairFreeTries: 5, accountFreeTries: 100, maxDelaySeconds: 60 };
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function redisClient(): Promise<Redis> {
  const server = await startRedis();
  cleanups.push(() => server.stop());
  const client = await connectRedis(server.url);
  cleanups.push(() => client.quit());
  return client;
}

async function postgresPool(): Promise<NonNullable<Database['pool']>> {
  // The test app makes (and drops) a database of its own on the server, migrations applied.
  const t = await createTestApp();
  cleanups.push(() => t.close());
  return t.database.pool!;
}

const stores: [string, boolean, () => Promise<ThrottleStore>][] = [
  ['in memory (one instance)', true, async () => ({ kind: 'memory' })],
  ['on Redis', true, async () => ({ kind: 'redis', client: await redisClient() })],
  ['on PostgreSQL', onPostgres(), async () => ({ kind: 'postgres', pool: await postgresPool() })],
];

describe.each(stores)('the log-in throttle %s', (_name, available, makeStore) => {
  it.runIf(available)('counts tries from two instances together, before they are checked', async () => {
    const store = await makeStore();
    // In memory each instance counts alone; on a shared store two instances count as one.
    const instances =
      store.kind === 'memory'
        ? [new AuthThrottle(store, settings)]
        : [new AuthThrottle(store, settings), new AuthThrottle(store, settings)];
    const account = `user:${Math.random()}`;
    const tries = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => instances[i % instances.length]!.beginLogin(account, '198.51.100.1', null)),
    );
    const admitted = tries.filter((r) => r.status === 'fulfilled');
    expect(admitted).toHaveLength(5);
    const refused = tries.find((r) => r.status === 'rejected')!.reason as { status: number; retryAfterSeconds: number };
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    // Another address for the same account is not held up.
    await expect(instances.at(-1)!.beginLogin(account, '198.51.100.2', null)).resolves.toBeTruthy();
    // The owner's browser (its device cookie) from the same address has a budget of its own, counted alike on every instance.
    const device = `nonce-${Math.random()}`;
    const fromDevice = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        instances[i % instances.length]!.beginLogin(account, '198.51.100.1', device),
      ),
    );
    expect(fromDevice.filter((r) => r.status === 'fulfilled')).toHaveLength(5);

    const address = `192.0.2.${Math.floor(Math.random() * 250)}`;
    // addressLimit 3: three full-cost requests spread over the instances, then refused on either.
    for (let i = 0; i < 3; i++) await instances[i % instances.length]!.spendAddressBudget(address, 10);
    for (const instance of instances)
      await expect(instance.spendAddressBudget(address, 10)).rejects.toMatchObject({ status: 429 });
  });
});
