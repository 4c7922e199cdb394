import { useMutation } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/**
 * What a discount code takes off the shopper's cart now, or why it cannot be used (an answer, not
 * a refusal: the screen words the reason). The server checks it again when the order is placed.
 */
export function checkDiscountCode({ code, couponCode }: { code: string; couponCode?: string }) {
  return request('/discount-codes/check', 'discountCheck', { method: 'POST', body: { code, couponCode } });
}

export function useCheckDiscountCode() {
  return useMutation({ mutationFn: checkDiscountCode });
}
