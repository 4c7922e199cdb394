import type { AdminShipment, OrderShipments, OrderStatus } from '@kuber/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { notify } from '#web/lib/notify';
import { controlStyles } from '#web/components/ui/field';
import { useCouriers } from '#web/features/shipments/api/admin/get-couriers';
import { useOrderShipments } from '#web/features/shipments/api/admin/get-order-shipments';
import {
  useDeliverShipment,
  usePackShipment,
  useRemoveShipment,
  useShipShipment,
} from '#web/features/shipments/api/admin/parcel-actions';
import { ParcelStatusChip } from '../parcel-list';
import { awbProblem, CourierFields } from './courier-fields';

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
const failed = (error: unknown) => notify('error', error instanceof Error ? error.message : String(error));
const options = (l: { size: string | null; color: string | null }) => [l.size, l.color].filter(Boolean).join(', ');

/**
 * The order page's parcels: pack lines into a parcel (never more than is left), hand it to a
 * courier with its AWB (the order is shipped with the first and the shopper mailed the link),
 * mark each delivered (the order with the last), or unpack one not shipped yet.
 */
export function ShipmentsPanel({ orderId, orderStatus }: { orderId: number; orderStatus: OrderStatus }) {
  const parcels = useOrderShipments(orderId);
  const data = parcels.data;
  const { refetch } = parcels;
  const statusSeen = useRef(orderStatus);
  useEffect(() => {
    // The order's status changed elsewhere on the page (cancelled, say): what can be packed changed with it.
    if (statusSeen.current === orderStatus) return;
    statusSeen.current = orderStatus;
    void refetch();
  }, [orderStatus, refetch]);
  return (
    <section aria-label="Shipments" className="@container rounded-lg border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-sm font-bold tracking-wide text-zinc-900 uppercase">Shipments</h2>
      {parcels.error ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-sm text-zinc-800">
          {parcels.error.message}
          <Button variant="secondary" size="sm" onClick={() => void parcels.refetch()}>
            Try Again
          </Button>
        </div>
      ) : !data ? (
        <p role="status" className="text-sm text-zinc-600">
          Loading shipments…
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          {data.shipments.length === 0 && !data.canPack && <p className="text-sm text-zinc-600">Nothing to ship.</p>}
          {data.shipments.length > 0 && (
            <ol className="flex flex-col gap-3">
              {data.shipments.map((parcel, index) => (
                <ParcelCard key={parcel.id} parcel={parcel} number={index + 1} />
              ))}
            </ol>
          )}
          {data.canPack && <PackForm key={data.shipments.length} data={data} />}
        </div>
      )}
    </section>
  );
}

function ParcelCard({ parcel, number }: { parcel: AdminShipment; number: number }) {
  const couriers = useCouriers();
  const ship = useShipShipment();
  const deliver = useDeliverShipment();
  const remove = useRemoveShipment();
  const [courierId, setCourierId] = useState<number | ''>(parcel.courierId ?? '');
  const [awb, setAwb] = useState(parcel.awb ?? '');
  const [tried, setTried] = useState(false);
  const awbError = tried ? awbProblem(awb, true) : undefined;
  const courierError = tried && !courierId ? 'Please choose the courier' : undefined;

  const onShip = () => {
    setTried(true);
    if (!courierId || awbProblem(awb, true)) return;
    ship.mutate(
      { id: parcel.id, courierId, awb: awb.trim() },
      {
        onSuccess: () => notify('success', `Parcel ${number} shipped: the shopper is mailed the link`),
        onError: failed,
      },
    );
  };

  return (
    <li className="rounded-md border border-zinc-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-zinc-900">Parcel {number}</p>
        <ParcelStatusChip status={parcel.status} />
      </div>
      <ul className="mt-2 text-sm text-zinc-800">
        {parcel.items.map((item) => (
          <li key={item.orderItemId} className="flex justify-between gap-3">
            <span className="min-w-0">
              {item.name}
              {options(item) && <span className="text-zinc-600"> · {options(item)}</span>}
            </span>
            <span className="shrink-0 tabular-nums">× {item.quantity}</span>
          </li>
        ))}
      </ul>
      {parcel.status !== 'PACKED' && (
        <p className="mt-2 text-sm text-zinc-700">
          {parcel.courierName} · <span className="font-mono">{parcel.awb}</span>
          {parcel.trackingUrl && (
            <>
              {' · '}
              <a
                href={parcel.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-accent hover:underline"
              >
                Track
              </a>
            </>
          )}
        </p>
      )}
      <p className="mt-1 text-xs text-zinc-600">
        {parcel.weightGrams ? `${parcel.weightGrams} g · ` : ''}
        {parcel.deliveredAt
          ? `Delivered ${day.format(new Date(parcel.deliveredAt))}`
          : parcel.shippedAt
            ? `Shipped ${day.format(new Date(parcel.shippedAt))}`
            : `Packed ${day.format(new Date(parcel.createdAt))}`}
      </p>
      {parcel.status === 'PACKED' && (
        <div className="mt-3 flex flex-col gap-3 border-t border-zinc-100 pt-3">
          <CourierFields
            couriers={couriers.data}
            courierId={courierId}
            awb={awb}
            onCourierChange={setCourierId}
            onAwbChange={setAwb}
            awbError={awbError}
            courierError={courierError}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onShip} busy={ship.isPending} busyText="Shipping…">
              Ship Parcel {number}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              busy={remove.isPending}
              onClick={() => remove.mutate(parcel.id, { onError: failed })}
            >
              Unpack
            </Button>
          </div>
        </div>
      )}
      {parcel.status === 'SHIPPED' && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          busy={deliver.isPending}
          busyText="Saving…"
          onClick={() =>
            deliver.mutate(parcel.id, {
              onSuccess: () => notify('success', `Parcel ${number} delivered`),
              onError: failed,
            })
          }
        >
          Mark Parcel {number} Delivered
        </Button>
      )}
    </li>
  );
}

