// @module-tag postgres
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from './client.js';
import { seedDemo } from './seed.js';
import { vacuumWhereDue } from './vacuum.js';

// The embedded database, as `npm start` runs it: no autovacuum of its own.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await seedDemo(database.db, { images: false });
});
afterAll(() => database.close());

interface TableStats {
  live: number;
  dead: number;
  vacuumed: boolean;
  analysed: boolean;
}

async function statsOf(table: string): Promise<TableStats> {
  const [row] = rowsOf<TableStats>(
    await database.db.execute(sql`
      select n_live_tup::int as live, n_dead_tup::int as dead,
        last_vacuum is not null as vacuumed, last_analyze is not null as analysed
      from pg_stat_user_tables where relname = ${table}`),
  );
  return row!;
}

/**
 * The activity statistics as they stand: a backend sends its own counts now and then, so each read
 * follows a flush of all it holds. Read without one, the seed's rewrites of the products could meet
 * a wait's condition before the test's own counts are in, and come in after the vacuum.
 */
async function settledStats(table: string, until: (s: TableStats) => boolean): Promise<TableStats> {
  for (let tries = 0; ; tries++) {
    await database.db.execute(sql`select pg_stat_force_next_flush()`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stats = await statsOf(table);
    if (until(stats) || tries >= 50) return stats;
  }
}

describe('vacuumWhereDue', () => {
  it("has no autovacuum to rely on: a product's old versions stay until the store vacuums", async () => {
    const [setting] = rowsOf<{ on: boolean }>(
      await database.db.execute(sql`select current_setting('autovacuum') = 'on' as on`),
    );
    expect(setting!.on).toBe(true);
    // Every order rewrites its products' stock: three rounds of that over the whole catalogue.
    for (let round = 0; round < 3; round++)
      await database.db.execute(sql`update products set stock_quantity = stock_quantity`);
    const before = await settledStats('products', (s) => s.dead >= 3 * s.live && s.live > 0);
    expect(before.dead).toBeGreaterThanOrEqual(3 * before.live);
    expect(before.vacuumed).toBe(false);

    const done = await vacuumWhereDue(database.db);
    expect(done).toContain('vacuum (analyze) products');

    const after = await settledStats('products', (s) => s.vacuumed && s.dead === 0);
    expect(after).toMatchObject({ dead: 0, vacuumed: true, analysed: true, live: before.live });
  });

  it('does not vacuum a table again for a few changes since its last vacuum', async () => {
    await database.db.execute(
      sql`update products set stock_quantity = stock_quantity where id = (select min(id) from products)`,
    );
    await settledStats('products', (s) => s.dead === 1);
    // An analysis may come round again (the changes counted for it can reach the statistics
    // after the analysis's own report); the vacuum, which the dead rows decide, does not.
    const done = await vacuumWhereDue(database.db);
    expect(done.filter((work) => work.startsWith('vacuum') && work.endsWith(' products'))).toEqual([]);
  });
});
