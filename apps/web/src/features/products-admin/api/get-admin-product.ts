import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api';
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
