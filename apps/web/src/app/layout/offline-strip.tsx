import { useT } from '#web/i18n/i18n-provider';
import { useOnline } from '#web/lib/offline';

/**
 * Says so while the device is offline: what was opened before still shows, changes wait.
 * The live region stays in the page so that screen readers hear it appear and go.
 */
export function OfflineStrip() {
  const online = useOnline();
  const t = useT();
  return (
    <div role="status" className="empty:hidden">
      {!online && (
        <p className="bg-amber-100 px-3 py-1.5 text-center text-xs font-medium text-amber-950 sm:text-sm">
          <span className="font-bold">{t('offline.title')}</span> {t('offline.body')}
        </p>
      )}
    </div>
  );
}
