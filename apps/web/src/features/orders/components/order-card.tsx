import { formatINR, type Order } from '@kuber/shared';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { CancelOrderButton } from './cancel-order-button';
import { useDates } from '#web/i18n/use-dates';
import { OrderItems } from './order-items';
import { OrderStatusChip } from './order-status-chip';
import { useT } from '#web/i18n/i18n-provider';

/** One order in 'My Orders': number, date, status, total, items, address, View Details. */
export function OrderCard({ order, onCancelled }: { order: Order; onCancelled?: (order: Order) => void }) {
  const a = order.shippingAddress;
  const t = useT();
  const dates = useDates();
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="overflow-hidden rounded-lg border border-zinc-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-b border-zinc-200 bg-zinc-50 px-4 py-3">
        <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <p className="text-xs text-zinc-600">{t('orders.order')}</p>
            <h2 id={`order-${order.id}`} className="font-bold text-zinc-900">
              #{order.orderNumber}
            </h2>
          </div>
          <div>
            <p className="text-xs text-zinc-600">{t('orders.placedOn')}</p>
            <p className="font-medium text-zinc-900">{dates.day(order.createdAt)}</p>
          </div>
          <div>
            <p className="text-xs text-zinc-600">{t('totals.total')}</p>
            <p className="font-bold text-zinc-900">{formatINR(order.totalAmount)}</p>
          </div>
        </div>
        <OrderStatusChip status={order.status} />
      </header>
      <div className="grid gap-4 p-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <OrderItems items={order.items} />
        <div className="text-sm text-zinc-700 md:border-l md:border-zinc-100 md:pl-4">
          <p className="mb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase">{t('orders.shipTo')}</p>
          <p className="font-semibold text-zinc-900">{a.fullName}</p>
          <p>
            {[a.line1, a.line2].filter(Boolean).join(', ')}, {a.city}, {a.state} {a.pinCode}
          </p>
        </div>
      </div>
      <footer className="flex flex-wrap justify-end gap-3 border-t border-zinc-100 px-4 py-3">
        <CancelOrderButton order={order} onCancelled={onCancelled} />
        <Link
          to={`/orders/${order.id}`}
          className={buttonStyles('primary', 'sm')}
          aria-label={t('orders.viewDetailsOf', { number: order.orderNumber })}
        >
          {t('orders.viewDetails')}
        </Link>
      </footer>
    </article>
  );
}
