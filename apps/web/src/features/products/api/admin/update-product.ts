import type { ProductUpdate } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { catalogueChanged } from './keys';

/**
 * Replaces a product's fields, stock and pictures; answers it as saved. With the version and
 * the figures the form loaded, a save over changes made meanwhile is refused (409) and pieces
 * sold meanwhile stay sold.
 */
export function updateProduct(id: number, product: ProductUpdate) {
  return request(`/admin/products/${id}`, 'adminProduct', { method: 'PUT', body: product });
}

export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: ProductUpdate) => updateProduct(id, product),
    onSuccess: () => catalogueChanged(queryClient),
  });
}
