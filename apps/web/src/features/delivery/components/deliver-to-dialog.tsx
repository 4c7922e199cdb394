import { Dialog } from '#web/components/ui/dialog';
import { useT } from '#web/i18n/i18n-provider';
import { DeliveryCheck } from './delivery-check';

/** The delivery check in a dialog, opened from the top bar: checking a PIN code closes it. */
export default function DeliverToDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} title={t('delivery.dialogTitle')}>
      <DeliveryCheck autoFocus onChecked={onClose} />
    </Dialog>
  );
}
