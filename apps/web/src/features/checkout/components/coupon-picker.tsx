import { formatINR, type Coupon } from '@kuber/shared';
import { Link } from 'react-router';

interface CouponPickerProps {
  coupons: Coupon[];
  /** The order's subtotal in rupees: a coupon whose minimum it doesn't meet can't be chosen. */
  subtotal: number;
  value: string | null;
  onChange: (code: string | null) => void;
}

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const optionClass =
  'flex gap-3 rounded-lg border border-zinc-300 p-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/**
 * The shopper's coupons, one per order (product decision), or none. A coupon the order is
 * too small for is shown with what is missing, and can't be chosen.
 */
export function CouponPicker({ coupons, subtotal, value, onChange }: CouponPickerProps) {
  if (coupons.length === 0) {
    return (
      <p className="text-sm text-zinc-600">
        You have no coupons yet.{' '}
        <Link to="/referral" className="font-semibold text-accent hover:text-accent-strong">
          Invite friends to earn them
        </Link>
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2.5 sm:grid-cols-2">
      <legend className="sr-only">Coupon</legend>
      {coupons.map((coupon) => {
        const short = coupon.minOrderAmount - subtotal;
        return (
          <label key={coupon.code} className={`${optionClass} ${short > 0 ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}>
            <input type="radio" name="coupon" className="mt-1 accent-accent" checked={value === coupon.code} disabled={short > 0} onChange={() => onChange(coupon.code)} />
            <span className="min-w-0">
              <span className="block font-semibold text-zinc-900">{formatINR(coupon.value)} off</span>
              <span className="block text-zinc-600">
                {short > 0 ? `Add ${formatINR(short)} more to use it` : `On orders of ${formatINR(coupon.minOrderAmount)} or more`}
                {coupon.expiresAt && ` · till ${day.format(new Date(coupon.expiresAt))}`}
              </span>
              <span className="block truncate font-mono text-xs text-zinc-600">{coupon.code}</span>
            </span>
          </label>
        );
      })}
      <label className={`${optionClass} cursor-pointer`}>
        <input type="radio" name="coupon" className="mt-1 accent-accent" checked={value === null} onChange={() => onChange(null)} />
        <span className="font-semibold text-zinc-900">Don't use a coupon</span>
      </label>
    </fieldset>
  );
}

/** The coupon checkout chooses for the shopper: the largest the order can take, soonest to expire first among equals. */
export function bestCoupon(coupons: Coupon[], subtotal: number): Coupon | undefined {
  return coupons.filter((c) => c.minOrderAmount <= subtotal).reduce<Coupon | undefined>((best, c) => (!best || c.value > best.value ? c : best), undefined);
}
