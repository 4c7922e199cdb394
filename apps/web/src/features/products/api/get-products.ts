import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { LISTING_PAGE_SIZE, pagedProductOptions, type ListingFilters } from './paging';

export function getProducts(filters: ListingFilters, page: number, signal?: AbortSignal) {
  return request('/products/paginated', 'productPage', {
    params: { ...filters, page, size: LISTING_PAGE_SIZE },
    signal,
  });
}

export const productsQueryOptions = (filters: ListingFilters) =>
  infiniteQueryOptions({
    queryKey: ['products', 'all', filters],
    queryFn: ({ pageParam, signal }) => getProducts(filters, pageParam, signal),
    ...pagedProductOptions,
  });

export function useProducts(filters: ListingFilters) {
  return useInfiniteQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
