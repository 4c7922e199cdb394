import { queryOptions } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

/** One order with its history, the shopper's note and phone, and the payment. */
export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'detail', id],
    queryFn: ({ signal }) => request(`/admin/orders/${id}`, 'adminOrder', { signal }),
  });
