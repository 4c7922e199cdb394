import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { afterOrderChange } from './update-order-status';

/** No UPI payment came: the order is cancelled, its stock and coupon given back; 409 unless it awaits one. */
export function markPaymentNotReceived(id: number) {
  return request(`/admin/orders/${id}/payment-not-received`, 'adminOrder', { method: 'PUT' });
}

export function useMarkPaymentNotReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaymentNotReceived,
    onSuccess: (order) => afterOrderChange(queryClient, order),
  });
}
