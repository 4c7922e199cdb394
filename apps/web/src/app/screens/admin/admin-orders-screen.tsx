import type { AdminOrderRow } from '@kuber/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { adminOrdersQuery } from '#web/features/orders/api/admin/get-admin-orders';
import { ADMIN_ORDER_LIST, AdminOrdersTable } from '#web/features/orders/components/admin/admin-orders-table';
import { ExportsPanel } from '#web/features/orders/components/admin/exports-panel';
import { BulkBar } from '#web/features/shipments/components/admin/bulk-bar';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useListParams } from '#web/lib/use-list-params';

export default function AdminOrdersScreen() {
  useDocumentTitle('Orders');
  const location = useLocation();
  const list = useListParams(ADMIN_ORDER_LIST);
  const orders = useQuery(adminOrdersQuery({ page: list.page, size: list.size, ...list.filters }));
  const { data: store } = useStoreSettings();
  // Ticked orders are kept across pages and filters, until cleared or shipped.
  const [selected, setSelected] = useState<ReadonlyMap<number, AdminOrderRow>>(new Map());

  if (isSecondFactorError(orders.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Orders</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Every order, newest first. Change a status from its row, or open an order for its invoice.
          {store?.paymentMethods.includes('UPI') && (
            <>
              {' '}
              <Link
                to="?status=PENDING&paymentMethod=UPI&paymentStatus=PENDING"
                className="font-semibold text-accent hover:underline"
              >
                UPI payments to check
              </Link>
            </>
          )}
        </p>
      </div>
      <AdminOrdersTable
        list={list}
        query={orders}
        selection={{
          isSelected: (order) => selected.has(order.id),
          onChange: (rows, on) =>
            setSelected((was) => {
              const next = new Map(was);
              for (const order of rows) {
                if (on) next.set(order.id, order);
                else next.delete(order.id);
              }
              return next;
            }),
          rowLabel: (order) => `Select order ${order.orderNumber}`,
          allLabel: 'Select every order on this page',
        }}
      />
      <BulkBar orders={[...selected.values()]} onClear={() => setSelected(new Map())} />
      <ExportsPanel taxMode={store?.taxMode} />
    </div>
  );
}
