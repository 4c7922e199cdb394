import type { CreateReturn } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { RETURNS_KEY } from './get-order-returns';

/** 409 when a line can no longer be asked for (window closed, already asked, the size sold out meanwhile). */
export function createReturn(orderId: number, body: CreateReturn) {
  return request(`/orders/${orderId}/returns`, 'returnRequest', { method: 'POST', body });
}

export function useCreateReturn(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReturn) => createReturn(orderId, body),
    // The order's history has the request too; an exchange's size is held, so product pages show less stock.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['shopper', 'orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
