import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';

/** Product pages are addressed by numeric id or by slug (spec); the answer carries the stock of each size and colour. */
export function getProduct(idOrSlug: string, signal?: AbortSignal) {
  const path = /^\d+$/.test(idOrSlug) ? `/products/${idOrSlug}` : `/products/slug/${encodeURIComponent(idOrSlug)}`;
  return request(path, 'productDetail', { signal });
}

export const productQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['products', 'detail', idOrSlug],
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQueryOptions(idOrSlug));
}
