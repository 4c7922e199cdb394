import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@kuber/shared';
import { request } from '../../../lib/api';
import { CART_KEY } from './get-cart';

export function clearCart() {
  return request<Cart>('/cart', { method: 'DELETE' });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearCart, onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart) });
}
