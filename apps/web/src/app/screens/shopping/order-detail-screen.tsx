import type { Order } from '@kuber/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { SearchIcon, WhatsAppIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useOrder } from '../../../features/orders/api/get-order';
import { CancelOrderButton } from '../../../features/orders/components/cancel-order-button';
import { OrderDetails } from '../../../features/orders/components/order-details';
import { UpiPayment } from '../../../features/orders/components/upi-payment';
import { CheckCircleIcon } from '../../../features/orders/components/status-icons';
import { orderWhatsAppText } from '../../../features/orders/order-whatsapp-text';
import { useStoreSettings } from '../../../features/store/api/get-store-settings';
import { whatsappUrl } from '../../../features/store/components/whatsapp-chat-link';
import { ApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageContainer } from '../../layout/page-container';
import { LoadError } from './load-error';

export default function OrderDetailScreen() {
  const id = Number(useParams().orderId);
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const { data: order, isPending, error, refetch, isRefetching } = useOrder(id);
  const notFound = !Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.status === 404);
  useDocumentTitle(order ? `Order ${order.orderNumber}` : notFound ? 'Order Not Found' : undefined);

  if (notFound) {
    return (
      <PageContainer>
        <StatusMessage
          icon={<SearchIcon width={28} height={28} />}
          title="Order Not Found"
          body="We couldn't find this order in your account."
          actions={
            <Link to="/orders" className={buttonStyles('primary')}>
              My Orders
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (isPending) return <OrderSkeleton />;
  if (error) return <LoadError title="We couldn't load this order" error={error} onRetry={refetch} retrying={isRefetching} />;

  return (
    <PageContainer>
      <Link to="/orders" className="mb-4 inline-block text-sm font-semibold text-accent hover:underline">
        ← My Orders
      </Link>
      {search.get('placed') === '1' && <OrderPlaced order={order} />}
      {order.upiLink && <UpiPayment order={order} link={order.upiLink} />}
      <OrderDetails
        order={order}
        actions={
          // A cancelled order's items are back on sale: product pages must not show the old stock.
          <CancelOrderButton order={order} onCancelled={() => queryClient.invalidateQueries({ queryKey: ['products'] })} />
        }
      />
    </PageContainer>
  );
}

const PLACED_NEXT_STEP: Record<Order['paymentMethod'], string> = {
  COD: ' Pay in cash when it arrives.',
  WHATSAPP: ' Send us the order on WhatsApp to confirm it.',
  UPI: ' Pay for it by UPI below to have it sent.',
};

/** The confirmation after checkout; a WhatsApp order also gets its prefilled message to send. */
function OrderPlaced({ order }: { order: Order }) {
  const { data: store } = useStoreSettings();
  const chat = order.paymentMethod === 'WHATSAPP' && store?.whatsappNumber ? whatsappUrl(store.whatsappNumber, orderWhatsAppText(order, store.name)) : null;
  return (
    <section role="status" className="mb-6 flex flex-col gap-4 rounded-lg border border-emerald-200 bg-emerald-50 p-4 sm:flex-row sm:items-center sm:p-5">
      <CheckCircleIcon width={40} height={40} className="shrink-0 text-emerald-700" />
      <div className="flex-1">
        <h2 className="text-lg font-bold text-emerald-900">Order placed!</h2>
        <p className="text-sm text-emerald-900">
          Thank you for shopping with us. Your order number is <strong>{order.orderNumber}</strong>.
          {PLACED_NEXT_STEP[order.paymentMethod]}
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
          Open WhatsApp
        </a>
      )}
    </section>
  );
}

function OrderSkeleton() {
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        Loading your order...
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
