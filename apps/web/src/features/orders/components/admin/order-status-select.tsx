import { ORDER_STATUS_LABELS, ORDER_STATUSES, type AdminOrderRow, type OrderStatus } from '@kuber/shared';
import { useId, useState } from 'react';
import { StatusChangeDialog } from './status-change-dialog';

interface OrderStatusSelectProps {
  order: Pick<AdminOrderRow, 'id' | 'orderNumber' | 'status' | 'paymentMethod' | 'paymentStatus' | 'version'>;
  onChanged?: () => void;
  /** Visible label; the table's rows name the order in an aria-label instead. */
  label?: string;
}

/**
 * Any of the seven statuses, each asked about first: a status chosen by a slip of the
 * hand would move stock, coupons and mail. The select shows the order's status until the change is made.
 */
export function OrderStatusSelect({ order, onChanged, label }: OrderStatusSelectProps) {
  const id = useId();
  const [asking, setAsking] = useState<OrderStatus | null>(null);

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
        disabled={asking !== null}
        onChange={(event) => setAsking(event.target.value as OrderStatus)}
        className="h-9 min-w-36 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 disabled:opacity-60"
      >
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <StatusChangeDialog order={order} status={asking} onClose={() => setAsking(null)} onChanged={onChanged} />
    </>
  );
}
