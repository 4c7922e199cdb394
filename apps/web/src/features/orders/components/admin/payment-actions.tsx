import type { AdminOrder } from '@kuber/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { notify } from '#web/lib/notify';
import { useMarkPaymentNotReceived } from '#web/features/orders/api/admin/mark-payment-not-received';
import { useUpdateOrderPayment } from '#web/features/orders/api/admin/update-order-payment';
import { reloadOrders } from '#web/features/orders/api/admin/update-order-status';
import { ApiError } from '#web/lib/api';
import { RefundForm } from './refund-form';

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * When it was paid, or Mark as Paid (cash collected on delivery, or a UPI payment found in the
 * shop's account; a pending order is confirmed with it). A UPI order awaiting payment also shows
 * the shopper's reference, the time it waits till, and Not received.
 */
export function PaymentActions({ order }: { order: AdminOrder }) {
  const queryClient = useQueryClient();
  const update = useUpdateOrderPayment();
  const reference = order.paymentReference && (
    <PaymentReference reference={order.paymentReference} online={order.paymentMethod === 'ONLINE'} />
  );
  const issue = order.paymentIssue && (
    <p role="alert" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
      {order.paymentIssue}
    </p>
  );
  if (
    order.paymentStatus === 'PAID' ||
    order.paymentStatus === 'PARTIALLY_REFUNDED' ||
    order.paymentStatus === 'REFUNDED'
  ) {
    return (
      <>
        {issue}
        {reference}
        {order.paidAt && (
          <p className="mt-2 text-sm text-emerald-700">
            Paid on <time dateTime={order.paidAt}>{indiaTime.format(new Date(order.paidAt))}</time>
          </p>
        )}
        <RefundForm key={order.version} order={order} />
      </>
    );
  }
  // The gateway confirms an online payment: there is nothing to mark by hand.
  if (order.paymentMethod === 'ONLINE') return issue || null;
  const awaitsUpi = order.upiLink !== null;
  return (
    <>
      {awaitsUpi && (
        <div className="mt-2 space-y-1 text-sm">
          {reference || <p className="text-zinc-600">The shopper has not given a UPI reference yet.</p>}
          {order.paymentDueAt && (
            <p className="text-zinc-600">
              Cancelled unless paid by{' '}
              <time dateTime={order.paymentDueAt}>{indiaTime.format(new Date(order.paymentDueAt))}</time>
            </p>
          )}
        </div>
      )}
      {!awaitsUpi && reference}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          busy={update.isPending}
          busyText="Saving..."
          onClick={() =>
            update.mutate(
              { id: order.id, status: 'PAID', version: order.version },
              {
                onSuccess: () => notify('success', `Order ${order.orderNumber} is marked paid`),
                onError: (error) => {
                  notify('error', error.message);
                  // Refused as the order changed meanwhile: the page shows what it is now.
                  if (error instanceof ApiError && error.status === 409) void reloadOrders(queryClient);
                },
              },
            )
          }
        >
          Mark as Paid
        </Button>
        {awaitsUpi && <NotReceivedButton order={order} />}
      </div>
    </>
  );
}

function PaymentReference({ reference, online }: { reference: string; online: boolean }) {
  return (
    <p className="mt-2 text-sm text-zinc-900">
      {online ? 'Gateway payment' : 'UPI reference (UTR)'} <span className="font-mono font-semibold">{reference}</span>
    </p>
  );
}

/** No payment came for the order: cancelled like a shopper's cancel, with its stock and coupon back, after a confirmation. */
function NotReceivedButton({ order }: { order: AdminOrder }) {
  const [confirming, setConfirming] = useState(false);
  const notReceived = useMarkPaymentNotReceived();
  const onConfirm = () =>
    notReceived.mutate(order.id, {
      onSuccess: () => notify('success', `Order ${order.orderNumber} is cancelled: payment not received`),
      onError: (error) => notify('error', error.message),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
        Not received
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Payment not received?"
        confirmLabel="Cancel the order"
        dismissLabel="Keep waiting"
        busy={notReceived.isPending}
        busyText="Cancelling..."
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      >
        Order {order.orderNumber} will be cancelled, its items put back on sale and any coupon returned to the shopper,
        who is told by email.
      </ConfirmDialog>
    </>
  );
}
