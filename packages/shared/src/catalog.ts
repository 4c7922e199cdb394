import { z } from 'zod';
import { CATEGORY_SLUGS } from './categories.js';

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

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;
export const HOME_ROW_SIZE = 6;
/** Category slider default when no price is known (spec). */
export const DEFAULT_PRICE_MAX = 200;
/** 'Load More Products' appears with 8 or more products (spec). */
export const LOAD_MORE_THRESHOLD = 8;
export const MAX_CARD_SWATCHES = 2;

const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

const priceParam = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).min(0, `${name} must not be negative`).max(10_000_000, `${name} is too large`);

export const pageQuery = z.object({
  page: intParam('page', 0, 100_000).default(0),
  size: intParam('size', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const productListQuery = pageQuery.extend({
  sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).optional(),
  category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }).optional(),
  minPrice: priceParam('minPrice').optional(),
  maxPrice: priceParam('maxPrice').optional(),
  q: z.string().trim().max(100, 'Search text is too long').optional(),
  featured: z.stringbool({ error: 'featured must be true or false' }).optional(),
  /** Only products sold below their MRP (the Sale page). */
  onSale: z.stringbool({ error: 'onSale must be true or false' }).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const searchQuery = productListQuery.extend({
  q: z.string({ error: 'Enter something to search for' }).trim().min(1, 'Enter something to search for').max(100, 'Search text is too long'),
});

export const limitQuery = z.object({
  limit: intParam('limit', 1, MAX_PAGE_SIZE).default(10),
  page: intParam('page', 0, 100_000).default(0),
});

export const categoryPriceQuery = pageQuery.extend({
  categorySlug: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }),
  minPrice: priceParam('minPrice').optional(),
  maxPrice: priceParam('maxPrice').optional(),
  sort: z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}` }).optional(),
});

/** A product as the API answers it: money in rupees. */
export interface Product {
  id: number;
  productId: number;
  name: string;
  slug: string;
  price: number;
  originalPrice: number | null;
  discount: number;
  category: string;
  categoryId: number;
  image: string;
  images: string[];
  rating: number;
  reviews: number;
  description: string;
  sizes: string[];
  colors: string[];
  inStock: boolean;
  featured: boolean;
  stockQuantity: number;
  active: boolean;
  createdAt: string;
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  label: string;
  description: string;
  image: string;
  productCount: number;
}

export interface Paged<T> {
  data: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

/** A product list answer; priceRange spans the list before the price filter, for the slider. */
export interface ProductPage extends Paged<Product> {
  priceRange: { min: number; max: number };
}
