import { ORDER_STATUS_LABELS, ORDER_STATUSES, type AdminOrderRow, type OrderStatus } from '@kuber/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../lib/notify';
import { useUpdateOrderStatus } from '../api/update-order-status';

/** Statuses that put the stock back and end the order: asked about first. */
const NEEDS_CONFIRMATION: OrderStatus[] = ['CANCELLED', 'RETURNED'];

interface OrderStatusSelectProps {
  order: Pick<AdminOrderRow, 'id' | 'orderNumber' | 'status'>;
  /** Read by the change, for the order's history. */
  note?: string;
  onChanged?: () => void;
  /** Visible label; the table's rows name the order in an aria-label instead. */
  label?: string;
}

/**
 * Any of the seven statuses (spec), applied when chosen; CANCELLED and RETURNED first ask,
 * as they put the stock back. A refusal (the order moved on meanwhile) is shown as a toast.
 */
export function OrderStatusSelect({ order, note, onChanged, label }: OrderStatusSelectProps) {
  const id = useId();
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState<OrderStatus | null>(null);

  const apply = (status: OrderStatus) =>
    update.mutate(
      { id: order.id, status, note },
      {
        onSuccess: () => {
          setAsking(null);
          notify('success', `Order ${order.orderNumber} is now ${ORDER_STATUS_LABELS[status].toLowerCase()}`);
          onChanged?.();
        },
        onError: (error) => {
          setAsking(null);
          notify('error', error.message);
        },
      },
    );

  return (
    <>
      {label && (
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-zinc-600">
          {label}
        </label>
      )}
      <select
        id={id}
        aria-label={label ? undefined : `Status of order ${order.orderNumber}`}
        value={order.status}
        disabled={update.isPending}
        onChange={(event) => {
          const status = event.target.value as OrderStatus;
          if (NEEDS_CONFIRMATION.includes(status)) setAsking(status);
          else apply(status);
        }}
        className="h-9 min-w-36 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 disabled:opacity-60"
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'RETURNED' ? `Mark order ${order.orderNumber} as returned?` : `Cancel order ${order.orderNumber}?`}
        confirmLabel={asking === 'RETURNED' ? 'Mark as returned' : 'Cancel order'}
        dismissLabel="Keep it as it is"
        busy={update.isPending}
        busyText="Saving..."
        onConfirm={() => asking && apply(asking)}
        onClose={() => setAsking(null)}
      >
        {asking === 'RETURNED'
          ? 'The items go back into stock (once, however often the order is marked).'
          : 'The shopper is told by mail, and the items go back into stock (once, however often the order is marked).'}
      </ConfirmDialog>
    </>
  );
}
