import { formatINR, type Cart } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

/** Subtotal, Shipping 'Free', Tax and Total exactly as the server worked them out. */
export function CartTotals({ cart: { summary: cart } }: { cart: Cart }) {
  const row = 'flex items-baseline justify-between gap-4';
  const t = useT();
  return (
    <dl className="space-y-2.5 text-sm text-zinc-700">
      <div className={row}>
        <dt>{t('totals.subtotal', { count: cart.totalItems })}</dt>
        <dd className="font-medium text-zinc-900">{formatINR(cart.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>{t('totals.shipping')}</dt>
        <dd className="font-semibold text-emerald-700">
          {cart.shipping > 0 ? formatINR(cart.shipping) : t('totals.free')}
        </dd>
      </div>
      <div className={row}>
        <dt>{t('totals.tax', { rate: cart.taxRatePercent })}</dt>
        <dd className="font-medium text-zinc-900">{formatINR(cart.tax)}</dd>
      </div>
      <div className={`${row} border-t border-zinc-200 pt-3 text-base font-bold text-zinc-900`}>
        <dt>{t('totals.total')}</dt>
        <dd>{formatINR(cart.total)}</dd>
      </div>
    </dl>
  );
}
