import type { AdminPage, AdminProduct } from '@kuber/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ADMIN_PRODUCT_LIST_KEY } from './get-admin-products';
import { catalogueChanged } from './keys';

/** The three switches of the products table. */
export type ProductFlag = 'active' | 'featured' | 'inStock';

export interface StatusChange {
  product: Pick<AdminProduct, 'id' | 'name'>;
  flag: ProductFlag;
  value: boolean;
}

/** Turns one switch of a product, leaving the other two as they are. */
export function setProductStatus(id: number, flag: ProductFlag, value: boolean) {
  return request(`/admin/products/${id}/status`, 'adminProduct', { method: 'PUT', body: { [flag]: value } });
}

const MUTATION_KEY = ['admin', 'products', 'status'];

/** Sets one switch of one product in every page of the table this tab holds. */
function patchLists(queryClient: QueryClient, id: number, change: Partial<AdminProduct>) {
  queryClient.setQueriesData<AdminPage<AdminProduct>>(
    { queryKey: ADMIN_PRODUCT_LIST_KEY },
    (page) => page && { ...page, items: page.items.map((item) => (item.id === id ? { ...item, ...change } : item)) },
  );
}

/**
 * A switch flips on screen at once and flips back if the store refuses. Each switch is undone
 * on its own (not by restoring a copy of the whole list), so turning two switches of one
 * product quickly, one refused, leaves the other as it was set. The lists are read again once
 * no switch is still on its way, so the server has the last word without a flicker between.
 */
export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: ({ product, flag, value }: StatusChange) => setProductStatus(product.id, flag, value),
    onMutate: async ({ product, flag, value }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_PRODUCT_LIST_KEY });
      patchLists(queryClient, product.id, { [flag]: value });
    },
    onError: (_error, { product, flag, value }) => patchLists(queryClient, product.id, { [flag]: !value }),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) return catalogueChanged(queryClient);
    },
  });
}
