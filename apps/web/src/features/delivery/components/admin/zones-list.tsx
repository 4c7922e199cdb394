import { formatINR, type AdminDeliveryZone } from '@kuber/shared';
import { Button } from '#web/components/ui/button';

const badge = (tone: 'good' | 'bad' | 'plain') =>
  `rounded px-1.5 py-0.5 text-xs font-semibold ${
    tone === 'good'
      ? 'bg-emerald-50 text-emerald-800'
      : tone === 'bad'
        ? 'bg-red-50 text-red-800'
        : 'bg-zinc-100 text-zinc-700'
  }`;

function charge(zone: AdminDeliveryZone) {
  if (zone.shippingCharge === 0) return 'Free delivery';
  const charged = `${formatINR(zone.shippingCharge)} shipping`;
  return zone.freeAbove === null ? charged : `${charged}, free from ${formatINR(zone.freeAbove)}`;
}

/** The zones, one card each: where, what it costs, how long, and its Edit and Delete. */
export function ZonesList({
  zones,
  onEdit,
  onDelete,
}: {
  zones: AdminDeliveryZone[];
  onEdit: (zone: AdminDeliveryZone) => void;
  onDelete: (zone: AdminDeliveryZone) => void;
}) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label="Delivery zones">
      {zones.map((zone) => (
        <li key={zone.id} className="flex flex-col gap-3 rounded-lg border border-zinc-200 bg-white p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="mr-auto text-base font-bold text-zinc-900">{zone.name}</h2>
            <span className={badge(zone.serviceable ? 'good' : 'bad')}>
              {zone.serviceable ? 'Delivered' : 'Not delivered'}
            </span>
            {zone.serviceable && (
              <span className={badge(zone.codAllowed ? 'plain' : 'bad')}>{zone.codAllowed ? 'COD' : 'No COD'}</span>
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {zone.states.length > 0 && (
              <>
                <dt className="text-zinc-600">States</dt>
                <dd className="text-zinc-900">{zone.states.join(', ')}</dd>
              </>
            )}
            {zone.pinPrefixes.length > 0 && (
              <>
                <dt className="text-zinc-600">PIN prefixes</dt>
                <dd className="font-mono text-zinc-900">{zone.pinPrefixes.join(', ')}</dd>
              </>
            )}
            {zone.serviceable && (
              <>
                <dt className="text-zinc-600">Charge</dt>
                <dd className="text-zinc-900">{charge(zone)}</dd>
                <dt className="text-zinc-600">Days</dt>
                <dd className="text-zinc-900">
                  {zone.minDays}–{zone.maxDays} working days
                </dd>
              </>
            )}
          </dl>
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={() => onEdit(zone)} aria-label={`Edit ${zone.name}`}>
              Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onDelete(zone)} aria-label={`Delete ${zone.name}`}>
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
