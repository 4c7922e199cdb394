import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export const DISCOUNT_CODES_KEY = ['admin', 'discount-codes'] as const;

export function getDiscountCodes(page: number, q: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), size: '20', ...(q ? { q } : {}) });
  return request(`/admin/discount-codes?${query}`, 'adminDiscountCodes', { signal });
}

export const discountCodesQuery = (page: number, q: string) =>
  queryOptions({
    queryKey: [...DISCOUNT_CODES_KEY, page, q],
    queryFn: ({ signal }) => getDiscountCodes(page, q, signal),
    placeholderData: keepPreviousData,
  });

export function useDiscountCodes(page: number, q: string) {
  return useQuery(discountCodesQuery(page, q));
}
