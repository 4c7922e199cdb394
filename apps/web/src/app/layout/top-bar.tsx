import { MapPinIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';

/** A fixed delivery PIN and three service notes, none of them links. */
export function TopBar() {
  const { data: store } = useStoreSettings();
  const t = useT();
  return (
    <div className="bg-zinc-900 text-[11px] tracking-tight text-zinc-100 sm:text-xs sm:tracking-normal">
      <div className="mx-auto no-scrollbar flex h-8 max-w-7xl items-center justify-between gap-3 overflow-x-auto px-3 whitespace-nowrap sm:px-4">
        {/* Below 400 px the pin stands for 'Deliver to' (still read out), so the three notes fit beside it. */}
        <p className="flex items-center gap-1">
          <MapPinIcon width={14} height={14} className="max-sm:min-[400px]:hidden" />
          <span className="max-[399px]:sr-only">{t('topBar.deliverTo')} </span>
          <span className="font-semibold">{store?.deliverToPin ?? '······'}</span>
        </p>
        <ul className="flex items-center gap-2 sm:gap-5">
          <li>{t('topBar.downloadApp')}</li>
          <li>{t('topBar.becomeSeller')}</li>
          <li>{t('topBar.customerCare')}</li>
        </ul>
      </div>
    </div>
  );
}
