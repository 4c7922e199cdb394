import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api';

/** The admin's referral tree: the shopper with this phone, or the oldest account, with the first page of their referrals. */
export function getReferralTree(phone: string | undefined, signal?: AbortSignal) {
  return request('/admin/referrals/tree', 'referralTree', { params: { phone }, signal });
}

export const referralTreeQueryOptions = (phone: string | undefined) =>
  queryOptions({ queryKey: ['admin', 'referrals', 'tree', phone ?? null], queryFn: ({ signal }) => getReferralTree(phone, signal), retry: false });

export function useReferralTree(phone: string | undefined) {
  return useQuery(referralTreeQueryOptions(phone));
}
