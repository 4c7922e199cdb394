import { formatINR, type Cart } from '@kuber/shared';

/** Subtotal, Shipping 'Free', Tax and Total exactly as the server worked them out. */
export function CartTotals({ cart: { summary: cart } }: { cart: Cart }) {
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <dl className="space-y-2.5 text-sm text-zinc-700">
      <div className={row}>
        <dt>
          Subtotal ({cart.totalItems} {cart.totalItems === 1 ? 'item' : 'items'})
        </dt>
        <dd className="font-medium text-zinc-900">{formatINR(cart.subtotal)}</dd>
      </div>
      <div className={row}>
        <dt>Shipping</dt>
        <dd className="font-semibold text-emerald-700">{cart.shipping > 0 ? formatINR(cart.shipping) : 'Free'}</dd>
      </div>
      <div className={row}>
        <dt>Tax ({cart.taxRatePercent}%)</dt>
        <dd className="font-medium text-zinc-900">{formatINR(cart.tax)}</dd>
      </div>
      <div className={`${row} border-t border-zinc-200 pt-3 text-base font-bold text-zinc-900`}>
        <dt>Total</dt>
        <dd>{formatINR(cart.total)}</dd>
      </div>
    </dl>
  );
}
