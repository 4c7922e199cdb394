import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { catalogueChanged } from './keys';

/** Removes a product never ordered; archives one that orders hold (hidden from the store, kept for them). Answers which it did. */
export function deleteProduct(id: number) {
  return request(`/admin/products/${id}`, 'productRemoval', { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => catalogueChanged(queryClient) });
}
