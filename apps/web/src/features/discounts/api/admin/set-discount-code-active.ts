import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { DISCOUNT_CODES_KEY } from './get-discount-codes';

/** Switches a code on or off; shoppers are refused it at once while it is off. */
export function setDiscountCodeActive({ id, active }: { id: number; active: boolean }) {
  return request(`/admin/discount-codes/${id}/active`, 'adminDiscountCode', { method: 'PUT', body: { active } });
}

export function useSetDiscountCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDiscountCodeActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}
