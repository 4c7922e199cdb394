import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Facets, ProductDetail, ProductPage } from '@kuber/shared';
import { ensureCategories, insertProducts, refreshSearchWords } from '#api/db/factories.js';
import { products, productVariants } from '#api/db/schema.js';
import { bearer, loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;

/*
 * Four runners in footwear (and one hidden, and a kurta elsewhere):
 *   Runner One    ₹1,000, MRP ₹2,000 (50% off), 4.5★, sizes 8 9 10 × White Black, size 8 sold out
 *   Runner Two    ₹900,   MRP ₹1,000 (10% off), 3.2★, sizes 8 9 × Black
 *   Runner Three  ₹3,000, no MRP,                2.0★, size 10 × Red
 *   Runner Gone   ₹1,500, MRP ₹5,000 (70% off), 4.9★, size 8 × White, all sold
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await ensureCategories(db);
  const grid = (sizes: string[], colors: string[], stock: (size: string, color: string) => number) =>
    sizes.flatMap((size) => colors.map((color) => ({ size, color, stockQuantity: stock(size, color) })));
  await insertProducts(db, [
    {
      name: 'Runner One',
      category: 'footwear',
      price: 1000,
      originalPrice: 2000,
      rating: 4.5,
      sizes: ['8', '9', '10'],
      colors: ['White', 'Black'],
      variants: grid(['8', '9', '10'], ['White', 'Black'], (size) => (size === '8' ? 0 : 5)),
      images: [
        '/uploads/footwear/one-white.webp',
        '/uploads/footwear/one-sole.webp',
        '/uploads/footwear/one-black.webp',
      ],
      imageColors: { '/uploads/footwear/one-white.webp': 'White', '/uploads/footwear/one-black.webp': 'Black' },
    },
    {
      name: 'Runner Two',
      category: 'footwear',
      price: 900,
      originalPrice: 1000,
      rating: 3.2,
      sizes: ['8', '9'],
      colors: ['Black'],
      stockQuantity: 10,
    },
    {
      name: 'Runner Three',
      category: 'footwear',
      price: 3000,
      rating: 2,
      sizes: ['10'],
      colors: ['Red'],
      stockQuantity: 4,
    },
    {
      name: 'Runner Gone',
      category: 'footwear',
      price: 1500,
      originalPrice: 5000,
      rating: 4.9,
      sizes: ['8'],
      colors: ['White'],
      stockQuantity: 0,
    },
    { name: 'Runner Hidden', category: 'footwear', price: 999, sizes: ['9'], colors: ['Red'], active: false },
    { name: 'Runner Kurta', category: 'mens-fashion', price: 999, sizes: ['M'], colors: ['Blue'] },
  ]);
  await refreshSearchWords(db);
});

afterAll(async () => {
  await t?.close();
});

async function page(query: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/category/footwear/paginated?size=50&sort=price-low${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as ProductPage;
  return { names: data.data.map((p) => p.name), total: data.total, priceRange: data.priceRange, facets: data.facets! };
}

const counts = (options: { value: string | number; count?: number }[]) =>
  Object.fromEntries(options.map((o) => [o.value, o.count]));

describe('facets of a category page', () => {
  it('count each option over the page: sizes in stock only, colours listed, discounts and ratings at least', async () => {
    const { names, total, facets } = await page('');
    expect(names).toEqual(['Runner Two', 'Runner One', 'Runner Gone', 'Runner Three']);
    expect(total).toBe(4);
    expect(facets.sizes).toEqual([
      { value: '8', count: 1 },
      { value: '9', count: 2 },
      { value: '10', count: 2 },
    ]);
    expect(facets.colors).toEqual([
      { value: 'Black', count: 2 },
      { value: 'White', count: 2 },
      { value: 'Red', count: 1 },
    ]);
    expect(facets.discounts).toEqual([
      { value: 10, count: 3 },
      { value: 30, count: 2 },
      { value: 50, count: 2 },
      { value: 70, count: 1 },
    ]);
    expect(facets.ratings).toEqual([
      { value: 4, count: 2 },
      { value: 3, count: 3 },
      { value: 2, count: 4 },
      { value: 1, count: 4 },
    ]);
  });

  it('filter by a size someone can buy, counting every other facet under it and its own under the others', async () => {
    const { names, facets } = await page('&sizes=8');
    expect(names).toEqual(['Runner Two']);
    expect(counts(facets.sizes)).toEqual({ 8: 1, 9: 2, 10: 2 });
    expect(facets.colors).toEqual([{ value: 'Black', count: 1 }]);
    expect(counts(facets.discounts)).toEqual({ 10: 1, 30: 0, 50: 0, 70: 0 });
    expect(counts(facets.ratings)).toEqual({ 4: 0, 3: 1, 2: 1, 1: 1 });
    expect((await page('&sizes=8,10')).names).toEqual(['Runner Two', 'Runner One', 'Runner Three']);
  });

  it('combine colour, discount and rating', async () => {
    const white = await page('&colors=White&minDiscount=50');
    expect(white.names).toEqual(['Runner One', 'Runner Gone']);
    expect(counts(white.facets.sizes)).toEqual({ 9: 1, 10: 1 });
    expect(counts(white.facets.colors)).toEqual({ White: 2, Black: 1 });
    expect(counts(white.facets.discounts)).toEqual({ 10: 2, 30: 2, 50: 2, 70: 1 });
    expect((await page('&colors=Black,Red&minRating=3')).names).toEqual(['Runner Two', 'Runner One']);
    expect((await page('&minDiscount=70&minRating=4')).names).toEqual(['Runner Gone']);
  });

  it('combine with the price range, the range spanning the list before the price filter', async () => {
    const { names, priceRange, facets } = await page('&sizes=9,10&minPrice=950');
    expect(names).toEqual(['Runner One', 'Runner Three']);
    expect(priceRange).toEqual({ min: 900, max: 3000 });
    expect(counts(facets.sizes)).toEqual({ 9: 1, 10: 2 });
  });

  it('keep a chosen option listed when nothing is left of it', async () => {
    const { names, total, facets } = await page('&sizes=11&colors=Teal');
    expect(names).toEqual([]);
    expect(total).toBe(0);
    expect(facets.sizes.find((s) => s.value === '11')).toEqual({ value: '11', count: 0 });
    expect(facets.colors.find((c) => c.value === 'Teal')).toEqual({ value: 'Teal', count: 0 });
  });

  it('are answered by search and the paged catalogue too, and never count hidden products', async () => {
    const search = (await t.app.inject({ method: 'GET', url: '/api/products/search?q=runner&sizes=10' })).json()
      .data as ProductPage;
    expect(search.data.map((p) => p.name).sort()).toEqual(['Runner One', 'Runner Three']);
    expect(counts(search.facets!.colors)).toEqual({ White: 1, Black: 1, Red: 1 });
    expect(counts(search.facets!.sizes)).toEqual({ 8: 1, 9: 2, 10: 2, M: 1 });
    const all = (await t.app.inject({ method: 'GET', url: '/api/products/paginated?colors=Red' })).json()
      .data as ProductPage;
    expect(all.data.map((p) => p.name)).toEqual(['Runner Three']);
    expect((all.facets as Facets).colors.find((c) => c.value === 'Blue')).toEqual({ value: 'Blue', count: 1 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/products?minDiscount=50' })).json().data as {
      name: string;
    }[];
    expect(list.map((p) => p.name).sort()).toEqual(['Runner Gone', 'Runner One']);
  });

  it.each([
    ['minDiscount=20', 'minDiscount must be one of 10, 30, 50, 70'],
    ['minRating=5', 'minRating must be at most 4'],
    ['minRating=0', 'minRating must be at least 1'],
    [`sizes=${Array.from({ length: 21 }, (_, i) => i).join(',')}`, 'Choose at most 20 sizes'],
    [`colors=${'x'.repeat(31)}`, 'Each of colors must be at most 30 characters'],
  ])('refuse %s with 400', async (query, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/products/category/footwear/paginated?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('ignore an empty list', async () => {
    expect((await page('&sizes=&colors=')).total).toBe(4);
  });

  it('follow a change of stock at once', async () => {
    expect(counts((await page('')).facets.sizes)).toEqual({ 9: 2, 10: 2, 8: 1 });
    const admin = bearer(await loginAdmin(t.app, t.database.db));
    const [two] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.name, 'Runner Two'));
    const soldOut = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${two!.id}/stock`,
      headers: admin,
      payload: { variants: [{ size: '8', color: 'Black', stockQuantity: 0 }] },
    });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(counts((await page('')).facets.sizes)).toEqual({ 9: 2, 10: 2 });
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${two!.id}/stock`,
      headers: admin,
      payload: { variants: [{ size: '8', color: 'Black', stockQuantity: 3 }] },
    });
    expect(counts((await page('')).facets.sizes)).toEqual({ 9: 2, 10: 2, 8: 1 });
  });

  it("follow an order's stock at once: the last of a size sold leaves its facet and filter, and its cancel brings it back", async () => {
    const { session } = await registerShopper(t.app);
    const shopper = bearer(session);
    const [three] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.name, 'Runner Three'));
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: shopper,
      payload: { productId: three!.id, size: '10', color: 'Red', quantity: 4 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders/create',
      headers: shopper,
      payload: { shippingAddress: ADDRESS, paymentMethod: 'COD' },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(counts((await page('')).facets.sizes)).toEqual({ 9: 2, 10: 1, 8: 1 });
    expect((await page('&sizes=10')).names).toEqual(['Runner One']);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${placed.json().data.id}/cancel`,
      headers: shopper,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(counts((await page('')).facets.sizes)).toEqual({ 9: 2, 10: 2, 8: 1 });
    expect((await page('&sizes=10')).names).toEqual(['Runner One', 'Runner Three']);
  });

  it('take in a size come back in stock that a product was read without', async () => {
    const [one] = await t.database.db.select({ id: products.id }).from(products).where(eq(products.name, 'Runner One'));
    expect((await page('&sizes=8')).names).toEqual(['Runner Two']);
    const size8 = and(
      eq(productVariants.productId, one!.id),
      eq(productVariants.size, '8'),
      eq(productVariants.color, 'White'),
    );
    await t.database.db.update(productVariants).set({ stockQuantity: 2 }).where(size8);
    t.app.changes.publish('catalogue', { stockOf: [one!.id] });
    expect((await page('&sizes=8')).names).toEqual(['Runner Two', 'Runner One']);
    await t.database.db.update(productVariants).set({ stockQuantity: 0 }).where(size8);
    t.app.changes.publish('catalogue', { stockOf: [one!.id] });
    expect((await page('&sizes=8')).names).toEqual(['Runner Two']);
  });
});

describe('a product page', () => {
  it("answers the stock of every size × colour in the product's order, and each colour's pictures", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/slug/runner-one' });
    const one = res.json().data as ProductDetail;
    expect(one.variants).toEqual([
      { size: '8', color: 'White', stockQuantity: 0 },
      { size: '8', color: 'Black', stockQuantity: 0 },
      { size: '9', color: 'White', stockQuantity: 5 },
      { size: '9', color: 'Black', stockQuantity: 5 },
      { size: '10', color: 'White', stockQuantity: 5 },
      { size: '10', color: 'Black', stockQuantity: 5 },
    ]);
    expect(one.stockQuantity).toBe(20);
    expect(one.colorImages).toEqual({
      White: ['/uploads/footwear/one-white.webp', '/uploads/footwear/one-sole.webp'],
      Black: ['/uploads/footwear/one-black.webp', '/uploads/footwear/one-sole.webp'],
    });
    const byId = (await t.app.inject({ method: 'GET', url: `/api/products/${one.id}` })).json().data as ProductDetail;
    expect(byId.variants).toEqual(one.variants);
  });

  it('shows nothing to buy when the owner switched it out of stock', async () => {
    await t.database.db.update(products).set({ inStock: false }).where(eq(products.slug, 'runner-two'));
    const two = (await t.app.inject({ method: 'GET', url: '/api/products/slug/runner-two' })).json()
      .data as ProductDetail;
    expect(two.inStock).toBe(false);
    expect(two.variants.map((v) => v.stockQuantity)).toEqual([0, 0]);
    await t.database.db.update(products).set({ inStock: true }).where(eq(products.slug, 'runner-two'));
  });
});
