import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { REVIEWS_KEY } from './get-product-reviews';

/** Whether the signed-in shopper may review the product (a delivered order of it), and their review if written. */
export function getMyReview(productId: number, signal?: AbortSignal) {
  return request('/reviews/mine', 'reviewEligibility', { params: { productId }, signal });
}

export const myReviewQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'mine', productId],
    queryFn: ({ signal }) => getMyReview(productId, signal),
  });

export function useMyReview(productId: number | undefined, enabled = true) {
  return useQuery({ ...myReviewQueryOptions(productId ?? 0), enabled: enabled && !!productId });
}
