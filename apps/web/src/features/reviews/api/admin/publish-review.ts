import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { REVIEWS_KEY } from '../get-product-reviews';

export function publishReview(id: number) {
  return request(`/admin/reviews/${id}/publish`, 'adminReview', { method: 'PUT' });
}

/** After a publish or a hide: the queue, the product's reviews, and its rating and count on every card. */
export const afterModeration = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);

export function usePublishReview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishReview, onSettled: () => afterModeration(queryClient) });
}
