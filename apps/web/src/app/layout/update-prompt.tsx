import { Button } from '#web/components/ui/button';
import { CloseIcon } from '#web/components/ui/icons';
import { dismissUpdate, useUpdateOffer } from '#web/lib/pwa-update';
import { useT } from '#web/i18n/i18n-provider';

/** Offers the new version of the store once it is ready; nothing changes under the shopper until they choose Reload. */
export function UpdatePrompt() {
  const reload = useUpdateOffer();
  const t = useT();
  return (
    <div role="status" className="empty:hidden">
      {reload && (
        <div className="fixed inset-x-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 flex items-center gap-3 rounded-lg bg-zinc-900 py-2 pr-2 pl-4 text-sm text-white shadow-xl sm:inset-x-auto sm:bottom-6 sm:left-6 sm:max-w-md">
          <p className="flex-1">{t('update.ready')}</p>
          <Button size="sm" onClick={reload}>
            {t('update.reload')}
          </Button>
          <button
            type="button"
            onClick={dismissUpdate}
            aria-label={t('update.notNow')}
            className="flex size-9 items-center justify-center rounded-md text-zinc-300 hover:text-white"
          >
            <CloseIcon width={18} height={18} />
          </button>
        </div>
      )}
    </div>
  );
}
