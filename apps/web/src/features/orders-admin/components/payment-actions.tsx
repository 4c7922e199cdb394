import type { AdminOrder } from '@kuber/shared';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useUpdateOrderPayment } from '../api/update-order-payment';

const paidAt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** When it was paid, or Mark as Paid (cash collected on delivery; a pending order is confirmed with it). */
export function PaymentActions({ order }: { order: AdminOrder }) {
  const update = useUpdateOrderPayment();
  if (order.paymentStatus === 'PAID') {
    return order.paidAt ? (
      <p className="mt-2 text-sm text-emerald-700">
        Paid on <time dateTime={order.paidAt}>{paidAt.format(new Date(order.paidAt))}</time>
      </p>
    ) : null;
  }
  return (
    <Button
      size="sm"
      className="mt-3"
      busy={update.isPending}
      busyText="Saving..."
      onClick={() =>
        update.mutate(
          { id: order.id, status: 'PAID' },
          {
            onSuccess: () => notify('success', `Order ${order.orderNumber} is marked paid`),
            onError: (error) => notify('error', error.message),
          },
        )
      }
    >
      Mark as Paid
    </Button>
  );
}
