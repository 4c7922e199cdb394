import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { rowsOf } from '../db/client.js';
import { seedDemo } from '../db/seed.js';
import { products, reviews } from '../db/schema.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await seedDemo(database.db, { images: false });
  await seedDemo(database.db, { images: false });
});
afterAll(() => database.close());

describe('the demo reviews', () => {
  it('cover a good share of the catalogue, once however often the seed runs', async () => {
    const [all] = await database.db.select({ n: count() }).from(products);
    const [reviewed] = await database.db
      .select({ n: sql<number>`count(distinct ${reviews.productId})::int` })
      .from(reviews);
    const [written] = await database.db.select({ n: count() }).from(reviews);
    expect(reviewed!.n / all!.n).toBeGreaterThan(0.5);
    expect(written!.n).toBeGreaterThan(reviewed!.n * 2);
    expect(written!.n).toBeLessThan(reviewed!.n * 6);
    // Some in Hindi, in Devanagari.
    const hindi = await database.db
      .select({ n: count() })
      .from(reviews)
      .where(sql`${reviews.body} ~ '[ऀ-ॿ]'`);
    expect(hindi[0]!.n).toBeGreaterThan(0);
  });

  it('are each by a shopper whose delivered order holds the product', async () => {
    const orphans = rowsOf<{ id: number }>(
      await database.db.execute(sql`
        select r.id from reviews r
        left join order_items oi on oi.id = r.order_item_id and oi.product_id = r.product_id
        left join orders o on o.id = oi.order_id and o.user_id = r.user_id and o.status = 'DELIVERED'
        where o.id is null`),
    );
    expect(orphans).toEqual([]);
    const twice = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*) as n from reviews group by product_id, user_id having count(*) > 1`,
      ),
    );
    expect(twice).toEqual([]);
  });

  it('add up to the rating and count every card shows, and a product without any shows none', async () => {
    const mismatched = rowsOf<{ slug: string }>(
      await database.db.execute(sql`
        select p.slug from products p
        left join (select product_id, avg(rating)::real as rating, count(*)::int as n from reviews
                   where status = 'PUBLISHED' group by product_id) r on r.product_id = p.id
        where p.reviews <> coalesce(r.n, 0) or abs(p.rating - coalesce(r.rating, 0)) > 0.0001`),
    );
    expect(mismatched).toEqual([]);
    const unreviewed = await database.db.select().from(products).where(eq(products.reviews, 0));
    expect(unreviewed.length).toBeGreaterThan(0);
    expect(unreviewed.every((p) => p.rating === 0)).toBe(true);
  });
});
