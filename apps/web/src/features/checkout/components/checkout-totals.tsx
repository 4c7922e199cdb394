import { formatINR, orderTotals, toPaise, toRupees, type CartSummary } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

/** What the order will come to with a coupon: the server works it out the same way (shared orderTotals) when it places it. */
export function checkoutTotals(summary: CartSummary, couponValue: number) {
  const t = orderTotals(toPaise(summary.subtotal), toPaise(couponValue), summary.taxRatePercent);
  return { discount: toRupees(t.discountPaise), tax: toRupees(t.taxPaise), total: toRupees(t.totalPaise) };
}

/** Subtotal, the coupon's discount, Shipping 'Free', Tax on what is left, and Total. */
export function CheckoutTotals({ summary, couponValue }: { summary: CartSummary; couponValue: number }) {
  const { discount, tax, total } = checkoutTotals(summary, couponValue);
  const row = 'flex items-baseline justify-between gap-4';
  const t = useT();
  return (
    <dl className="space-y-2.5 text-sm text-zinc-700">
      <div className={row}>
        <dt>{t('totals.subtotal', { count: summary.totalItems })}</dt>
        <dd className="font-medium text-zinc-900">{formatINR(summary.subtotal)}</dd>
      </div>
      {discount > 0 && (
        <div className={row}>
          <dt>{t('totals.couponDiscount')}</dt>
          <dd className="font-semibold text-emerald-700">−{formatINR(discount)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{t('totals.shipping')}</dt>
        <dd className="font-semibold text-emerald-700">
          {summary.shipping > 0 ? formatINR(summary.shipping) : t('totals.free')}
        </dd>
      </div>
      <div className={row}>
        <dt>{t('totals.tax', { rate: summary.taxRatePercent })}</dt>
        <dd className="font-medium text-zinc-900">{formatINR(tax)}</dd>
      </div>
      <div className={`${row} border-t border-zinc-200 pt-3 text-base font-bold text-zinc-900`}>
        <dt>{t('totals.total')}</dt>
        <dd>{formatINR(total)}</dd>
      </div>
    </dl>
  );
}
