import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CART_KEY, cartCall } from './get-cart';

/** A quantity of 0 or less removes the line. */
export function updateCartItem(lineId: number, quantity: number) {
  return cartCall(`/cart/items/${lineId}`, { method: 'PUT', body: { quantity } });
}

/** Shows the cart the server answers with; a refused change leaves the shown cart as it was. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: number; quantity: number }) => updateCartItem(lineId, quantity),
    onSuccess: (cart) => queryClient.setQueryData(CART_KEY, cart),
  });
}
