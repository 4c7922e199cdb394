import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { Product, ProductPage } from '@kuber/shared';
import { rowsOf } from '#api/db/client.js';
import { ensureCategories, insertProducts, refreshSearchWords } from '#api/db/factories.js';
import { SAMPLE_PRODUCTS } from '#api/demo/sample-products.js';
import { products } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await ensureCategories(db);
  await insertProducts(db, [
    ...SAMPLE_PRODUCTS,
    { name: 'Hidden Archive Kurta', category: 'mens-fashion', price: 999, active: false, tags: 'kurta' },
    { name: 'Sold Out Linen Shirt', category: 'mens-fashion', price: 1299, stockQuantity: 0, tags: 'shirt' },
    {
      name: 'Cotton Polo Shirt',
      category: 'mens-fashion',
      price: 899,
      originalPrice: 1499,
      rating: 4.1,
      reviews: 12,
      tags: 'polo tshirt',
      createdAt: new Date(Date.now() + 1000),
    },
  ]);
  await refreshSearchWords(db);
});

afterAll(async () => {
  await t?.close();
});

const names = (page: { data: Product[] }) => page.data.map((p) => p.name);

describe('GET /api/products', () => {
  it('answers the list itself, as the original client reads it, with the filters applied', async () => {
    const { status, body } = await t
      .anonymous()
      .get<Product[]>('/api/products?size=3&sort=price-low&category=mens-fashion');
    expect(status).toBe(200);
    expect(body.data.map((p) => p.price)).toEqual([499, 899, 1299]);
  });

  it('pages through active products only, in rupees', async () => {
    const { status, body } = await t.anonymous().get<ProductPage>('/api/products/paginated?page=0&size=5');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.total).toBe(10);
    expect(body.data.totalPages).toBe(2);
    expect(body.data.data).toHaveLength(5);
    const second = await t.anonymous().get<ProductPage>('/api/products/paginated?page=1&size=5');
    expect(second.body.data.data).toHaveLength(5);
    const all = [...names(body.data), ...names(second.body.data)];
    expect(new Set(all).size).toBe(10);
    expect(all).not.toContain('Hidden Archive Kurta');
    const tee = [...body.data.data, ...second.body.data.data].find((p) => p.slug === 'classic-cotton-t-shirt')!;
    expect(tee).toMatchObject({
      price: 499,
      originalPrice: 799,
      discount: 38,
      category: 'mens-fashion',
      categoryId: 1,
      productId: tee.id,
    });
  });

  it('filters by category and price and sorts by price', async () => {
    const { body } = await t
      .anonymous()
      .get<ProductPage>('/api/products/paginated?category=mens-fashion&minPrice=500&maxPrice=2500&sort=price-low');
    expect(names(body.data)).toEqual(['Cotton Polo Shirt', 'Sold Out Linen Shirt', 'Denim Jacket']);
    expect(body.data.priceRange).toEqual({ min: 499, max: 2499 });
    const high = await t.anonymous().get<ProductPage>('/api/products/paginated?category=mens-fashion&sort=price-high');
    const prices = high.body.data.data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('lists only discounted products on sale', async () => {
    const { body } = await t.anonymous().get<ProductPage>('/api/products/paginated?onSale=true&size=50');
    expect(body.data.total).toBe(9);
    expect(body.data.data.every((p) => p.originalPrice! > p.price && p.discount > 0)).toBe(true);
  });

  it('marks a product with no stock as out of stock', async () => {
    const { body } = await t.anonymous().get<Product>('/api/products/slug/sold-out-linen-shirt');
    expect(body.data.inStock).toBe(false);
    expect(body.data.stockQuantity).toBe(0);
  });

  it.each([
    ['page=-1', 'page must be at least 0'],
    ['size=10000', 'size must be at most 100'],
    ['minPrice=abc', 'minPrice must be a number'],
    ['sort=cheapest', 'sort must be one of'],
    ['category=shoes', 'Unknown category'],
    ['size=2.5', 'size must be a whole number'],
  ])('answers 400 with a clear message for %s', async (query, message) => {
    const { status, body } = await t.anonymous().get(`/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.code).toBe('INVALID');
    expect(body.message).toContain(message);
  });
});

describe('single products', () => {
  it('finds a product by id, by slug and by slug on the id route', async () => {
    const bySlug = await t.anonymous().get<Product>('/api/products/slug/premium-sneakers');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.name).toBe('Premium Sneakers');
    const byId = await t.anonymous().get<Product>(`/api/products/${bySlug.body.data.id}`);
    expect(byId.body.data.slug).toBe('premium-sneakers');
    const idRoute = await t.anonymous().get<Product>('/api/products/premium-sneakers');
    expect(idRoute.body.data.id).toBe(bySlug.body.data.id);
  });

  it('answers 404 for unknown and inactive products', async () => {
    for (const url of ['/api/products/999999', '/api/products/slug/nope', '/api/products/slug/hidden-archive-kurta']) {
      const { status, body } = await t.anonymous().get(url);
      expect(status, url).toBe(404);
      expect(body).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Product not found', data: null });
    }
  });
});

describe('lists', () => {
  it('featured is a plain list of featured products', async () => {
    const { body } = await t.anonymous().get<Product[]>('/api/products/featured');
    expect(body.data.length).toBe(5);
    expect(body.data.every((p) => p.featured)).toBe(true);
  });

  it('category list and paginated category', async () => {
    const plain = await t.anonymous().get<Product[]>('/api/products/category/womens-fashion');
    expect(plain.body.data.map((p) => p.name).sort()).toEqual(['Elegant Summer Dress', 'Silk Blouse']);
    const paged = await t
      .anonymous()
      .get<ProductPage>('/api/products/category/mens-fashion/paginated?page=0&size=2&sort=rating');
    expect(paged.body.data.total).toBe(4);
    expect(paged.body.data.totalPages).toBe(2);
    expect(names(paged.body.data)).toEqual(['Classic Cotton T-Shirt', 'Denim Jacket']);
    expect((await t.anonymous().get('/api/products/category/shoes/paginated')).status).toBe(400);
    // The original client's sortBy/sortDir (docs/api.md).
    const cheapest = await t
      .anonymous()
      .get<ProductPage>('/api/products/category/mens-fashion/paginated?sortBy=price&sortDir=asc');
    const dearest = await t
      .anonymous()
      .get<ProductPage>('/api/products/category/mens-fashion/paginated?sortBy=price&sortDir=desc');
    expect(cheapest.body.data.data.map((p) => p.price)).toEqual(
      [...cheapest.body.data.data.map((p) => p.price)].sort((a, b) => a - b),
    );
    expect(dearest.body.data.data.map((p) => p.price)).toEqual(
      [...cheapest.body.data.data.map((p) => p.price)].reverse(),
    );
    expect((await t.anonymous().get('/api/products/category/mens-fashion/paginated?sortBy=colour')).body.message).toBe(
      'sortBy must be one of featured, price, rating, createdAt, newest, relevance',
    );
  });

  it('filters by category and price', async () => {
    const { body } = await t
      .anonymous()
      .get<ProductPage>('/api/products/filter/category-price?categorySlug=footwear&minPrice=100&maxPrice=5000');
    expect(names(body.data)).toEqual(['Premium Sneakers']);
    const none = await t
      .anonymous()
      .get<ProductPage>('/api/products/filter/category-price?categorySlug=footwear&minPrice=100&maxPrice=200');
    expect(none.body.data.total).toBe(0);
    expect(none.body.data.priceRange.max).toBe(2999);
    expect((await t.anonymous().get('/api/products/filter/category-price')).status).toBe(400);
  });

  it('top-rated, newest, trending and interest take a limit', async () => {
    const top = await t.anonymous().get<Product[]>('/api/products/top-rated?limit=3');
    expect(top.body.data.map((p) => p.rating)).toEqual([4.8, 4.7, 4.6]);
    expect((await t.anonymous().get<Product[]>('/api/products/top-rated')).body.data).toHaveLength(10);
    const newest = await t.anonymous().get<Product[]>('/api/products/newest?limit=1');
    expect(newest.body.data.map((p) => p.name)).toEqual(['Cotton Polo Shirt']);
    const trending = await t.anonymous().get<ProductPage>('/api/products/trending?limit=6');
    expect(trending.body.data.data).toHaveLength(6);
    const interest = await t.anonymous().get<ProductPage>('/api/products/interest?limit=6');
    expect(interest.body.data.data).toHaveLength(6);
    expect((await t.anonymous().get('/api/products/top-rated?limit=0')).status).toBe(400);
  });

  it("a visitor's Inspired by Your Interest shows one category after another and does not open like Trending Now", async () => {
    const interest = (await t.anonymous().get<ProductPage>('/api/products/interest?limit=6')).body.data.data;
    const trending = (await t.anonymous().get<ProductPage>('/api/products/trending?limit=6')).body.data.data;
    expect(new Set(interest.map((p) => p.category)).size).toBe(6);
    expect(interest.slice(0, 3).map((p) => p.id)).not.toEqual(trending.slice(0, 3).map((p) => p.id));
  });

  it("a visitor's Inspired by Your Interest deals each category's newest in turn, page after page", async () => {
    // The order of numbering every active product within its category, newest first, then taking turns.
    const reference = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from products where active order by row_number() over (partition by category_id order by created_at desc, id desc), category_id`,
      ),
    );
    const dealt: number[] = [];
    for (let page = 0; page < 4; page++)
      dealt.push(
        ...(await t.anonymous().get<ProductPage>(`/api/products/interest?limit=3&page=${page}`)).body.data.data.map(
          (p) => p.id,
        ),
      );
    expect(dealt).toEqual(reference.map((r) => Number(r.id)));
    expect(dealt).toHaveLength(10);
  });

  it("a deep page of Inspired by Your Interest is read off the catalogue index: the page's rows by id, and nothing past the end", async () => {
    const reference = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`select id from products where active order by row_number() over (partition by category_id order by created_at desc, id desc), category_id`,
      ),
    ).map((r) => Number(r.id));
    // Every statement the store sends the database, as its driver is asked.
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const sent = vi.spyOn(client, 'query');
    try {
      const deep = await t.anonymous().get<ProductPage>('/api/products/interest?limit=4&page=2');
      expect(deep.body.data.data.map((p) => p.id)).toEqual(reference.slice(8, 12));
      expect(sent).toHaveBeenCalledTimes(1);
      sent.mockClear();
      const past = await t.anonymous().get<ProductPage>('/api/products/interest?limit=100&page=100000');
      expect(past.body.data).toMatchObject({ data: [], page: 100000, total: 10 });
      const trendingPast = await t.anonymous().get<ProductPage>('/api/products/trending?limit=100&page=100000');
      expect(trendingPast.body.data).toMatchObject({ data: [], total: 10 });
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
  });

  it('categories carry real product counts', async () => {
    const { body } = await t.anonymous().get<{ slug: string; productCount: number; name: string }[]>('/api/categories');
    expect(body.data).toHaveLength(6);
    const count = Object.fromEntries(body.data.map((c) => [c.slug, c.productCount]));
    expect(count).toEqual({
      'mens-fashion': 4,
      'womens-fashion': 2,
      'kids-fashion': 1,
      footwear: 1,
      accessories: 1,
      'sports-active': 1,
    });
  });
});

