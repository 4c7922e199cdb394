import type { InfiniteData } from '@tanstack/react-query';
import { DEFAULT_PRICE_MAX, type Facets, type Product, type ProductPage, type Sort } from '@kuber/shared';

/** Product lists stay fresh for 5 minutes (the product list cache: 300000 ms). */
export const PRODUCT_LIST_STALE_MS = 300_000;
export const LISTING_PAGE_SIZE = 12;

/** Shared by every paged product list: pages are 0-based. */
export const pagedProductOptions = {
  initialPageParam: 0,
  getNextPageParam: (last: ProductPage) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  staleTime: PRODUCT_LIST_STALE_MS,
};

export interface ListingFilters {
  sort: Sort;
  minPrice?: number;
  maxPrice?: number;
  onSale?: boolean;
  /** Comma-separated, as the API reads them: 'M,L'. */
  sizes?: string;
  colors?: string;
  minDiscount?: number;
  minRating?: number;
}

/** Loaded pages flattened; a product that moved between pages while paging is shown once. */
export function productsOf(data: InfiniteData<ProductPage> | undefined): Product[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) => page.data).filter((p) => !seen.has(p.id) && Boolean(seen.add(p.id)));
}

/** Total matches, as the server counts them, for 'Showing X of Y'. */
export function totalOf(data: InfiniteData<ProductPage> | undefined): number {
  return data?.pages[0]?.total ?? 0;
}

/** What the list can be narrowed by, with counts, as the first page answered them. */
export function facetsOf(data: InfiniteData<ProductPage> | undefined): Facets | undefined {
  return data?.pages[0]?.facets;
}

/**
 * Slider top: the highest price in the list (before the price filter), rounded up
 * to the next ₹100 so the scale reads cleanly; ₹200 when nothing is known.
 */
export function sliderMaxOf(data: InfiniteData<ProductPage> | undefined): number {
  const max = data?.pages[0]?.priceRange.max ?? 0;
  return max > 0 ? Math.ceil(max / 100) * 100 : DEFAULT_PRICE_MAX;
}
