import type { ProductInput } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { catalogueChanged } from './keys';

/** Replaces a product's fields, stock and pictures; answers it as saved. */
export function updateProduct(id: number, product: ProductInput) {
  return request(`/admin/products/${id}`, 'adminProduct', { method: 'PUT', body: product });
}

export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (product: ProductInput) => updateProduct(id, product), onSuccess: () => catalogueChanged(queryClient) });
}
