import type { ReviewInput } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { REVIEWS_KEY } from './get-product-reviews';

/**
 * Writes the shopper's review of a product, or edits the one they wrote (its id): 403 when they have
 * no delivered order of it, 409 when they wrote one already.
 */
export function writeReview(productId: number, reviewId: number | null, body: ReviewInput) {
  return reviewId
    ? request(`/reviews/${reviewId}`, 'myReview', { method: 'PUT', body })
    : request('/reviews', 'myReview', { method: 'POST', body: { ...body, productId } });
}

export function useWriteReview(productId: number, reviewId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) => writeReview(productId, reviewId, body),
    // Published at once, it moves the product's rating and count on every card.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
