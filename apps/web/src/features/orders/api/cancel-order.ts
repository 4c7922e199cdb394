import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ORDERS_KEY } from './get-my-orders';
import { orderQueryOptions } from './get-order';

/** 409 when the order is already cancelled or has gone too far (shipped, delivered). */
export function cancelOrder(id: number) {
  return request(`/orders/${id}/cancel`, 'order', { method: 'PUT' });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryOptions(order.id).queryKey, order);
      return queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'mine'] });
    },
  });
}
