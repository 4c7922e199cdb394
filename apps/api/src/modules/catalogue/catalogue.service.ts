import { and, desc, eq, gte, notInArray, sql, type SQL } from 'drizzle-orm';
import { distance } from 'fastest-levenshtein';
import {
  CATEGORIES,
  discountPercent,
  toRupees,
  type Category,
  type CategorySlug,
  type Facets,
  type Product,
  type ProductDetail,
  type ProductListQuery,
  type ProductPage,
  type SizeChart,
  type Variant,
} from '@kuber/shared';
import { rowsOf, type Db } from '#api/db/client.js';
import { orderItems, orders, products, productVariants, sizeCharts } from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { notFound } from '#api/lib/errors.js';
import { lowerBound } from '#api/lib/lower-bound.js';
import { CatalogueIndex, facetsFrom, type Listed, type ListStats } from './catalogue-index.js';
import { englishFor, hindiWord, isDevanagari, readPrice, romanised } from './hindi-search.js';
import type { Clause } from './text-index.js';

/** Everything a shopper sees of a product; leaves out the search vector and tags. */
const columns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  nameHi: products.nameHi,
  descriptionHi: products.descriptionHi,
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
type DetailRow = Awaited<ReturnType<ReturnType<typeof preparedReads>['byId']['execute']>>[number];

/**
 * The reads every list and product page makes, built once: Drizzle then makes their SQL once
 * rather than per request, and PostgreSQL parses each once per connection.
 */
function preparedReads(db: Db) {
  // A product page's product, its variants read with it in one query (the table named: a select list leaves it out of column names).
  const detail = (where: SQL) =>
    db
      .select({
        ...columns,
        imageColors: products.imageColors,
        returnable: products.returnable,
        warrantyMonths: products.warrantyMonths,
        fabric: products.fabric,
        fit: products.fit,
        care: products.care,
        countryOfOrigin: products.countryOfOrigin,
        manufacturer: products.manufacturer,
        // The product's own chart, else its category's.
        sizeChart: sql<SizeChart | null>`coalesce(${products.sizeChart}, (select c.chart from ${sizeCharts} c where c.category_id = ${products}.category_id))`,
        variants: sql<
          Variant[]
        >`(select coalesce(json_agg(json_build_object('size', v.size, 'color', v.color, 'stockQuantity', v.stock_quantity)), '[]')
          from ${productVariants} v where v.product_id = ${products}.id)`,
      })
      .from(products)
      .where(and(where, eq(products.active, true)));
  return {
    rows: db
      .select({ ...columns, imageColors: products.imageColors })
      .from(products)
      .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, eq(products.active, true)))
      .prepare('catalogue_rows'),
    byId: detail(eq(products.id, sql.placeholder('id'))).prepare('catalogue_product_by_id'),
    bySlug: detail(eq(products.slug, sql.placeholder('slug'))).prepare('catalogue_product_by_slug'),
  };
}

const categorySlugById = new Map<number, CategorySlug>(CATEGORIES.map((c) => [c.id, c.slug]));

/** A product's variants in the order of its sizes, then its colours. */
export function sortVariants<V extends Variant>(row: Pick<ProductRow, 'sizes' | 'colors'>, variants: V[]): V[] {
  const at = (list: string[], value: string) => list.indexOf(value);
  return [...variants].sort(
    (a, b) => at(row.sizes, a.size) - at(row.sizes, b.size) || at(row.colors, a.color) - at(row.colors, b.color),
  );
}

/**
 * The pictures of each colour: those the owner said show it, then those said to show
 * no colour in particular (which go with every colour).
 */
export function colorImagesOf(
  row: Pick<ProductRow, 'colors' | 'images' | 'image'>,
  imageColors: Record<string, string>,
): Record<string, string[]> {
  const images = row.images.length ? row.images : row.image ? [row.image] : [];
  const unnamed = images.filter((url) => !imageColors[url]);
  return Object.fromEntries(
    row.colors.map((colour) => [colour, [...images.filter((url) => imageColors[url] === colour), ...unnamed]]),
  );
}

