import type { ReturnKind, ReturnStatus } from '@kuber/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { RETURNS_KEY } from '../get-order-returns';

export interface AdminReturnListParams {
  /** 0-based. */
  page: number;
  size: number;
  status?: ReturnStatus;
  kind?: ReturnKind;
}

/** The returns queue, newest first, by status and kind; the last page stays shown while the next loads. */
export const returnsQueryOptions = (params: AdminReturnListParams) =>
  queryOptions({
    queryKey: [...RETURNS_KEY, 'admin', 'list', params],
    queryFn: ({ signal }) => request('/admin/returns', 'adminReturns', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useReturns(params: AdminReturnListParams) {
  return useQuery(returnsQueryOptions(params));
}
