import type { PaymentStatus } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { afterOrderChange } from './update-order-status';

/** PAID records when (cash collected on delivery) and confirms a PENDING order; 409 when the order changed since `version`. */
export function updateOrderPayment({ id, status, version }: { id: number; status: PaymentStatus; version: number }) {
  return request(`/admin/orders/${id}/payment`, 'adminOrder', { method: 'PUT', body: { status, version } });
}

export function useUpdateOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderPayment, onSuccess: (order) => afterOrderChange(queryClient, order) });
}
