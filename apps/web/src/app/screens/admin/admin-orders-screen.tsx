import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { isSecondFactorError } from '../../../features/auth/second-factor';
import { adminOrdersQuery } from '../../../features/orders-admin/api/get-admin-orders';
import { ADMIN_ORDER_LIST, AdminOrdersTable } from '../../../features/orders-admin/components/admin-orders-table';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';

export default function AdminOrdersScreen() {
  useDocumentTitle('Orders');
  const location = useLocation();
  const list = useListParams(ADMIN_ORDER_LIST);
  const orders = useQuery(adminOrdersQuery({ page: list.page, size: list.size, ...list.filters }));

  if (isSecondFactorError(orders.error)) return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Orders</h1>
        <p className="mt-1 text-sm text-zinc-600">Every order, newest first. Change a status from its row, or open an order to print its invoice.</p>
      </div>
      <AdminOrdersTable list={list} query={orders} />
    </div>
  );
}
