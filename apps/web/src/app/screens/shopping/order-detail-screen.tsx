import type { Order } from '@kuber/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { SearchIcon, WhatsAppIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { useOrder } from '#web/features/orders/api/get-order';
import { CancelOrderButton } from '#web/features/orders/components/cancel-order-button';
import { OnlinePayment } from '#web/features/orders/components/online-payment';
import { OrderDetails } from '#web/features/orders/components/order-details';
import { UpiPayment } from '#web/features/orders/components/upi-payment';
import { OrderReturns } from '#web/features/returns/components/order-returns';
import { OrderReviews } from '#web/features/reviews/components/order-reviews';
import { CheckCircleIcon } from '#web/features/orders/components/status-icons';
import { orderWhatsAppText } from '#web/features/orders/order-whatsapp-text';
import { OrderParcels } from '#web/features/shipments/components/order-parcels';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { whatsappUrl } from '#web/features/store/components/whatsapp-chat-link';
import { ApiError } from '#web/lib/api';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useProductNames } from '#web/lib/use-product-name';
import { PageContainer } from '#web/app/layout/page-container';
import { LoadError } from './load-error';
import { useT, type MessageId } from '#web/i18n/i18n-provider';

export default function OrderDetailScreen() {
  const id = Number(useParams().orderId);
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: order, isPending, error, refetch, isRefetching } = useOrder(id);
  const notFound = !Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.status === 404);
  const t = useT();
  useDocumentTitle(
    order ? t('orders.heading', { number: order.orderNumber }) : notFound ? t('orders.notFound') : undefined,
  );

  if (notFound) {
    return (
      <PageContainer>
        <StatusMessage
          icon={<SearchIcon width={28} height={28} />}
          title={t('orders.notFound')}
          body={t('orders.notFoundBody')}
          actions={
            <Link to="/orders" className={buttonStyles('primary')}>
              {t('menu.myOrders')}
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (isPending) return <OrderSkeleton />;
  if (error) return <LoadError title={t('orders.loadError')} error={error} onRetry={refetch} retrying={isRefetching} />;

  return (
    <PageContainer>
      <Link to="/orders" className="mb-4 inline-block text-sm font-semibold text-accent hover:underline">
        ← {t('menu.myOrders')}
      </Link>
      {search.get('placed') === '1' && <OrderPlaced order={order} />}
      {order.upiLink && <UpiPayment order={order} link={order.upiLink} />}
      <OnlinePayment order={order} />
      <OrderDetails
        order={order}
        aside={<OrderParcels orderId={order.id} />}
        actions={
          // A cancelled order's items are back on sale: product pages must not show the old stock.
          <CancelOrderButton
            order={order}
            onCancelled={() => queryClient.invalidateQueries({ queryKey: ['products'] })}
          />
        }
      />
      <OrderReturns order={order} />
      <OrderReviews order={order} />
    </PageContainer>
  );
}

const PLACED_NEXT_STEP = {
  COD: 'orders.payOnArrival',
  WHATSAPP: 'orders.sendOnWhatsApp',
  UPI: 'orders.payByUpiBelow',
  ONLINE: 'orders.payOnlineBelow',
} as const satisfies Record<Order['paymentMethod'], MessageId>;

/** The confirmation after checkout; a WhatsApp order also gets its prefilled message to send. */
function OrderPlaced({ order }: { order: Order }) {
  const { data: store } = useStoreSettings();
  const t = useT();
  const nameOf = useProductNames();
  const chat =
    order.paymentMethod === 'WHATSAPP' && store?.whatsappNumber
      ? whatsappUrl(store.whatsappNumber, orderWhatsAppText(order, store.name, t, nameOf))
      : null;
  return (
    <section
      role="status"
      className="mb-6 flex flex-col gap-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <CheckCircleIcon width={40} height={40} className="shrink-0 text-emerald-700" />
      <div className="flex-1">
        <h2 className="text-lg font-bold text-emerald-900">{t('orders.placed')}</h2>
        <p className="text-sm text-emerald-900">
          {t('orders.thanks')} <strong>{order.orderNumber}</strong>. {t(PLACED_NEXT_STEP[order.paymentMethod])}
        </p>
      </div>
      {chat && (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-md bg-[#1a7f4b] px-5 text-sm font-semibold text-white hover:bg-[#156b3f]"
        >
          <WhatsAppIcon />
          {t('orders.openWhatsApp')}
        </a>
      )}
    </section>
  );
}

function OrderSkeleton() {
  const t = useT();
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        {t('orders.loading')}
      </p>
      <Skeleton className="mb-2 h-8 w-64" />
      <Skeleton className="mb-6 h-4 w-48" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-hidden="true">
        <Skeleton className="h-72 w-full rounded-lg" />
        <Skeleton className="h-72 w-full rounded-lg" />
      </div>
    </PageContainer>
  );
}
