import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Session } from '@kuber/shared';
import { registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

const TOKEN = 'a-token-for-prometheus-0123456789';
let t: TestApp;
let shopper: Session;
let products: Awaited<ReturnType<typeof shoppingCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  products = await shoppingCatalogue(t.database.db);
  shopper = (await registerShopper(t.app)).session;
});
afterAll(async () => {
  await t?.close();
});

const scrape = (token?: string) =>
  t.anonymous(token === undefined ? {} : { authorization: `Bearer ${token}` }).get('/metrics');

/** The value of a sample line `name{labels} value` in the scrape, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  it('are read only with the METRICS_TOKEN, and are off without one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('a-token-for-prometheus-0123456780')).status).toBe(401);
    const res = await scrape(TOKEN);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');

    const off = await createTestApp();
    try {
      const refused = await off.anonymous({ authorization: `Bearer ${TOKEN}` }).get('/metrics');
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('Metrics are off: set METRICS_TOKEN to read them');
    } finally {
      await off.close();
    }
  });

  it('count requests by route pattern and status, never by the address asked for', async () => {
    const before = (await scrape(TOKEN)).text;
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="200"}';
    const count = sample(before, series) ?? 0;
    await t.anonymous().get(`/api/products/${products.tee.id}`);
    await t.anonymous().get(`/api/products/${products.bag.id}?made-up=1`);
    const after = (await scrape(TOKEN)).text;
    expect(sample(after, series)).toBe(count + 2);
    expect(after).not.toContain('made-up');
    expect(after).not.toContain(`/api/products/${products.tee.id}`);
    // The process's own: event loop lag, memory.
    expect(sample(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(after).toContain('response_cache_requests_total{result="miss"}');
  });

  it('tell the orders placed and their value, by status, from the database', async () => {
    const before = (await scrape(TOKEN)).text;
    const pending = sample(before, 'shop_orders{status="PENDING"}') ?? 0;
    const value = sample(before, 'shop_orders_value_rupees{status="PENDING"}') ?? 0;
    await t.as(shopper).post('/api/cart/add', { productId: products.bag.id, quantity: 1 });
    const placed = await t
      .as(shopper)
      .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
    expect(placed.status).toBe(201);
    const after = (await scrape(TOKEN)).text;
    expect(sample(after, 'shop_orders{status="PENDING"}')).toBe(pending + 1);
    expect(sample(after, 'shop_orders_value_rupees{status="PENDING"}')).toBeCloseTo(
      value + placed.body.data.totalAmount,
      2,
    );
    // Its mail goes at once (to the log: no SMTP in the tests): none waits, none fails.
    await expect.poll(async () => sample((await scrape(TOKEN)).text, 'shop_mail_waiting{state="queued"}')).toBe(0);
    expect(sample(after, 'shop_mail_waiting{state="failing"}')).toBe(0);
  });
});
