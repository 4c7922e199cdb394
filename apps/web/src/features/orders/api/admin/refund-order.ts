import type { RefundRequest } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { afterOrderChange } from './update-order-status';

/** Money given back, all or part: through the gateway for an online payment, recorded with its reference otherwise. */
export function refundOrder({ id, ...body }: RefundRequest & { id: number }) {
  return request(`/admin/orders/${id}/refunds`, 'adminOrder', { method: 'POST', body });
}

export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refundOrder, onSuccess: (order) => afterOrderChange(queryClient, order) });
}
