import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { afterModeration } from './publish-review';

/** Hides a review from the shop's pages; the reason is for the shop's own eyes. */
export function hideReview(id: number, reason: string) {
  return request(`/admin/reviews/${id}/hide`, 'adminReview', { method: 'PUT', body: { reason } });
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => hideReview(id, reason),
    onSettled: () => afterModeration(queryClient),
  });
}
