import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistItem } from '@kuber/shared';
import { request } from '../../../lib/api';
import { WISHLIST_KEY } from './get-wishlist';

export function clearWishlist() {
  return request<WishlistItem[]>('/wishlist/clear', { method: 'DELETE' });
}

export function useClearWishlist() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearWishlist, onSuccess: (list) => queryClient.setQueryData(WISHLIST_KEY, list) });
}
