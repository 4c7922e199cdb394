import { count, sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.js';
import { demoProductSeeds, generatedProductSeed } from './demo-catalogue.js';
import { ensureCategories, productRow, refreshSearchWords } from './factories.js';
import { uploadsDir } from './paths.js';
import { products } from './schema.js';

export { databaseDir, uploadsDir } from './paths.js';

export interface SeedDemoOptions {
  /** DATA_DIR: pictures go to <dataDir>/uploads/demo. Without it no pictures are drawn. */
  dataDir?: string;
  /** Draw the missing demo pictures (default true when dataDir is given). */
  images?: boolean;
  log?: (msg: string) => void;
  /** The moment creation dates count back from (tests pin it). */
  now?: Date;
}

/**
 * Seeds the demo store: the six categories, the eight sample products and the demo catalogue,
 * and their pictures. Safe to run again: products already there (by slug) are left alone and
 * only missing pictures are drawn. Answers how many products it inserted.
 */
export async function seedDemo(db: Db, opts: SeedDemoOptions = {}): Promise<number> {
  const log = opts.log ?? (() => {});
  await ensureCategories(db);
  const inserted = await db
    .insert(products)
    .values(demoProductSeeds(opts.now).map(productRow))
    .onConflictDoNothing({ target: products.slug })
    .returning({ id: products.id });
  if (opts.images !== false && opts.dataDir) {
    // Loaded only when drawing: sharp is a native module the tests and large seeds do without.
    const { generateDemoImages } = await import('./demo-images.js');
    const { files, ms } = await generateDemoImages(uploadsDir(opts.dataDir));
    if (files) log(`Demo pictures: ${files} files drawn in ${ms} ms`);
  }
  if (inserted.length) await refreshSearchWords(db, inserted.map((r) => r.id));
  log(`Demo catalogue: ${inserted.length} products inserted`);
  return inserted.length;
}

export interface TopUpOptions {
  /** Rows per INSERT statement. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  now?: Date;
}

/** The index the next generated product takes: one past the highest `-g<i>` slug. */
async function nextGeneratedIndex(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string | null }>(
    await db.execute(sql`select max((substring(slug from '-g([0-9]+)$'))::int) as n from products where slug ~ '-g[0-9]+$'`),
  );
  const n = row?.n;
  return n == null ? 1 : Number(n) + 1;
}

/**
 * Adds generated products until the catalogue holds `total` products, in multi-row inserts,
 * then refreshes the search vocabulary and the planner's statistics. Answers how many it added.
 */
export async function topUpCatalogue(db: Db, total: number, opts: TopUpOptions = {}): Promise<number> {
  const batchSize = opts.batchSize ?? 1000;
  const now = opts.now ?? new Date();
  const [row] = await db.select({ n: count() }).from(products);
  const need = total - (row?.n ?? 0);
  if (need <= 0) return 0;
  let index = await nextGeneratedIndex(db);
  let done = 0;
  opts.onProgress?.(0, need);
  while (done < need) {
    const size = Math.min(batchSize, need - done);
    const rows = Array.from({ length: size }, () => productRow(generatedProductSeed(index++, now)));
    await db.insert(products).values(rows).onConflictDoNothing({ target: products.slug });
    done += size;
    opts.onProgress?.(done, need);
  }
  await refreshSearchWords(db);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze search_words`);
  return done;
}
