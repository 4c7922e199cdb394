import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { HOME_ROW_SIZE, type Product, type ProductPage } from '@kuber/shared';
import { isServerFailure, request } from '#web/lib/api';
import { LISTING_PAGE_SIZE, PRODUCT_LIST_STALE_MS, pagedProductOptions } from './paging';

/** The server-ranked lists behind the home rows and their 'View All' pages. */
export type RankedList = 'top-rated' | 'newest' | 'trending' | 'interest';

/** top-rated and newest are plain lists; their full pages are the catalogue sorted the same way. */
const SORT_OF = { 'top-rated': 'rating', newest: 'newest' } as const;
const isPlainList = (list: RankedList): list is keyof typeof SORT_OF => list in SORT_OF;

/** How the full list ranks its products when the ranked list itself failed: best rated, or newest. */
const RANKED_BY = {
  'top-rated': (a: Product, b: Product) => b.rating - a.rating || b.reviews - a.reviews,
  newest: (a: Product, b: Product) => b.createdAt.localeCompare(a.createdAt),
} as const;

export async function getRankedRow(list: RankedList, signal?: AbortSignal): Promise<Product[]> {
  if (isPlainList(list)) {
    try {
      return await request(`/products/${list}`, 'products', { params: { limit: HOME_ROW_SIZE }, signal });
    } catch (error) {
      if (!isServerFailure(error)) throw error;
      // The row made from the full list, ranked the same way, rather than a failed page.
      const all = await request('/products', 'products', { signal });
      return [...all].sort(RANKED_BY[list]).slice(0, HOME_ROW_SIZE);
    }
  }
  return (await request(`/products/${list}`, 'productPage', { params: { limit: HOME_ROW_SIZE, page: 0 }, signal }))
    .data;
}

export function getRankedPage(list: RankedList, page: number, signal?: AbortSignal): Promise<ProductPage> {
  if (isPlainList(list))
    return request('/products/paginated', 'productPage', {
      params: { sort: SORT_OF[list], page, size: LISTING_PAGE_SIZE },
      signal,
    });
  return request(`/products/${list}`, 'productPage', { params: { limit: LISTING_PAGE_SIZE, page }, signal });
}

/** First few of a list, for a home row. */
export const rankedRowQueryOptions = (list: RankedList) =>
  queryOptions({
    queryKey: ['products', 'ranked', list, 'row'],
    queryFn: ({ signal }) => getRankedRow(list, signal),
    staleTime: PRODUCT_LIST_STALE_MS,
  });

export function useRankedRow(list: RankedList) {
  return useQuery(rankedRowQueryOptions(list));
}

export const rankedPagesQueryOptions = (list: RankedList) =>
  infiniteQueryOptions({
    queryKey: ['products', 'ranked', list, 'pages'],
    queryFn: ({ pageParam, signal }) => getRankedPage(list, pageParam, signal),
    ...pagedProductOptions,
  });

export function useRankedPages(list: RankedList) {
  return useInfiniteQuery(rankedPagesQueryOptions(list));
}
