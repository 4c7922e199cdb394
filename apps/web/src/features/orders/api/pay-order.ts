import { useMutation } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** The hosted payment page of the shopper's online order, made or reused; 409 once it is paid or closed, 503 while the gateway is down. */
export function payOrder(id: number) {
  return request(`/orders/${id}/pay`, 'hostedPayment', { method: 'POST' });
}

/** Sends the shopper to the payment page: a plain navigation, so no script of the gateway's runs in the store's pages. */
export function goToPayment(url: string) {
  window.location.assign(url);
}

export function usePayOrder() {
  return useMutation({ mutationFn: payOrder, onSuccess: ({ url }) => goToPayment(url) });
}
