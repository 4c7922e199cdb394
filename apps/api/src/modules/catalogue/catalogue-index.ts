import { sql } from 'drizzle-orm';
import { compareSizes, DISCOUNT_STEPS, findCategory, RATING_STEPS, toPaise, type Facets } from '@kuber/shared';
import { rowsOf, type Db } from '#api/db/client.js';
import { products, productVariants } from '#api/db/schema.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { lowerBound } from '#api/lib/lower-bound.js';
import type { ListInput } from './catalogue.service.js';
import { hindiWordsOf } from './hindi-search.js';
import { WEIGHT_TIERS, TextIndex, type Clause, type Matches } from './text-index.js';

/** What a list shows, apart from which page, in what order and the search text. */
export type FacetFilters = Omit<ListInput, 'page' | 'size' | 'sort' | 'q'>;

/** A catalogue of fewer products is small: a list after a change waits for it to be read again. */
const SMALL_CATALOGUE = 5000;
/** Counts kept per reading, one per filter and search asked for, before they are dropped to start again. */
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
 * it.
 */
export function facetsFrom(counts: FacetCount[], input: FacetFilters): Facets {
  const of = (kind: FacetCount['kind']) => new Map(counts.filter((c) => c.kind === kind).map((c) => [c.value, c.n]));
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

interface ProductRow {
  id: number;
  category_id: number;
  price_paise: number;
  featured: boolean;
  on_sale: boolean;
  discount: number;
  rating: number;
  rating10: number;
  reviews: number;
  created_ms: number;
  colors: string[];
  sizes: string[];
  vector: string;
  name_hi: string | null;
}

/** The orders a list can be sorted in, apart from relevance (which is by rating within its tiers). */
type Order = Exclude<ListInput['sort'], 'relevance' | undefined>;
const ORDERS: Order[] = ['featured', 'price-low', 'price-high', 'rating', 'newest'];

/** A list's count under every filter, and the price range (paise) of its products under the filters but the price (for the slider); 0 to 0 when none. */
export interface ListStats {
  total: number;
  min: number;
  max: number;
}

/** A list's products (a search's matches, or a category's), as the catalogue index found them. */
export interface Listed extends ListStats {
  /** The page's product ids, in the order asked for. */
  ids: number[];
  /** Counted under every filter but the facets, each under the others; with `facets` asked for. */
  facets?: Facets;
}

/** Typed arrays whose items are kept as they are copied into longer ones. */
type Column = Int32Array | Uint8Array | Float64Array;

/** `column` when it has room for `length` items, else a copy of it about twice as long. */
function roomFor<T extends Column>(column: T, length: number): T {
  if (length <= column.length) return column;
  const longer = new (column.constructor as new (length: number) => T)(Math.max(length, column.length * 2));
  longer.set(column);
  return longer;
}

/**
 * Lists of small numbers per product in one flat array, with where each product's list starts
 * and ends. A list may later shrink in place, or grow back up to the room it was read with.
 */
class Lists {
  start: Int32Array;
  end: Int32Array;
  items: Int32Array;
  private count = 0;
  private used = 0;

  /** Room for `capacity` products' lists, grown when more come. */
  constructor(capacity: number) {
    this.start = new Int32Array(capacity);
    this.end = new Int32Array(capacity);
    this.items = new Int32Array(capacity * 4);
  }

  push(list: number[]): void {
    this.start = roomFor(this.start, this.count + 1);
    this.end = roomFor(this.end, this.count + 1);
    this.items = roomFor(this.items, this.used + list.length);
    this.start[this.count] = this.used;
    this.items.set(list, this.used);
    this.used += list.length;
    this.end[this.count++] = this.used;
  }

  /** Every list pushed: the arrays cut to what they hold. */
  seal(): void {
    this.start = this.start.subarray(0, this.count);
    this.end = this.end.subarray(0, this.count);
    this.items = this.items.subarray(0, this.used);
  }

  /** Puts a product's list in its place; false when it no longer fits there. */
  set(i: number, list: number[]): boolean {
    const start = this.start[i]!;
    const room = (i + 1 < this.start.length ? this.start[i + 1]! : this.items.length) - start;
    if (list.length > room) return false;
    this.items.set(list, start);
    this.end[i] = start + list.length;
    return true;
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

/** Past this many, a page of keys is found by marking them all in order rather than by sorting them. */
const MARK_OVER = 4096;

/** The page of keys (each below `bound`) from `offset`, in increasing order: sorted when they are few, else read off marks in order. */
export function keysPage(keys: Int32Array, bound: number, offset: number, size: number): number[] {
  if (keys.length <= MARK_OVER) return [...keys.sort().subarray(offset, offset + size)];
  // V8 compiles a hot loop while the function first runs; an operation in it that had not run by
  // then can send every later call back to the interpreter (decision record 019). So each loop
  // runs all its operations on every turn: the page's next key is written at every mark, and
  // kept once past the offset.
  const marks = new Uint8Array(bound);
  const page = new Int32Array(size);
  let found = 0;
  for (let k = 0; k < keys.length; k++) marks[keys[k]!] = 1;
  for (let key = 0, seen = 0; key < bound && found < size; key++) {
    const mark = marks[key]!;
    page[found] = key;
    found += mark & (seen >= offset ? 1 : 0);
    seen += mark;
  }
  return [...page.subarray(0, found)];
}

/**
 * The page from `offset` of lists dealt in turn: each list's first item, then each one's second,
 * and so on, a list that has run out dealing no more. Whole turns before the page are counted,
 * not dealt, so a deep page costs what the first does.
 */
export function dealtInTurn(lists: ArrayLike<number>[], offset: number, size: number): number[] {
  let turn = 0;
  let left = offset;
  // While the same lists still have items, each turn deals one from each: skip such turns together.
  for (;;) {
    const dealing = lists.filter((list) => list.length > turn);
    if (!dealing.length) return [];
    const until = Math.min(...dealing.map((list) => list.length));
    const turns = Math.min(until - turn, Math.floor(left / dealing.length));
    turn += turns;
    left -= turns * dealing.length;
    if (turn < until) break;
  }
  const page: number[] = [];
  for (let from = left; page.length < size; turn++, from = 0) {
    const dealing = lists.filter((list) => list.length > turn);
    if (!dealing.length) break;
    for (let k = from; k < dealing.length && page.length < size; k++) page.push(dealing[k]![turn]!);
  }
  return page;
}

/** Whether a product, by its place, is kept by a part of a list's filters. */
type Test = (i: number) => boolean;

/** A test for each part of a list's filters; a part the filters leave out keeps every product, and has none. */
interface Conditions {
  /** Category, featured, on sale. */
  base?: Test;
  price?: Test;
  size?: Test;
  color?: Test;
  discount?: Test;
  rating?: Test;
}

const passes = (test: Test | undefined, i: number) => test === undefined || test(i);

/** Kept by the facet filters: a size someone can buy, a colour, the discount and the rating asked for. */
const facetsPass = (c: Conditions, i: number) =>
  passes(c.size, i) && passes(c.color, i) && passes(c.discount, i) && passes(c.rating, i);

/** What a reading keeps per filter or search, dropped to start again past KEPT_COUNTS. */
function keep<T>(kept: Map<string, T>, key: string, make: () => T): T {
  let value = kept.get(key);
  if (value === undefined) {
    value = make();
    if (kept.size >= KEPT_COUNTS) kept.clear();
    kept.set(key, value);
  }
  return value;
}

/**
 * The shop's active products as lists read them, in the order of their ids: a few numbers each
 * in typed arrays (a few bytes a product, where a plain array holds eight for each number or
 * flag), and their words.
 */
class Snapshot {
  private n = 0;
  private ids = new Int32Array(0);
  private categoryId = new Int32Array(0);
  private price = new Int32Array(0);
  /** 1 or 0. */
  private featured = new Uint8Array(0);
  private onSale = new Uint8Array(0);
  /** Percent off, 0 to 100. */
  private discount = new Uint8Array(0);
  private rating = new Float64Array(0);
  /** The rating to one decimal, times ten: 0 to 50. */
  private rating10 = new Uint8Array(0);
  private reviews = new Int32Array(0);
  private createdMs = new Float64Array(0);
  private readonly colorNames: string[] = [];
  private readonly sizeNames: string[] = [];
  private readonly colors: Lists;
  private readonly sizes: Lists;
  private readonly text = new TextIndex();
  /** Each order's products by place in it, and each product's place in each order. */
  private readonly inOrder = {} as Record<Order, Int32Array>;
  private readonly placeIn = {} as Record<Order, Int32Array>;
  /** Each category's products, by position; and in each order. */
  private readonly inCategory = new Map<number, number[]>();
  private readonly inCategoryOrder = new Map<number, Record<Order, Int32Array>>();
  /** Facet counts and list stats already made on this reading, per filter and search (a new reading starts afresh). */
  private readonly counted = new Map<string, FacetCount[]>();
  private readonly listed = new Map<string, ListStats>();
  private readonly colorNo = numbering(this.colorNames);
  private readonly sizeNo = numbering(this.sizeNames);

  /** Room for `capacity` products, the count expected; more are taken, with the arrays grown. */
  constructor(capacity: number) {
    this.grow(capacity);
    this.colors = new Lists(capacity);
    this.sizes = new Lists(capacity);
  }

  /** Adds the next product; they come in the order of their ids. */
  add(r: ProductRow): void {
    const i = this.n++;
    if (i === this.ids.length) this.grow(this.n * 2);
    const inCategory = this.inCategory.get(r.category_id) ?? [];
    if (!inCategory.length) this.inCategory.set(r.category_id, inCategory);
    inCategory.push(i);
    this.text.add(i, r.vector);
    this.text.addWords(i, hindiWordsOf(r.name_hi));
    this.ids[i] = r.id;
    this.categoryId[i] = r.category_id;
    this.price[i] = r.price_paise;
    this.featured[i] = Number(r.featured);
    this.onSale[i] = Number(r.on_sale);
    this.discount[i] = r.discount;
    this.rating[i] = r.rating;
    this.rating10[i] = r.rating10;
    this.reviews[i] = r.reviews;
    this.createdMs[i] = r.created_ms;
    this.colors.push(r.colors.map(this.colorNo));
    this.sizes.push(r.sizes.map(this.sizeNo));
  }

  /** Room for `length` products: the count expected, or more (some were added while the catalogue was read). */
  private grow(length: number): void {
    this.ids = roomFor(this.ids, length);
    this.categoryId = roomFor(this.categoryId, length);
    this.price = roomFor(this.price, length);
    this.featured = roomFor(this.featured, length);
    this.onSale = roomFor(this.onSale, length);
    this.discount = roomFor(this.discount, length);
    this.rating = roomFor(this.rating, length);
    this.rating10 = roomFor(this.rating10, length);
    this.reviews = roomFor(this.reviews, length);
    this.createdMs = roomFor(this.createdMs, length);
  }

  /** Every product added: the words packed, and the products put in each order a list is sorted by (as the database sorts them). */
  seal(): this {
    // Cut to the products read: their ids are then found by binary search over the whole array.
    this.ids = this.ids.subarray(0, this.n);
    this.colors.seal();
    this.sizes.seal();
    this.text.seal();
    const byId = (a: number, b: number) => a - b;
    const compare: Record<Order, (a: number, b: number) => number> = {
      featured: (a, b) =>
        this.featured[b]! - this.featured[a]! || this.createdMs[b]! - this.createdMs[a]! || byId(b, a),
      'price-low': (a, b) => this.price[a]! - this.price[b]! || byId(a, b),
      'price-high': (a, b) => this.price[b]! - this.price[a]! || byId(b, a),
      rating: (a, b) => this.rating[b]! - this.rating[a]! || this.reviews[b]! - this.reviews[a]! || byId(b, a),
      newest: (a, b) => this.createdMs[b]! - this.createdMs[a]! || byId(b, a),
    };
    for (const order of ORDERS) {
      const places = Int32Array.from({ length: this.n }, (_, i) => i).sort(compare[order]);
      const placeIn = new Int32Array(places.length);
      places.forEach((place, k) => (placeIn[place] = k));
      this.inOrder[order] = places;
      this.placeIn[order] = placeIn;
      const byCategory = new Map<number, number[]>();
      for (const place of places) {
        const list = byCategory.get(this.categoryId[place]!);
        if (list) list.push(place);
        else byCategory.set(this.categoryId[place]!, [place]);
      }
      for (const [category, list] of byCategory) {
        const orders = this.inCategoryOrder.get(category) ?? ({} as Record<Order, Int32Array>);
        orders[order] = Int32Array.from(list);
        this.inCategoryOrder.set(category, orders);
      }
    }
    return this;
  }

  get length(): number {
    return this.n;
  }

  /** The words of the products read: active ones only, so a hidden product lends none. */
  get words(): readonly string[] {
    return this.text.vocabulary;
  }

  /**
   * The sizes in stock of products whose stock alone changed, put in place; what the reading
   * kept per filter starts again. False when a product has more sizes in stock than it was read
   * with: then only a new reading holds them.
   */
  restock(rows: { id: number; sizes: string[] }[]): boolean {
    let fits = true;
    for (const { id, sizes } of rows) {
      const i = lowerBound(this.ids, id);
      if (this.ids[i] === id) fits = this.sizes.set(i, sizes.map(this.sizeNo)) && fits;
    }
    this.counted.clear();
    this.listed.clear();
    return fits;
  }

  /**
   * A search (decision record 019): every match counted under the filters, their price range,
   * and one page of them in the order asked for; relevance is the tier of where the words stand
   * (all in the name, all in the name or tags, anywhere), best rated first within each tier.
   * Each match's key is its place in that order, so the page is found from numbers alone.
   */
  search(groups: Clause[][], input: ListInput, withFacets: boolean): Listed {
    const n = this.length;
    const matches = this.text.match(groups);
    const relevance = !input.sort || input.sort === 'relevance';
    const order: Order = relevance ? 'rating' : (input.sort as Order);
    const { page: _page, size: _size, sort: _sort, q: _q, ...filters } = input;
    const countsKey = withFacets ? JSON.stringify([groups, filters]) : '';
    const counted = withFacets ? this.counted.get(countsKey) : undefined;
    const priced = withFacets && !counted ? [] : undefined;
    const { keys, total, min, max } = this.keysOf(
      matches,
      this.conditionsOf(input),
      this.placeIn[order],
      relevance,
      priced,
    );
    const ids = keysPage(
      keys.subarray(0, total),
      relevance ? WEIGHT_TIERS * n : n,
      input.page * input.size,
      input.size,
    ).map((key) => this.ids[this.inOrder[order][key % n]!]!);
    const found = { total, min: min === Infinity ? 0 : min, max: max === -Infinity ? 0 : max, ids };
    if (!withFacets) return found;
    return {
      ...found,
      facets: facetsFrom(counted ?? keep(this.counted, countsKey, () => this.countOver(filters, priced!)), filters),
    };
  }

  /**
   * A search's matches that the filters keep, each as its key: its place in the order asked
   * for, after its tier when by relevance. With their count and price range (under every
   * filter but the price); and into `priced`, when given, each match within the list's own
   * filters and price, for the facets to count.
   */
  private keysOf(
    matches: Matches,
    keeps: Conditions,
    placeIn: Int32Array,
    relevance: boolean,
    priced: number[] | undefined,
  ): ListStats & { keys: Int32Array } {
    const n = this.length;
    // Everything the loop fills is made before it: code after a hot loop would run without what
    // the engine learnt in it (see keysPage).
    const found = { keys: new Int32Array(matches.length), total: 0, min: Infinity, max: -Infinity };
    for (let k = 0; k < matches.length; k++) {
      const match = matches[k]!;
      const i = match >> 2;
      if (!passes(keeps.base, i)) continue;
      const inPrice = passes(keeps.price, i);
      if (inPrice && priced) priced.push(i);
      if (!facetsPass(keeps, i)) continue;
      found.min = Math.min(found.min, this.price[i]!);
      found.max = Math.max(found.max, this.price[i]!);
      if (inPrice) found.keys[found.total++] = relevance ? (match & 3) * n + placeIn[i]! : placeIn[i]!;
    }
    return found;
  }

  /**
   * Each facet's options counted under every other filter (so choosing size M still shows
   * how many products each other size would give), over the products the filters keep.
   */
  count(filters: FacetFilters): FacetCount[] {
    return keep(this.counted, JSON.stringify(filters), () => this.countOver(filters, this.positionsOf(filters)));
  }

  /**
   * A list without search text (a category's page, the catalogue's): its count under every
   * filter and price range under all but the price (kept per filter), and one page of it in
   * the order asked for, read along that order.
   */
  browse(input: ListInput): Listed {
    const { page, size, sort, q: _q, ...filters } = input;
    const stats = this.stats(filters);
    const ids: number[] = [];
    const by = !sort || sort === 'relevance' ? 'featured' : sort;
    // A list of one category is read along that category's own order, with no test of its category.
    const categories = this.categoriesOf(filters);
    const only = categories?.length === 1 ? categories[0]! : undefined;
    const keeps = this.conditionsOf(
      only === undefined ? filters : { ...filters, category: undefined, categoryIds: undefined },
    );
    const order = only === undefined ? this.inOrder[by] : (this.inCategoryOrder.get(only)?.[by] ?? new Int32Array());
    let skip = page * size;
    for (let k = 0; k < order.length && ids.length < size && skip < stats.total; k++) {
      const i = order[k]!;
      if (!passes(keeps.base, i) || !passes(keeps.price, i) || !facetsPass(keeps, i)) continue;
      if (skip > 0) skip--;
      else ids.push(this.ids[i]!);
    }
    return { ...stats, ids };
  }

  /** A page of the newest products of these categories dealt in turn, each category's read along its own order. */
  newestInTurn(categoryIds: number[], page: number, size: number): number[] {
    const lists = categoryIds.map((c) => this.inCategoryOrder.get(c)?.newest ?? new Int32Array());
    return dealtInTurn(lists, page * size, size).map((i) => this.ids[i]!);
  }

  /** The count of a list under its filters, and its price range under all but the price; kept per filter. */
  stats(filters: FacetFilters): ListStats {
    return keep(this.listed, JSON.stringify(filters), () => {
      const keeps = this.conditionsOf(filters);
      const positions = this.positionsOf(filters);
      let total = 0;
      let min = Infinity;
      let max = -Infinity;
      for (let n = 0, end = positions ? positions.length : this.length; n < end; n++) {
        const i = positions ? positions[n]! : n;
        if (!passes(keeps.base, i) || !facetsPass(keeps, i)) continue;
        min = Math.min(min, this.price[i]!);
        max = Math.max(max, this.price[i]!);
        if (passes(keeps.price, i)) total++;
      }
      return min === Infinity ? { total, min: 0, max: 0 } : { total, min, max };
    });
  }

  /** The categories a list names (both a category and a list of them: the category, if the list has it); none named, undefined. */
  private categoriesOf(filters: FacetFilters): number[] | undefined {
    if (filters.category) {
      const id = findCategory(filters.category)!.id;
      return !filters.categoryIds?.length || filters.categoryIds.includes(id) ? [id] : [];
    }
    return filters.categoryIds?.length ? filters.categoryIds : undefined;
  }

  /** The products of the categories a list names, by position; every product when it names none. */
  private positionsOf(filters: FacetFilters): number[] | undefined {
    return this.categoriesOf(filters)?.flatMap((c) => this.inCategory.get(c) ?? []);
  }

  /** The filters as one test each, by a product's place, as the database's list conditions read them. */
  private conditionsOf(filters: FacetFilters): Conditions {
    const categoryIds = [
      ...(filters.category ? [findCategory(filters.category)!.id] : []),
      ...(filters.categoryIds ?? []),
    ];
    const category = new Uint8Array(Math.max(0, ...categoryIds) + 1);
    for (const id of new Set(categoryIds)) category[id] = 1;
    // Both a category and a list of categories: only the named category, if the list has it.
    const categoryTest =
      filters.category && filters.categoryIds?.length
        ? (c: number) => c === categoryIds[0] && filters.categoryIds!.includes(c)
        : (c: number) => category[c] === 1;
    const { featured, onSale, minPrice, maxPrice, minDiscount, minRating } = filters;
    const minPaise = minPrice === undefined ? -Infinity : toPaise(minPrice);
    const maxPaise = maxPrice === undefined ? Infinity : toPaise(maxPrice);
    const chosen = (names: string[], values: string[] | undefined) =>
      values?.length ? names.map((n) => values.includes(n)) : undefined;
    const anyOf = (lists: Lists, marks: boolean[] | undefined): Test | undefined =>
      marks &&
      ((i) => {
        for (let k = lists.start[i]!; k < lists.end[i]!; k++) if (marks[lists.items[k]!]) return true;
        return false;
      });
    return {
      base:
        categoryIds.length || featured !== undefined || onSale
          ? (i) =>
              (!categoryIds.length || categoryTest(this.categoryId[i]!)) &&
              (featured === undefined || this.featured[i] === Number(featured)) &&
              (!onSale || this.onSale[i] === 1)
          : undefined,
      price:
        minPrice !== undefined || maxPrice !== undefined
          ? (i) => this.price[i]! >= minPaise && this.price[i]! <= maxPaise
          : undefined,
      size: anyOf(this.sizes, chosen(this.sizeNames, filters.sizes)),
      color: anyOf(this.colors, chosen(this.colorNames, filters.colors)),
      discount: minDiscount !== undefined ? (i) => this.discount[i]! >= minDiscount : undefined,
      rating: minRating !== undefined ? (i) => this.rating10[i]! >= minRating * 10 : undefined,
    };
  }

  private countOver(filters: FacetFilters, positions: number[] | undefined): FacetCount[] {
    const keeps = this.conditionsOf(filters);
    const sizeCounts = new Array<number>(this.sizeNames.length).fill(0);
    const colorCounts = new Array<number>(this.colorNames.length).fill(0);
    const discountCounts = DISCOUNT_STEPS.map(() => 0);
    const ratingCounts = RATING_STEPS.map(() => 0);
    const end = positions ? positions.length : this.length;
    for (let n = 0; n < end; n++) {
      const i = positions ? positions[n]! : n;
      if (!passes(keeps.base, i) || !passes(keeps.price, i)) continue;
      const discount = this.discount[i]!;
      const rating10 = this.rating10[i]!;
      const sizeOk = passes(keeps.size, i);
      const colorOk = passes(keeps.color, i);
      const discountOk = passes(keeps.discount, i);
      const ratingOk = passes(keeps.rating, i);
      if (colorOk && discountOk && ratingOk)
        for (let k = this.sizes.start[i]!; k < this.sizes.end[i]!; k++) sizeCounts[this.sizes.items[k]!]!++;
      if (sizeOk && discountOk && ratingOk)
        for (let k = this.colors.start[i]!; k < this.colors.end[i]!; k++) colorCounts[this.colors.items[k]!]!++;
      if (sizeOk && colorOk && ratingOk)
        for (let s = 0; s < DISCOUNT_STEPS.length; s++) if (discount >= DISCOUNT_STEPS[s]!) discountCounts[s]!++;
      if (sizeOk && colorOk && discountOk)
        for (let s = 0; s < RATING_STEPS.length; s++) if (rating10 >= RATING_STEPS[s]! * 10) ratingCounts[s]!++;
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
 * The catalogue as lists read it, kept in memory: each active product's category, price,
 * discount, rating, reviews, age, colours and sizes in stock, a few bytes each, and its search
 * vector turned round (decision records 015 and 019). Counting a category of 20,000 products
 * is then a loop of a millisecond, where the database took half a second to count them on
 * every page; a search of 100,000 products a few milliseconds, where the database read every
 * match's vector.
 *
 * A change to products marks it out of date. A small catalogue is read again before the next
 * list, so its lists are always current; a big one keeps answering from the last reading while
 * one new reading runs behind it, and is read at most once in ten times its reading's length.
 * A change to stock alone (an order, a cancel) reads only those products' sizes in stock before
 * the next list, so a busy checkout neither keeps the database reading the whole catalogue nor
 * leaves a sold-out size on offer. A product's own details always come from the database.
 */
export class CatalogueIndex {
  private snapshot?: Snapshot;
  private reading?: Promise<Snapshot>;
  private outOfDate = true;
  private readAt = 0;
  private readMs = 0;
  /** Products whose stock alone changed since their sizes were last read; and since the reading under way began. */
  private restocked = new Set<number>();
  private restockedWhileReading?: Set<number>;
  private restocking?: Promise<void>;

  constructor(
    private readonly db: Db,
    changes?: ChangeBus,
  ) {
    changes?.on('catalogue', ({ stockOf }) => {
      if (!stockOf) return void (this.outOfDate = true);
      for (const id of stockOf) {
        this.restocked.add(id);
        this.restockedWhileReading?.add(id);
      }
    });
  }

  /**
   * Reads a big catalogue as the store starts, so the first shopper does not wait for it (a
   * small one is read at its first list: it may be written to before then). Answers what it
   * read, once it has; nothing for a small catalogue or a failed reading.
   */
  async prepare(): Promise<{ products: number; ms: number } | undefined> {
    try {
      const [active] = rowsOf<{ n: number }>(
        await this.db.execute(sql`select count(*)::int as n from ${products} where active`),
      );
      if ((active?.n ?? 0) < SMALL_CATALOGUE) return undefined;
      const snapshot = await this.latest();
      return { products: snapshot.length, ms: this.readMs };
    } catch {
      return undefined;
    }
  }

  /** The facets of every product a list's filters keep. */
  async facets(filters: FacetFilters): Promise<Facets> {
    const snapshot = await this.current();
    return facetsFrom(snapshot.count(filters), filters);
  }

  /** A list without search text: a page of ids, the count and price range. */
  async browse(input: ListInput): Promise<Listed> {
    return (await this.current()).browse(input);
  }

  /** The count and price range of the products a list's filters keep. */
  async stats(filters: FacetFilters): Promise<ListStats> {
    return (await this.current()).stats(filters);
  }

  /** The words of the catalogue's active products, as of the reading lists use: the same array until the next reading. */
  async words(): Promise<readonly string[]> {
    return (await this.current()).words;
  }

  /** A page of every product, the newest of each category dealt in turn (categories in the order given), with the catalogue's count. */
  async newestInTurn(categoryIds: number[], page: number, size: number): Promise<Listed> {
    const snapshot = await this.current();
    return { ...snapshot.stats({}), ids: snapshot.newestInTurn(categoryIds, page, size) };
  }

  /** A search's matches: a page of ids, the count and price range, and with `facets` their facets. */
  async search(groups: Clause[][], input: ListInput, opts: { facets?: boolean } = {}): Promise<Listed> {
    const snapshot = await this.current();
    return snapshot.search(groups, input, opts.facets ?? false);
  }

  private async current(): Promise<Snapshot> {
    const snapshot = await this.latest();
    while (this.restocked.size || this.restocking) {
      this.restocking ??= this.restock().finally(() => (this.restocking = undefined));
      await this.restocking;
    }
    // A size back in stock that a product was read without needs a new reading.
    return this.outOfDate && snapshot.length < SMALL_CATALOGUE ? this.latest() : (this.snapshot ?? snapshot);
  }

  /** Reads the sizes in stock of the products whose stock changed, into the reading lists use. */
  private async restock(): Promise<void> {
    const ids = [...this.restocked];
    this.restocked.clear();
    try {
      const rows = rowsOf<{ id: number; sizes: string[] }>(
        await this.db.execute(sql`
          select p.id, coalesce(array_agg(distinct v.size) filter (where v.stock_quantity > 0 and v.size <> ''), '{}') as sizes
          from ${products} p left join ${productVariants} v on v.product_id = p.id
          where p.id in ${ids} group by p.id`),
      );
      if (!this.snapshot?.restock(rows)) this.outOfDate = true;
    } catch {
      this.outOfDate = true;
    }
  }

  /** The last reading, read again first when it is out of date (a big catalogue's behind its lists). */
  private async latest(): Promise<Snapshot> {
    if (!this.outOfDate && this.snapshot) return this.snapshot;
    const small = !this.snapshot || this.snapshot.length < SMALL_CATALOGUE;
    if (this.reading) {
      if (!small) return this.snapshot!;
      // It may have started before the change: wait for it, then look again.
      await this.reading.catch(() => undefined);
      return this.latest();
    }
    if (!small && Date.now() - this.readAt < this.readMs * REBUILD_SPACING) return this.snapshot!;
    this.outOfDate = false;
    const reading = this.read()
      .catch((err: unknown) => {
        this.outOfDate = true;
        throw err;
      })
      .finally(() => (this.reading = undefined));
    // A reading behind a big catalogue's lists is not awaited; if it fails, the next list tries again.
    reading.catch(() => undefined);
    this.reading = reading;
    return small ? reading : this.snapshot!;
  }

  /** Read in batches of ids, so a big catalogue never sits in memory as rows. */
  private async read(): Promise<Snapshot> {
    const started = Date.now();
    const whileReading = (this.restockedWhileReading = new Set());
    const [last] = rowsOf<{ id: number | null }>(await this.db.execute(sql`select max(id) as id from ${products}`));
    const [active] = rowsOf<{ n: number }>(
      await this.db.execute(sql`select count(*)::int as n from ${products} where active`),
    );
    const snapshot = new Snapshot(active?.n ?? 0);
    for (let after = 0; after < (last?.id ?? 0); after += READ_BATCH) {
      const upTo = after + READ_BATCH;
      const rows = rowsOf<ProductRow>(
        await this.db.execute(sql`
          select p.id, p.category_id, p.price_paise, p.featured,
            coalesce(p.original_price_paise > p.price_paise, false) as on_sale,
            (case when p.original_price_paise > p.price_paise
              then round((p.original_price_paise - p.price_paise) * 100.0 / p.original_price_paise) else 0 end)::int as discount,
            p.rating::float8 as rating, (round(p.rating::numeric, 1) * 10)::int as rating10, p.reviews,
            (extract(epoch from p.created_at) * 1000)::float8 as created_ms,
            p.colors, coalesce(s.sizes, '{}') as sizes, p.search::text as vector, p.name_hi
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
    this.snapshot = snapshot.seal();
    this.readAt = Date.now();
    this.readMs = this.readAt - started;
    // Stock sold while the batches were read may be missing from them: those products are read again.
    for (const id of whileReading) this.restocked.add(id);
    this.restockedWhileReading = undefined;
    return snapshot;
  }
}
