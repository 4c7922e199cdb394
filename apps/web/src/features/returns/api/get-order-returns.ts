import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export const RETURNS_KEY = ['returns'] as const;

/** What of one of the shopper's orders may be returned or exchanged, and its requests; someone else's answers 404. */
export function getOrderReturns(orderId: number, signal?: AbortSignal) {
  return request(`/orders/${orderId}/returns`, 'orderReturns', { signal });
}

export const orderReturnsQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...RETURNS_KEY, 'order', orderId],
    queryFn: ({ signal }) => getOrderReturns(orderId, signal),
  });

export function useOrderReturns(orderId: number, enabled: boolean) {
  return useQuery({ ...orderReturnsQueryOptions(orderId), enabled });
}
