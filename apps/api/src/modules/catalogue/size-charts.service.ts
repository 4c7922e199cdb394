import { eq, sql } from 'drizzle-orm';
import { CATEGORIES, findCategory, type CategorySizeChart, type CategorySlug, type SizeChart } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { sizeCharts } from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';

/**
 * The categories' size charts (decision record 034): one per category, in centimetres; a
 * product shows its own chart when it has one (products.size_chart), else its category's.
 */
export class SizeChartsService {
  constructor(
    private readonly db: Db,
    private readonly changes: ChangeBus,
  ) {}

  /** Every category with its chart, or null where it has none, in the shop's order of categories. */
  async list(): Promise<CategorySizeChart[]> {
    const rows = await this.db.select().from(sizeCharts);
    return CATEGORIES.map((c) => {
      const row = rows.find((r) => r.categoryId === c.id);
      return { category: c.slug, chart: row?.chart ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
    });
  }

  /** Sets a category's chart, or takes it away (null); product pages show it at once. */
  async set(category: CategorySlug, chart: SizeChart | null): Promise<CategorySizeChart> {
    const categoryId = findCategory(category)!.id;
    if (chart === null) await this.db.delete(sizeCharts).where(eq(sizeCharts.categoryId, categoryId));
    else
      await this.db
        .insert(sizeCharts)
        .values({ categoryId, chart })
        .onConflictDoUpdate({ target: sizeCharts.categoryId, set: { chart, updatedAt: sql`now()` } });
    this.changes.publish('catalogue');
    return (await this.list()).find((c) => c.category === category)!;
  }
}
