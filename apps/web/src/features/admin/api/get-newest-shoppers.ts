import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api';

export interface ShopperListParams {
  /** 0-based. */
  page: number;
  size: number;
  /** Part of a name, email or phone number. */
  q?: string;
  disabledOnly?: boolean;
}

/** Shoppers' accounts, newest sign-ups first (the list's own order); the last page stays shown while the next loads. */
export const newestShoppersQuery = ({ page, size, q, disabledOnly = false }: ShopperListParams) =>
  queryOptions({
    queryKey: ['admin', 'users', 'newest', { page, size, q, disabledOnly }],
    queryFn: ({ signal }) => request('/admin/users', 'users', { params: { page, size, q, role: 'USER', enabled: disabledOnly ? false : undefined }, signal }),
    placeholderData: keepPreviousData,
  });
