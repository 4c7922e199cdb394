import { useMutation } from '@tanstack/react-query';
import type { CreateOrder } from '@kuber/shared';
import { request } from '../../../lib/api';

/**
 * Places an order from the shopper's server cart: prices and stock are the server's, the
 * cart is emptied. 400 with field errors for a bad address, 409 naming a line that cannot
 * be supplied, 400 'Your cart is empty'.
 */
export function createOrder(input: CreateOrder) {
  return request('/orders/create', 'order', { method: 'POST', body: input });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
