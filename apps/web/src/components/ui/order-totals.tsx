import { formatINR, type CartSummary } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

export interface OrderTotalsProps {
  summary: Pick<CartSummary, 'totalItems' | 'subtotal' | 'shipping' | 'taxRatePercent' | 'taxMode'>;
  /** In `gst` mode, the GST the prices include, when it is known before the order is placed (null with a coupon: the invoice shows it). */
  gstIncluded?: number | null;
  /** A coupon's discount; its row shows only when there is one. */
  discount?: number;
  tax: number;
  /** Cash on delivery's fee; its row shows only when there is one. */
  codFee?: number;
  total: number;
  /** A discount code's name and what it took off (beside a coupon's `discount`); its row shows only when there is one. */
  discountCode?: string | null;
  codeDiscount?: number;
}

/** Subtotal, a coupon's discount (at checkout), Shipping 'Free', Tax and Total, as the cart and the checkout show them. */
export function OrderTotals({
  summary,
  discount = 0,
  tax,
  codFee = 0,
  total,
  gstIncluded = null,
  discountCode = null,
  codeDiscount = 0,
}: OrderTotalsProps) {
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
      {discountCode && codeDiscount > 0 && (
        <div className={row}>
          <dt>{t('totals.codeDiscount', { code: discountCode })}</dt>
          <dd className="font-semibold text-emerald-700">−{formatINR(codeDiscount)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{t('totals.shipping')}</dt>
        <dd className={summary.shipping > 0 ? 'font-medium text-zinc-900' : 'font-semibold text-emerald-700'}>
          {summary.shipping > 0 ? formatINR(summary.shipping) : t('totals.free')}
        </dd>
      </div>
      {summary.taxMode === 'gst' ? null : (
        <div className={row}>
          <dt>{t('totals.tax', { rate: summary.taxRatePercent })}</dt>
          <dd className="font-medium text-zinc-900">{formatINR(tax)}</dd>
        </div>
      )}
      {codFee > 0 && (
        <div className={row}>
          <dt>{t('totals.codFee')}</dt>
          <dd className="font-medium text-zinc-900">{formatINR(codFee)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-zinc-200 pt-3 text-base font-bold text-zinc-900`}>
        <dt>{t('totals.total')}</dt>
        <dd>{formatINR(total)}</dd>
      </div>
      {summary.taxMode === 'gst' && (
        <div className={`${row} text-xs text-zinc-600`}>
          <dt>{gstIncluded === null ? t('totals.gstOnInvoice') : t('totals.gstIncluded')}</dt>
          {gstIncluded !== null && <dd>{formatINR(gstIncluded)}</dd>}
        </div>
      )}
    </dl>
  );
}
