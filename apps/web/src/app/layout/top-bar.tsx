import { useT } from '#web/i18n/i18n-provider';
import { DeliverTo } from '#web/features/delivery/components/deliver-to';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';

/** The PIN code delivered to (the shopper's, changed from here) and three service notes, none of them links. */
export function TopBar() {
  const { data: store } = useStoreSettings();
  const t = useT();
  return (
    <div className="bg-zinc-900 text-[11px] tracking-tight text-zinc-100 sm:text-xs sm:tracking-normal">
      <div className="mx-auto no-scrollbar flex h-8 max-w-7xl items-center justify-between gap-3 overflow-x-auto px-3 whitespace-nowrap sm:px-4">
        <DeliverTo storePin={store?.deliverToPin} />
        <ul className="flex items-center gap-2 sm:gap-5">
          <li>{t('topBar.downloadApp')}</li>
          <li>{t('topBar.becomeSeller')}</li>
          <li>{t('topBar.customerCare')}</li>
        </ul>
      </div>
    </div>
  );
}
