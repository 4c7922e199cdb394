import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { REVIEWS_KEY } from '../get-product-reviews';

/** The shop's public answer under a review; an empty one takes it away. */
export function replyReview(id: number, reply: string) {
  return request(`/admin/reviews/${id}/reply`, 'adminReview', { method: 'PUT', body: { reply } });
}

export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) => replyReview(id, reply),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
