import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Products like one (its category, near its price, sharing its tags or colours), for its page. */
export function getSimilarProducts(id: number, signal?: AbortSignal) {
  return request(`/products/similar/${id}`, 'products', { signal });
}

export const similarProductsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['products', 'similar', id],
    queryFn: ({ signal }) => getSimilarProducts(id, signal),
    staleTime: 5 * 60_000,
  });

export function useSimilarProducts(id: number, enabled = true) {
  return useQuery({ ...similarProductsQueryOptions(id), enabled });
}
