import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ORDERS_KEY } from './get-my-orders';

/** One of the shopper's orders with its status history; someone else's answers 404. */
export function getOrder(id: number, signal?: AbortSignal) {
  return request(`/orders/${id}`, 'order', { signal });
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ORDERS_KEY, 'detail', id], queryFn: ({ signal }) => getOrder(id, signal) });

export function useOrder(id: number) {
  return useQuery({ ...orderQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