/** The picture of a product in a colour: the first the owner said shows it, else its main picture. */
export function imageFor(
  row: { image: string; images: string[]; imageColors: Record<string, string> },
  color: string | null | undefined,
): string {
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
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
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

/** Featured first, then newest: the order of the shop's own rows, as the catalogue index's 'featured' order. */
const featuredFirst = [desc(products.featured), desc(products.createdAt), desc(products.id)];

const MAX_SEARCH_TOKENS = 6;
/** Stems kept of words searched for; past this the list starts again. */
const MAX_KEPT_STEMS = 20_000;

/** A search as the catalogue index reads it: each query word's clauses. */
interface SearchQuery {
  groups: Clause[][];
  /** The words searched for when a misspelt one was read as another. */
  corrected?: string;
}

/** A lexeme of a tsquery, quoted. */
function lexemeOf(lexeme: string): string {
  return `'${lexeme.replace(/['\\]/g, (c) => c + c)}'`;
}

/**
 * A rough key of how a word sounds, to compare spellings: hyphens, the h of an aspirated
 * consonant and doubled letters go, so 'sharee' meets 'saree', 'kurthi' 'kurti', 'jeens' 'jeans'.
 */
const soundOf = (word: string) =>
  word
    .replace(/-/g, '')
    .replace(/([bcdgjkpst])h/g, '$1')
    .replace(/(.)\1+/g, '$1');

/** Whether one score comes before another, comparing their figures in turn. */
function comesBefore(a: number[], b: number[]): boolean {
  const k = a.findIndex((v, i) => v !== b[i]);
  return k >= 0 && a[k]! < b[k]!;
}

/** A word that can be offered as a correction: three letters or more, starting with a letter. */
const CORRECTABLE = /^[a-z].{2}/;

/** The catalogue's words (stems of its active products), to read misspelt searches by. */
class Vocabulary {
  readonly words: Set<string>;
  /** Stems already shown to shoppers as a correction, with the spelling shown. */
  readonly shown = new Map<string, string>();
  private readonly sorted: string[];
  private readonly sounds: string[];
  private readonly byCompact = new Map<string, string[]>();

  constructor(words: readonly string[]) {
    this.sorted = words.filter((w) => CORRECTABLE.test(w));
    this.words = new Set(this.sorted);
    this.sounds = this.sorted.map(soundOf);
    for (const w of this.sorted) {
      const compact = w.replace(/-/g, '');
      this.byCompact.set(compact, [...(this.byCompact.get(compact) ?? []), w]);
    }
  }

  /** Whether a catalogue word begins with this: a word still being typed ('kurt'). */
  begins(prefix: string): boolean {
    return this.sorted[lowerBound(this.sorted, prefix)]?.startsWith(prefix) ?? false;
  }

  /** The word as the catalogue writes it, with a hyphen or without ('tshirt', 't-shirt'). */
  spellingsOf(stem: string): string[] {
    return this.byCompact.get(stem.replace(/-/g, '')) ?? [];
  }

  /**
   * The catalogue word a shopper most likely meant: fewest edits to how it sounds (one for a
   * word of up to four letters, two for longer ones), then to its letters, then the same first
   * letter (rarely the one mistyped), then the nearest length.
   */
  closest(stem: string): string | undefined {
    if (stem.length < 3) return undefined;
    const sound = soundOf(stem);
    const most = sound.length <= 4 ? 1 : 2;
    let best: { word: string; score: number[] } | undefined;
    for (let i = 0; i < this.sorted.length; i++) {
      const word = this.sorted[i]!;
      if (Math.abs(word.length - stem.length) > most + 1) continue;
      const edits = distance(sound, this.sounds[i]!);
      if (edits > most) continue;
      const score = [edits, distance(stem, word), word[0] === stem[0] ? 0 : 1, Math.abs(word.length - stem.length)];
      if (!best || comesBefore(score, best.score)) best = { word, score };
    }
    return best?.word;
  }
}
/**
 * A Hindi word's clauses: the word in the products' Hindi names, the English words the
 * dictionary gives for it or, without them, its sound in Latin letters as the catalogue's own word (or the
 * nearest one: लहंगा → lahanga → lehenga).
 */
function hindiClauses(word: string, stems: Map<string, string>, vocabulary: Vocabulary): Clause[] {
  const clauses: Clause[] = [[{ lexeme: hindiWord(word), prefix: true }]];
  const dictionary = englishFor(word);
  for (const english of dictionary) {
    const stem = stems.get(english) || english;
    clauses.push([{ lexeme: stem, prefix: true }]);
    for (const s of vocabulary.spellingsOf(stem)) if (s !== stem) clauses.push([{ lexeme: s, prefix: false }]);
  }
  // The dictionary's word is what was meant: its sound might be another's (जूते, shoes, sounds as jute).
  const sound = romanised(word);
  const stem = stems.get(sound);
  if (!dictionary.length && sound.length >= 3 && stem) {
    const meant = vocabulary.words.has(stem) || vocabulary.begins(stem) ? stem : vocabulary.closest(stem);
    if (meant) clauses.push([{ lexeme: meant, prefix: meant === stem }]);
  }
  return clauses;
}

/** Fewer products than a home row in the shopper's categories: show newest instead. */
const MIN_INTEREST_PRODUCTS = 6;

export type ListInput = Pick<
  ProductListQuery,
  | 'page'
  | 'size'
  | 'sort'
  | 'category'
  | 'minPrice'
  | 'maxPrice'
  | 'q'
  | 'featured'
  | 'onSale'
  | 'sizes'
  | 'colors'
  | 'minDiscount'
  | 'minRating'
> & { categoryIds?: number[] };

/** A page of products; the price range in paise. */
function pageOf(
  rows: ProductRow[],
  input: Pick<ListInput, 'page' | 'size'>,
  { total, min, max }: ListStats,
  facets?: Facets,
): ProductPage {
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

/**
 * The catalogue as shoppers see it. Whole answers are kept at the HTTP edge
 * (lib/http-cache.ts); lists are found, counted and ordered by the catalogue index.
 */
export class CatalogueService {
  /** Made from the words of the catalogue index's reading, again with each new reading. */
  private vocabulary?: { of: readonly string[]; words: Vocabulary };
  private readonly stems = new Map<string, string>();
  private readonly index: CatalogueIndex;
  private readonly reads: ReturnType<typeof preparedReads>;

  constructor(
    private readonly db: Db,
    changes: ChangeBus,
  ) {
    this.index = new CatalogueIndex(db, changes);
    this.reads = preparedReads(db);
  }

  /** Reads a big catalogue's index, so the first list after a start does not wait for it; answers what it read. */
  prepare(): Promise<{ products: number; ms: number } | undefined> {
    return this.index.prepare();
  }

  /**
   * A page of a list; with `facets`, also what it can be narrowed by, with counts (category and
   * search pages). The catalogue index finds the page's products, counts them and orders them
   * (decision record 019); their details are read from the database.
   */
  async list(input: ListInput, opts: { facets?: boolean } = {}): Promise<ProductPage> {
    const { page: _page, size: _size, sort: _sort, q: text, ...given } = input;
    // A price in the words ('shoes under 1000') is a price filter, unless the list names one.
    const price = readPrice(text?.trim() ?? '');
    const filters = {
      ...given,
      minPrice: given.minPrice ?? price.minPrice,
      maxPrice: given.maxPrice ?? price.maxPrice,
    };
    input = { ...input, ...filters };
    const q = price.text;
    if (!q) {
      const found = await this.index.browse(input);
      return this.pageFrom(found, input, opts.facets ? await this.index.facets(filters) : undefined);
    }
    const query = await this.searchQueryOf(q);
    if (!query)
      return pageOf([], input, { total: 0, min: 0, max: 0 }, opts.facets ? facetsFrom([], filters) : undefined);
    const found = await this.index.search(query.groups, input, opts);
    return {
      ...(await this.pageFrom(found, input, found.facets)),
      ...(query.corrected ? { correctedQuery: query.corrected } : {}),
    };
  }

  /** The page of the products the index found, read by id in the order it found them. */
  private async pageFrom(
    found: Listed,
    input: Pick<ListInput, 'page' | 'size' | 'colors'>,
    facets: Facets | undefined,
  ): Promise<ProductPage> {
    const rows = found.ids.length ? await this.reads.rows.execute({ ids: found.ids }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    const listed = found.ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    const page = pageOf(listed, input, found, facets);
    // A list filtered by colour shows each product in the first of those colours it has.
    const wanted = input.colors ?? [];
    if (wanted.length)
      page.data = page.data.map((p, i) => {
        const shownColor = wanted.find((c) => p.colors.includes(c));
        return shownColor ? { ...p, image: imageFor(listed[i]!, shownColor), shownColor } : p;
      });
    return page;
  }

  /**
   * Turns free text into the search's text queries. Each word matches by prefix (stemmed:
   * 'shirts' finds shirt, 'kurt' finds kurta), and as the catalogue's own spelling when it
   * writes the word with a hyphen or without ('tshirt', 't-shirt'); two words the catalogue
   * writes as one are taken as one ('t shirt'). A word the catalogue does not know, nor any
   * word it begins, is read as the catalogue word spelt most like it (edit distance of how the
   * words sound, so 'sharee' finds saree, 'kurthi' kurti, 'jeens' jeans, 'snekers' sneakers),
   * and the answer says what it searched for instead. A known word is never swapped ('shoes'
   * must not bring in shorts).
   */
  private async searchQueryOf(text: string): Promise<SearchQuery | undefined> {
    const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*/gu) ?? [])].slice(
      0,
      MAX_SEARCH_TOKENS,
    );
    const joined = words.slice(1).flatMap((word, i) => [`${words[i]}${word}`, `${words[i]}-${word}`]);
    const inEnglish = words.filter(isDevanagari).flatMap((w) => [...englishFor(w), romanised(w)]);
    const [stems, vocabulary] = await Promise.all([
      this.stemsOf([...words, ...joined, ...inEnglish]),
      this.vocabularyNow(),
    ]);
    const groups: Clause[][] = [];
    const shown: string[] = [];
    let corrected = false;
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const next = words[i + 1];
      if (isDevanagari(word)) {
        groups.push(hindiClauses(word, stems, vocabulary));
        shown.push(word);
        continue;
      }
      const together =
        next === undefined
          ? []
          : [`${word}${next}`, `${word}-${next}`].map((w) => stems.get(w)!).filter((s) => vocabulary.words.has(s));
      if (together.length) {
        const clauses: Clause[] = [...new Set(together.flatMap((s) => vocabulary.spellingsOf(s)))].map((s) => [
          { lexeme: s, prefix: false },
        ]);
        if (word.length >= 2 && next!.length >= 2)
          clauses.push([
            { lexeme: stems.get(word)!, prefix: true },
            { lexeme: stems.get(next!)!, prefix: true },
          ]);
        groups.push(clauses);
        shown.push(word, next!);
        i += 1;
        continue;
      }
      const stem = stems.get(word)!;
      // Single letters, and words the dictionary drops ('the', 'for'), narrow nothing.
      if (word.length < 2 || !stem) continue;
      const clauses: Clause[] = [
        [{ lexeme: stem, prefix: true }],
        ...vocabulary
          .spellingsOf(stem)
          .filter((s) => s !== stem)
          .map((s) => [{ lexeme: s, prefix: false }]),
      ];
      const meant = vocabulary.words.has(stem) || vocabulary.begins(stem) ? undefined : vocabulary.closest(stem);
      if (meant) {
        clauses.push([{ lexeme: meant, prefix: false }]);
        corrected = true;
        shown.push(await this.spellingOf(meant, vocabulary));
      } else {
        shown.push(word);
      }
      groups.push(clauses);
    }
    if (groups.length === 0) return undefined;
    return { groups, corrected: corrected ? shown.join(' ') : undefined };
  }

  /** The dictionary stems of words ('jeans' → 'jean'; '' for a word it drops), kept: they never change. */
  private async stemsOf(words: string[]): Promise<Map<string, string>> {
    const missing = words.filter((w) => !this.stems.has(w));
    if (missing.length) {
      const rows = rowsOf<{ word: string; stems: string[] | null }>(
        await this.db.execute(
          sql`select w as word, ts_lexize('english_stem', w) as stems from unnest(array[${sql.join(
            missing.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]) as w`,
        ),
      );
      if (this.stems.size + rows.length > MAX_KEPT_STEMS) this.stems.clear();
      for (const r of rows) this.stems.set(r.word, r.stems === null ? r.word : (r.stems[0] ?? ''));
    }
    return new Map(words.map((w) => [w, this.stems.get(w)!]));
  }

  /**
   * The words of the products lists read (active ones: a hidden product lends no word to a
   * correction), made into a vocabulary once per reading of the catalogue index.
   */
  private async vocabularyNow(): Promise<Vocabulary> {
    const words = await this.index.words();
    if (this.vocabulary?.of !== words) this.vocabulary = { of: words, words: new Vocabulary(words) };
    return this.vocabulary.words;
  }

  /** A word of the catalogue's names or tags that has the stem, to show the shopper ('sare' → 'saree'). */
  private async spellingOf(stem: string, vocabulary: Vocabulary): Promise<string> {
    const known = vocabulary.shown.get(stem);
    if (known) return known;
    const [row] = rowsOf<{ word: string }>(
      await this.db.execute(sql`select w as word from ${products}
        cross join lateral regexp_split_to_table(lower(${products.name} || ' ' || ${products.tags}), '[^[:alnum:]-]+') as w
        where ${products.active} and ${products.search} @@ ${lexemeOf(stem)}::tsquery and (ts_lexize('english_stem', w))[1] = ${stem}
        limit 1`),
    );
    const word = row?.word ?? stem;
    vocabulary.shown.set(stem, word);
    return word;
  }

  byId(id: number): Promise<ProductDetail> {
    return this.one(this.reads.byId.execute({ id }));
  }

  bySlug(slug: string): Promise<ProductDetail> {
    return this.one(this.reads.bySlug.execute({ slug }));
  }

  /** A product page's product from its row, read by id or slug. */
  private async one(read: Promise<DetailRow[]>): Promise<ProductDetail> {
    const [row] = await read;
    if (!row) throw notFound('Product not found');
    const product = toProduct(row);
    // Switched out of stock by the owner: no size or colour can be bought, whatever is on the shelf.
    const variants = sortVariants(row, row.variants).map((v) => (product.inStock ? v : { ...v, stockQuantity: 0 }));
    return {
      ...product,
      variants,
      colorImages: colorImagesOf(row, row.imageColors),
      returnable: row.returnable,
      warrantyMonths: row.warrantyMonths,
      fabric: row.fabric,
      fit: row.fit,
      care: row.care,
      countryOfOrigin: row.countryOfOrigin,
      manufacturer: row.manufacturer,
      sizeChart: row.sizeChart,
    };
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
   * The database ranks only the products ordered; the rest are read off the catalogue
   * index, whose featured order is the same: a page never sorts the whole catalogue.
   */
  async trending(page: number, size: number): Promise<ProductPage> {
    const stats = await this.index.stats({});
    // Past the last page nothing is ordered: a deep page asked for costs nothing.
    if (page * size >= stats.total) return pageOf([], { page, size }, stats);
    const units = this.db
      .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})`.as('units') })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          gte(orders.createdAt, sql`now() - interval '30 days'`),
          notInArray(orders.status, ['CANCELLED', 'RETURNED']),
        ),
      )
      .groupBy(orderItems.productId)
      .as('units');
    const ordered = (
      await this.db
        .select({ id: products.id })
        .from(products)
        .innerJoin(units, eq(units.productId, products.id))
        .where(eq(products.active, true))
        .orderBy(desc(units.units), ...featuredFirst)
    ).map((r) => r.id);
    const from = page * size;
    const ids = ordered.slice(from, from + size);
    if (ids.length < size) {
      // The rest, past the ordered ones the earlier pages showed.
      const skip = Math.max(0, from - ordered.length);
      const wanted = skip + size - ids.length;
      const seen = new Set(ordered);
      const { ids: featured } = await this.index.browse({ page: 0, size: wanted + ordered.length });
      ids.push(...featured.filter((id) => !seen.has(id)).slice(skip, wanted));
    }
    return this.pageFrom({ ...stats, ids }, { page, size }, undefined);
  }

  /**
   * Inspired by Your Interest: products from the categories of the shopper's
   * wishlist, cart and orders, best rated first. Visitors and shoppers with too
   * little history get the newest of each category in turn, so the row shows the
   * range of the shop rather than repeating Trending Now's first products.
   */
  async interest(userId: number | null, page: number, size: number): Promise<ProductPage> {
    const interesting = userId ? await this.interestingCategories(userId) : [];
    if (interesting.length > 0) {
      const found = await this.list({ page, size, sort: 'rating', categoryIds: interesting });
      if (found.total >= MIN_INTEREST_PRODUCTS) return found;
    }
    // Read off the catalogue index, each category along its own newest-first order: a deep page costs what the first does.
    const categoryIds = [...CATEGORIES].map((c) => c.id).sort((a, b) => a - b);
    return this.pageFrom(await this.index.newestInTurn(categoryIds, page, size), { page, size }, undefined);
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

  /** The categories with their pictures, and their products counted by the catalogue index. */
  async categories(): Promise<Category[]> {
    const images = await this.db.query.categories.findMany();
    return Promise.all(
      CATEGORIES.map(async (c) => ({
        ...c,
        image: images.find((i) => i.id === c.id)?.image ?? '',
        productCount: (await this.index.stats({ category: c.slug })).total,
      })),
    );
  }
}
