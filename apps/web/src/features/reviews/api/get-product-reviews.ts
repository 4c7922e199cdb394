import type { ReviewSort } from '@kuber/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

export const REVIEWS_KEY = ['reviews'] as const;

export interface ProductReviewsParams {
  /** 0-based. */
  page: number;
  size: number;
  sort: ReviewSort;
}

/** A product's published reviews and what they add up to; the last page stays shown while the next loads. */
export function getProductReviews(productId: number, params: ProductReviewsParams, signal?: AbortSignal) {
  return request('/reviews', 'productReviews', { params: { productId, ...params }, signal });
}

export const productReviewsQueryOptions = (productId: number, params: ProductReviewsParams) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'product', productId, params],
    queryFn: ({ signal }) => getProductReviews(productId, params, signal),
    placeholderData: keepPreviousData,
  });

export function useProductReviews(productId: number, params: ProductReviewsParams) {
  return useQuery(productReviewsQueryOptions(productId, params));
}
