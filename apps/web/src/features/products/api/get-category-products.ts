import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { LISTING_PAGE_SIZE, pagedProductOptions, type ListingFilters } from './paging';

export function getCategoryProducts(slug: string, filters: ListingFilters, page: number, signal?: AbortSignal) {
  return request(`/products/category/${encodeURIComponent(slug)}/paginated`, 'productPage', {
    params: { ...filters, page, size: LISTING_PAGE_SIZE },
    signal,
  });
}

export const categoryProductsQueryOptions = (slug: string, filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: ['products', 'category', slug, filters],
    queryFn: ({ pageParam, signal }) => getCategoryProducts(slug, filters, pageParam, signal),
    ...pagedProductOptions,
  });

export function useCategoryProducts(slug: string, filters: ListingFilters) {
  return useInfiniteQuery({
    ...categoryProductsQueryOptions(slug, filters),
    // Keep the grid on screen while a new sort or price range loads, but not across categories.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === slug ? keepPreviousData(previous) : undefined,
  });
}
