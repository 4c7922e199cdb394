import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export function getCategories(signal?: AbortSignal) {
  return request('/categories', 'categories', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    // The six categories are fixed; only their counts and images move, and slowly.
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
