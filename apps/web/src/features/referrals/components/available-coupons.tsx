import type { Coupon } from '@kuber/shared';
import { Link } from 'react-router';
import { GiftIcon } from '#web/components/ui/admin-icons';
import { CouponCard } from './coupon-card';
import { useT } from '#web/i18n/i18n-provider';

/** The coupons the shopper can spend (the first few, soonest to expire first), and how to spend them. */
export function AvailableCoupons({ coupons, available }: { coupons: Coupon[]; available: number }) {
  const t = useT();
  if (available === 0) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-600">
        <GiftIcon width={22} height={22} className="shrink-0 text-accent" />
        <p>{t('referral.noCoupons')}</p>
      </div>
    );
  }
  const more = available - coupons.length;
  return (
    <div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {coupons.map((coupon) => (
          <li key={coupon.code}>
            <CouponCard coupon={coupon} />
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-zinc-600">
        {more > 0 && `${t('referral.andMore', { count: more })} `}
        {t('referral.oneAtCheckout')}{' '}
        <Link to="/shop" className="font-semibold text-accent hover:text-accent-strong">
          {t('referral.startShopping')}
        </Link>
      </p>
    </div>
  );
}
