import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { SearchIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { adminOrderQuery } from '#web/features/orders/api/admin/get-admin-order';
import { CustomerPanel } from '#web/features/orders/components/admin/customer-panel';
import { PaymentActions } from '#web/features/orders/components/admin/payment-actions';
import { PrintButtons } from '#web/features/orders/components/admin/print-documents';
import { StatusChangeForm } from '#web/features/orders/components/admin/status-change-form';
import { OrderDetails } from '#web/features/orders/components/order-details';
import { ShipmentsPanel } from '#web/features/shipments/components/admin/shipments-panel';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { ApiError } from '#web/lib/api';
import { useDocumentTitle } from '#web/lib/use-document-title';

export default function AdminOrderScreen() {
  const id = Number(useParams().orderId);
  const location = useLocation();
  const valid = Number.isInteger(id) && id > 0;
  const order = useQuery({ ...adminOrderQuery(id), enabled: valid });
  const { data: store } = useStoreSettings();
  const notFound = !valid || (order.error instanceof ApiError && order.error.status === 404);
  useDocumentTitle(order.data ? `Order ${order.data.orderNumber}` : notFound ? 'Order Not Found' : undefined);

  if (isSecondFactorError(order.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  if (notFound) {
    return (
      <StatusMessage
        icon={<SearchIcon width={28} height={28} />}
        title="Order not found"
        body="There is no order at this address."
        actions={
          <Link to="/admin/orders" className={buttonStyles('primary')}>
            All Orders
          </Link>
        }
      />
    );
  }
  if (order.error) {
    return (
      <StatusMessage
        tone="error"
        title="We couldn't load this order"
        body={order.error.message}
        actions={
          <button type="button" className={buttonStyles('secondary')} onClick={() => void order.refetch()}>
            Try Again
          </button>
        }
      />
    );
  }
  if (!order.data) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-72 w-full rounded-lg" />
      </div>
    );
  }

  const data = order.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/orders" className="text-sm font-semibold text-accent hover:underline">
          ← All Orders
        </Link>
        <PrintButtons order={data} store={store} />
      </div>
      <OrderDetails
        order={data}
        noteTitle="Shopper's Note"
        documentsScope="admin"
        paymentActions={<PaymentActions order={data} />}
        aside={
          <>
            <ShipmentsPanel orderId={data.id} orderStatus={data.status} />
            <StatusChangeForm key={data.status} order={data} />
            <CustomerPanel order={data} storeName={store?.name ?? 'Kuber Fashion'} />
          </>
        }
      />
    </div>
  );
}
