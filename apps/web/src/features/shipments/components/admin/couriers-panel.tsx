import { AWB_PLACEHOLDER, courierInputSchema, trackingUrl, type Courier } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { notify } from '#web/lib/notify';
import { Switch } from '#web/components/ui/switch';
import { TextField } from '#web/components/ui/text-field';
import { useCouriers } from '#web/features/shipments/api/admin/get-couriers';
import { useAddCourier, useChangeCourier } from '#web/features/shipments/api/admin/save-courier';

const failed = (error: unknown) => notify('error', error instanceof Error ? error.message : String(error));

/** The form's messages by field, from the shared schema (the API checks the same). */
function problems(name: string, trackingUrlPattern: string): { name?: string; trackingUrlPattern?: string } {
  const checked = courierInputSchema.safeParse({ name, trackingUrlPattern });
  if (checked.success) return {};
  const out: Record<string, string> = {};
  for (const issue of checked.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

/**
 * The shop's couriers: a name and the tracking link pattern (an https:// address with {awb}
 * where the AWB number goes), added, edited, switched off or on. A switched-off courier is not
 * offered for new parcels; the parcels it carried keep its name and links.
 */
export function CouriersPanel() {
  const couriers = useCouriers();
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Couriers" className="rounded-xl border border-zinc-200 bg-white">
        {couriers.error ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-8 text-center text-sm">
            {couriers.error.message}
            <Button variant="secondary" size="sm" onClick={() => void couriers.refetch()}>
              Try Again
            </Button>
          </div>
        ) : !couriers.data ? (
          <p role="status" className="px-4 py-8 text-center text-sm text-zinc-600">
            Loading couriers…
          </p>
        ) : couriers.data.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-zinc-600">No couriers yet: add the first one below.</p>
        ) : (
          <ul className="divide-y divide-zinc-100">
            {couriers.data.map((courier) => (
              <CourierRow key={`${courier.id}-${courier.name}-${courier.trackingUrlPattern}`} courier={courier} />
            ))}
          </ul>
        )}
      </section>
      <AddCourierForm />
    </div>
  );
}

function CourierRow({ courier }: { courier: Courier }) {
  const change = useChangeCourier();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(courier.name);
  const [pattern, setPattern] = useState(courier.trackingUrlPattern);
  const [tried, setTried] = useState(false);
  const errors = tried ? problems(name, pattern) : {};

  if (editing) {
    return (
      <li className="px-4 py-4 sm:px-5">
        <form
          aria-label={`Edit ${courier.name}`}
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setTried(true);
            if (Object.keys(problems(name, pattern)).length) return;
            change.mutate(
              { id: courier.id, name, trackingUrlPattern: pattern },
              { onSuccess: () => notify('success', 'Courier saved'), onError: failed },
            );
          }}
        >
          <CourierInputs name={name} pattern={pattern} setName={setName} setPattern={setPattern} errors={errors} />
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={change.isPending} busyText="Saving…">
              Save
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className={`text-sm font-semibold ${courier.active ? 'text-zinc-900' : 'text-zinc-500'}`}>
          {courier.name}
          {!courier.active && <span className="ml-2 text-xs font-normal">Switched off</span>}
        </p>
        <p className="truncate font-mono text-xs text-zinc-600" title={courier.trackingUrlPattern}>
          {courier.trackingUrlPattern}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        Edit
      </Button>
      <Switch
        checked={courier.active}
        aria-label={`Offer ${courier.name} for new parcels`}
        disabled={change.isPending}
        onChange={(active) =>
          change.mutate(
            { id: courier.id, active },
            {
              onSuccess: () => notify('success', `${courier.name} ${active ? 'switched on' : 'switched off'}`),
              onError: failed,
            },
          )
        }
      />
    </li>
  );
}

function CourierInputs({
  name,
  pattern,
  setName,
  setPattern,
  errors,
}: {
  name: string;
  pattern: string;
  setName: (v: string) => void;
  setPattern: (v: string) => void;
  errors: { name?: string; trackingUrlPattern?: string };
}) {
  const example = pattern.includes(AWB_PLACEHOLDER) ? trackingUrl(pattern, 'AWB123456') : null;
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <TextField
        label="Tracking link pattern"
        value={pattern}
        onChange={(e) => setPattern(e.target.value)}
        error={errors.trackingUrlPattern}
        placeholder="https://courier.example.in/track/{awb}"
        spellCheck={false}
        className="min-w-0"
        hint={example ? `A parcel's link: ${example}` : 'An https:// address with {awb} where the AWB number goes'}
      />
    </div>
  );
}

function AddCourierForm() {
  const add = useAddCourier();
  const [name, setName] = useState('');
  const [pattern, setPattern] = useState('');
  const [tried, setTried] = useState(false);
  const errors = tried ? problems(name, pattern) : {};
  return (
    <section aria-label="Add a courier" className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-sm font-bold tracking-wide text-zinc-900 uppercase">Add a Courier</h2>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (Object.keys(problems(name, pattern)).length) return;
          add.mutate(
            { name, trackingUrlPattern: pattern },
            {
              onSuccess: (courier) => {
                notify('success', `${courier.name} added`);
                setName('');
                setPattern('');
                setTried(false);
              },
              onError: failed,
            },
          );
        }}
      >
        <CourierInputs name={name} pattern={pattern} setName={setName} setPattern={setPattern} errors={errors} />
        <Button type="submit" size="sm" className="self-start" busy={add.isPending} busyText="Adding…">
          Add Courier
        </Button>
      </form>
    </section>
  );
}
