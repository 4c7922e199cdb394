import { formatINR, type Coupon } from '@kuber/shared';
import { useDates } from '#web/i18n/use-dates';
import { useT } from '#web/i18n/i18n-provider';

/** One coupon as a ticket: what it takes off, the order it needs, until when, and its code. */
export function CouponCard({ coupon }: { coupon: Coupon }) {
  const dates = useDates();
  const t = useT();
  return (
    <div className="flex overflow-hidden rounded-lg border border-dashed border-emerald-400 bg-emerald-50/60">
      <div className="flex w-24 shrink-0 flex-col items-center justify-center border-r border-dashed border-emerald-400 bg-emerald-600 px-2 py-3 text-center text-white sm:w-28">
        <span className="text-xl font-extrabold tabular-nums sm:text-2xl">{formatINR(coupon.value)}</span>
        <span className="text-xs font-bold tracking-wide uppercase">{t('coupon.offTag')}</span>
      </div>
      <div className="min-w-0 flex-1 px-3 py-2.5 text-sm sm:px-4">
        <p className="font-semibold text-zinc-900">
          {t('coupon.minOrder', { amount: formatINR(coupon.minOrderAmount) })}
        </p>
        <p className="text-zinc-600">
          {coupon.expiresAt ? t('coupon.validTill', { day: dates.day(coupon.expiresAt) }) : t('coupon.neverExpires')}
        </p>
        <p className="mt-1 truncate font-mono text-xs text-zinc-600" title={coupon.code}>
          {coupon.code}
        </p>
      </div>
    </div>
  );
}
