import { sql } from 'drizzle-orm';
import { compareSizes, DISCOUNT_STEPS, findCategory, RATING_STEPS, toPaise, type Facets } from '@kuber/shared';
import { rowsOf, type Db } from '../../db/client.js';
import { products, productVariants } from '../../db/schema.js';
import type { ChangeBus } from '../../lib/change-bus.js';
import { lowerBound } from '../../lib/lower-bound.js';
import type { ListInput } from './catalog.service.js';

/** What a list shows, apart from which page, in what order and the search text. */
export type FacetFilters = Omit<ListInput, 'page' | 'size' | 'sort' | 'q'>;

/** A catalogue of fewer products is small: a count after a change waits for it to be read again. */
const SMALL_CATALOGUE = 5000;
/** Counts kept per reading, one per filter asked for, before they are dropped to start again. */
const KEPT_COUNTS = 1000;
/** Product ids read at a time. */
const READ_BATCH = 2000;
/** A big catalogue is rebuilt at most this many times its build time apart, so rebuilding stays a tenth of the work. */
const REBUILD_SPACING = 10;

interface FacetCount {
  kind: 'size' | 'color' | 'discount' | 'rating';
  value: string;
  n: number;
}

/**
 * The facets from their counts: sizes in a shop's order, colours most common first; every
 * discount and rating step; a chosen size or colour stays listed even when nothing is left of
 * it. Counted over a sample (`sampled`), the options come without their counts.
 */
export function facetsFrom(counts: FacetCount[], input: FacetFilters, sampled = false): Facets {
  const of = (kind: FacetCount['kind']) => new Map(counts.filter((c) => c.kind === kind).map((c) => [c.value, c.n]));
  const option = <V>(value: V, count: number) => (sampled ? { value } : { value, count });
  const options = (found: Map<string, number>, chosen: string[] = []) => {
    for (const value of chosen) if (!found.has(value)) found.set(value, 0);
    return [...found].map(([value, count]) => ({ value, count }));
  };
  const discounts = of('discount');
  const ratings = of('rating');
  return {
    sizes: options(of('size'), input.sizes).sort((a, b) => compareSizes(a.value, b.value)).map((o) => option(o.value, o.count)),
    colors: options(of('color'), input.colors).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)).map((o) => option(o.value, o.count)),
    discounts: DISCOUNT_STEPS.map((value) => option(value, discounts.get(String(value)) ?? 0)),
    ratings: RATING_STEPS.map((value) => option(value, ratings.get(String(value)) ?? 0)),
  };
}

interface FacetRow {
  id: number;
  category_id: number;
  price_paise: number;
  featured: boolean;
  on_sale: boolean;
  discount: number;
  rating10: number;
  colors: string[];
  sizes: string[];
}

/** Lists of small numbers per product in one flat array, with where each product's list starts. */
class Lists {
  readonly start: number[] = [0];
  readonly items: number[] = [];

  push(list: number[]): void {
    this.items.push(...list);
    this.start.push(this.items.length);
  }
}

/** Numbers each distinct name in the order first met. */
function numbering(names: string[]): (name: string) => number {
  const index = new Map<string, number>();
  return (name) => {
    let n = index.get(name);
    if (n === undefined) index.set(name, (n = names.push(name) - 1));
    return n;
  };
}

/** The shop's active products as the facets read them, in the order of their ids: a few numbers each. */
class Snapshot {
  private readonly ids: number[] = [];
  readonly price: number[] = [];
  readonly featured: boolean[] = [];
  readonly onSale: boolean[] = [];
  readonly discount: number[] = [];
  readonly rating10: number[] = [];
  readonly colorNames: string[] = [];
  readonly sizeNames: string[] = [];
  readonly colors = new Lists();
  readonly sizes = new Lists();
  /** Each category's products, by position. */
  private readonly inCategory = new Map<number, number[]>();
  /** Counts already made on this reading, per filter (a new reading starts afresh). */
  private readonly counted = new Map<string, FacetCount[]>();
  private readonly colorNo = numbering(this.colorNames);
  private readonly sizeNo = numbering(this.sizeNames);

