import type { DiscountCodeInput } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { DISCOUNT_CODES_KEY } from './get-discount-codes';

/** A new code (no id), or new rules for one: orders already placed with it keep their discount. */
export function saveDiscountCode({ id, code }: { id?: number; code: DiscountCodeInput }) {
  return id === undefined
    ? request('/admin/discount-codes', 'adminDiscountCode', { method: 'POST', body: code })
    : request(`/admin/discount-codes/${id}`, 'adminDiscountCode', { method: 'PUT', body: code });
}

export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDiscountCode,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISCOUNT_CODES_KEY }),
  });
}
