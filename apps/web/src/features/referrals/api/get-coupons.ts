import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { REFERRAL_KEY } from './get-referral-stats';

/** Coupons a checkout offers at most; a shopper rarely holds more, and those expiring soonest come first. */
const OFFERED_COUPONS = 20;

/** The shopper's coupons that can be spent now, soonest to expire first. */
export function getSpendableCoupons(signal?: AbortSignal) {
  return request('/coupons', 'coupons', { params: { status: 'AVAILABLE', size: OFFERED_COUPONS }, signal });
}

export const spendableCouponsQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERRAL_KEY, 'coupons', 'available'],
    queryFn: ({ signal }) => getSpendableCoupons(signal),
  });

export function useSpendableCoupons() {
  return useQuery(spendableCouponsQueryOptions());
}
