import { ORDER_STATUS_LABELS, type AdminOrderRow, type OrderStatus } from '@kuber/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { FormAlert } from '#web/components/ui/form-alert';
import { ApiError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { reloadOrders, useUpdateOrderStatus } from '#web/features/orders/api/admin/update-order-status';

type ShownOrder = Pick<AdminOrderRow, 'id' | 'orderNumber' | 'status' | 'paymentMethod' | 'paymentStatus' | 'version'>;

const isClosed = (status: OrderStatus) => status === 'CANCELLED' || status === 'RETURNED';

/** What the move does beside the status, as the store will do it: the admin confirms knowing it. */
function consequences(order: ShownOrder, status: OrderStatus): string[] {
  const said: string[] = [];
  if (isClosed(status) && !isClosed(order.status))
    said.push('The items go back into stock and any coupon returns to the shopper.');
  if (isClosed(status) && isClosed(order.status))
    said.push('No stock moves: the items went back when the order closed.');
  if (!isClosed(status) && isClosed(order.status)) {
    said.push(
      'The items are taken from stock again and any coupon is spent on it again; if either is gone, the change is refused.',
    );
  }
  if (status === 'DELIVERED' && order.paymentMethod === 'COD' && order.paymentStatus === 'PENDING')
    said.push('The cash is marked collected: the payment becomes paid.');
  if (status === 'SHIPPED' || status === 'DELIVERED' || status === 'CANCELLED')
    said.push('The shopper is told by mail.');
  return said.length ? said : ['The change is kept in the order’s history with your name.'];
}

const titleOf = (order: ShownOrder, status: OrderStatus) =>
  status === 'CANCELLED'
    ? `Cancel order ${order.orderNumber}?`
    : `Mark order ${order.orderNumber} as ${ORDER_STATUS_LABELS[status].toLowerCase()}?`;
const actionOf = (status: OrderStatus) =>
  status === 'CANCELLED' ? 'Cancel order' : `Mark as ${ORDER_STATUS_LABELS[status].toLowerCase()}`;

interface StatusChangeDialogProps {
  order: ShownOrder;
  /** The status asked about; null while no change is asked. */
  status: OrderStatus | null;
  /** For the order's history. */
  note?: string;
  onClose: () => void;
  onChanged?: () => void;
}

/**
 * Asks before any status change, naming the order, the new status and what moves with it, then
 * sends it with the version shown. A refusal (409: the order changed meanwhile, its stock or coupon
 * is gone) stays in the dialog with the store's message and a way to reload the order.
 */
export function StatusChangeDialog({ order, status, note, onClose, onChanged }: StatusChangeDialogProps) {
  const queryClient = useQueryClient();
  const update = useUpdateOrderStatus();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const apply = (to: OrderStatus) =>
    update.mutate(
      { id: order.id, status: to, note, version: order.version },
      {
        onSuccess: () => {
          notify('success', `Order ${order.orderNumber} is now ${ORDER_STATUS_LABELS[to].toLowerCase()}`);
          close();
          onChanged?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) return setRefusal(error.message);
          notify('error', error.message);
          close();
        },
      },
    );
  const reload = () => {
    void reloadOrders(queryClient);
    close();
  };

  return (
    <ConfirmDialog
      open={status !== null}
      title={status ? titleOf(order, status) : ''}
      confirmLabel={refusal ? 'Reload order' : status ? actionOf(status) : ''}
      dismissLabel={refusal ? 'Close' : 'Keep it as it is'}
      busy={update.isPending}
      busyText="Saving..."
      onConfirm={() => (refusal ? reload() : status && apply(status))}
      onClose={close}
    >
      {refusal ? (
        <FormAlert>{refusal}</FormAlert>
      ) : (
        status &&
        consequences(order, status).map((line) => (
          <p key={line} className="mt-2 first:mt-0">
            {line}
          </p>
        ))
      )}
    </ConfirmDialog>
  );
}
