import type { ADMIN_PRODUCT_SORTS, CategorySlug } from '@kuber/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { ADMIN_PRODUCTS_KEY } from './keys';

export interface AdminProductListParams {
  /** 0-based. */
  page: number;
  size: number;
  /** Part of the name. */
  q?: string;
  category?: CategorySlug;
  active?: boolean;
  featured?: boolean;
  inStock?: boolean;
  sort?: (typeof ADMIN_PRODUCT_SORTS)[number];
}

export const ADMIN_PRODUCT_LIST_KEY = [...ADMIN_PRODUCTS_KEY, 'list'] as const;

/** Every product, active or not, a page at a time; the last page stays shown while the next loads. */
export const adminProductsQuery = (params: AdminProductListParams) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCT_LIST_KEY, params],
    queryFn: ({ signal }) => request('/admin/products', 'adminProducts', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
