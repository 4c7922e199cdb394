import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findCategory, type Product, type ProductPage } from '@kuber/shared';
import { rowsOf } from '#api/db/client.js';
import { seedDemo, topUpCatalogue } from '#api/db/seed.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * Search as shoppers type it, on the demo catalogue (then topped up with generated products,
 * as a large shop's catalogue is): misspelt and run-together words, and broad searches held
 * to PostgreSQL's own text search.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { images: false });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function search(query: string): Promise<ProductPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/search?${query}` });
  expect(res.statusCode, query).toBe(200);
  return (res.json() as { data: ProductPage }).data;
}

const names = (page: { data: Product[] }) => page.data.map((p) => p.name);

/** The products named for what was meant come first: the first one is, and none follows one that is not. */
function namedFirst(list: string[], meant: RegExp): boolean {
  const other = list.findIndex((n) => !meant.test(n));
  return list.length > 0 && other !== 0 && (other === -1 || !list.slice(other).some((n) => meant.test(n)));
}

describe('a search that forgives', () => {
  it.each([
    ['jeens', /jeans/i, 'jeans'],
    ['jens', /jeans/i, 'jeans'],
    ['sharee', /saree/i, 'saree'],
    ['kurthi', /kurti/i, 'kurti'],
    ['snekers', /sneakers/i, 'sneakers'],
    ['tshirt', /t-shirt/i, undefined],
    ['t shirt', /t-shirt/i, undefined],
  ])("'%s' brings %s first", async (q, meant, corrected) => {
    const page = await search(`q=${encodeURIComponent(q)}&size=50`);
    expect(namedFirst(names(page), meant), `${q}: ${names(page).join(', ')}`).toBe(true);
    expect(page.correctedQuery).toBe(corrected);
  });

  it("ranks T-shirts above shirts for 't shirt', as for 'tshirt'", async () => {
    const together = names(await search('q=tshirt&size=50'));
    const apart = names(await search('q=t%20shirt&size=50'));
    const firstShirt = apart.findIndex((n) => !/t-shirt|tee\b|polo/i.test(n));
    const lastTee = apart.findLastIndex((n) => /t-shirt/i.test(n));
    expect(lastTee).toBeGreaterThanOrEqual(0);
    expect(firstShirt === -1 || firstShirt > lastTee).toBe(true);
    expect(apart.slice(0, 5)).toEqual(together.slice(0, 5));
  });

  it('says which words it searched for, keeping the ones spelt right', async () => {
    const page = await search('q=Black%20JEENS');
    expect(page.correctedQuery).toBe('black jeans');
    expect(namedFirst(names(page), /jeans/i)).toBe(true);
    expect(page.data.every((p) => p.colors.includes('Black'))).toBe(true);
  });

  it('corrects nothing that is spelt right, nor a word still being typed', async () => {
    for (const q of ['jeans', 'saree', 'kurt', 'sneak']) {
      const page = await search(`q=${q}`);
      expect(page.correctedQuery, q).toBeUndefined();
      expect(page.total, q).toBeGreaterThan(0);
    }
    expect(namedFirst(names(await search('q=kurt&size=50')), /kurt/i)).toBe(true);
  });

  it('does not read nonsense as a word', async () => {
    const page = await search('q=zzqqxx');
    expect(page.total).toBe(0);
    expect(page.correctedQuery).toBeUndefined();
  });
});

