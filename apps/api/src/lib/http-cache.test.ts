import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductPage } from '@kuber/shared';
import { insertProducts } from '#api/db/factories.js';
import { products as productsTable } from '#api/db/schema.js';
import { registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { client } from '#api/test/client.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { acceptedEncoding, publicResponseCache } from './http-cache.js';

/** The public answer cache, through the real app with answers kept a minute. */
let t: TestApp;
let fixtures: Awaited<ReturnType<typeof shoppingCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ cacheSeconds: 60 });
  fixtures = await shoppingCatalogue(t.database.db, [
    { name: 'Kurta One', category: 'kids-fashion', price: 900, rating: 4.9, reviews: 10 },
    { name: 'Kurta Two', category: 'kids-fashion', price: 950, rating: 4.8, reviews: 10 },
    { name: 'Kurta Three', category: 'kids-fashion', price: 990, rating: 4.7, reviews: 10 },
    { name: 'Kurta Four', category: 'kids-fashion', price: 1100, rating: 4.6, reviews: 10 },
    { name: 'Kurta Five', category: 'kids-fashion', price: 1200, rating: 4.5, reviews: 10 },
    { name: 'Kurta Six', category: 'kids-fashion', price: 1300, rating: 4.4, reviews: 10 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** Public answers say when they were made: a kept answer keeps its time. */
type Made = { timestamp: string };
const get = <T>(url: string, headers: Record<string, string> = {}) => t.anonymous(headers).get<T, Made>(url);

const rename = (id: number, name: string) =>
  t.database.db.update(productsTable).set({ name }).where(eq(productsTable.id, id));

describe('public answer cache', () => {
  it('serves the kept answer until stock changes, then the fresh one', async () => {
    const url = `/api/products/${fixtures.bag.id}`;
    expect((await get<Product>(url)).body.data.name).toBe('Test Bag');
    await rename(fixtures.bag.id, 'Renamed Bag');
    expect((await get<Product>(url)).body.data.name).toBe('Test Bag');

    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: fixtures.bag.id, quantity: 1 });
    const placed = await t.as(session).post('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
    expect(placed.status).toBe(201);
    const fresh = (await get<Product>(url)).body.data;
    expect(fresh).toMatchObject({ name: 'Renamed Bag', stockQuantity: fixtures.bag.stockQuantity - 1 });
  });

  it('makes one answer for requests that arrive together, and answers 304 from the kept copy', async () => {
    const url = '/api/products/category/kids-fashion/paginated?page=0&size=3&sort=price-low';
    const answers = await Promise.all(Array.from({ length: 12 }, () => get<ProductPage>(url)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.timestamp)).size).toBe(1);
    expect(answers[0]!.body.data.data.map((p) => p.name)).toEqual(['Kurta One', 'Kurta Two', 'Kurta Three']);
    const etag = answers[0]!.headers.etag as string;
    expect(
      answers.every(
        (a) =>
          a.headers.etag === etag && a.headers['cache-control'] === 'public, max-age=60, stale-while-revalidate=300',
      ),
    ).toBe(true);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.etag).toBe(etag);
  });

  it('sends the kept copy compressed the way the browser asks, the same answer in every encoding', async () => {
    const url = '/api/products?size=20';
    const plain = await t.anonymous().get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The client undoes the encoding the answer names: bytes in another encoding would not read.
    const asked = async (acceptEncoding: string) => {
      const res = await t.anonymous({ 'accept-encoding': acceptEncoding }).get(url);
      return { encoding: res.headers['content-encoding'], vary: res.headers.vary, body: res.text };
    };
    for (const [header, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const first = await asked(header);
      const second = await asked(header);
      expect([first.encoding, second.encoding], header).toEqual([encoding, encoding]);
      expect(second.body).toBe(plain.text);
      expect(second.vary).toContain('accept-encoding');
    }
  });

  it('keeps one answer per query the route reads: made-up and tracking parameters, their order and its defaults share it', async () => {
    const kurta = fixtures.rows.find((p) => p.name === 'Kurta One')!;
    const first = await get<ProductPage>('/api/products/category/kids-fashion/paginated?size=4&sort=price-low');
    expect(first.body.data.data.map((p) => p.name)).toContain('Kurta One');
    await rename(kurta.id, 'Kurta Renamed');
    try {
      const sharing = [
        '/api/products/category/kids-fashion/paginated?size=4&page=0&sort=price-low',
        '/api/products/category/kids-fashion/paginated?sort=price-low&page=0&size=4',
        '/api/products/category/kids-fashion/paginated?size=4&utm_source=mail&sort=price-low&fbclid=abc',
        ...Array.from(
          { length: 30 },
          (_, i) => `/api/products/category/kids-fashion/paginated?size=4&sort=price-low&v=${i}`,
        ),
      ];
      for (const url of sharing) {
        const again = await get<ProductPage>(url);
        expect(again.body.timestamp, url).toBe(first.body.timestamp);
        expect(again.headers.etag, url).toBe(first.headers.etag);
      }
      // A parameter the route reads is another answer, made afresh.
      const other = await get<ProductPage>('/api/products/category/kids-fashion/paginated?size=5&sort=price-low');
      expect(other.body.data.data.map((p) => p.name)).toContain('Kurta Renamed');
      // A bad value of one is refused, not kept.
      expect((await get('/api/products/category/kids-fashion/paginated?size=-1')).status).toBe(400);
    } finally {
      await rename(kurta.id, 'Kurta One');
    }
  });

  it('does not keep a not-found answer', async () => {
    expect((await get('/api/products/slug/late-arrival')).status).toBe(404);
    await insertProducts(t.database.db, [{ name: 'Late Arrival', category: 'accessories', price: 499 }]);
    expect((await get<Product>('/api/products/slug/late-arrival')).body.data.name).toBe('Late Arrival');
  });

  it("never gives a visitor's answer to a signed-in shopper, nor the other way round", async () => {
    const visitorFirst = await get<ProductPage>('/api/products/interest?limit=6');
    expect(visitorFirst.headers.vary).toContain('authorization');
    const newest = visitorFirst.body.data.data.map((p) => p.name);

    const { session } = await registerShopper(t.app);
    const kurta = (await get<ProductPage>('/api/products/category/kids-fashion/paginated?size=1')).body.data.data[0]!;
    await t.as(session).post('/api/wishlist/add', { productId: kurta.id });
    const personal = await t.as(session).get<ProductPage>('/api/products/interest?limit=6');
    expect(personal.headers['cache-control']).toContain('private');
    expect(personal.body.data.data.map((p) => p.category)).toEqual(Array(6).fill('kids-fashion'));

    const visitorAgain = await get<ProductPage>('/api/products/interest?limit=6');
    expect(visitorAgain.body.data.data.map((p) => p.name)).toEqual(newest);
    expect(visitorAgain.body.data.data.map((p) => p.name)).not.toEqual(personal.body.data.data.map((p) => p.name));
  });
});

describe('kept answers bounded by bytes', () => {
  it('keeps many large answers under the budget, their compressed forms counted, and the recent ones served', async () => {
    const budget = 100_000;
    const answers = publicResponseCache(60_000, budget);
    const app = Fastify();
    const visitor = (headers: Record<string, string> = {}) => client(app).anonymous(headers);
    let made = 0;
    await app.register(async (scope) => {
      answers.attach(scope);
      // About 20 kB each, not much smaller compressed: each answer's own random digits.
      scope.get('/big/:n', async (req, reply) => {
        made += 1;
        reply.type('application/json');
        return JSON.stringify({ data: Array.from({ length: 2_000 }, () => Math.random().toString(36).slice(2, 10)) });
      });
    });
    try {
      for (let n = 0; n < 40; n++) {
        const res = await visitor({ 'accept-encoding': 'br' }).get(`/big/${n}`);
        expect(res.status).toBe(200);
        // The second asks for the kept copy, compressed.
        expect((await visitor({ 'accept-encoding': 'gzip' }).get(`/big/${n}`)).headers['content-encoding']).toBe(
          'gzip',
        );
        expect(answers.size().bytes).toBeLessThanOrEqual(budget);
      }
      expect(made).toBe(40);
      expect(answers.size().entries).toBeLessThan(5);
      expect(answers.size().entries).toBeGreaterThan(0);
      await visitor().get('/big/39');
      expect(made).toBe(40);
    } finally {
      await app.close();
    }
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
