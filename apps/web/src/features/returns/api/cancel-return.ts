import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { RETURNS_KEY } from './get-order-returns';

/** 409 when the shop has already taken the request's next step. */
export function cancelReturn(id: number, version: number) {
  return request(`/returns/${id}/cancel`, 'returnRequest', { method: 'PUT', body: { version } });
}

export function useCancelReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version }: { id: number; version: number }) => cancelReturn(id, version),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['shopper', 'orders'] }),
      ]),
  });
}
