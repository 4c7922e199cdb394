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

/** The header's coupon badge: how many coupons the shopper earned in all, and how many they can spend now. */
export interface CouponBadge {
  earned: number;
  spendable: number;
}

/**
 * The header's coupon badge, read from the stats: it shows once the shopper has earned a coupon,
 * with the number they can spend. A failure is ignored and shows no badge.
 */
export function useCouponBadge(enabled: boolean): CouponBadge | undefined {
  const { data } = useQuery({
    ...referralStatsQueryOptions(0),
    enabled,
    retry: false,
    select: (stats) => ({ earned: stats.totalCouponsEarned, spendable: stats.availableCoupons }),
  });
  return enabled ? data : undefined;
}
