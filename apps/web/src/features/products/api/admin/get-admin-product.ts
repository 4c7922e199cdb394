import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ADMIN_PRODUCT_LIST_KEY } from './get-admin-products';
import { ADMIN_PRODUCTS_KEY } from './keys';

/** One product as its owners edit it, archived or not. */
export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'one', id],
    queryFn: ({ signal }) => request(`/admin/products/${id}`, 'adminProduct', { signal }),
    // The form is filled once from it; a refetch behind the admin's back would not show anyway.
    staleTime: 0,
    refetchOnMount: 'always',
  });

/**
 * Reads a product again, for a form filled from a copy the store has since moved past (its
 * save refused with 409); the table's pages that show it are read again too.
 */
export function useReloadAdminProduct() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    const fresh = await queryClient.fetchQuery(adminProductQuery(id));
    void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCT_LIST_KEY });
    return fresh;
  };
}
