import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export function getStoreSettings(signal?: AbortSignal) {
  return request('/store', 'store', { signal });
}

export const storeSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['store'],
    queryFn: ({ signal }) => getStoreSettings(signal),
    staleTime: 60 * 60_000,
  });

export function useStoreSettings() {
  return useQuery(storeSettingsQueryOptions());
}
