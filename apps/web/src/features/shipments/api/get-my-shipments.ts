import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** The parcels of one of the shopper's orders (under the order's key, so they are asked again with it). */
export const myShipmentsQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['shopper', 'orders', 'detail', orderId, 'shipments'],
    queryFn: ({ signal }) => request(`/orders/${orderId}/shipments`, 'shipments', { signal }),
  });

export function useMyShipments(orderId: number) {
  return useQuery(myShipmentsQuery(orderId));
}
