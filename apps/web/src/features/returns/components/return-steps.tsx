import type { ReturnRequest, ReturnStatus } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

const RETURN_STEPS: ReturnStatus[] = ['REQUESTED', 'APPROVED', 'PICKUP_SCHEDULED', 'RECEIVED', 'CHECKED', 'REFUNDED'];
const EXCHANGE_STEPS: ReturnStatus[] = [
  'REQUESTED',
  'APPROVED',
  'PICKUP_SCHEDULED',
  'RECEIVED',
  'CHECKED',
  'EXCHANGE_SHIPPED',
];

/** The steps of a request, those taken ticked and the current one marked; none for one rejected or cancelled. */
export function ReturnSteps({
  request,
  labelOf,
}: {
  request: Pick<ReturnRequest, 'kind' | 'status' | 'pickup'>;
  labelOf?: (s: ReturnStatus) => string;
}) {
  const t = useT();
  // A parcel received without a pickup (the shopper brought or sent it) skips that step.
  const skipped = request.pickup == null && !['REQUESTED', 'APPROVED'].includes(request.status);
  const steps = (request.kind === 'EXCHANGE' ? EXCHANGE_STEPS : RETURN_STEPS).filter(
    (s) => !(skipped && s === 'PICKUP_SCHEDULED'),
  );
  const at = steps.indexOf(request.status);
  if (at < 0) return null;
  const label = labelOf ?? ((s: ReturnStatus) => t(`returns.status.${s}`));
  return (
    <ol className="mt-3 flex flex-wrap gap-x-1 gap-y-2 text-xs" aria-label={label(request.status)}>
      {steps.map((s, i) => (
        <li
          key={s}
          aria-current={i === at ? 'step' : undefined}
          className={`inline-flex items-center gap-1 rounded-full px-2 py-1 font-semibold ${
            i < at
              ? 'bg-emerald-50 text-emerald-800'
              : i === at
                ? 'bg-emerald-700 text-white'
                : 'bg-zinc-100 text-zinc-600'
          }`}
        >
          <span aria-hidden="true">{i <= at ? '✓' : i + 1}</span>
          {label(s)}
        </li>
      ))}
    </ol>
  );
}