  /** Adds the next product; they come in the order of their ids. */
  add(r: FacetRow): void {
    const inCategory = this.inCategory.get(r.category_id) ?? [];
    if (!inCategory.length) this.inCategory.set(r.category_id, inCategory);
    inCategory.push(this.ids.length);
    this.ids.push(r.id);
    this.price.push(r.price_paise);
    this.featured.push(r.featured);
    this.onSale.push(r.on_sale);
    this.discount.push(r.discount);
    this.rating10.push(r.rating10);
    this.colors.push(r.colors.map(this.colorNo));
    this.sizes.push(r.sizes.map(this.sizeNo));
  }

  /** Where a product is, by a binary search of the ids. */
  positionOf(id: number): number | undefined {
    const at = lowerBound(this.ids, id);
    return this.ids[at] === id ? at : undefined;
  }

  get length(): number {
    return this.ids.length;
  }

  /**
   * Each facet's options counted under every other filter (so choosing size M still shows
   * how many products each other size would give), over the products given or all of them.
   */
  count(filters: FacetFilters, among?: number[]): FacetCount[] {
    if (among) return this.countOver(filters, among.map((id) => this.positionOf(id)).filter((i) => i !== undefined));
    const key = JSON.stringify(filters);
    let counts = this.counted.get(key);
    if (!counts) {
      const chosen = filters.category ? [findCategory(filters.category)!.id].filter((c) => !filters.categoryIds?.length || filters.categoryIds.includes(c)) : filters.categoryIds;
      const positions = chosen?.length || filters.category ? chosen!.flatMap((c) => this.inCategory.get(c) ?? []) : undefined;
      counts = this.countOver(filters, positions);
      if (this.counted.size >= KEPT_COUNTS) this.counted.clear();
      this.counted.set(key, counts);
    }
    return counts;
  }

  private countOver(filters: FacetFilters, positions: number[] | undefined): FacetCount[] {
    const minPaise = filters.minPrice === undefined ? -Infinity : toPaise(filters.minPrice);
    const maxPaise = filters.maxPrice === undefined ? Infinity : toPaise(filters.maxPrice);
    const minDiscount = filters.minDiscount ?? -Infinity;
    const minRating10 = filters.minRating === undefined ? -Infinity : filters.minRating * 10;
    const chosen = (names: string[], values: string[] | undefined) => (values?.length ? names.map((n) => values.includes(n)) : undefined);
    const chosenSizes = chosen(this.sizeNames, filters.sizes);
    const chosenColors = chosen(this.colorNames, filters.colors);
    const anyOf = (lists: Lists, i: number, marks: boolean[] | undefined) => {
      if (!marks) return true;
      for (let k = lists.start[i]!; k < lists.start[i + 1]!; k++) if (marks[lists.items[k]!]) return true;
      return false;
    };
    const sizeCounts = new Array<number>(this.sizeNames.length).fill(0);
    const colorCounts = new Array<number>(this.colorNames.length).fill(0);
    const discountCounts = DISCOUNT_STEPS.map(() => 0);
    const ratingCounts = RATING_STEPS.map(() => 0);
    const end = positions ? positions.length : this.length;
    for (let n = 0; n < end; n++) {
      const i = positions ? positions[n]! : n;
      if (filters.featured !== undefined && this.featured[i] !== filters.featured) continue;
      if (filters.onSale && !this.onSale[i]) continue;
      const price = this.price[i]!;
      if (price < minPaise || price > maxPaise) continue;
      const discount = this.discount[i]!;
      const rating10 = this.rating10[i]!;
      const sizeOk = anyOf(this.sizes, i, chosenSizes);
      const colorOk = anyOf(this.colors, i, chosenColors);
      const discountOk = discount >= minDiscount;
      const ratingOk = rating10 >= minRating10;
      if (colorOk && discountOk && ratingOk) for (let k = this.sizes.start[i]!; k < this.sizes.start[i + 1]!; k++) sizeCounts[this.sizes.items[k]!]!++;
      if (sizeOk && discountOk && ratingOk) for (let k = this.colors.start[i]!; k < this.colors.start[i + 1]!; k++) colorCounts[this.colors.items[k]!]!++;
      if (sizeOk && colorOk && ratingOk) for (let s = 0; s < DISCOUNT_STEPS.length; s++) if (discount >= DISCOUNT_STEPS[s]!) discountCounts[s]!++;
      if (sizeOk && colorOk && discountOk) for (let s = 0; s < RATING_STEPS.length; s++) if (rating10 >= RATING_STEPS[s]! * 10) ratingCounts[s]!++;
    }
    const found = (kind: FacetCount['kind'], names: readonly (string | number)[], counts: number[]) =>
      counts.flatMap((n, k) => (n > 0 ? [{ kind, value: String(names[k]), n }] : []));
    return [
      ...found('size', this.sizeNames, sizeCounts),
      ...found('color', this.colorNames, colorCounts),
      ...found('discount', DISCOUNT_STEPS, discountCounts),
      ...found('rating', RATING_STEPS, ratingCounts),
    ];
  }
}

