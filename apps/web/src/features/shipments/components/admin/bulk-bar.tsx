import type { AdminOrderRow, BulkShipResult } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { notify } from '#web/lib/notify';
import { Dialog } from '#web/components/ui/dialog';
import { FormAlert } from '#web/components/ui/form-alert';
import { useCouriers } from '#web/features/shipments/api/admin/get-couriers';
import { downloadCourierCsv, downloadPapers, useBulkShip } from '#web/features/shipments/api/admin/bulk-orders';
import { awbProblem, CourierFields } from './courier-fields';

const failed = (error: unknown) => notify('error', error instanceof Error ? error.message : String(error));

/**
 * What the orders screen does with the orders ticked: print their packing slips and invoices
 * (one PDF), mark them shipped (a courier and each one's AWB), or save the CSV a courier's panel
 * takes. It stays at the foot of the screen while any is ticked.
 */
export function BulkBar({ orders, onClear }: { orders: AdminOrderRow[]; onClear: () => void }) {
  const [busy, setBusy] = useState<'papers' | 'csv' | null>(null);
  const [shipping, setShipping] = useState(false);
  if (orders.length === 0) return null;
  const ids = orders.map((o) => o.id);
  const save = async (what: 'papers' | 'csv') => {
    setBusy(what);
    try {
      await (what === 'papers' ? downloadPapers(ids) : downloadCourierCsv(ids));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div
      role="region"
      aria-label="Selected orders"
      className="sticky bottom-3 z-20 flex flex-col gap-3 rounded-xl border border-zinc-300 bg-white p-3 shadow-lg sm:flex-row sm:items-center sm:justify-between sm:px-4"
    >
      <p className="text-sm font-semibold text-zinc-900" aria-live="polite">
        {orders.length} {orders.length === 1 ? 'order' : 'orders'} selected
        <button type="button" onClick={onClear} className="ml-3 font-semibold text-accent hover:underline">
          Clear
        </button>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setShipping(true)}>
          Mark Shipped
        </Button>
        <Button
          variant="secondary"
          size="sm"
          busy={busy === 'csv'}
          busyText="Preparing…"
          onClick={() => void save('csv')}
        >
          Courier CSV
        </Button>
        <Button
          variant="secondary"
          size="sm"
          busy={busy === 'papers'}
          busyText="Preparing…"
          onClick={() => void save('papers')}
        >
          Print Slips &amp; Invoices
        </Button>
      </div>
      <ShipDialog open={shipping} orders={orders} onClose={() => setShipping(false)} onShipped={onClear} />
    </div>
  );
}

/** One courier for the lot and each order's AWB; what could not be shipped is listed with why. */
function ShipDialog({
  open,
  orders,
  onClose,
  onShipped,
}: {
  open: boolean;
  orders: AdminOrderRow[];
  onClose: () => void;
  onShipped: () => void;
}) {
  const couriers = useCouriers();
  const ship = useBulkShip();
  const [courierId, setCourierId] = useState<number | ''>('');
  const [awbs, setAwbs] = useState<Record<number, string>>({});
  const [tried, setTried] = useState(false);
  const [result, setResult] = useState<BulkShipResult | null>(null);
  const close = () => {
    // The shipped leave the selection once their outcome has been read.
    if (result?.shipped.length) onShipped();
    setResult(null);
    setTried(false);
    setAwbs({});
    onClose();
  };
  const awbErrors = Object.fromEntries(orders.map((o) => [o.id, awbProblem(awbs[o.id] ?? '', true)]));
  const valid = Boolean(courierId) && orders.every((o) => !awbErrors[o.id]);

  return (
    <Dialog open={open} onClose={close} title={result ? 'Shipping done' : `Ship ${orders.length} orders`}>
      {result ? (
        <div className="flex flex-col gap-3 p-5 pt-0">
          {result.shipped.length > 0 && (
            <FormAlert tone="success">
              Shipped {result.shipped.map((s) => s.orderNumber).join(', ')}. Each shopper is mailed the tracking link.
            </FormAlert>
          )}
          {result.refused.length > 0 && (
            <FormAlert>
              <span className="block font-semibold">Not shipped:</span>
              <ul className="mt-1 list-disc pl-5">
                {result.refused.map((r) => (
                  <li key={r.orderId}>{r.reason}</li>
                ))}
              </ul>
            </FormAlert>
          )}
          <Button size="sm" className="self-end" onClick={close}>
            Done
          </Button>
        </div>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4 p-5 pt-0"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (!valid || !courierId) return;
            ship.mutate(
              { orders: orders.map((o) => ({ orderId: o.id, courierId, awb: (awbs[o.id] ?? '').trim() })) },
              {
                onSuccess: setResult,
                onError: failed,
              },
            );
          }}
        >
          <p className="text-sm text-zinc-600">
            Each order&apos;s lines left to pack go in one parcel with the courier and its AWB number.
          </p>
          <CourierFields
            couriers={couriers.data}
            courierId={courierId}
            onCourierChange={setCourierId}
            courierError={tried && !courierId ? 'Please choose the courier' : undefined}
          />
          <ul className="flex max-h-[45dvh] flex-col gap-3 overflow-y-auto">
            {orders.map((order) => (
              <li key={order.id}>
                <label htmlFor={`awb-${order.id}`} className="mb-1 block text-xs font-semibold text-zinc-600">
                  AWB for {order.orderNumber} · {order.customerName}
                </label>
                <input
                  id={`awb-${order.id}`}
                  value={awbs[order.id] ?? ''}
                  onChange={(event) => setAwbs((a) => ({ ...a, [order.id]: event.target.value }))}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={tried && awbErrors[order.id] ? true : undefined}
                  aria-describedby={tried && awbErrors[order.id] ? `awb-${order.id}-error` : undefined}
                  className={`h-10 w-full rounded-md border bg-white px-3 font-mono text-base sm:text-sm ${tried && awbErrors[order.id] ? 'border-red-600' : 'border-zinc-300'}`}
                />
                {tried && awbErrors[order.id] && (
                  <p id={`awb-${order.id}-error`} className="mt-1 text-xs text-red-700">
                    {awbErrors[order.id]}
                  </p>
                )}
              </li>
            ))}
          </ul>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" size="sm" busy={ship.isPending} busyText="Shipping…">
              Ship {orders.length} {orders.length === 1 ? 'Order' : 'Orders'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
