import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** Under 'shopper', which the app forgets as a whole at sign-out; everything that counts coupons sits under REFERRAL_KEY. */
export const REFERRAL_KEY = ['shopper', 'referral'] as const;

/** The shopper's code, counts, spendable coupons and a page (0-based) of the people they referred. */
export function getReferralStats(page: number, signal?: AbortSignal) {
  return request('/referral/stats', 'referralStats', { params: { page }, signal });
}

export const referralStatsQueryOptions = (page = 0) =>
  queryOptions({
    queryKey: [...REFERRAL_KEY, 'stats', page],
    queryFn: ({ signal }) => getReferralStats(page, signal),
    placeholderData: keepPreviousData,
  });

export function useReferralStats(page = 0) {
  return useQuery(referralStatsQueryOptions(page));
}

/**
 * How many coupons the shopper can spend, for the header's badge: read from the
 * stats; a failure is ignored and shows no badge.
 */
export function useSpendableCouponCount(enabled: boolean): number | undefined {
  const { data } = useQuery({
    ...referralStatsQueryOptions(0),
    enabled,
    retry: false,
    select: (stats) => stats.availableCoupons,
  });
  return enabled ? data : undefined;
}
