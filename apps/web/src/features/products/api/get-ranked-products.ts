import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { HOME_ROW_SIZE, type ProductPage } from '@kuber/shared';
import { request } from '../../../lib/api';
import { LISTING_PAGE_SIZE, PRODUCT_LIST_STALE_MS, pagedProductOptions } from './paging';

/** The server-ranked lists behind the home rows and their 'View All' pages. */
export type RankedList = 'top-rated' | 'newest' | 'trending' | 'interest';

export function getRankedProducts(list: RankedList, limit: number, page: number, signal?: AbortSignal) {
  return request<ProductPage>(`/products/${list}`, { params: { limit, page }, signal });
}

/** First few of a list, for a home row. */
export const rankedRowQueryOptions = (list: RankedList) =>
  queryOptions({
    queryKey: ['products', 'ranked', list, 'row'],
    queryFn: ({ signal }) => getRankedProducts(list, HOME_ROW_SIZE, 0, signal),
    staleTime: PRODUCT_LIST_STALE_MS,
  });

export function useRankedRow(list: RankedList) {
  return useQuery(rankedRowQueryOptions(list));
}

export const rankedPagesQueryOptions = (list: RankedList) =>
  infiniteQueryOptions({
    queryKey: ['products', 'ranked', list, 'pages'],
    queryFn: ({ pageParam, signal }) => getRankedProducts(list, LISTING_PAGE_SIZE, pageParam, signal),
    ...pagedProductOptions,
  });

export function useRankedPages(list: RankedList) {
  return useInfiniteQuery(rankedPagesQueryOptions(list));
}
