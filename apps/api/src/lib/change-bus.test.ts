import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startRedis, type RedisServer } from '../test/services.js';
import { createTestApp } from '../test/test-app.js';
import { createChangeBus, type ChangeBus } from './change-bus.js';
import { connectRedis } from './redis.js';

let redis: RedisServer;
const buses: ChangeBus[] = [];
const warnings: string[] = [];
const log = { warn: (...args: unknown[]) => void warnings.push(String(args.at(-1))) };

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await Promise.all(buses.map((b) => b.close()));
  await redis?.stop();
});

async function bus(redisUrl?: string) {
  const made = await createChangeBus({ redisUrl, log });
  buses.push(made);
  const heard: string[] = [];
  const details: unknown[] = [];
  made.on('catalogue', (detail) => {
    heard.push('catalogue');
    details.push(detail);
  });
  return { bus: made, heard, details };
}

async function eventually(check: () => void | Promise<void>, ms = 2000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

describe('change bus', () => {
  it('without Redis, tells this instance’s listeners before publish returns', async () => {
    const one = await bus();
    one.bus.publish('catalogue');
    expect(one.heard).toEqual(['catalogue']);
  });

  it('with Redis, tells every instance, the publishing one at once and once only', async () => {
    const [one, two, three] = await Promise.all([bus(redis.url), bus(redis.url), bus(redis.url)]);
    one.bus.publish('catalogue');
    expect(one.heard).toEqual(['catalogue']);
    await eventually(() => {
      expect(two.heard).toEqual(['catalogue']);
      expect(three.heard).toEqual(['catalogue']);
    });
    // Its own message coming back over Redis is not heard again.
    await new Promise((r) => setTimeout(r, 100));
    expect(one.heard).toEqual(['catalogue']);
  });

  it('carries what a change touched to every instance; a detail that does not read right is heard as touching everything', async () => {
    const [one, two] = await Promise.all([bus(redis.url), bus(redis.url)]);
    one.bus.publish('catalogue', { stockOf: [3, 7] });
    expect(one.details).toEqual([{ stockOf: [3, 7] }]);
    await eventually(() => expect(two.details).toEqual([{ stockOf: [3, 7] }]));
    const raw = await connectRedis(redis.url);
    await raw.publish(
      'kuber-fashion:changes',
      JSON.stringify({ change: 'catalogue', from: 'elsewhere', detail: { stockOf: ['1; drop'] } }),
    );
    await eventually(() => expect(two.details).toEqual([{ stockOf: [3, 7] }, {}]));
    await raw.quit();
  });

  it('ignores what is not a change on its channel', async () => {
    const one = await bus(redis.url);
    const raw = await connectRedis(redis.url);
    await raw.publish('kuber-fashion:changes', 'not json');
    await raw.publish('kuber-fashion:changes', JSON.stringify({ change: 'everything', from: 'elsewhere' }));
    await raw.publish('kuber-fashion:changes', JSON.stringify({ change: 'catalogue', from: 'elsewhere' }));
    await eventually(() => expect(one.heard).toEqual(['catalogue']));
    await raw.quit();
  });

  it('after losing its connection drops everything kept (changes may have been missed), then hears again', async () => {
    const [one, two] = await Promise.all([bus(redis.url), bus(redis.url)]);
    const admin = await connectRedis(redis.url);
    await admin.client('KILL', 'TYPE', 'PUBSUB');
    await admin.quit();
    await eventually(() => expect(one.heard).toEqual(['catalogue']));
    await eventually(() => expect(two.heard).toEqual(['catalogue']));
    two.bus.publish('catalogue');
    await eventually(() => expect(one.heard).toEqual(['catalogue', 'catalogue']));
  });

  it('is opened by the app with REDIS_URL and closed with it', async () => {
    const own = await startRedis();
    const admin = await connectRedis(own.url);
    const others = async () =>
      String(await admin.client('LIST'))
        .trim()
        .split('\n').length - 1;
    const t = await createTestApp({ REDIS_URL: own.url });
    expect(await others()).toBeGreaterThan(0);
    await t.close();
    await eventually(async () => expect(await others()).toBe(0));
    await admin.quit();
    await own.stop();
  }, 60_000);

  it('refuses to start when REDIS_URL cannot be reached, saying so', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    await expect(createChangeBus({ redisUrl: nowhere, log })).rejects.toThrow(/^Cannot reach Redis at REDIS_URL/);
  });
});
