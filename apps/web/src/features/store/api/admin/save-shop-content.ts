import type { ShopContentInput } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { SHOP_CONTENT_KEY } from '../get-shop-content';
import { ADMIN_SHOP_CONTENT_KEY } from './get-admin-shop-content';

/** Saves the shop's words; the storefront's pages show them from their next request. */
export function saveShopContent(content: ShopContentInput) {
  return request('/admin/shop-content', 'adminShopContent', { method: 'PUT', body: content });
}

export function useSaveShopContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShopContent,
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_SHOP_CONTENT_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: SHOP_CONTENT_KEY });
    },
  });
}
