import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export const COURIERS_KEY = ['admin', 'couriers'] as const;

/** The shop's couriers, the active ones first. */
export const couriersQuery = () =>
  queryOptions({
    queryKey: COURIERS_KEY,
    queryFn: ({ signal }) => request('/admin/couriers', 'adminCouriers', { signal }),
  });

export function useCouriers() {
  return useQuery(couriersQuery());
}
