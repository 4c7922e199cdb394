import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@kuber/shared';
import { request } from '../../../lib/api';
import { CART_KEY } from './get-cart';

export function removeCartItem(lineId: number) {
  return request<Cart>(`/cart/items/${lineId}`, { method: 'DELETE' });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartItem, onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart) });
}
