import type { OrderStatus, TrackedOrder } from '@kuber/shared';
import type { ComponentType } from 'react';
import { ItemThumb, itemDetails } from '#web/components/ui/item-thumb';
import { useT } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';
import { useProductNames } from '#web/lib/use-product-name';
import { ParcelList } from './parcel-list';

const section = 'rounded-lg border border-zinc-200 bg-white p-4 sm:p-5';
const heading = 'mb-3 text-sm font-bold tracking-wide text-zinc-900 uppercase';

/** An order found by its number: its status, the promised day, its parcels, its items and its history. */
export function TrackedOrderView({
  order,
  StatusChip,
}: {
  order: TrackedOrder;
  /** How the store shows an order's status. */
  StatusChip: ComponentType<{ status: OrderStatus }>;
}) {
  const t = useT();
  const dates = useDates();
  const nameOf = useProductNames();
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      <section aria-label={t('track.summary')} className={section}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-bold text-zinc-900">{t('orders.heading', { number: order.orderNumber })}</h2>
            <p className="mt-0.5 text-sm text-zinc-600">
              {t('orders.placedOnAt', { when: dates.day(order.placedAt) })}
            </p>
          </div>
          <StatusChip status={order.status} />
        </div>
        <p className="mt-3 text-sm text-zinc-700">{t('track.goingTo', { city: order.city, pin: order.pinCode })}</p>
        {order.deliveryBy && !['DELIVERED', 'CANCELLED', 'RETURNED'].includes(order.status) && (
          <p className="mt-1 text-sm font-semibold text-emerald-800">
            {t('track.deliveryBy', { when: dates.day(`${order.deliveryBy}T12:00:00+05:30`) })}
          </p>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-4">
          {order.shipments.length > 0 && (
            <section aria-label={t('parcels.title')} className={section}>
              <h2 className={heading}>{t('parcels.title')}</h2>
              <ParcelList parcels={order.shipments} />
            </section>
          )}
          <section aria-label={t('orders.items', { count: order.totalItems })} className={section}>
            <h2 className={heading}>{t('orders.items', { count: order.totalItems })}</h2>
            <ul className="flex flex-col gap-3">
              {order.items.map((item, index) => (
                <li key={index} className="flex items-center gap-3 text-sm">
                  <ItemThumb src={item.image} />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-zinc-900">{nameOf(item)}</p>
                    <p className="text-zinc-600">{itemDetails(t, item)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <section aria-label={t('orders.history')} className={section}>
          <h2 className={heading}>{t('orders.history')}</h2>
          <ol className="relative ml-1.5 border-l-2 border-zinc-200">
            {order.history.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="relative pb-4 pl-5 last:pb-0">
                <span
                  aria-hidden="true"
                  className={`absolute top-1 -left-[7px] size-3 rounded-full ring-4 ring-white ${index === order.history.length - 1 ? 'bg-accent' : 'bg-zinc-400'}`}
                />
                <StatusChip status={entry.status} />
                <p className="mt-1 text-xs text-zinc-600">
                  <time dateTime={entry.at}>{dates.dayAndTime(entry.at)}</time>
                </p>
                {entry.noteCode && <p className="mt-0.5 text-sm text-zinc-700">{t(`orderNote.${entry.noteCode}`)}</p>}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
