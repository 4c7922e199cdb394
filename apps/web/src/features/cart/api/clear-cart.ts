import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY, cartCall } from './get-cart';

export function clearCart() {
  return cartCall('/cart', { method: 'DELETE' });
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearCart, onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart) });
}
