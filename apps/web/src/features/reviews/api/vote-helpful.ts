import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { markKept } from '#web/lib/kept';
import { REVIEWS_KEY } from './get-product-reviews';

const BROWSER_KEY = 'kf.browser';
let browserId: string | undefined;

/** The name this browser votes by when nobody is signed in: made at its first vote, then kept. */
function thisBrowser(): string {
  if (browserId) return browserId;
  try {
    browserId = localStorage.getItem(BROWSER_KEY) ?? undefined;
    if (!browserId) {
      browserId = crypto.randomUUID();
      localStorage.setItem(BROWSER_KEY, browserId);
      markKept();
    }
  } catch {
    // Storage refused (a private window): this page's votes still count once.
    browserId ??= crypto.randomUUID();
  }
  return browserId;
}

/** 'Was this helpful?': counted once per shopper or browser; answers the review's count. */
export function voteHelpful(reviewId: number) {
  return request(`/reviews/${reviewId}/helpful`, 'reviewHelpful', {
    method: 'POST',
    body: { browserId: thisBrowser() },
  });
}

export function useVoteHelpful() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteHelpful,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...REVIEWS_KEY, 'product'] }),
  });
}
