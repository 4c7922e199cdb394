import type { ProductStockInput } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { catalogueChanged } from './keys';

/**
 * The stock of a product with one variant, or of each of its variants; with the figures the
 * editor showed (and the product's version), the stock moves by the owner's change.
 */
export function setProductStock(id: number, stock: ProductStockInput) {
  return request(`/admin/products/${id}/stock`, 'adminProduct', { method: 'PUT', body: stock });
}

export function useSetProductStock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stock: ProductStockInput) => setProductStock(id, stock),
    onSuccess: () => catalogueChanged(queryClient),
  });
}
