import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { WISHLIST_KEY } from './get-wishlist';

export function clearWishlist() {
  return request('/wishlist/clear', 'wishlist', { method: 'DELETE' });
}

export function useClearWishlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearWishlist, onSuccess: (list) => queryClient.setQueryData(WISHLIST_KEY, list) });
}
