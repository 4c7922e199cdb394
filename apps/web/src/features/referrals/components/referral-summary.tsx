import type { ReferralStats } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

const count = new Intl.NumberFormat('en-IN');

/** Total referrals, total coupons earned and those that can still be spent. */
export function ReferralSummary({
  stats,
}: {
  stats: Pick<ReferralStats, 'totalDirectReferrals' | 'totalCouponsEarned' | 'availableCoupons'>;
}) {
  const t = useT();
  const tiles = [
    { label: t('referral.totalReferrals'), value: stats.totalDirectReferrals },
    { label: t('referral.totalCoupons'), value: stats.totalCouponsEarned },
    { label: t('referral.availableCoupons'), value: stats.availableCoupons },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-lg border border-zinc-200 bg-white px-3 py-3 sm:px-5 sm:py-4">
          <dt className="text-xs leading-4 text-zinc-600 sm:text-sm">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-zinc-900 tabular-nums sm:text-3xl">{count.format(tile.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
