import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

const ORDERS_PAGE_SIZE = 10;
/** Under 'shopper', which the app forgets as a whole at sign-out; the list and each order under 'orders'. */
export const ORDERS_KEY = ['shopper', 'orders'] as const;

export function getMyOrders(page: number, signal?: AbortSignal) {
  return request('/orders/my-orders', 'orders', { params: { page, size: ORDERS_PAGE_SIZE }, signal });
}

export const myOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ORDERS_KEY, 'mine'],
    queryFn: ({ pageParam, signal }) => getMyOrders(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });

/** Newest first, ten at a time, with 'Load more' for the next ten. */
export function useMyOrders() {
  return useInfiniteQuery(myOrdersQueryOptions());
}