/** What goes in the next parcel: each line's count (all that is left, to start with), and its courier and AWB if known. */
function PackForm({ data }: { data: OrderShipments }) {
  const couriers = useCouriers();
  const pack = usePackShipment();
  const left = data.lines.filter((l) => l.ordered > l.packed);
  const [counts, setCounts] = useState<Record<number, number>>(() =>
    Object.fromEntries(left.map((l) => [l.orderItemId, l.ordered - l.packed])),
  );
  const [courierId, setCourierId] = useState<number | ''>('');
  const [awb, setAwb] = useState('');
  const [weight, setWeight] = useState('');
  const awbError = awbProblem(awb, false);
  const items = left
    .map((l) => ({ orderItemId: l.orderItemId, quantity: counts[l.orderItemId] ?? 0 }))
    .filter((i) => i.quantity > 0);
  const grams = weight.trim() ? Number(weight) : undefined;
  const weightError =
    grams !== undefined && (!Number.isInteger(grams) || grams < 1 || grams > 100_000)
      ? 'The weight must be a whole number of grams, up to 100000'
      : undefined;
  const packedBefore = data.shipments.length > 0;

  return (
    <form
      aria-label="Pack a parcel"
      className="flex flex-col gap-3 rounded-md bg-zinc-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!items.length || awbError || weightError) return;
        pack.mutate(
          {
            orderId: data.orderId,
            items,
            courierId: courierId || undefined,
            awb: awb.trim() || undefined,
            weightGrams: grams,
          },
          { onSuccess: () => notify('success', 'Parcel packed'), onError: failed },
        );
      }}
    >
      <p className="text-sm font-semibold text-zinc-900">{packedBefore ? 'Pack another parcel' : 'Pack a parcel'}</p>
      <ul className="flex flex-col gap-2">
        {left.map((line) => {
          const most = line.ordered - line.packed;
          return (
            <li key={line.orderItemId} className="flex items-center justify-between gap-3 text-sm">
              <label htmlFor={`pack-${line.orderItemId}`} className="min-w-0 text-zinc-800">
                {line.name}
                {options(line) && <span className="text-zinc-600"> · {options(line)}</span>}
                <span className="block text-xs text-zinc-600">
                  {most} of {line.ordered} left to pack
                </span>
              </label>
              <input
                id={`pack-${line.orderItemId}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={most}
                value={counts[line.orderItemId] ?? 0}
                onChange={(event) =>
                  setCounts((c) => ({
                    ...c,
                    [line.orderItemId]: Math.max(0, Math.min(most, Math.floor(Number(event.target.value) || 0))),
                  }))
                }
                className={controlStyles(false, 'h-10 w-20 shrink-0 text-right tabular-nums')}
              />
            </li>
          );
        })}
      </ul>
      <CourierFields
        couriers={couriers.data}
        courierId={courierId}
        awb={awb}
        onCourierChange={setCourierId}
        onAwbChange={setAwb}
        awbError={awbError}
        optional
      />
      <div>
        <label htmlFor={`weight-${data.orderId}`} className="mb-1 block text-xs font-semibold text-zinc-600">
          Weight in grams (optional: 500 g an item otherwise)
        </label>
        <input
          id={`weight-${data.orderId}`}
          type="number"
          inputMode="numeric"
          min={1}
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          aria-invalid={weightError ? true : undefined}
          className={controlStyles(Boolean(weightError), 'h-10 sm:w-40')}
        />
        {weightError && <p className="mt-1 text-xs text-red-700">{weightError}</p>}
      </div>
      <Button type="submit" size="sm" disabled={!items.length} busy={pack.isPending} busyText="Packing…">
        Pack {items.reduce((s, i) => s + i.quantity, 0)} Item(s)
      </Button>
    </form>
  );
}
