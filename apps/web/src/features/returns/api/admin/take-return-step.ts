import type { ReturnStep } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { RETURNS_KEY } from '../get-order-returns';
import { returnQueryOptions } from './get-return';

/** 409 when the request changed since the screen was loaded, or the step is out of turn. */
export function takeReturnStep(id: number, step: ReturnStep) {
  return request(`/admin/returns/${id}/step`, 'adminReturn', { method: 'PUT', body: step });
}

export function useTakeReturnStep(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ReturnStep) => takeReturnStep(id, step),
    onSuccess: (request) => queryClient.setQueryData(returnQueryOptions(id).queryKey, request),
    // The list's statuses, the order's history and the products' stock may all have moved.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: RETURNS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
