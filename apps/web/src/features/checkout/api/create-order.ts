import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, type CreateOrder } from '@kuber/shared';
import { request } from '#web/lib/api';

export interface PlaceOrder {
  order: CreateOrder;
  /** Names the checkout attempt: a retry of it with the same key answers the order it placed, not a second one. */
  idempotencyKey: string;
}

/**
 * Places an order from the shopper's server cart: prices and stock are the server's, the
 * cart is emptied. 400 with field errors for a bad address, 409 naming a line that cannot
 * be supplied, 400 'Your cart is empty'.
 */
export function createOrder({ order, idempotencyKey }: PlaceOrder) {
  return request('/orders/create', 'order', {
    method: 'POST',
    body: order,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
