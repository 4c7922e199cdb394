import { lazy, Suspense, useState } from 'react';
import { MapPinIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';
import { useRememberedPin } from '../remembered-pin';

// Loaded when first opened: every page has the top bar, and its first load carries as little as it can.
const DeliverToDialog = lazy(() => import('./deliver-to-dialog'));

/**
 * The top bar's 'Deliver to 560001': the PIN code the shopper checked last (the store's own until
 * they do), a button that opens the delivery check to change it.
 */
export function DeliverTo({ storePin }: { storePin: string | undefined }) {
  const t = useT();
  const remembered = useRememberedPin();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const pin = remembered ?? storePin;
  return (
    <>
      {/* Below 400 px the pin stands for 'Deliver to' (still read out), so the three notes fit beside it. */}
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="flex items-center gap-1 rounded-sm underline-offset-2 hover:underline"
        aria-haspopup="dialog"
      >
        <MapPinIcon width={14} height={14} className="max-sm:min-[400px]:hidden" />
        <span className="max-[399px]:sr-only">{t('topBar.deliverTo')} </span>
        <span className="font-semibold">{pin ?? '······'}</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <DeliverToDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
