import { ORDER_STATUS_LABELS, ORDER_STATUSES, type AdminOrder, type OrderStatus } from '@kuber/shared';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { StatusChangeDialog } from './status-change-dialog';

const NOTE_MAX = 500;

/** The order page's status change: any of the seven, a note for the history (a courier's number), and a question first. */
export function StatusChangeForm({ order }: { order: AdminOrder }) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [note, setNote] = useState('');
  const [asking, setAsking] = useState(false);

  return (
    <section aria-label="Change status" className="rounded-lg border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-sm font-bold tracking-wide text-zinc-900 uppercase">Change Status</h2>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <div>
          <label htmlFor={`${id}-status`} className="mb-1 block text-xs font-semibold text-zinc-600">
            New status
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatus)}
            className="h-10 w-full rounded-md border border-zinc-300 bg-white px-2 text-base text-zinc-900 sm:text-sm"
          >
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_STATUS_LABELS[s]}
                {s === order.status ? ' (now)' : ''}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-note`} className="mb-1 block text-xs font-semibold text-zinc-600">
            Note for the history (optional)
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={NOTE_MAX}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
            placeholder="Courier and tracking number, reason for a return…"
            className="w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 placeholder:text-zinc-500 sm:text-sm"
          />
        </div>
        <Button type="submit" size="sm" disabled={status === order.status}>
          Update Status
        </Button>
      </form>
      <StatusChangeDialog
        order={order}
        status={asking ? status : null}
        note={note.trim() || undefined}
        onClose={() => setAsking(false)}
        onChanged={() => setNote('')}
      />
    </section>
  );
}
