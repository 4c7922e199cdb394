import type { Coupon } from '@kuber/shared';
import { Link } from 'react-router';
import { GiftIcon } from '../../../components/ui/admin-icons';
import { CouponCard } from './coupon-card';

/** The coupons the shopper can spend (the first few, soonest to expire first), and how to spend them. */
export function AvailableCoupons({ coupons, available }: { coupons: Coupon[]; available: number }) {
  if (available === 0) {
    return (
      <div className="flex items-center gap-3 rounded-lg border border-zinc-200 bg-white p-4 text-sm text-zinc-600">
        <GiftIcon width={22} height={22} className="shrink-0 text-accent" />
        <p>No coupons to spend yet. Each friend who signs up with your code earns you one, and so do the friends they bring.</p>
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
        {more > 0 && <>And {more} more. </>}
        Checkout offers them, one per order.{' '}
        <Link to="/shop" className="font-semibold text-accent hover:text-accent-strong">
          Start shopping
        </Link>
      </p>
    </div>
  );
}
