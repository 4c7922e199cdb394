import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/**
 * Product pages are addressed by numeric id or by slug; the answer carries the stock of
 * each size and colour. The browser may keep catalogue answers a minute (decision 007), but the
 * page where a shopper picks a size shows the price and stock as they are now: the kept copy is
 * checked with the store first (a 304 costs next to nothing when it is current).
 */
export function getProduct(idOrSlug: string, signal?: AbortSignal) {
  const path = /^\d+$/.test(idOrSlug) ? `/products/${idOrSlug}` : `/products/slug/${encodeURIComponent(idOrSlug)}`;
  return request(path, 'productDetail', { signal, cache: 'no-cache' });
}

export const productQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['products', 'detail', idOrSlug],
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQueryOptions(idOrSlug));
}
