import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Where the admin's tree starts: the shopper with this phone, or this id (someone opened from a tree), or else the oldest account. */
export interface TreeRoot {
  phone?: string;
  root?: number;
}

/** The admin's referral tree from its root, with the first page of the root's referrals. */
export function getReferralTree({ phone, root }: TreeRoot, signal?: AbortSignal) {
  return request('/admin/referrals/tree', 'referralTree', { params: { phone, root }, signal });
}

export const referralTreeQueryOptions = (from: TreeRoot) =>
  queryOptions({
    queryKey: ['admin', 'referrals', 'tree', from.phone ?? null, from.root ?? null],
    queryFn: ({ signal }) => getReferralTree(from, signal),
    retry: false,
  });

export function useReferralTree(from: TreeRoot) {
  return useQuery(referralTreeQueryOptions(from));
}
