import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export const ADMIN_SHOP_CONTENT_KEY = ['admin', 'shop-content'] as const;

export function getAdminShopContent(signal?: AbortSignal) {
  return request('/admin/shop-content', 'adminShopContent', { signal });
}

export function useAdminShopContent() {
  return useQuery(
    queryOptions({ queryKey: ADMIN_SHOP_CONTENT_KEY, queryFn: ({ signal }) => getAdminShopContent(signal) }),
  );
}