describe('a broad search on a large catalogue', () => {
  beforeAll(async () => {
    await topUpCatalogue(t.database.db, 2500);
    t.app.changes.publish('catalogue');
  }, 120_000);

  const broad = search;

  /** What PostgreSQL's own text search finds for a tsquery, in relevance order, with the price range. */
  async function database(any: string, inName: string, inNameOrTags: string, where = sql`true`) {
    const rows = rowsOf<{ id: number; price: number }>(
      await t.database.db.execute(sql`select id, price_paise / 100.0 as price from products
        where active and search @@ to_tsquery('simple', ${any}) and ${where}
        order by case when search @@ to_tsquery('simple', ${inName}) then 0 when search @@ to_tsquery('simple', ${inNameOrTags}) then 1 else 2 end,
          rating desc, reviews desc, id desc`),
    );
    const prices = rows.map((r) => Number(r.price));
    return { ids: rows.map((r) => r.id), min: Math.min(...prices), max: Math.max(...prices) };
  }

  it('finds and ranks exactly what PostgreSQL finds, and counts every match', async () => {
    const cases: [string, string, string, string][] = [
      ['fashion', 'fashion:*', 'fashion:*A', 'fashion:*AB'],
      ['cotton shirts', 'cotton:* & shirt:*', 'cotton:*A & shirt:*A', 'cotton:*AB & shirt:*AB'],
      ['kurta', 'kurta:*', 'kurta:*A', 'kurta:*AB'],
      ['kurt', 'kurt:*', 'kurt:*A', 'kurt:*AB'],
    ];
    for (const [q, any, inName, inNameOrTags] of cases) {
      const expected = await database(any, inName, inNameOrTags);
      const page = await broad(`q=${encodeURIComponent(q)}&size=100`);
      expect(page.total, q).toBe(expected.ids.length);
      expect(
        page.data.map((p) => p.id),
        q,
      ).toEqual(expected.ids.slice(0, 100));
      expect(page.priceRange, q).toEqual({ min: expected.min, max: expected.max });
    }
  });

  it('finds what PostgreSQL finds under a category, a size someone can buy, a colour and a rating', async () => {
    const womens = findCategory('womens-fashion')!.id;
    const expected = await database(
      'fashion:*',
      'fashion:*A',
      'fashion:*AB',
      sql`category_id = ${womens} and colors && array['Black', 'Red']::text[] and round(rating::numeric, 1) >= 4
        and exists (select 1 from product_variants v where v.product_id = products.id and v.stock_quantity > 0 and v.size = 'M')`,
    );
    const page = await broad('q=fashion&category=womens-fashion&sizes=M&colors=Black,Red&minRating=4&size=50');
    expect(expected.ids.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.ids.length);
    expect(page.data.map((p) => p.id)).toEqual(expected.ids.slice(0, 50));
  });

  it('pages through every match in order, without repeating or skipping one, with counted filters', async () => {
    const first = await broad('q=fashion&size=12');
    expect(first.total).toBeGreaterThan(1000);
    expect(first.totalPages).toBe(Math.ceil(first.total / 12));
    expect(first.facets!.sizes.length).toBeGreaterThan(0);
    for (const option of [...first.facets!.sizes, ...first.facets!.colors]) expect(option.count).toBeGreaterThan(0);
    const expected = await database('fashion:*', 'fashion:*A', 'fashion:*AB');
    const seen: number[] = [];
    for (let page = 0; page < 12; page++)
      seen.push(...(await broad(`q=fashion&size=12&page=${page}`)).data.map((p) => p.id));
    expect(seen).toEqual(expected.ids.slice(0, 144));
  });

  it('sorts every match by the order asked for', async () => {
    const { min, max } = await database('fashion:*', 'fashion:*A', 'fashion:*AB');
    const cheapest = await broad('q=fashion&sort=price-low&size=5');
    expect(cheapest.data[0]!.price).toBe(min);
    expect(cheapest.data.map((p) => p.price)).toEqual(cheapest.data.map((p) => p.price).sort((a, b) => a - b));
    expect((await broad('q=fashion&sort=price-high&size=1')).data[0]!.price).toBe(max);
    const newest = await broad('q=fashion&sort=newest&size=1&page=40');
    const [row] = rowsOf<{ id: number }>(
      await t.database.db
        .execute(sql`select id from products where active and search @@ to_tsquery('simple', 'fashion:*')
        order by created_at desc, id desc offset 40 limit 1`),
    );
    expect(newest.data[0]!.id).toBe(row!.id);
  });

  it('counts the matches under a price filter, keeping the price range of the matches for the slider', async () => {
    const narrowed = await broad('q=fashion&minPrice=100&maxPrice=600');
    const within = await database('fashion:*', 'fashion:*A', 'fashion:*AB', sql`price_paise between 10000 and 60000`);
    const all = await database('fashion:*', 'fashion:*A', 'fashion:*AB');
    expect(narrowed.total).toBe(within.ids.length);
    expect(narrowed.data.map((p) => p.id)).toEqual(within.ids.slice(0, narrowed.size));
    expect(narrowed.priceRange).toEqual({ min: all.min, max: all.max });
  });

  it("reads a category's deep pages, in every order and under a price filter, as the database orders them", async () => {
    const womens = findCategory('womens-fashion')!.id;
    const orders = {
      featured: sql`featured desc, created_at desc, id desc`,
      'price-low': sql`price_paise, id`,
      'price-high': sql`price_paise desc, id desc`,
      rating: sql`rating desc, reviews desc, id desc`,
      newest: sql`created_at desc, id desc`,
    };
    for (const [sort, order] of Object.entries(orders)) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products/category/womens-fashion/paginated?sort=${sort}&page=7&size=12&minPrice=300&maxPrice=1500`,
      });
      const page = (res.json() as { data: ProductPage }).data;
      const rows = rowsOf<{ id: number; n: number }>(
        await t.database.db.execute(sql`select id, count(*) over ()::int as n from products
          where active and category_id = ${womens} and price_paise between 30000 and 150000 order by ${order}`),
      );
      expect(page.total, sort).toBe(rows[0]!.n);
      expect(
        page.data.map((p) => p.id),
        sort,
      ).toEqual(rows.slice(84, 96).map((r) => r.id));
    }
  });

  it('puts the products named for the words first', async () => {
    expect(namedFirst(names(await broad('q=kurta&size=48')), /kurta/i)).toBe(true);
  });
});
