import { useT } from '#web/i18n/i18n-provider';
import { useMyShipments } from '../api/get-my-shipments';
import { ParcelList } from './parcel-list';

/** The order page's parcels, once the shop has packed any: where each is and the link to follow it. */
export function OrderParcels({ orderId }: { orderId: number }) {
  const t = useT();
  const { data: parcels } = useMyShipments(orderId);
  if (!parcels?.length) return null;
  return (
    <section aria-label={t('parcels.title')} className="rounded-lg border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-sm font-bold tracking-wide text-zinc-900 uppercase">{t('parcels.title')}</h2>
      <ParcelList parcels={parcels} />
    </section>
  );
}
