import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Under 'shopper', which the app forgets as a whole at sign-out. */
export const ADDRESSES_KEY = ['shopper', 'addresses'] as const;

/** Addresses used on earlier orders, most recent first. */
export function getAddresses(signal?: AbortSignal) {
  return request('/addresses', 'addresses', { signal });
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ADDRESSES_KEY, queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
