import type { Shipment } from '@kuber/shared';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { TruckIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';
import { useProductNames } from '#web/lib/use-product-name';

const STATUS_LOOK: Record<Shipment['status'], string> = {
  PACKED: 'border-zinc-200 bg-zinc-100 text-zinc-700',
  SHIPPED: 'border-blue-200 bg-blue-50 text-blue-800',
  DELIVERED: 'border-emerald-200 bg-emerald-50 text-emerald-800',
};

export function ParcelStatusChip({ status }: { status: Shipment['status'] }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}
    >
      {t(`parcels.status.${status}`)}
    </span>
  );
}

/** An order's parcels as the shopper follows them: status, courier, AWB, the courier's tracking link and what each carries. */
export function ParcelList({ parcels }: { parcels: Shipment[] }) {
  const t = useT();
  const dates = useDates();
  const nameOf = useProductNames();
  return (
    <ol className="flex flex-col gap-3">
      {parcels.map((parcel, index) => (
        <li key={parcel.id} className="rounded-md border border-zinc-200 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-zinc-900">
              {parcels.length === 1 ? t('parcels.only') : t('parcels.parcel', { number: index + 1 })}
            </p>
            <ParcelStatusChip status={parcel.status} />
          </div>
          {parcel.courierName && parcel.awb && (
            <p className="mt-1.5 text-sm text-zinc-700">
              {t('parcels.courier', { courier: parcel.courierName })}{' '}
              <span className="font-mono text-zinc-900">{parcel.awb}</span>
            </p>
          )}
          {parcel.deliveredAt ? (
            <p className="mt-1 text-xs text-zinc-600">
              {t('parcels.deliveredOn', { when: dates.day(parcel.deliveredAt) })}
            </p>
          ) : (
            parcel.shippedAt && (
              <p className="mt-1 text-xs text-zinc-600">
                {t('parcels.shippedOn', { when: dates.day(parcel.shippedAt) })}
              </p>
            )
          )}
          <ul className="mt-2 flex flex-col gap-2">
            {parcel.items.map((item) => (
              <li key={item.orderItemId} className="flex items-center gap-2.5 text-sm">
                <div className="w-9 shrink-0 overflow-hidden rounded bg-zinc-100">
                  <ResponsiveImage
                    src={item.image}
                    alt=""
                    sizes="36px"
                    width={600}
                    height={800}
                    className="aspect-[3/4] size-full object-cover"
                  />
                </div>
                <span className="min-w-0 flex-1 text-zinc-800">
                  {nameOf(item)}
                  {[item.size, item.color].filter(Boolean).length > 0 && (
                    <span className="text-zinc-600"> · {[item.size, item.color].filter(Boolean).join(', ')}</span>
                  )}
                </span>
                <span className="shrink-0 text-zinc-600 tabular-nums">× {item.quantity}</span>
              </li>
            ))}
          </ul>
          {parcel.trackingUrl && parcel.status !== 'PACKED' && (
            <a
              href={parcel.trackingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-3 inline-flex h-10 items-center gap-2 rounded-md border border-zinc-300 px-3 text-sm font-semibold text-zinc-900 hover:border-zinc-900"
            >
              <TruckIcon width={18} height={18} aria-hidden="true" />
              {t('parcels.track', { courier: parcel.courierName ?? '' })}
              <span className="sr-only"> {t('parcels.opensNewTab')}</span>
            </a>
          )}
        </li>
      ))}
    </ol>
  );
}
