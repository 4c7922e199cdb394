import { Skeleton } from '#web/components/ui/skeleton';
import { useStoreSettings } from '../api/get-store-settings';
import { whatsappUrl } from './whatsapp-chat-link';
import { useT } from '#web/i18n/i18n-provider';

/** The store's contact points, as configured by the owner. */
export function SupportDetails() {
  const { data: store, isPending, isError, refetch } = useStoreSettings();
  const t = useT();
  if (isPending) return <Skeleton className="h-28 w-full" />;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-zinc-700">
        {t('support.loadError')}{' '}
        <button type="button" onClick={() => void refetch()} className="font-semibold text-accent underline">
          {t('common.tryAgain')}
        </button>
      </p>
    );
  }
  const tel = store.supportPhone.replace(/[^\d+]/g, '');
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-lg border border-zinc-200 p-4">
        <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{t('support.email')}</dt>
        <dd className="mt-1">
          <a href={`mailto:${store.supportEmail}`} className="font-semibold break-all text-zinc-900 hover:text-accent">
            {store.supportEmail}
          </a>
        </dd>
      </div>
      <div className="rounded-lg border border-zinc-200 p-4">
        <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{t('support.phone')}</dt>
        <dd className="mt-1">
          <a href={`tel:${tel}`} className="font-semibold text-zinc-900 hover:text-accent">
            {store.supportPhone}
          </a>
        </dd>
      </div>
      <div className="rounded-lg border border-zinc-200 p-4">
        <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">WhatsApp</dt>
        <dd className="mt-1">
          <a
            href={whatsappUrl(store.whatsappNumber, t('support.chatText', { store: store.name }))}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-zinc-900 hover:text-accent"
          >
            {t('support.chat')}
          </a>
        </dd>
      </div>
    </dl>
  );
}
