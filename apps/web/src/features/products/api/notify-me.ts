import type { StockAlertInput } from '@kuber/shared';
import { useMutation } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Asks to be mailed, once, when a sold-out size or colour is back (a signed-in shopper's own email when none is given). */
export function notifyMe(input: StockAlertInput) {
  return request('/stock-alerts', 'stockAlert', { method: 'POST', body: input });
}

export function useNotifyMe() {
  return useMutation({ mutationFn: notifyMe });
}
