import { count, sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client.js';
import { demoProductSeeds, generatedProductSeed } from '../demo/demo-catalogue.js';
import { seedDemoDiscountCodes } from '../demo/demo-discount-codes.js';
import { seedDemoReviews } from '../demo/demo-reviews.js';
import { ensureCategories, productRow, refreshSearchWords, variantsOfSeed, type ProductSeed } from './factories.js';
import { pgArray, unnested, type BulkColumn } from './bulk.js';
import { seedDemoFacts } from '../demo/demo-facts.js';
import { insertVariants } from './variants.js';
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
  const seeds = demoProductSeeds(opts.now);
  const inserted = await db
    .insert(products)
    .values(seeds.map((seed) => ({ ...productRow(seed), stockQuantity: 0 })))
    .onConflictDoNothing({ target: products.slug })
    .returning({ id: products.id, slug: products.slug });
  await insertVariants(db, variantsOf(inserted, seeds));
  await seedDemoFacts(db, seeds);
  if (opts.images !== false && opts.dataDir) {
    // Loaded only when drawing: sharp is a native module the tests and large seeds do without.
    const { drawDemoPictures } = await import('../demo/demo-images.js');
    await drawDemoPictures(opts.dataDir, log);
  }
  if (inserted.length)
    await refreshSearchWords(
      db,
      inserted.map((r) => r.id),
    );
  await seedDemoDiscountCodes(db);
  log(`Demo catalogue: ${inserted.length} products inserted`);
  log(`Demo reviews: ${await seedDemoReviews(db, opts.now)} written`);
  return inserted.length;
}

export interface TopUpOptions {
  /** Rows per INSERT statement. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  now?: Date;
}

type ProductInsert = typeof products.$inferInsert;

/** The columns a generated product fills. */
const BULK_COLUMNS: BulkColumn<ProductInsert>[] = [
  ['slug', 'text', (r) => r.slug],
  ['name', 'text', (r) => r.name],
  ['description', 'text', (r) => r.description ?? ''],
  ['category_id', 'int', (r) => r.categoryId],
  ['price_paise', 'int', (r) => r.pricePaise],
  ['original_price_paise', 'int', (r) => r.originalPricePaise ?? null],
  ['image', 'text', (r) => r.image ?? ''],
  ['images', 'text[]', (r) => pgArray(r.images ?? [])],
  ['rating', 'real', (r) => r.rating ?? 0],
  ['reviews', 'int', (r) => r.reviews ?? 0],
  ['sizes', 'text[]', (r) => pgArray(r.sizes ?? [])],
  ['colors', 'text[]', (r) => pgArray(r.colors ?? [])],
  ['tags', 'text', (r) => r.tags ?? ''],
  ['image_colors', 'jsonb', (r) => JSON.stringify(r.imageColors ?? {})],
  // The stock goes on the variants; the product's follows by trigger.
  ['stock_quantity', 'int', () => 0],
  ['in_stock', 'bool', (r) => r.inStock ?? true],
  ['featured', 'bool', (r) => r.featured ?? false],
  ['active', 'bool', (r) => r.active ?? true],
  ['created_at', 'timestamptz', (r) => (r.createdAt ?? new Date()).toISOString()],
];

/** Inserts many products in one statement (and their variants in another); products whose slug exists are skipped. */
export async function bulkInsertProducts(db: Db, seeds: ProductSeed[]): Promise<void> {
  if (seeds.length === 0) return;
  const { names, values, from } = unnested(BULK_COLUMNS, seeds.map(productRow));
  const inserted = rowsOf<{ id: number; slug: string }>(
    await db.execute(sql`insert into products (${names}, updated_at)
      select ${values}, t.created_at from ${from}
      on conflict (slug) do nothing
      returning id, slug`),
  );
  await insertVariants(db, variantsOf(inserted, seeds));
}

/** The variants of products just inserted, from the seeds they were made of (matched by slug). */
function variantsOf(inserted: { id: number; slug: string }[], seeds: ProductSeed[]) {
  const bySlug = new Map(seeds.map((seed) => [productRow(seed).slug, seed]));
  return inserted.flatMap(({ id, slug }) => variantsOfSeed(bySlug.get(slug)!).map((v) => ({ ...v, productId: id })));
}

/** The index the next generated product takes: one past the highest `-g<i>` slug. */
async function nextGeneratedIndex(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string | null }>(
    await db.execute(
      sql`select max((substring(slug from '-g([0-9]+)$'))::int) as n from products where slug ~ '-g[0-9]+$'`,
    ),
  );
  const n = row?.n;
  return n == null ? 1 : Number(n) + 1;
}

/**
 * Adds generated products until the catalogue holds `total` products, in multi-row inserts,
 * then refreshes the search vocabulary, vacuums and analyses. Answers how many it added.
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
    await bulkInsertProducts(
      db,
      Array.from({ length: size }, () => generatedProductSeed(index++, now)),
    );
    done += size;
    opts.onProgress?.(done, need);
  }
  await refreshSearchWords(db);
  // VACUUM as well as ANALYZE: after a bulk load it sets the visibility map and hint bits once,
  // instead of leaving that to the first readers, and lets index-only scans work.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze search_words`);
  return done;
}