/**
 * What the facets count, kept in memory: each active product's category, price, discount,
 * rating, colours and sizes in stock, a few bytes each (decision record 013). Counting a
 * category of 20,000 products is then a loop of a millisecond, where the database took half
 * a second to count them on every page.
 *
 * A catalogue change (a product written, an order's stock) marks it out of date. A small
 * catalogue is read again before the next count, so its counts are always current; a big one
 * keeps counting on the last reading while one new reading runs behind it, and is read at most
 * once in ten times its reading's length, so a busy checkout never keeps the database reading
 * the whole catalogue.
 */
export class FacetIndex {
  private snapshot?: Snapshot;
  private reading?: Promise<Snapshot>;
  private outOfDate = true;
  private readAt = 0;
  private readMs = 0;

  constructor(
    private readonly db: Db,
    changes?: ChangeBus,
  ) {
    changes?.on('catalogue', () => (this.outOfDate = true));
  }

  /** The facets of a list: over the products given (a search's matches), or every product the filters keep. */
  async facets(filters: FacetFilters, opts: { among?: number[]; sampled?: boolean } = {}): Promise<Facets> {
    const snapshot = await this.current();
    return facetsFrom(snapshot.count(filters, opts.among), filters, opts.sampled);
  }

  private async current(): Promise<Snapshot> {
    if (!this.outOfDate && this.snapshot) return this.snapshot;
    const small = !this.snapshot || this.snapshot.length < SMALL_CATALOGUE;
    if (this.reading) {
      if (!small) return this.snapshot!;
      // It may have started before the change: wait for it, then look again.
      await this.reading.catch(() => undefined);
      return this.current();
    }
    if (!small && Date.now() - this.readAt < this.readMs * REBUILD_SPACING) return this.snapshot!;
    this.outOfDate = false;
    const reading = this.read()
      .catch((err: unknown) => {
        this.outOfDate = true;
        throw err;
      })
      .finally(() => (this.reading = undefined));
    // A reading behind a big catalogue's counts is not awaited; if it fails, the next count tries again.
    reading.catch(() => undefined);
    this.reading = reading;
    return small ? reading : this.snapshot!;
  }

  /** Read in batches of ids, so a big catalogue never sits in memory as rows. */
  private async read(): Promise<Snapshot> {
    const started = Date.now();
    const snapshot = new Snapshot();
    const [last] = rowsOf<{ id: number | null }>(await this.db.execute(sql`select max(id) as id from ${products}`));
    for (let after = 0; after < (last?.id ?? 0); after += READ_BATCH) {
      const upTo = after + READ_BATCH;
      const rows = rowsOf<FacetRow>(
        await this.db.execute(sql`
          select p.id, p.category_id, p.price_paise, p.featured,
            coalesce(p.original_price_paise > p.price_paise, false) as on_sale,
            (case when p.original_price_paise > p.price_paise
              then round((p.original_price_paise - p.price_paise) * 100.0 / p.original_price_paise) else 0 end)::int as discount,
            (round(p.rating::numeric, 1) * 10)::int as rating10,
            p.colors, coalesce(s.sizes, '{}') as sizes
          from ${products} p
          left join (
            select product_id, array_agg(distinct size) as sizes from ${productVariants}
            where stock_quantity > 0 and size <> '' and product_id > ${after} and product_id <= ${upTo} group by product_id
          ) s on s.product_id = p.id
          where p.active and p.id > ${after} and p.id <= ${upTo}
          order by p.id`),
      );
      for (const row of rows) snapshot.add(row);
    }
    this.snapshot = snapshot;
    this.readAt = Date.now();
    this.readMs = this.readAt - started;
    return snapshot;
  }
}
