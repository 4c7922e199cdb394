import type { AdminDeliveryZone } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { Dialog } from '#web/components/ui/dialog';
import { FormAlert } from '#web/components/ui/form-alert';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDeleteDeliveryZone } from '#web/features/delivery/api/admin/delete-delivery-zone';
import { useDeliveryZones } from '#web/features/delivery/api/admin/get-delivery-zones';
import { useSaveDeliveryZone } from '#web/features/delivery/api/admin/save-delivery-zone';
import { ZoneForm } from '#web/features/delivery/components/admin/zone-form';
import { ZonesList } from '#web/features/delivery/components/admin/zones-list';
import { notify } from '#web/lib/notify';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** /admin/delivery: where the shop delivers, at what charge and how fast, by state or PIN prefix. */
export default function AdminDeliveryScreen() {
  useDocumentTitle('Delivery');
  const zones = useDeliveryZones();
  const save = useSaveDeliveryZone();
  const remove = useDeleteDeliveryZone();
  // The zone being edited; 'new' while one is added; null with the form closed.
  const [editing, setEditing] = useState<AdminDeliveryZone | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminDeliveryZone | null>(null);
  const zone = editing === 'new' ? undefined : (editing ?? undefined);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify('success', `${deleting.name} deleted`);
    } catch (error) {
      notify('error', (error as Error).message);
    }
    setDeleting(null);
  };

  return (
    <div className="flex max-w-5xl flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Delivery</h1>
          <p className="mt-1 max-w-2xl text-sm text-zinc-600">
            Where the shop delivers, what delivery costs and how many working days it takes. A PIN code takes the zone
            with its longest matching prefix, else the zone naming its state; anywhere else is delivered free in the
            store’s usual days.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>Add zone</Button>
      </div>

      {zones.isPending ? (
        <div className="grid gap-3 lg:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-40 rounded-lg" />
          <Skeleton className="h-40 rounded-lg" />
        </div>
      ) : zones.error ? (
        <FormAlert>
          {zones.error.message}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void zones.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : zones.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-zinc-300 p-8 text-center">
          <p className="font-semibold text-zinc-900">No delivery zones yet</p>
          <p className="mt-1 text-sm text-zinc-600">
            Every PIN code in India is delivered free. Add a zone to charge for an area, turn off cash on delivery, or
            stop delivering there.
          </p>
        </div>
      ) : (
        <ZonesList zones={zones.data} onEdit={setEditing} onDelete={setDeleting} />
      )}

      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={zone ? `Edit ${zone.name}` : 'Add zone'}>
        {editing !== null && (
          <ZoneForm
            key={zone?.id ?? 'new'}
            zone={zone}
            onCancel={() => setEditing(null)}
            onSave={async (input) => {
              const saved = await save.mutateAsync({ id: zone?.id, zone: input });
              notify('success', `${saved.name} saved`);
              setEditing(null);
            }}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'zone'}?`}
        confirmLabel="Delete zone"
        dismissLabel="Keep it"
        busy={remove.isPending}
        busyText="Deleting…"
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        Its PIN codes are then delivered by another zone naming their state, or free in the store’s usual days.
      </ConfirmDialog>
    </div>
  );
}
