import { Skeleton } from '../../../components/ui/skeleton';
import { useStoreSettings } from '../api/get-store-settings';
import { whatsappUrl } from './whatsapp-chat-link';

/** The store's contact points, as configured by the owner. */
export function SupportDetails() {
  const { data: store, isPending, isError, refetch } = useStoreSettings();
  if (isPending) return <Skeleton className="h-28 w-full" />;
  if (isError) {
    return (
      <p role="alert" className="text-sm text-zinc-700">
        We couldn't load our contact details just now.{' '}
        <button type="button" onClick={() => void refetch()} className="font-semibold text-accent underline">
          Try again
        </button>
      </p>
    );
  }
  const tel = store.supportPhone.replace(/[^\d+]/g, '');
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className="rounded-lg border border-zinc-200 p-4">
        <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">Email</dt>
        <dd className="mt-1">
          <a href={`mailto:${store.supportEmail}`} className="font-semibold break-all text-zinc-900 hover:text-accent">
            {store.supportEmail}
          </a>
        </dd>
      </div>
      <div className="rounded-lg border border-zinc-200 p-4">
        <dt className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">Phone</dt>
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
            href={whatsappUrl(store.whatsappNumber, `Hi ${store.name}, I need help with`)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-zinc-900 hover:text-accent"
          >
            Chat with us
          </a>
        </dd>
      </div>
    </dl>
  );
}
