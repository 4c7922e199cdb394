import type { ReviewStatus } from '@kuber/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { REVIEWS_KEY } from '../get-product-reviews';

export interface AdminReviewListParams {
  /** 0-based. */
  page: number;
  size: number;
  status?: ReviewStatus;
  productId?: number;
}

/** The reviews queue, newest first, by status and product; the last page stays shown while the next loads. */
export const adminReviewsQueryOptions = (params: AdminReviewListParams) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'admin', 'list', params],
    queryFn: ({ signal }) => request('/admin/reviews', 'adminReviews', { params: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(params: AdminReviewListParams) {
  return useQuery(adminReviewsQueryOptions(params));
}
