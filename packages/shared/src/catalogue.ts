import { z } from 'zod';
import { boolParam, intParam, MAX_PAGE_SIZE, pageQuery } from './params.js';

/*
 * The catalogue: its six categories, the product lists' sorts, filters and pages as the
 * shop's pages and the API take them. The product and category responses are in
 * catalogue.responses.ts; the back office's product shapes in products-admin.ts.
 */

/** The six fixed categories of the store. */
export const CATEGORIES = [
  {
    id: 1,
    slug: 'mens-fashion',
    name: "Men's Fashion",
    label: 'Men',
    description: 'Shirts, T-shirts, jeans, jackets and ethnic wear for men',
  },
  {
    id: 2,
    slug: 'womens-fashion',
    name: "Women's Fashion",
    label: 'Women',
    description: 'Dresses, kurtas, sarees, tops and blouses for women',
  },
  {
    id: 3,
    slug: 'kids-fashion',
    name: 'Kids Fashion',
    label: 'Kids',
    description: 'Comfortable, colourful clothing for boys and girls',
  },
  {
    id: 4,
    slug: 'footwear',
    name: 'Footwear',
    label: 'Shoes',
    description: 'Sneakers, sandals, formal shoes and more',
  },
  {
    id: 5,
    slug: 'accessories',
    name: 'Accessories',
    label: 'Accessories',
    description: 'Bags, belts, watches, sunglasses and jewellery',
  },
  {
    id: 6,
    slug: 'sports-active',
    name: 'Sports & Active',
    label: 'Sports',
    description: 'Activewear, track pants and running gear',
  },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]['slug'];
export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export function findCategory(slug: string) {
  return CATEGORIES.find((c) => c.slug === slug);
}

/** The category a slug, name or header label names, in any case ('mens-fashion', "Men's Fashion", 'men'): what an admin or a client may send. */
export function categoryNamed(text: string) {
  const wanted = text.trim().toLowerCase();
  return CATEGORIES.find((c) => [c.slug, c.name, c.label].some((n) => n.toLowerCase() === wanted));
}

/** Title derived from a slug: hyphens to spaces, words capitalised. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Hero quick links go to /search with the lowercase word. */
export const HERO_QUICK_LINKS = ['Shirts', 'Jeans', 'Dresses', 'Shoes', 'Accessories'] as const;

export const SORTS = ['featured', 'price-low', 'price-high', 'rating', 'newest', 'relevance'] as const;
export type Sort = (typeof SORTS)[number];

export const SORT_LABELS: Record<Sort, string> = {
  featured: 'Featured',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
  newest: 'Newest',
  relevance: 'Relevance',
};

/** Category pages offer these; search adds relevance first. */
export const CATEGORY_SORTS: Sort[] = ['featured', 'price-low', 'price-high', 'rating', 'newest'];
export const SEARCH_SORTS: Sort[] = ['relevance', 'price-low', 'price-high', 'rating', 'newest'];

export const HOME_ROW_SIZE = 6;
/** Category slider default when no price is known. */
export const DEFAULT_PRICE_MAX = 200;
/** 'Load More Products' appears with 8 or more products. */
export const LOAD_MORE_THRESHOLD = 8;
export const MAX_CARD_SWATCHES = 2;

const priceParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must not be negative`)
    .max(10_000_000, `${name} is too large`);

const sortParam = z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` });

/** The original client's sorting (docs/api.md: sortBy=featured&sortDir=asc); `sort` wins when both are sent. */
export const SORT_BY = ['featured', 'price', 'rating', 'createdAt', 'newest', 'relevance'] as const;
const legacySortFields = {
  sortBy: z.enum(SORT_BY, { error: `sortBy must be one of ${SORT_BY.join(', ')}` }).optional(),
  sortDir: z.enum(['asc', 'desc'], { error: 'sortDir must be asc or desc' }).optional(),
};

function sortOf(
  sort: Sort | undefined,
  sortBy: (typeof SORT_BY)[number] | undefined,
  sortDir: 'asc' | 'desc' | undefined,
): Sort | undefined {
  if (sort || !sortBy) return sort;
  if (sortBy === 'price') return sortDir === 'desc' ? 'price-high' : 'price-low';
  if (sortBy === 'createdAt') return 'newest';
  return sortBy;
}

type SortFields = { sort?: Sort; sortBy?: (typeof SORT_BY)[number]; sortDir?: 'asc' | 'desc' };

