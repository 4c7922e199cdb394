import { and, asc, desc, eq, gte, inArray, notInArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CATEGORIES,
  compareSizes,
  DISCOUNT_STEPS,
  discountPercent,
  findCategory,
  RATING_STEPS,
  toPaise,
  toRupees,
  type Category,
  type CategorySlug,
  type Facets,
  type Product,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type Sort,
  type Variant,
} from '@kuber/shared';
import { rowsOf, type Db } from '../../db/client.js';
import { orderItems, orders, products, productVariants } from '../../db/schema.js';
import type { ChangeBus } from '../../lib/change-bus.js';
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

const categorySlugById = new Map<number, CategorySlug>(CATEGORIES.map((c) => [c.id, c.slug]));

/** A product's variants in the order of its sizes, then its colours. */
export function sortVariants<V extends Variant>(row: Pick<ProductRow, 'sizes' | 'colors'>, variants: V[]): V[] {
  const at = (list: string[], value: string) => list.indexOf(value);
  return [...variants].sort((a, b) => at(row.sizes, a.size) - at(row.sizes, b.size) || at(row.colors, a.color) - at(row.colors, b.color));
}

/**
 * The pictures of each colour: those the owner said show it, then those said to show
 * no colour in particular (which go with every colour).
 */
export function colorImagesOf(row: Pick<ProductRow, 'colors' | 'images' | 'image'>, imageColors: Record<string, string>): Record<string, string[]> {
  const images = row.images.length ? row.images : row.image ? [row.image] : [];
  const unnamed = images.filter((url) => !imageColors[url]);
  return Object.fromEntries(row.colors.map((colour) => [colour, [...images.filter((url) => imageColors[url] === colour), ...unnamed]]));
}

/** The picture of a product in a colour: the first the owner said shows it, else its main picture. */
export function imageFor(row: { image: string; images: string[]; imageColors: Record<string, string> }, color: string | null | undefined): string {
  return (color && row.images.find((url) => row.imageColors[url] === color)) || row.image;
}

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
    category: categorySlugById.get(row.categoryId)!,
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

/** The columns the sort orders read, of the products table or of the search's matches. */
interface SortColumns {
  id: SQLWrapper;
  pricePaise: SQLWrapper;
  rating: SQLWrapper;
  reviews: SQLWrapper;
  featured: SQLWrapper;
  createdAt: SQLWrapper;
  rank?: SQLWrapper;
}

function orderFor(sort: Sort, c: SortColumns): SQL[] {
  switch (sort) {
    case 'relevance':
      return c.rank ? [desc(c.rank), desc(c.rating), asc(c.id)] : orderFor('featured', c);
    case 'featured':
      return [desc(c.featured), desc(c.createdAt), desc(c.id)];
    case 'price-low':
      return [asc(c.pricePaise), asc(c.id)];
    case 'price-high':
      return [desc(c.pricePaise), desc(c.id)];
    case 'rating':
      return [desc(c.rating), desc(c.reviews), desc(c.id)];
    case 'newest':
      return [desc(c.createdAt), desc(c.id)];
  }
}

const MAX_SEARCH_TOKENS = 6;
/** Fewer products than a home row in the shopper's categories: show newest instead. */
const MIN_INTEREST_PRODUCTS = 6;

export type ListInput = Pick<
  ProductListQuery,
  'page' | 'size' | 'sort' | 'category' | 'minPrice' | 'maxPrice' | 'q' | 'featured' | 'onSale' | 'sizes' | 'colors' | 'minDiscount' | 'minRating'
> & { categoryIds?: number[] };

/** What a list shows, apart from which page and in what order. */
type Filters = Omit<ListInput, 'page' | 'size' | 'sort'>;

/** The whole percent off the MRP, as toProduct shows it (discountPercent). */
const discountSql = sql`case when ${products.originalPricePaise} > ${products.pricePaise}
  then round((${products.originalPricePaise} - ${products.pricePaise}) * 100.0 / ${products.originalPricePaise}) else 0 end`;
