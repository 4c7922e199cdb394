import type { PaymentReference } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ORDERS_KEY } from './get-my-orders';
import { orderQueryOptions } from './get-order';

/** The UPI reference (UTR) of the shopper's payment; 409 once the order no longer awaits one. */
export function setPaymentReference(id: number, body: PaymentReference) {
  return request(`/orders/${id}/payment-reference`, 'order', { method: 'PUT', body });
}

export function useSetPaymentReference(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentReference) => setPaymentReference(id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'mine'] });
    },
  });
}
