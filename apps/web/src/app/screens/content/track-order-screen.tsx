import type { TrackedOrder } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { authHref } from '#web/features/auth/login-href';
import { OrderStatusChip } from '#web/features/orders/components/order-status-chip';
import { TrackOrderForm } from '#web/features/shipments/components/track-order-form';
import { TrackedOrderView } from '#web/features/shipments/components/tracked-order-view';
import { PageContainer } from '#web/app/layout/page-container';
import { useT } from '#web/i18n/i18n-provider';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/session';

/** /track-order: an order found by its number and the phone or email it was placed with, no log-in needed. */
export default function TrackOrderScreen() {
  const t = useT();
  useDocumentTitle(t('track.title'));
  const signedIn = Boolean(useSession().user);
  const [found, setFound] = useState<TrackedOrder | null>(null);
  return (
    <PageContainer>
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <header>
          <h1 className="text-2xl font-bold text-zinc-900 sm:text-3xl">{t('track.title')}</h1>
          <p className="mt-2 text-base leading-7 text-zinc-700">{t('track.intro')}</p>
        </header>
        <section className="rounded-lg border border-zinc-200 bg-white p-4 sm:p-6">
          <TrackOrderForm onFound={setFound} />
        </section>
        {found && <TrackedOrderView order={found} StatusChip={OrderStatusChip} />}
        <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-700">
          {signedIn ? (
            <Link to="/orders" className={buttonStyles('secondary')}>
              {t('track.myOrders')}
            </Link>
          ) : (
            <>
              <span>{t('track.haveAccount')}</span>
              <Link to={authHref('/login', { pathname: '/orders', search: '' })} className={buttonStyles('secondary')}>
                {t('track.login')}
              </Link>
            </>
          )}
          <Link to="/contact" className="font-semibold text-accent hover:underline">
            {t('track.help')}
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
