import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY, cartCall } from './get-cart';

export function removeCartItem(lineId: number) {
  return cartCall(`/cart/items/${lineId}`, { method: 'DELETE' });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeCartItem, onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart) });
}