describe('GET /api/products/search', () => {
  it.each([
    ['sneakers', 'Premium Sneakers'],
    ['sneeker', 'Premium Sneakers'],
    ['tshirt', 'Classic Cotton T-Shirt'],
    ['t-shirt', 'Classic Cotton T-Shirt'],
    ['dresses', 'Elegant Summer Dress'],
    ['SILK', 'Silk Blouse'],
    ['footwear', 'Premium Sneakers'],
    ['cotton tee', 'Classic Cotton T-Shirt'],
  ])('%s finds %s first', async (q, expected) => {
    const { status, body } = await t.anonymous().get<ProductPage>(`/api/products/search?q=${encodeURIComponent(q)}`);
    expect(status).toBe(200);
    expect(body.data.data[0]?.name).toBe(expected);
  });

  it('finds nothing for nonsense, and never inactive products', async () => {
    expect((await t.anonymous().get<ProductPage>('/api/products/search?q=zzqqxx')).body.data.total).toBe(0);
    expect(names((await t.anonymous().get<ProductPage>('/api/products/search?q=kurta')).body.data)).not.toContain(
      'Hidden Archive Kurta',
    );
  });

  it('sorts and filters results by price', async () => {
    const { body } = await t.anonymous().get<ProductPage>('/api/products/search?q=shirt&sort=price-low&maxPrice=1000');
    const prices = body.data.data.map((p) => p.price);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p <= 1000)).toBe(true);
    expect(body.data.priceRange.max).toBeGreaterThan(1000);
  });

  it('pages through the results without repeating or skipping, with the same count and price range on every page', async () => {
    const first = (await t.anonymous().get<ProductPage>('/api/products/search?q=shirt&size=1')).body.data;
    expect(first.total).toBeGreaterThan(1);
    const seen: number[] = [];
    for (let page = 0; page < first.totalPages; page++) {
      const { body } = await t.anonymous().get<ProductPage>(`/api/products/search?q=shirt&size=1&page=${page}`);
      expect(body.data.total).toBe(first.total);
      expect(body.data.priceRange).toEqual(first.priceRange);
      seen.push(...body.data.data.map((p) => p.id));
    }
    expect(new Set(seen).size).toBe(first.total);
    const all = (await t.anonymous().get<ProductPage>('/api/products/search?q=shirt&size=50')).body.data.data;
    expect(seen).toEqual(all.map((p) => p.id));
  });

  it("corrects a misspelt word but does not swap a known one: 'running shoes' brings no shorts", async () => {
    const db = t.database.db;
    const added = await insertProducts(db, [
      { name: 'Trail Running Shoes', category: 'footwear', price: 2499, tags: 'running shoes' },
      { name: 'Sprint Running Shorts', category: 'sports-active', price: 799, tags: 'running shorts' },
    ]);
    await refreshSearchWords(db);
    t.app.changes.publish('catalogue');
    try {
      expect(names((await t.anonymous().get<ProductPage>('/api/products/search?q=running%20shoes')).body.data)).toEqual(
        ['Trail Running Shoes'],
      );
      expect(names((await t.anonymous().get<ProductPage>('/api/products/search?q=runing%20shoes')).body.data)).toEqual([
        'Trail Running Shoes',
      ]);
      expect(
        names((await t.anonymous().get<ProductPage>('/api/products/search?q=running%20shorts')).body.data),
      ).toContain('Sprint Running Shorts');
    } finally {
      await db.delete(products).where(
        inArray(
          products.id,
          added.map((p) => p.id),
        ),
      );
      t.app.changes.publish('catalogue');
    }
  });

  it('takes the text as keyword too, as the original client sent it; q wins when both are sent', async () => {
    const byQ = (await t.anonymous().get<ProductPage>('/api/products/search?q=sneakers&size=50')).body.data;
    const byKeyword = await t.anonymous().get<ProductPage>('/api/products/search?keyword=sneakers&size=50');
    expect(byKeyword.status).toBe(200);
    expect(byKeyword.body.data.data[0]?.name).toBe('Premium Sneakers');
    expect(byKeyword.body.data).toEqual(byQ);
    expect(
      (await t.anonymous().get<ProductPage>('/api/products/search?q=silk&keyword=sneakers')).body.data.data[0]?.name,
    ).toBe('Silk Blouse');
    expect(
      (await t.anonymous().get<ProductPage>('/api/products/search?q=%20&keyword=silk')).body.data.data[0]?.name,
    ).toBe('Silk Blouse');
    const blank = await t.anonymous().get('/api/products/search?keyword=%20%20');
    expect([blank.status, blank.body.message]).toEqual([400, 'Enter something to search for']);
    expect((await t.anonymous().get(`/api/products/search?keyword=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('answers 400 for a blank or missing query, and copes with odd characters', async () => {
    expect((await t.anonymous().get('/api/products/search?q=%20%20')).status).toBe(400);
    const missing = await t.anonymous().get('/api/products/search');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Enter something to search for');
    for (const q of ["it's", '&|!:*()', "'; drop table products; --", 'ñandú']) {
      expect((await t.anonymous().get(`/api/products/search?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
    }
  });
});

