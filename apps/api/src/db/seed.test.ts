import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, colourHex, colourSwatch, UNKNOWN_COLOUR_HEX } from '@kuber/shared';
import { openDatabase, type Database } from './client.js';
import { DEMO_PRODUCTS, generatedProductSeed, PALETTE, prng } from '../demo/demo-catalogue.js';
import { bulkInsertProducts, seedDemo, topUpCatalogue } from './seed.js';
import { ensureCategories } from './factories.js';
import { categories, products, productVariants, searchWords } from './schema.js';
import { shelfStock } from './variants.js';

// One in-memory database for the file, opened once (PGlite takes a while to start); the tests run in order.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(() => database.close());

describe('seedDemo', () => {
  let first: number;
  let second: number;

  beforeAll(async () => {
    first = await seedDemo(database.db, { images: false });
    second = await seedDemo(database.db, { images: false });
  });

  it('inserts the catalogue once, however often it runs', async () => {
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(first).toBe(DEMO_PRODUCTS.length);
    expect(first).toBeGreaterThanOrEqual(110);
    expect(second).toBe(0);
    expect(row!.n).toBe(first);
  });

  it('fills every category and points category cards at the demo pictures', async () => {
    const rows = await database.db
      .select({ slug: categories.slug, image: categories.image, n: count(products.id) })
      .from(categories)
      .leftJoin(products, eq(products.categoryId, categories.id))
      .groupBy(categories.id);
    expect(rows).toHaveLength(CATEGORIES.length);
    for (const r of rows) {
      expect(r.n, r.slug).toBeGreaterThan(10);
      expect(r.image).toBe(`/uploads/demo/category-${r.slug}.webp`);
    }
  });

  it('stores prices in paise and keeps the sample products', async () => {
    const [tee] = await database.db.select().from(products).where(eq(products.slug, 'classic-cotton-t-shirt'));
    expect(tee!.pricePaise).toBe(49_900);
    expect(tee!.originalPricePaise).toBe(79_900);
    const [range] = await database.db
      .select({ min: sql<number>`min(${products.pricePaise})`, max: sql<number>`max(${products.pricePaise})` })
      .from(products);
    expect(range!.min).toBeGreaterThanOrEqual(29_900);
    expect(range!.max).toBeLessThanOrEqual(499_900);
  });

  it('has some products sold out and about half discounted', async () => {
    const all = await database.db.select().from(products);
    const soldOut = all.filter((p) => p.stockQuantity === 0);
    expect(soldOut.length).toBeGreaterThanOrEqual(5);
    expect(soldOut.every((p) => !p.inStock)).toBe(true);
    expect(all.filter((p) => p.stockQuantity > 0).every((p) => p.inStock)).toBe(true);
    const discounted = all.filter((p) => p.originalPricePaise != null && p.originalPricePaise > p.pricePaise);
    expect(discounted.length / all.length).toBeGreaterThan(0.35);
    expect(discounted.length / all.length).toBeLessThan(0.75);
  });

  it('gives every product one picture per colour, the first as its image', async () => {
    const all = await database.db.select().from(products);
    for (const p of all) {
      expect(p.colors.length, p.slug).toBeGreaterThan(0);
      expect(p.images).toHaveLength(p.colors.length);
      expect(p.image).toBe(p.images[0]);
      expect(p.images[0]).toMatch(new RegExp(`^/uploads/demo/${p.slug}-[a-z]+\\.webp$`));
    }
  });

  it('keeps the stock per size and colour, every size × colour of each product, adding up to its stock', async () => {
    const all = await database.db.select().from(products);
    const variants = await database.db.select().from(productVariants);
    for (const p of all) {
      const mine = variants.filter((v) => v.productId === p.id);
      expect(mine, p.slug).toHaveLength(Math.max(p.sizes.length, 1) * p.colors.length);
      expect(
        mine.reduce((sum, v) => sum + v.stockQuantity, 0),
        p.slug,
      ).toBe(p.stockQuantity);
    }
  });

  it('has sizes sold out while others are on the shelf, for the storefront to show', async () => {
    const all = await database.db.select().from(products);
    const variants = await database.db.select().from(productVariants);
    const soldOutSize = all.filter((p) => {
      if (p.stockQuantity === 0) return false;
      const left = (size: string) =>
        variants.filter((v) => v.productId === p.id && v.size === size).reduce((sum, v) => sum + v.stockQuantity, 0);
      return p.sizes.some((size) => left(size) === 0);
    });
    expect(soldOutSize.length).toBeGreaterThanOrEqual(10);
    expect(soldOutSize.length).toBeLessThan(all.length / 2);
  });

  it('says which colour each picture shows', async () => {
    const [tee] = await database.db.select().from(products).where(eq(products.slug, 'classic-cotton-t-shirt'));
    expect(tee!.imageColors).toEqual({
      '/uploads/demo/classic-cotton-t-shirt-white.webp': 'White',
      '/uploads/demo/classic-cotton-t-shirt-black.webp': 'Black',
      '/uploads/demo/classic-cotton-t-shirt-navy.webp': 'Navy',
    });
  });

  it('spreads creation dates over the last 90 days', async () => {
    const [span] = await database.db
      .select({ oldest: sql<string>`min(${products.createdAt})`, newest: sql<string>`max(${products.createdAt})` })
      .from(products);
    const days = (Date.parse(span!.newest) - Date.parse(span!.oldest)) / 86_400_000;
    expect(days).toBeGreaterThan(60);
    expect(days).toBeLessThanOrEqual(90);
  });

  it('fills the search vocabulary so misspellings can be corrected', async () => {
    const words = await database.db.select().from(searchWords);
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['sneaker', 'kurta', 'lehenga', 'jutti']));
  });
});

