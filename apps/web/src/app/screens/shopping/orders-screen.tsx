import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
import { BagIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useMyOrders } from '../../../features/orders/api/get-my-orders';
import { OrderCard } from '../../../features/orders/components/order-card';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageContainer } from '../../layout/page-container';
import { LoadError } from './load-error';

export default function OrdersScreen() {
  useDocumentTitle('My Orders');
  const queryClient = useQueryClient();
  const { data, isPending, error, refetch, isRefetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useMyOrders();

  if (isPending) return <OrdersSkeleton />;
  if (error) return <LoadError title="We couldn't load your orders" error={error} onRetry={refetch} retrying={isRefetching} />;

  const orders = data.pages.flatMap((page) => page.data);
  const total = data.pages[0]?.total ?? 0;
  if (total === 0) {
    return (
      <PageContainer>
        <StatusMessage
          icon={<BagIcon width={28} height={28} />}
          title="No Orders Yet"
          body="When you place an order, it will show up here so you can follow it to your door."
          actions={
            <Link to="/shop" className={buttonStyles('primary')}>
              Start Shopping
            </Link>
          }
        />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <div className="mb-5 flex items-baseline justify-between gap-4">
        <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">My Orders</h1>
        <p className="text-sm text-zinc-600">
          Showing {orders.length} of {total} {total === 1 ? 'order' : 'orders'}
        </p>
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
          <Button variant="secondary" onClick={() => fetchNextPage()} busy={isFetchingNextPage} busyText="Loading...">
            Load more orders
          </Button>
        </div>
      )}
    </PageContainer>
  );
}

function OrdersSkeleton() {
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        Loading your orders...
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
