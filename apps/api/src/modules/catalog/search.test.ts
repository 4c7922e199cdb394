import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Product, ProductPage } from '@kuber/shared';
import { rowsOf } from '../../db/client.js';
import { seedDemo, topUpCatalogue } from '../../db/seed.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Search as shoppers type it, on the demo catalogue (then topped up with generated products,
 * as a large shop's catalogue is): misspelt and run-together words, and searches broader
 * than is worth counting.
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

describe('a search broader than is worth counting', () => {
  const CAP = 1000;
  let matches: number;

  beforeAll(async () => {
    await topUpCatalogue(t.database.db, 2500);
    [{ n: matches }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from products where active and search @@ to_tsquery('english', 'fashion:*')`),
    ) as [{ n: number }];
  }, 120_000);

  it("says '1,000 and more' rather than counting every match, and pages through them in order", async () => {
    expect(matches).toBeGreaterThan(CAP);
    const first = await search('q=fashion&size=12');
    expect(first).toMatchObject({ total: CAP, totalPages: Math.ceil(CAP / 12), totalIsEstimate: true });
    // Its filters are those found among the first matches, without counts it did not make.
    expect(first.facets!.sizes.length).toBeGreaterThan(0);
    for (const option of [...first.facets!.sizes, ...first.facets!.colors, ...first.facets!.discounts, ...first.facets!.ratings]) expect(option).not.toHaveProperty('count');
    const seen = new Set<number>();
    for (let page = 0; page < 12; page++) {
      const { data } = await search(`q=fashion&size=12&page=${page}`);
      expect(data).toHaveLength(12);
      for (const p of data) seen.add(p.id);
    }
    // Twelve pages cross the end of the relevance window (ten pages) without repeating or skipping a product.
    expect(seen.size).toBe(144);
  });

  it('sorts every match it did not count by the order asked for', async () => {
    const [{ min, max }] = rowsOf<{ min: number; max: number }>(
      await t.database.db.execute(sql`select min(price_paise) / 100.0 as min, max(price_paise) / 100.0 as max from products
        where active and search @@ to_tsquery('english', 'fashion:*')`),
    ) as [{ min: number; max: number }];
    const cheapest = await search('q=fashion&sort=price-low&size=5');
    expect(cheapest.totalIsEstimate).toBe(true);
    expect(cheapest.data[0]!.price).toBe(Number(min));
    expect(cheapest.data.map((p) => p.price)).toEqual(cheapest.data.map((p) => p.price).sort((a, b) => a - b));
    expect((await search('q=fashion&sort=price-high&size=1')).data[0]!.price).toBe(Number(max));
    // The price range spans the whole catalogue the search narrowed, for the slider.
    const all = (await t.app.inject({ method: 'GET', url: '/api/products/paginated?size=1' })).json().data as ProductPage;
    expect(cheapest.priceRange).toEqual(all.priceRange);
  });

  it('counts exactly again once a filter brings the matches under the cap', async () => {
    const narrowed = await search('q=fashion&minPrice=100&maxPrice=600');
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from products
        where active and search @@ to_tsquery('english', 'fashion:*') and price_paise between 10000 and 60000`),
    ) as [{ n: number }];
    expect(n).toBeLessThanOrEqual(CAP);
    expect(narrowed.total).toBe(n);
    expect(narrowed.totalIsEstimate).toBeUndefined();
  });

  it('puts the products named for the words first, past the count too', async () => {
    expect(namedFirst(names(await search('q=kurta&size=48')), /kurta/i)).toBe(true);
  });
});
