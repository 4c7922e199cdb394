import { formatINR, type Coupon } from '@kuber/shared';
import { Link } from 'react-router';
import { useT } from '#web/i18n/i18n-provider';
import { useDates } from '#web/i18n/use-dates';

interface CouponPickerProps {
  coupons: Coupon[];
  /** The order's subtotal in rupees: a coupon whose minimum it doesn't meet can't be chosen. */
  subtotal: number;
  value: string | null;
  onChange: (code: string | null) => void;
}

const optionClass =
  'flex gap-3 rounded-lg border border-zinc-300 p-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:ring-1 has-[:checked]:ring-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent';

/**
 * The shopper's coupons, one per order (product decision), or none. A coupon the order is
 * too small for is shown with what is missing, and can't be chosen.
 */
export function CouponPicker({ coupons, subtotal, value, onChange }: CouponPickerProps) {
  const t = useT();
  const dates = useDates();
  if (coupons.length === 0) {
    return (
      <p className="text-sm text-zinc-600">
        {t('coupon.none')}{' '}
        <Link to="/referral" className="font-semibold text-accent hover:text-accent-strong">
          {t('coupon.invite')}
        </Link>
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2.5 sm:grid-cols-2">
      <legend className="sr-only">{t('checkout.coupon')}</legend>
      {coupons.map((coupon) => {
        const short = coupon.minOrderAmount - subtotal;
        return (
          <label
            key={coupon.code}
            className={`${optionClass} ${short > 0 ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name="coupon"
              className="mt-1 accent-accent"
              checked={value === coupon.code}
              disabled={short > 0}
              onChange={() => onChange(coupon.code)}
            />
            <span className="min-w-0">
              <span className="block font-semibold text-zinc-900">
                {t('coupon.off', { amount: formatINR(coupon.value) })}
              </span>
              <span className="block text-zinc-600">
                {short > 0
                  ? t('coupon.addMore', { amount: formatINR(short) })
                  : t('coupon.minOrder', { amount: formatINR(coupon.minOrderAmount) })}
                {coupon.expiresAt && ` · ${t('coupon.till', { day: dates.day(coupon.expiresAt) })}`}
              </span>
              <span className="block truncate font-mono text-xs text-zinc-600">{coupon.code}</span>
            </span>
          </label>
        );
      })}
      <label className={`${optionClass} cursor-pointer`}>
        <input
          type="radio"
          name="coupon"
          className="mt-1 accent-accent"
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span className="font-semibold text-zinc-900">{t('coupon.dontUse')}</span>
      </label>
    </fieldset>
  );
}

/** The coupon checkout chooses for the shopper: the largest the order can take, soonest to expire first among equals. */
export function bestCoupon(coupons: Coupon[], subtotal: number): Coupon | undefined {
  return coupons
    .filter((c) => c.minOrderAmount <= subtotal)
    .reduce<Coupon | undefined>((best, c) => (!best || c.value > best.value ? c : best), undefined);
}
