import { and, asc, desc, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  CATEGORIES,
  discountPercent,
  findCategory,
  toPaise,
  toRupees,
  type Category,
  type Product,
  type ProductListQuery,
  type ProductPage,
  type Sort,
} from '@kuber/shared';
import { rowsOf, type Db } from '../../db/client.js';
import { orderItems, orders, products } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';

/** Everything a shopper sees of a product; leaves out the search vector and tags. */
const columns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  categoryId: products.categoryId,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  image: products.image,
  images: products.images,
  rating: products.rating,
  reviews: products.reviews,
  sizes: products.sizes,
  colors: products.colors,
  stockQuantity: products.stockQuantity,
  inStock: products.inStock,
  featured: products.featured,
  active: products.active,
  createdAt: products.createdAt,
};
type ProductRow = Pick<typeof products.$inferSelect, keyof typeof columns>;

const categorySlugById = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.slug]));

export function toProduct(row: ProductRow): Product {
  const price = toRupees(row.pricePaise);
  const originalPrice = row.originalPricePaise == null ? null : toRupees(row.originalPricePaise);
  return {
    id: row.id,
    productId: row.id,
    name: row.name,
    slug: row.slug,
    price,
    originalPrice,
    discount: discountPercent(price, originalPrice),
    category: categorySlugById.get(row.categoryId) ?? '',
    categoryId: row.categoryId,
    image: row.image,
    images: row.images.length ? row.images : row.image ? [row.image] : [],
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviews,
    description: row.description,
    sizes: row.sizes,
    colors: row.colors,
    // Out of stock when the owner says so or nothing is left.
    inStock: row.inStock && row.stockQuantity > 0,
    featured: row.featured,
    stockQuantity: row.stockQuantity,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

const ORDER: Record<Exclude<Sort, 'relevance'>, SQL[]> = {
  featured: [desc(products.featured), desc(products.createdAt), desc(products.id)],
  'price-low': [asc(products.pricePaise), asc(products.id)],
  'price-high': [desc(products.pricePaise), desc(products.id)],
  rating: [desc(products.rating), desc(products.reviews), desc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

const MAX_SEARCH_TOKENS = 6;
/** Fewer products than a home row in the shopper's categories: show newest instead. */
const MIN_INTEREST_PRODUCTS = 6;

export type ListInput = Pick<ProductListQuery, 'page' | 'size' | 'sort' | 'category' | 'minPrice' | 'maxPrice' | 'q' | 'featured' | 'onSale'> & { categoryIds?: number[] };

export class CatalogService {
  private readonly cache: TtlCache<unknown>;

  constructor(
    private readonly db: Db,
    opts: { cacheTtlMs?: number } = {},
  ) {
    this.cache = new TtlCache(opts.cacheTtlMs ?? 0);
  }

  /** Drops cached answers; call after any change to products. */
  invalidate(): void {
    this.cache.clear();
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(key, load) as Promise<T>;
  }

  list(input: ListInput): Promise<ProductPage> {
    return this.cached(`list:${JSON.stringify(input)}`, () => this.loadList(input));
  }

  private async loadList(input: ListInput): Promise<ProductPage> {
    const { page, size } = input;
    const base: SQL[] = [eq(products.active, true)];
    if (input.category) base.push(eq(products.categoryId, findCategory(input.category)!.id));
    if (input.categoryIds?.length) base.push(inArray(products.categoryId, input.categoryIds));
    if (input.featured !== undefined) base.push(eq(products.featured, input.featured));
    if (input.onSale) base.push(sql`${products.originalPricePaise} > ${products.pricePaise}`);

    const q = input.q?.trim();
    const tsq = q ? await this.buildTsQuery(q) : undefined;
    if (q && !tsq) return emptyPage(page, size);
    if (tsq) base.push(sql`${products.search} @@ ${tsq}`);

    const priced = [...base];
    if (input.minPrice !== undefined) priced.push(gte(products.pricePaise, toPaise(input.minPrice)));
    if (input.maxPrice !== undefined) priced.push(lte(products.pricePaise, toPaise(input.maxPrice)));

    const sort = input.sort ?? (tsq ? 'relevance' : 'featured');
    const orderBy =
      sort === 'relevance'
        ? tsq
          ? [desc(sql`ts_rank_cd(${products.search}, ${tsq}) + similarity(${products.name}, ${q})`), desc(products.rating), asc(products.id)]
          : ORDER.featured
        : ORDER[sort];

    const rows = await this.db
      .select(columns)
      .from(products)
      .where(and(...priced))
      .orderBy(...orderBy)
      .limit(size)
      .offset(page * size);
    const { total, min, max } = tsq ? await this.searchStats(base, priced) : await this.browseStats(base, priced);
    return {
      data: rows.map(toProduct),
      page,
      size,
      total,
      totalPages: Math.ceil(total / size),
      priceRange: { min: toRupees(min), max: toRupees(max) },
    };
  }

  /**
   * Browsing: the price range comes from two probes of the price index, and the
   * count from an index-only scan, so neither reads the product rows.
   */
  private async browseStats(base: SQL[], priced: SQL[]) {
    const [range] = await this.db
      .select({ min: sql<number | null>`min(${products.pricePaise})`, max: sql<number | null>`max(${products.pricePaise})` })
      .from(products)
      .where(and(...base));
    const [counted] = await this.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products).where(and(...priced));
    return { total: counted?.total ?? 0, min: Number(range?.min ?? 0), max: Number(range?.max ?? 0) };
  }

  /** Searching: one pass over the matches gives the count and the price range. */
  private async searchStats(base: SQL[], priced: SQL[]) {
    const [stats] = await this.db
      .select({
        total: sql<number>`count(*) filter (where ${and(...priced)})`.mapWith(Number),
        min: sql<number | null>`min(${products.pricePaise})`,
        max: sql<number | null>`max(${products.pricePaise})`,
      })
      .from(products)
      .where(and(...base));
    return { total: stats?.total ?? 0, min: Number(stats?.min ?? 0), max: Number(stats?.max ?? 0) };
  }

  /**
   * Turns free text into a tsquery: each word matches by prefix (stemmed) or as one
   * of the catalogue's words most like it by trigram similarity, so that 'sneeker'
   * finds sneakers and 'tshirt' finds T-shirts. Words are ANDed.
   */
  private async buildTsQuery(text: string): Promise<SQL | undefined> {
    const tokens = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]
      .filter((t) => t.length >= 2)
      .slice(0, MAX_SEARCH_TOKENS);
    if (tokens.length === 0) return undefined;
    const similar = rowsOf<{ token: string; words: string[] }>(await this.db.execute(sql`
      select t.token, coalesce(array_agg(w.word) filter (where w.word is not null), '{}') as words
      from unnest(array[${sql.join(tokens.map((t) => sql`${t}`), sql`, `)}]::text[]) as t(token)
      left join lateral (
        select word from search_words where word % t.token order by word <-> t.token limit 3
      ) w on true
      group by t.token`));
    const byToken = new Map(similar.map((r) => [r.token, r.words]));
    const parts = tokens.map((token) => {
      const words = byToken.get(token) ?? [];
      const alternatives = words.map((w) => `'${w.replace(/'/g, "''")}'`).join(' | ');
      const prefix = sql`to_tsquery('english', ${`${token}:*`})`;
      return alternatives ? sql`(${prefix} || ${alternatives}::tsquery)` : prefix;
    });
    return sql`(${sql.join(parts, sql` && `)})`;
  }

  async byId(id: number): Promise<Product> {
    return this.cached(`id:${id}`, async () => {
      const [row] = await this.db
        .select(columns)
        .from(products)
        .where(and(eq(products.id, id), eq(products.active, true)));
      if (!row) throw notFound('Product not found');
      return toProduct(row);
    });
  }

  async bySlug(slug: string): Promise<Product> {
    return this.cached(`slug:${slug}`, async () => {
      const [row] = await this.db
        .select(columns)
        .from(products)
        .where(and(eq(products.slug, slug), eq(products.active, true)));
      if (!row) throw notFound('Product not found');
      return toProduct(row);
    });
  }

  /** A numeric id, or a slug for links that carry one. */
  byIdOrSlug(key: string): Promise<Product> {
    return /^\d{1,9}$/.test(key) ? this.byId(Number(key)) : this.bySlug(key);
  }

  async featured(limit: number): Promise<Product[]> {
    return (await this.list({ page: 0, size: limit, featured: true, sort: 'newest' })).data;
  }

  /**
   * Trending Now: most units ordered in the last 30 days (cancelled and returned
   * orders left out); products nobody ordered follow, featured and newest first.
   */
  trending(page: number, size: number): Promise<ProductPage> {
    return this.cached(`trending:${page}:${size}`, async () => {
      const units = this.db
        .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})`.as('units') })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(gte(orders.createdAt, sql`now() - interval '30 days'`), notInArray(orders.status, ['CANCELLED', 'RETURNED'])))
        .groupBy(orderItems.productId)
        .as('units');
      const rows = await this.db
        .select(columns)
        .from(products)
        .leftJoin(units, eq(units.productId, products.id))
        .where(eq(products.active, true))
        .orderBy(sql`${units.units} desc nulls last`, ...ORDER.featured)
        .limit(size)
        .offset(page * size);
      const active = [eq(products.active, true)];
      const { total, min, max } = await this.browseStats(active, active);
      return { data: rows.map(toProduct), page, size, total, totalPages: Math.ceil(total / size), priceRange: { min: toRupees(min), max: toRupees(max) } };
    });
  }

  /**
   * Inspired by Your Interest: products from the categories of the shopper's
   * wishlist, cart and orders, best rated first; newest products for visitors
   * and for shoppers with too little history.
   */
  interest(userId: number | null, page: number, size: number): Promise<ProductPage> {
    return this.cached(`interest:${userId}:${page}:${size}`, async () => {
      const categoryIds = userId ? await this.interestingCategories(userId) : [];
      if (categoryIds.length > 0) {
        const found = await this.loadList({ page, size, sort: 'rating', categoryIds });
        if (found.total >= MIN_INTEREST_PRODUCTS) return found;
      }
      return this.loadList({ page, size, sort: 'newest' });
    });
  }

  private async interestingCategories(userId: number): Promise<number[]> {
    const rows = rowsOf<{ category_id: number }>(
      await this.db.execute(sql`
        select category_id from (
          select p.category_id from wishlist_items w join products p on p.id = w.product_id where w.user_id = ${userId}
          union all
          select p.category_id from cart_items c join products p on p.id = c.product_id where c.user_id = ${userId}
          union all
          select i.category_id from order_items i join orders o on o.id = i.order_id where o.user_id = ${userId}
        ) seen group by category_id order by count(*) desc limit 3`),
    );
    return rows.map((r) => Number(r.category_id));
  }

  /** Slugs of active products, for the sitemap. */
  async slugs(limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(desc(products.createdAt))
      .limit(limit);
    return rows.map((r) => r.slug);
  }

  categories(): Promise<Category[]> {
    return this.cached('categories', async () => {
      const counts = await this.db
        .select({ categoryId: products.categoryId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(eq(products.active, true))
        .groupBy(products.categoryId);
      const images = await this.db.query.categories.findMany();
      return CATEGORIES.map((c) => ({
        ...c,
        image: images.find((i) => i.id === c.id)?.image ?? '',
        productCount: counts.find((r) => r.categoryId === c.id)?.count ?? 0,
      }));
    });
  }
}

function emptyPage(page: number, size: number): ProductPage {
  return { data: [], page, size, total: 0, totalPages: 0, priceRange: { min: 0, max: 0 } };
}