/** Folds sortBy/sortDir into `sort`. */
function foldSort<T extends SortFields>({ sortBy, sortDir, ...query }: T): Omit<T, 'sortBy' | 'sortDir'> {
  return { ...query, sort: sortOf(query.sort, sortBy, sortDir) };
}

const sortFields = { sort: sortParam.optional(), ...legacySortFields };

/** The discount and rating choices of a list's filters: at least this percent off, at least this many stars. */
export const DISCOUNT_STEPS = [10, 30, 50, 70] as const;
export const RATING_STEPS = [4, 3, 2, 1] as const;
export const MAX_FILTER_OPTIONS = 20;

/** A comma-separated list of sizes or colours (`sizes=M,L`), as the page's address carries it. */
const optionsParam = (name: string) =>
  z
    .string()
    .max(1000, `${name} is too long`)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      ),
    ])
    .refine((list) => list.length <= MAX_FILTER_OPTIONS, `Choose at most ${MAX_FILTER_OPTIONS} ${name}`)
    .refine((list) => list.every((v) => v.length <= 30), `Each of ${name} must be at most 30 characters`);

/** What a category or search page narrows by besides the price (answered with their counts as `facets`). */
const facetFilters = {
  /** Products with one of these sizes in stock. */
  sizes: optionsParam('sizes').optional(),
  /** Products in one of these colours. */
  colors: optionsParam('colors').optional(),
  minDiscount: z
    .enum(['10', '30', '50', '70'] as const satisfies readonly `${(typeof DISCOUNT_STEPS)[number]}`[], {
      error: `minDiscount must be one of ${DISCOUNT_STEPS.join(', ')}`,
    })
    .transform((d) => Number(d) as (typeof DISCOUNT_STEPS)[number])
    .optional(),
  minRating: intParam('minRating', 1, 4).optional(),
};

const listFilters = {
  category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }).optional(),
  minPrice: priceParam('minPrice').optional(),
  maxPrice: priceParam('maxPrice').optional(),
  q: z.string().trim().max(100, 'Search text is too long').optional(),
  featured: boolParam('featured').optional(),
  /** Only products sold below their MRP (the Sale page). */
  onSale: boolParam('onSale').optional(),
  ...facetFilters,
};

export const productListQuery = pageQuery.extend({ ...sortFields, ...listFilters }).transform(foldSort);
export type ProductListQuery = z.infer<typeof productListQuery>;

const searchText = z.string().trim().max(100, 'Search text is too long');

/** The search page's text as `q`, or as `keyword` (the original client's name for it); `q` wins when both are sent. */
export const searchQuery = pageQuery
  .extend({ ...sortFields, ...listFilters, q: searchText.optional(), keyword: searchText.optional() })
  .refine((query) => Boolean(query.q || query.keyword), { message: 'Enter something to search for', path: ['q'] })
  .transform(({ keyword, ...query }) => foldSort({ ...query, q: (query.q || keyword) as string }));

/** A category's page (the category comes from the path). */
export const categoryPageQuery = pageQuery
  .extend({ ...sortFields, minPrice: listFilters.minPrice, maxPrice: listFilters.maxPrice, ...facetFilters })
  .transform(foldSort);

export const categoryPriceQuery = pageQuery
  .extend({
    ...sortFields,
    categorySlug: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }),
    minPrice: listFilters.minPrice,
    maxPrice: listFilters.maxPrice,
    ...facetFilters,
  })
  .transform(foldSort);

/** The plain lists (top-rated, newest, featured, a category's list): `limit` items of page `page`. */
export const limitQuery = z.object({
  limit: intParam('limit', 1, MAX_PAGE_SIZE).default(10),
  page: intParam('page', 0, 100_000).default(0),
});

const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', '3XL', '4XL', '5XL'];

/**
 * Orders sizes as a shop shows them: XS, S, M, L, XL…, then by number (shoe sizes, waists,
 * children's ages like 2-3Y), then any others alphabetically.
 */
export function compareSizes(a: string, b: string): number {
  const rank = (size: string): [number, number, string] => {
    const letter = LETTER_SIZES.indexOf(size.toUpperCase());
    if (letter >= 0) return [0, letter, ''];
    const number = /^\d+(\.\d+)?/.exec(size);
    if (number) return [1, Number(number[0]), size];
    return [2, 0, size.toLowerCase()];
  };
  const [x, y] = [rank(a), rank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
}
