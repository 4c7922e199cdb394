import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@kuber/shared';
import { requestEnvelope, type RequestOptions } from '#web/lib/api';

/** Under 'shopper', which the app forgets as a whole at sign-out. */
export const CART_KEY = ['shopper', 'cart'] as const;

/** Every cart call answers the lines as `data` and the totals beside them; the app keeps them together. */
export async function cartCall(path: string, options: RequestOptions = {}): Promise<Cart> {
  const { data, summary } = await requestEnvelope(path, 'cart', options);
  return { items: data, summary };
}

export function getCart(signal?: AbortSignal) {
  return cartCall('/cart', { signal });
}

export const cartQueryOptions = () => queryOptions({ queryKey: CART_KEY, queryFn: ({ signal }) => getCart(signal) });

/** The signed-in shopper's cart; visitors have no server cart, so nothing is asked for them. */
export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}
