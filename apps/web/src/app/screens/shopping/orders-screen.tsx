import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { BagIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { useMyOrders } from '#web/features/orders/api/get-my-orders';
import { OrderCard } from '#web/features/orders/components/order-card';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '#web/app/layout/page-container';
import { LoadError } from './load-error';
import { useT } from '#web/i18n/i18n-provider';

export default function OrdersScreen() {
  const t = useT();
  useDocumentTitle(t('menu.myOrders'));
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useMyOrders();

  if (isPending) return <OrdersSkeleton />;
  if (error)
    return <LoadError title={t('myOrders.loadError')} error={error} onRetry={refetch} retrying={isRefetching} />;

  const orders = data.pages.flatMap((page) => page.data);
  const total = data.pages[0]?.total ?? 0;
  if (total === 0) {
    return (
      <PageContainer>
        <StatusMessage
          icon={<BagIcon width={28} height={28} />}
          title={t('myOrders.none')}
          body={t('myOrders.noneBody')}
          actions={
            <Link to="/shop" className={buttonStyles('primary')}>
              {t('wishlist.startShopping')}
            </Link>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">{t('menu.myOrders')}</h1>
        <p className="text-sm text-zinc-600">{t('myOrders.showing', { shown: orders.length, total })}</p>
      </div>
      <ul className="space-y-4">
        {orders.map((order) => (
          <li key={order.id}>
            {/* A cancelled order's items are back on sale: product pages must not show the old stock. */}
            <OrderCard order={order} onCancelled={() => queryClient.invalidateQueries({ queryKey: ['products'] })} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => fetchNextPage()}
            busy={isFetchingNextPage}
            busyText={t('common.loading')}
          >
            {t('myOrders.loadMore')}
          </Button>
        </div>
      )}
    </PageContainer>
  );
}

function OrdersSkeleton() {
  const t = useT();
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        {t('myOrders.loading')}
      </p>
      <Skeleton className="mb-5 h-8 w-40" />
      <div className="space-y-4" aria-hidden="true">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-lg border border-zinc-200">
            <Skeleton className="h-16 w-full rounded-b-none" />
            <div className="flex gap-3 p-4">
              <Skeleton className="aspect-[3/4] w-14" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </PageContainer>
  );
}
