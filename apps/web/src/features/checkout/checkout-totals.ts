import { orderTotals, toPaise, toRupees, type CartSummary } from '@kuber/shared';

/** What the order will come to with a coupon: the server works it out the same way (shared orderTotals) when it places it. */
export function checkoutTotals(summary: CartSummary, couponValue: number) {
  const t = orderTotals(toPaise(summary.subtotal), toPaise(couponValue), summary.taxRatePercent);
  return { discount: toRupees(t.discountPaise), tax: toRupees(t.taxPaise), total: toRupees(t.totalPaise) };
}
