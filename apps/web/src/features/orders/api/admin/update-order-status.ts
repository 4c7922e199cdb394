import type { AdminOrder, OrderStatus } from '@kuber/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { adminOrderQuery } from './get-admin-order';
import { ADMIN_ORDERS_KEY } from './get-admin-orders';

export interface OrderStatusChange {
  id: number;
  status: OrderStatus;
  note?: string;
  /** The order's version as shown: when it changed since, the store refuses (409) and says what it is now. */
  version: number;
}

/**
 * Any of the seven statuses. 409 when the order already has it, changed since it was shown, or
 * cannot be opened again (its stock or coupon gone); the message says which.
 */
export function updateOrderStatus({ id, status, note, version }: OrderStatusChange) {
  return request(`/admin/orders/${id}/status`, 'adminOrder', { method: 'PUT', body: { status, note, version } });
}

/** Every order shown asked for again: after a refusal, the page shows what the order is now. */
export function reloadOrders(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
}

/**
 * After a change: the order as answered, and every list and figure that shows it asked
 * again (the dashboard's waiting orders; the catalogue's stock when it was restocked).
 */
export function afterOrderChange(queryClient: QueryClient, order: AdminOrder) {
  queryClient.setQueryData(adminOrderQuery(order.id).queryKey, order);
  void queryClient.invalidateQueries({ queryKey: [...ADMIN_ORDERS_KEY, 'list'] });
  void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
  void queryClient.invalidateQueries({ queryKey: ['products'] });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrderStatus, onSuccess: (order) => afterOrderChange(queryClient, order) });
}
