import type { ProductInput } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { catalogueChanged } from './keys';

/** Adds a product to the catalogue; answers it as saved (its slug made from the name when none was given). */
export function createProduct(product: ProductInput) {
  return request('/admin/products', 'adminProduct', { method: 'POST', body: product });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => catalogueChanged(queryClient) });
}
