import { CouriersPanel } from '#web/features/shipments/components/admin/couriers-panel';
import { useDocumentTitle } from '#web/lib/use-document-title';

export default function AdminCouriersScreen() {
  useDocumentTitle('Couriers');
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Couriers</h1>
        <p className="mt-1 text-sm text-zinc-600">
          The couriers you ship with. A parcel&apos;s tracking link is the courier&apos;s pattern with the parcel&apos;s
          AWB number in place of {'{awb}'}.
        </p>
      </div>
      <CouriersPanel />
    </div>
  );
}