describe('topUpCatalogue', () => {
  it('adds generated products up to the total, and nothing when already there', async () => {
    const added = await topUpCatalogue(database.db, 400, { batchSize: 100 });
    expect(added).toBe(400 - DEMO_PRODUCTS.length);
    expect(await topUpCatalogue(database.db, 400)).toBe(0);
    const more = await topUpCatalogue(database.db, 450);
    expect(more).toBe(50);
    const [row] = await database.db.select({ n: count() }).from(products);
    expect(row!.n).toBe(450);
    const generated = await database.db
      .select()
      .from(products)
      .where(sql`${products.slug} ~ '-g[0-9]+$'`);
    expect(new Set(generated.map((p) => p.slug)).size).toBe(450 - DEMO_PRODUCTS.length);
  });

  it('generates the same product for the same index, reusing demo pictures', () => {
    const a = generatedProductSeed(42, new Date('2026-01-01'));
    expect(generatedProductSeed(42, new Date('2026-01-01'))).toEqual(a);
    expect(a.slug).toMatch(/-g42$/);
    expect(a.price).toBeGreaterThanOrEqual(299);
    expect(a.price).toBeLessThanOrEqual(4999);
    const demoImages = new Set(DEMO_PRODUCTS.flatMap((p) => p.images));
    expect(a.images!.every((i) => demoImages.has(i))).toBe(true);
    expect(a.images).toHaveLength(a.colors!.length);
  });
});

describe('shelfStock', () => {
  it('shares the stock out in whole units that add up, middle sizes getting most', () => {
    const rand = prng(7);
    for (let n = 0; n < 200; n++) {
      const stock = Math.floor(rand() * 80);
      const variants = shelfStock(['S', 'M', 'L', 'XL'], ['Black', 'White'], stock, rand);
      expect(variants).toHaveLength(8);
      expect(variants.every((v) => Number.isInteger(v.stockQuantity) && v.stockQuantity >= 0)).toBe(true);
      expect(variants.reduce((sum, v) => sum + v.stockQuantity, 0)).toBe(stock);
    }
    const [s, m, l] = shelfStock(['S', 'M', 'L'], [], 40, () => 0.99).map((v) => v.stockQuantity);
    expect(m).toBeGreaterThan(2 * s!);
    expect(m).toBeGreaterThan(2 * l!);
    expect(s! + m! + l!).toBe(40);
    expect(shelfStock([], [], 5, () => 0)).toEqual([{ size: '', color: '', stockQuantity: 5 }]);
  });
});

describe('colour swatches', () => {
  it('show a colour of its own for every colour the catalogue uses, none of them grey but Gray', () => {
    const hexes = PALETTE.filter((c) => c !== 'Multi').map((c) => [c, colourHex(c)] as const);
    expect(hexes.filter(([, hex]) => !hex)).toEqual([]);
    expect(new Set(hexes.map(([, hex]) => hex)).size).toBe(hexes.length);
    expect(colourHex('Beige')).not.toBe(colourHex('Gray'));
    expect(colourHex('Maroon')).not.toBe(colourHex('Gray'));
    expect(colourHex('grey')).toBe(colourHex('Gray'));
    expect(colourSwatch('Multi')).toMatch(/^conic-gradient/);
    expect(colourSwatch('Aubergine')).toBe(UNKNOWN_COLOUR_HEX);
    expect(hexes.map(([, hex]) => hex)).not.toContain(UNKNOWN_COLOUR_HEX);
  });
});

describe('bulkInsertProducts', () => {
  it('stores awkward text, arrays, nulls and dates exactly as a plain insert would', async () => {
    await ensureCategories(database.db);
    const createdAt = new Date('2026-03-04T05:06:07.890Z');
    await bulkInsertProducts(database.db, [
      {
        name: 'Kid\'s "Best" \\ Tee, {v2}',
        slug: 'awkward',
        category: 'kids-fashion',
        price: 349.5,
        sizes: ['2-3Y', 'a,b', '"q"', 'NULL'],
        colors: [],
        createdAt,
      },
      {
        name: 'Plain',
        category: 'footwear',
        price: 999,
        originalPrice: 1499,
        stockQuantity: 0,
        featured: true,
        images: ['/x.webp'],
        imageColors: { '/x.webp': 'Say "cheese" \\ {}' },
      },
    ]);
    await bulkInsertProducts(database.db, [{ name: 'Plain', category: 'footwear', price: 1 }]);
    const [awkward] = await database.db.select().from(products).where(eq(products.slug, 'awkward'));
    expect(awkward).toMatchObject({
      name: 'Kid\'s "Best" \\ Tee, {v2}',
      pricePaise: 34_950,
      originalPricePaise: null,
      sizes: ['2-3Y', 'a,b', '"q"', 'NULL'],
      colors: [],
      categoryId: 3,
    });
    expect(awkward!.createdAt.toISOString()).toBe(createdAt.toISOString());
    const [plain] = await database.db.select().from(products).where(eq(products.slug, 'plain'));
    expect(plain).toMatchObject({
      pricePaise: 99_900,
      originalPricePaise: 149_900,
      inStock: false,
      featured: true,
      images: ['/x.webp'],
      image: '/x.webp',
      imageColors: { '/x.webp': 'Say "cheese" \\ {}' },
    });
  });
});
