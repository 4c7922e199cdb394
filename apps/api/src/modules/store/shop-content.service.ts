import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { shopContentInputSchema, type ShopContent } from '@kuber/shared';
import type { z } from 'zod';
import type { Config } from '#api/config.js';
import type { Db } from '#api/db/client.js';
import { products, shopContent } from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';

type Saved = z.output<typeof shopContentInputSchema>;
const KEY = 'shop';

/**
 * The shop's words until its owners save their own: the original store's, with the banner's badge reading
 * the catalogue's real deepest discount ({deepest}) rather than a number that may not be true.
 */
export function defaultShopContent(config: Config): Saved {
  return {
    banner: {
      eyebrow: { en: 'Limited period offer', hi: 'सीमित समय का ऑफ़र' },
      title: { en: 'Big Fashion Sale', hi: 'बिग फ़ैशन सेल' },
      subtitle: { en: 'Up to {deepest}% off across every category', hi: 'हर कैटेगरी में {deepest}% तक की छूट' },
      badge: { en: '{deepest}% OFF', hi: '{deepest}% छूट' },
      image: null,
      link: '/shop',
    },
    claims: [
      { en: '10M+ Happy Customers', hi: '1 करोड़+ खुश ग्राहक' },
      { en: '500+ Brands', hi: '500+ ब्रांड' },
      { en: '24/7 Support', hi: '24/7 सहायता' },
    ],
    announcement: {
      enabled: false,
      text: { en: 'Cash on delivery across India', hi: 'पूरे भारत में कैश ऑन डिलीवरी' },
      link: null,
    },
    contact: {
      email: config.STORE_SUPPORT_EMAIL,
      phone: config.STORE_SUPPORT_PHONE,
      address: { en: config.STORE_ADDRESS, hi: config.STORE_ADDRESS },
      hours: { en: 'Every day, 9 am to 9 pm', hi: 'हर दिन, सुबह 9 से रात 9 बजे तक' },
    },
  };
}

/**
 * The shop's own words (decision 035): one row of the database, edited in the back office and
 * read by every page. A save tells every instance (the change bus), which drops its cached pages
 * and public answers, so shoppers see the new words on their next page.
 */
export class ShopContentService {
  constructor(
    private readonly db: Db,
    private readonly settings: { defaults: Saved; changes: ChangeBus },
  ) {}

  private async saved(): Promise<Saved> {
    const [row] = await this.db.select().from(shopContent).where(eq(shopContent.key, KEY));
    if (!row) return this.settings.defaults;
    // Read through the schema: a row saved by an older version gets today's defaults for what it lacks.
    const parsed = shopContentInputSchema.safeParse(row.content);
    return parsed.success ? parsed.data : this.settings.defaults;
  }

  /** The deepest percent off MRP of a product on sale now, rounded as the product cards show it (0 when none is). */
  private async deepestDiscount(): Promise<number> {
    const [row] = await this.db
      .select({
        deepest:
          sql<number>`coalesce(max(round(100.0 * (${products.originalPricePaise} - ${products.pricePaise}) / ${products.originalPricePaise})), 0)`.mapWith(
            Number,
          ),
      })
      .from(products)
      .where(
        and(
          eq(products.active, true),
          isNull(products.archivedAt),
          isNotNull(products.originalPricePaise),
          sql`${products.originalPricePaise} > ${products.pricePaise}`,
        ),
      );
    return row?.deepest ?? 0;
  }

  async get(): Promise<ShopContent> {
    const [saved, deepestDiscount] = await Promise.all([this.saved(), this.deepestDiscount()]);
    return { ...saved, deepestDiscount };
  }

  async save(adminId: number, input: Saved): Promise<ShopContent> {
    await this.db
      .insert(shopContent)
      .values({ key: KEY, content: input, updatedById: adminId })
      .onConflictDoUpdate({
        target: shopContent.key,
        set: { content: input, updatedById: adminId, updatedAt: new Date() },
      });
    // No product's stock moved (stockOf is empty): the catalogue's index stays, the cached pages and answers go.
    this.settings.changes.publish('catalogue', { stockOf: [] });
    return this.get();
  }
}
