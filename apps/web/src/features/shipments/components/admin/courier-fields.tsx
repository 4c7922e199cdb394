import { awbSchema, type Courier } from '@kuber/shared';
import { useId } from 'react';
import { controlStyles } from '#web/components/ui/field';

/** A message for an AWB as typed, or none when it is fine (blank is fine where it is optional). */
export function awbProblem(awb: string, required: boolean): string | undefined {
  if (!awb.trim()) return required ? 'Please enter the AWB number' : undefined;
  const checked = awbSchema.safeParse(awb);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/** The courier (from the shop's active ones) and the AWB number, side by side; the message under the AWB. */
export function CourierFields({
  couriers,
  courierId,
  awb,
  onCourierChange,
  onAwbChange,
  awbError,
  courierError,
  optional = false,
}: {
  couriers: Courier[] | undefined;
  courierId: number | '';
  onCourierChange: (id: number | '') => void;
  /** Left out when the AWB numbers are asked apart (one per order). */
  awb?: string;
  onAwbChange?: (awb: string) => void;
  awbError?: string;
  courierError?: string;
  optional?: boolean;
}) {
  const id = useId();
  const label = 'mb-1 block text-xs font-semibold text-zinc-600';
  return (
    <div className={`grid gap-3 ${onAwbChange ? '@md:grid-cols-2' : ''}`}>
      <div>
        <label htmlFor={`${id}-courier`} className={label}>
          Courier{optional && ' (optional)'}
        </label>
        <select
          id={`${id}-courier`}
          value={courierId}
          onChange={(event) => onCourierChange(event.target.value ? Number(event.target.value) : '')}
          aria-invalid={courierError ? true : undefined}
          aria-describedby={courierError ? `${id}-courier-error` : undefined}
          className={controlStyles(Boolean(courierError), 'h-10')}
        >
          <option value="">Choose a courier</option>
          {couriers
            ?.filter((c) => c.active || c.id === courierId)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </select>
        {courierError && (
          <p id={`${id}-courier-error`} className="mt-1 text-xs text-red-700">
            {courierError}
          </p>
        )}
      </div>
      {onAwbChange && (
        <div>
          <label htmlFor={`${id}-awb`} className={label}>
            AWB number{optional && ' (optional)'}
          </label>
          <input
            id={`${id}-awb`}
            value={awb ?? ''}
            onChange={(event) => onAwbChange(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={awbError ? true : undefined}
            aria-describedby={awbError ? `${id}-awb-error` : undefined}
            className={controlStyles(Boolean(awbError), 'h-10 font-mono')}
          />
          {awbError && (
            <p id={`${id}-awb-error`} className="mt-1 text-xs text-red-700">
              {awbError}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
