import type { OrderStatus, PaymentMethod, PaymentStatus } from '@kuber/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Every admin order query sits under this key: a change to one order refreshes the lists. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export interface AdminOrderListParams {
  /** 0-based. */
  page: number;
  size: number;
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  paymentStatus?: PaymentStatus;
  /** Part of an order number, an email, or the name or phone shipped to. */
  q?: string;
  /** India's days, YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
}

/** Every shopper's orders, newest first; the last page stays shown while the next loads. */
export const adminOrdersQuery = (params: AdminOrderListParams) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', params],
    queryFn: ({ signal }) => request('/admin/orders', 'adminOrders', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
