import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** A page (0-based) of the people a shopper referred, oldest first, each with their own counts. */
export function getReferralChildren(userId: number, page: number, signal?: AbortSignal) {
  return request(`/admin/referrals/${userId}/children`, 'referralChildren', { params: { page }, signal });
}

/** From `firstPage` on: the tree's root comes with its first page, so its further pages start at 1. */
export const referralChildrenQueryOptions = (userId: number, firstPage: number) =>
  infiniteQueryOptions({
    queryKey: ['admin', 'referrals', 'children', userId, firstPage],
    queryFn: ({ pageParam, signal }) => getReferralChildren(userId, pageParam, signal),
    initialPageParam: firstPage,
    getNextPageParam: (last) => (last.page + 1 < last.totalPages ? last.page + 1 : undefined),
  });

/** Loaded only once asked for (a node opened, 'Show more'): a big tree loads level by level. */
export function useReferralChildren(userId: number, firstPage: number, enabled: boolean) {
  return useInfiniteQuery({ ...referralChildrenQueryOptions(userId, firstPage), enabled });
}
