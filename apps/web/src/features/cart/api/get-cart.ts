import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@kuber/shared';
import { request } from '../../../lib/api';

/** Under 'shopper', which the app forgets as a whole at sign-out. */
export const CART_KEY = ['shopper', 'cart'] as const;

export function getCart(signal?: AbortSignal) {
  return request<Cart>('/cart', { signal });
}

export const cartQueryOptions = () => queryOptions({ queryKey: CART_KEY, queryFn: ({ signal }) => getCart(signal) });

/** The signed-in shopper's cart; visitors have no server cart, so nothing is asked for them. */
export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
