import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { LISTING_PAGE_SIZE, pagedProductOptions, type ListingFilters } from './paging';

export function searchProducts(q: string, filters: ListingFilters, page: number, signal?: AbortSignal) {
  return request('/products/search', 'productPage', {
    params: { q, ...filters, page, size: LISTING_PAGE_SIZE },
    signal,
  });
}

export const searchProductsQueryOptions = (q: string, filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: ['products', 'search', q, filters],
    queryFn: ({ pageParam, signal }) => searchProducts(q, filters, pageParam, signal),
    ...pagedProductOptions,
  });

/** Blank text is never sent: the screen shows 'Start Your Search' instead. */
export function useSearchProducts(q: string, filters: ListingFilters) {
  return useInfiniteQuery({
    ...searchProductsQueryOptions(q, filters),
    enabled: q.length > 0,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === q ? keepPreviousData(previous) : undefined,
  });
}
