import type { VariantInput } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api';
import { catalogueChanged } from './keys';

/** The stock of a product with one variant, or of each of its variants. */
export type StockChange = { stockQuantity: number } | { variants: VariantInput[] };

export function setProductStock(id: number, stock: StockChange) {
  return request(`/admin/products/${id}/stock`, 'adminProduct', { method: 'PUT', body: stock });
}

export function useSetProductStock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (stock: StockChange) => setProductStock(id, stock), onSuccess: () => catalogueChanged(queryClient) });
}
