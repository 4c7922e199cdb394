import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OrderShipments } from '@kuber/shared';
import { request } from '#web/lib/api';

/** Under the orders' key: a change to an order's parcels asks the order and the list again too. */
const ADMIN_ORDERS = ['admin', 'orders'] as const;
const shipmentsKey = (orderId: number) => [...ADMIN_ORDERS, 'detail', orderId, 'shipments'] as const;

/** An order's parcels, and per line how many are left to pack. */
export const orderShipmentsQuery = (orderId: number) =>
  queryOptions({
    queryKey: shipmentsKey(orderId),
    queryFn: ({ signal }) => request(`/admin/orders/${orderId}/shipments`, 'adminOrderShipments', { signal }),
  });

export function useOrderShipments(orderId: number) {
  return useQuery(orderShipmentsQuery(orderId));
}

/** After a parcel moved: its order's parcels as answered, and the order (its status, history, version) and the lists asked again. */
export function afterParcelChange(queryClient: QueryClient, answer: OrderShipments) {
  queryClient.setQueryData(shipmentsKey(answer.orderId), answer);
  void queryClient.invalidateQueries({
    queryKey: ADMIN_ORDERS,
    predicate: (query) => query.queryKey[4] !== 'shipments',
  });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
}
