import {
  codUnavailable,
  formatINR,
  orderTotals,
  shippingCharge,
  toPaise,
  toRupees,
  type CartSummary,
  type StoreSettings,
} from '@kuber/shared';
import type { useT } from '#web/i18n/i18n-provider';

/**
 * What the order will come to with a coupon, the delivery charge to its PIN code (and cash on
 * delivery's fee): the server works it out the same way (shared orderTotals and shippingCharge)
 * when it places it.
 */
export function checkoutTotals(
  summary: CartSummary,
  couponValue: number,
  codFee = 0,
  delivery: { charge: number; freeAbove: number | null } | null = null,
) {
  const t = orderTotals(toPaise(summary.subtotal), toPaise(couponValue), summary.taxRatePercent);
  const shipping = delivery ? shippingCharge(delivery, toRupees(toPaise(summary.subtotal) - t.discountPaise)) : 0;
  return {
    discount: toRupees(t.discountPaise),
    tax: toRupees(t.taxPaise),
    codFee,
    shipping,
    total: toRupees(t.totalPaise + toPaise(shipping) + toPaise(codFee)),
  };
}

/** Cash on delivery for this order: its fee, and why it is not offered (over the shop's limit, or to a PIN code it is off for). */
export function codChoice(
  store: StoreSettings | undefined,
  total: number,
  pinCode: string,
  t: ReturnType<typeof useT>,
): { fee: number; unavailable?: string } {
  if (!store) return { fee: 0 };
  const why = codUnavailable(store.cod, toPaise(total), pinCode);
  if (why === 'tooLarge')
    return { fee: store.cod.fee, unavailable: t('payment.codTooLarge', { max: formatINR(store.cod.maxOrder) }) };
  if (why === 'pinBlocked') return { fee: store.cod.fee, unavailable: t('payment.codPinBlocked', { pin: pinCode }) };
  return { fee: store.cod.fee };
}
