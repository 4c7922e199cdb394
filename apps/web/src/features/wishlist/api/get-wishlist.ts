import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Under 'shopper', which the app forgets as a whole at sign-out. */
export const WISHLIST_KEY = ['shopper', 'wishlist'] as const;

export function getWishlist(signal?: AbortSignal) {
  return request('/wishlist', 'wishlist', { signal });
}

export const wishlistQueryOptions = () =>
  queryOptions({ queryKey: WISHLIST_KEY, queryFn: ({ signal }) => getWishlist(signal) });

/** The signed-in shopper's wishlist (hearts, the header badge and /wishlist all read this one query). */
export function useWishlist(enabled = true) {
  return useQuery({ ...wishlistQueryOptions(), enabled });
}

/** The wishlist badge: how many products are saved; visitors have none (their hearts ask them to log in). */
export function useWishlistCount(signedIn: boolean): number {
  const { data } = useWishlist(signedIn);
  return signedIn ? (data?.length ?? 0) : 0;
}