describe('HTTP behaviour', () => {
  it('sends an ETag and cache lifetime, and 304 when nothing changed', async () => {
    const first = await t.anonymous().get('/api/products?size=3');
    expect(first.headers['cache-control']).toContain('max-age=60');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.anonymous({ 'if-none-match': etag }).get('/api/products?size=3');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const { status, body } = await t.anonymous().get('/api/nothing-here');
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });

  it('serves the OpenAPI description and the store settings', async () => {
    const docs = await t.anonymous().get('/api/docs/json');
    expect(docs.status).toBe(200);
    expect(Object.keys(JSON.parse(docs.text).paths)).toContain('/api/products/search');
    const store = await t.anonymous().get<{ whatsappNumber: string; taxRatePercent: number }>('/api/store');
    expect(store.body.data).toMatchObject({
      whatsappNumber: '919876543210',
      taxRatePercent: 8,
      legalName: 'Kuber Fashion',
      address: 'Link Road, Bilaspur, Chhattisgarh 495001, India',
      grievanceOfficer: 'Mr. Anil Kumar Sahu',
    });
  });
});

describe('corrections from the words of shown products only', () => {
  it('a word only a hidden product has is never offered, and is once the product is shown', async () => {
    const [stole] = await insertProducts(t.database.db, [
      { name: 'Quintessora Stole', category: 'accessories', price: 1499, active: false, tags: 'stole' },
    ]);
    await refreshSearchWords(t.database.db, [stole!.id]);
    t.app.changes.publish('catalogue');
    const hidden = await t.anonymous().get<ProductPage>('/api/products/search?q=quintessorra');
    expect(hidden.body.data.correctedQuery).toBeUndefined();
    expect(hidden.body.data.total).toBe(0);

    await t.database.db
      .update(products)
      .set({ active: true })
      .where(inArray(products.id, [stole!.id]));
    t.app.changes.publish('catalogue');
    const shown = await t.anonymous().get<ProductPage>('/api/products/search?q=quintessorra');
    expect(shown.body.data.correctedQuery).toBe('quintessora');
    expect(names(shown.body.data)).toEqual(['Quintessora Stole']);

    await t.database.db
      .update(products)
      .set({ active: false })
      .where(inArray(products.id, [stole!.id]));
    t.app.changes.publish('catalogue');
    expect(
      (await t.anonymous().get<ProductPage>('/api/products/search?q=quintessorra')).body.data.correctedQuery,
    ).toBeUndefined();
  });
});