/** The rating to one decimal, as toProduct shows it. */
const ratingSql = sql`round(${products.rating}::numeric, 1)`;

/** The conditions of the facet filters (each may be absent), so that each facet can be counted under the others. */
interface FacetConditions {
  size?: SQL;
  color?: SQL;
  discount?: SQL;
  rating?: SQL;
}

function facetConditionsOf(input: Filters): FacetConditions {
  const textArray = (values: string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
  return {
    // Only a size someone can buy counts: some colour of it in stock.
    size: input.sizes?.length
      ? sql`exists (select 1 from ${productVariants} v where v.product_id = ${products.id} and v.stock_quantity > 0 and v.size = any(${textArray(input.sizes)}))`
      : undefined,
    color: input.colors?.length ? sql`${products.colors} && ${textArray(input.colors)}` : undefined,
    discount: input.minDiscount !== undefined ? sql`${discountSql} >= ${input.minDiscount}` : undefined,
    rating: input.minRating !== undefined ? sql`${ratingSql} >= ${input.minRating}` : undefined,
  };
}

/** The conditions of a list other than price and the facets: shoppers only ever see active products. */
function baseFiltersOf(input: Filters): SQL[] {
  const where: SQL[] = [eq(products.active, true)];
  if (input.category) where.push(eq(products.categoryId, findCategory(input.category)!.id));
  if (input.categoryIds?.length) where.push(inArray(products.categoryId, input.categoryIds));
  if (input.featured !== undefined) where.push(eq(products.featured, input.featured));
  if (input.onSale) where.push(sql`${products.originalPricePaise} > ${products.pricePaise}`);
  return where;
}

/** The conditions of a list other than price. */
function filtersOf(input: Filters): SQL[] {
  return [...baseFiltersOf(input), ...Object.values(facetConditionsOf(input)).filter((c) => c !== undefined)];
}

function priceFiltersOf(input: Filters, price: SQLWrapper): SQL[] {
  const where: SQL[] = [];
  if (input.minPrice !== undefined) where.push(sql`${price} >= ${toPaise(input.minPrice)}`);
  if (input.maxPrice !== undefined) where.push(sql`${price} <= ${toPaise(input.maxPrice)}`);
  return where;
}

interface ListStats {
  total: number;
  min: number;
  max: number;
}

function pageOf(rows: ProductRow[], input: Pick<ListInput, 'page' | 'size'>, { total, min, max }: ListStats, facets?: Facets): ProductPage {
  return {
    data: rows.map(toProduct),
    page: input.page,
    size: input.size,
    total,
    totalPages: Math.ceil(total / input.size),
    priceRange: { min: toRupees(min), max: toRupees(max) },
    ...(facets ? { facets } : {}),
  };
}

/** Facet counts as the database gave them: kind, value, products. */
interface FacetCount {
  kind: 'size' | 'color' | 'discount' | 'rating';
  value: string;
  n: number;
}

/**
 * The facets from their counts: sizes in a shop's order, colours most common first; every
 * discount and rating step; a chosen size or colour stays listed even when nothing is left of it.
 */
function facetsFrom(counts: FacetCount[], input: Filters): Facets {
  const of = (kind: FacetCount['kind']) => new Map(counts.filter((c) => c.kind === kind).map((c) => [c.value, Number(c.n)]));
  const options = (found: Map<string, number>, chosen: string[] = []) => {
    for (const value of chosen) if (!found.has(value)) found.set(value, 0);
    return [...found].map(([value, count]) => ({ value, count }));
  };
  const discounts = of('discount');
  const ratings = of('rating');
  return {
    sizes: options(of('size'), input.sizes).sort((a, b) => compareSizes(a.value, b.value)),
    colors: options(of('color'), input.colors).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    discounts: DISCOUNT_STEPS.map((value) => ({ value, count: discounts.get(String(value)) ?? 0 })),
    ratings: RATING_STEPS.map((value) => ({ value, count: ratings.get(String(value)) ?? 0 })),
  };
}

/**
 * The catalogue as shoppers see it. Whole answers are kept at the HTTP edge
 * (lib/http-cache.ts); this keeps only the count and price range per filter, which
 * every page and sort of a list share.
 */
export class CatalogService {
  private readonly stats: TtlCache<ListStats>;
  private readonly facetCounts: TtlCache<Facets>;

  constructor(
    private readonly db: Db,
    opts: { cacheTtlMs?: number; changes?: ChangeBus } = {},
  ) {
    this.stats = new TtlCache(opts.cacheTtlMs ?? 0);
    this.facetCounts = new TtlCache(opts.cacheTtlMs ?? 0);
    opts.changes?.on('catalogue', () => {
      this.stats.clear();
      this.facetCounts.clear();
    });
  }

  /** A page of a list; with `facets`, also what it can be narrowed by, with counts (category and search pages). */
  async list(input: ListInput, opts: { facets?: boolean } = {}): Promise<ProductPage> {
    const q = input.q?.trim();
    if (!q) {
      const page = await this.browse(input);
      return opts.facets ? { ...page, facets: await this.facets(input) } : page;
    }
    const tsq = await this.buildTsQuery(q);
    if (!tsq) return pageOf([], input, { total: 0, min: 0, max: 0 }, opts.facets ? facetsFrom([], input) : undefined);
    const page = await this.search(input, tsq);
    return opts.facets ? { ...page, facets: await this.facets(input, tsq) } : page;
  }

  /**
   * Each facet's options counted under every other filter (so choosing size M still
   * shows how many products each other size would give), in one pass over the list's
   * products; kept per filter like the counts.
   */
  private facets(input: ListInput, tsq?: SQL): Promise<Facets> {
    const { page: _page, size: _size, sort: _sort, ...filters } = input;
    return this.facetCounts.get(JSON.stringify(filters), async () => {
      const where = [...baseFiltersOf(filters), ...priceFiltersOf(filters, products.pricePaise), ...(tsq ? [sql`${products.search} @@ ${tsq}`] : [])];
      const c = facetConditionsOf(filters);
      const ok = (cond: SQL | undefined) => cond ?? sql`true`;
      const steps = (list: readonly number[]) => sql.raw(`array[${list.join(',')}]::int[]`);
      const counts = rowsOf<FacetCount>(
        await this.db.execute(sql`
          with base as materialized (
            select ${products.id} as id, ${products.colors} as colors, ${discountSql} as discount, ${ratingSql} as rating,
              ${ok(c.size)} as size_ok, ${ok(c.color)} as color_ok, ${ok(c.discount)} as discount_ok, ${ok(c.rating)} as rating_ok
            from ${products} where ${and(...where)}
          )
          select 'size' as kind, v.size as value, count(distinct b.id)::int as n
            from base b join ${productVariants} v on v.product_id = b.id and v.stock_quantity > 0 and v.size <> ''
            where b.color_ok and b.discount_ok and b.rating_ok group by v.size
          union all
          select 'color', c, count(*)::int from base b cross join unnest(b.colors) c
            where b.size_ok and b.discount_ok and b.rating_ok group by c
          union all
          select 'discount', d::text, count(*)::int from base b cross join unnest(${steps(DISCOUNT_STEPS)}) d
            where b.size_ok and b.color_ok and b.rating_ok and b.discount >= d group by d
          union all
          select 'rating', r::text, count(*)::int from base b cross join unnest(${steps(RATING_STEPS)}) r
            where b.size_ok and b.color_ok and b.discount_ok and b.rating >= r group by r`),
      );
      return facetsFrom(counts, filters);
    });
  }

  /**
   * Browsing: the page comes from an index in the sort's order; the count and the
   * price range do not depend on the page or the sort, so they are kept per filter.
   */
  private async browse(input: ListInput): Promise<ProductPage> {
    const where = filtersOf(input);
    const priced = [...where, ...priceFiltersOf(input, products.pricePaise)];
    const rows = await this.db
      .select(columns)
      .from(products)
      .where(and(...priced))
      .orderBy(...orderFor(input.sort ?? 'featured', products))
      .limit(input.size)
      .offset(input.page * input.size);
    const { page: _page, size: _size, sort: _sort, ...filters } = input;
    return pageOf(rows, input, await this.statsOf(filters));
  }

  /** A filter's count (an index scan) and price range (two probes of the price index). */
  private statsOf(filters: Filters): Promise<ListStats> {
    return this.stats.get(JSON.stringify(filters), async () => {
      const where = filtersOf(filters);
      const priced = [...where, ...priceFiltersOf(filters, products.pricePaise)];
      const [range] = await this.db
        .select({ min: sql<number | null>`min(${products.pricePaise})`, max: sql<number | null>`max(${products.pricePaise})` })
        .from(products)
        .where(and(...where));
      const [counted] = await this.db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products).where(and(...priced));
      return { total: counted?.total ?? 0, min: Number(range?.min ?? 0), max: Number(range?.max ?? 0) };
    });
  }

  /**
   * Searching: one pass over the matches (found through the text index) gives the
   * count, the price range and the ids of the page, ranked by ts_rank (name counts
   * most, then tags and category, then description); then the page's rows by id.
   */
  private async search(input: ListInput, tsq: SQL): Promise<ProductPage> {
    const matches = this.db.$with('matches').as(
      this.db
        .select({
          id: products.id,
          pricePaise: products.pricePaise,
          rating: products.rating,
          reviews: products.reviews,
          featured: products.featured,
          createdAt: products.createdAt,
          rank: sql<number>`ts_rank(${products.search}, ${tsq})`.as('rank'),
        })
        .from(products)
        .where(and(...filtersOf(input), sql`${products.search} @@ ${tsq}`)),
    );
    const priced = and(sql`true`, ...priceFiltersOf(input, matches.pricePaise))!;
    const pageIds = this.db
      .select({ id: matches.id })
      .from(matches)
      .where(priced)
      .orderBy(...orderFor(input.sort ?? 'relevance', matches))
      .limit(input.size)
      .offset(input.page * input.size);
    const [found] = await this.db
      .with(matches)
      .select({
        total: sql<number>`count(*) filter (where ${priced})`.mapWith(Number),
        min: sql<number | null>`min(${matches.pricePaise})`,
        max: sql<number | null>`max(${matches.pricePaise})`,
        ids: sql<number[]>`array(${pageIds})`,
      })
      .from(matches);
    const ids = found?.ids ?? [];
    const rows = ids.length ? await this.db.select(columns).from(products).where(inArray(products.id, ids)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    return pageOf(ordered, input, { total: found?.total ?? 0, min: Number(found?.min ?? 0), max: Number(found?.max ?? 0) });
  }

  /**
   * Turns free text into a tsquery of ANDed words. Each word matches by prefix
   * (stemmed: 'shirts' finds shirt, 'kurt' finds kurta) or as one of the catalogue's
   * words spelt most like it (trigram similarity), so that 'sneeker' finds sneakers
   * and 'tshirt' finds T-shirts. A word the catalogue knows takes only close
   * spellings (similarity 0.5 or more), so 'shoes' does not bring in shorts; words
   * containing the stem add nothing the prefix does not match already.
   */
  private async buildTsQuery(text: string): Promise<SQL | undefined> {
    const tokens = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu) ?? [])]
      .filter((t) => t.length >= 2)
      .slice(0, MAX_SEARCH_TOKENS);
    if (tokens.length === 0) return undefined;
    const similar = rowsOf<{ token: string; words: string[] }>(await this.db.execute(sql`
      select t.token, array(
        select w.word from search_words w
        where w.word % t.token and strpos(w.word, s.stem) = 0
          and (not s.known or similarity(w.word, t.token) >= 0.5)
        order by w.word <-> t.token limit 3
      ) as words
      from unnest(array[${sql.join(tokens.map((t) => sql`${t}`), sql`, `)}]::text[]) as t(token)
      cross join lateral (select coalesce((ts_lexize('english_stem', t.token))[1], t.token) as stem) as l
      cross join lateral (select l.stem, exists (select 1 from search_words where word = l.stem) as known) as s`));
    const byToken = new Map(similar.map((r) => [r.token, r.words]));
    const parts = tokens.map((token) => {
      const words = byToken.get(token) ?? [];
      const alternatives = words.map((w) => `'${w.replace(/'/g, "''")}'`).join(' | ');
      const prefix = sql`to_tsquery('english', ${`${token}:*`})`;
      return alternatives ? sql`(${prefix} || ${alternatives}::tsquery)` : prefix;
    });
    return sql`(${sql.join(parts, sql` && `)})`;
  }

  byId(id: number): Promise<ProductDetail> {
    return this.one(eq(products.id, id));
  }

  bySlug(slug: string): Promise<ProductDetail> {
    return this.one(eq(products.slug, slug));
  }

  /** A product page's product, its variants read with it in one query (the table named: a select list leaves it out of column names). */
  private async one(where: SQL): Promise<ProductDetail> {
    const [row] = await this.db
      .select({
        ...columns,
        imageColors: products.imageColors,
        variants: sql<Variant[]>`(select coalesce(json_agg(json_build_object('size', v.size, 'color', v.color, 'stockQuantity', v.stock_quantity)), '[]')
          from ${productVariants} v where v.product_id = ${products}.id)`,
      })
      .from(products)
      .where(and(where, eq(products.active, true)));
    if (!row) throw notFound('Product not found');
    const product = toProduct(row);
    // Switched out of stock by the owner: no size or colour can be bought, whatever is on the shelf.
    const variants = sortVariants(row, row.variants).map((v) => (product.inStock ? v : { ...v, stockQuantity: 0 }));
    return { ...product, variants, colorImages: colorImagesOf(row, row.imageColors) };
  }

  /** A numeric id, or a slug for links that carry one. */
  byIdOrSlug(key: string): Promise<ProductDetail> {
    return /^\d{1,9}$/.test(key) ? this.byId(Number(key)) : this.bySlug(key);
  }

  async featured(limit: number): Promise<Product[]> {
    return (await this.list({ page: 0, size: limit, featured: true, sort: 'newest' })).data;
  }

  /**
   * Trending Now: most units ordered in the last 30 days (cancelled and returned
   * orders left out); products nobody ordered follow, featured and newest first.
   */
  async trending(page: number, size: number): Promise<ProductPage> {
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
      .orderBy(sql`${units.units} desc nulls last`, ...orderFor('featured', products))
      .limit(size)
      .offset(page * size);
    return pageOf(rows, { page, size }, await this.statsOf({}));
  }

  /**
   * Inspired by Your Interest: products from the categories of the shopper's
   * wishlist, cart and orders, best rated first. Visitors and shoppers with too
   * little history get the newest of each category in turn, so the row shows the
   * range of the shop rather than repeating Trending Now's first products.
   */
  async interest(userId: number | null, page: number, size: number): Promise<ProductPage> {
    const categoryIds = userId ? await this.interestingCategories(userId) : [];
    if (categoryIds.length > 0) {
      const found = await this.list({ page, size, sort: 'rating', categoryIds });
      if (found.total >= MIN_INTEREST_PRODUCTS) return found;
    }
    const turn = sql`row_number() over (partition by ${products.categoryId} order by ${products.createdAt} desc, ${products.id} desc)`;
    const rows = await this.db
      .select(columns)
      .from(products)
      .where(eq(products.active, true))
      .orderBy(turn, products.categoryId)
      .limit(size)
      .offset(page * size);
    return pageOf(rows, { page, size }, await this.statsOf({}));
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

  async categories(): Promise<Category[]> {
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
  }
}
