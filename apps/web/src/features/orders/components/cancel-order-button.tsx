import type { Order } from '@kuber/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '#web/lib/notify';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useCancelOrder } from '../api/cancel-order';
import { ORDERS_KEY } from '../api/get-my-orders';
import { useT } from '#web/i18n/i18n-provider';

interface CancelOrderButtonProps {
  order: Order;
  /** After the server has cancelled it (the stock it held is back on sale). */
  onCancelled?: (order: Order) => void;
  className?: string;
}

/** 'Cancel Order' while the order may still be cancelled (pending, confirmed, processing), after a confirmation. */
export function CancelOrderButton({ order, onCancelled, className }: CancelOrderButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelOrder();
  const queryClient = useQueryClient();
  const t = useT();
  if (!order.canCancel) return null;

  const onConfirm = () =>
    cancel.mutate(order.id, {
      onSuccess: (cancelled) => {
        setConfirming(false);
        notify('success', t('orders.cancelled', { number: cancelled.orderNumber }));
        onCancelled?.(cancelled);
      },
      onError: (error) => {
        setConfirming(false);
        // 409: the order moved on meanwhile (shipped, or cancelled elsewhere); show where it stands now.
        notify('error', error.message);
        void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      },
    });

  return (
    <>
      <Button variant="secondary" size="sm" className={className} onClick={() => setConfirming(true)}>
        {t('orders.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('orders.cancelTitle')}
        confirmLabel={t('orders.cancel')}
        dismissLabel={t('orders.keep')}
        busy={cancel.isPending}
        busyText={t('orders.cancelling')}
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      >
        {t('orders.cancelBody', { number: order.orderNumber })}
      </ConfirmDialog>
    </>
  );
}
