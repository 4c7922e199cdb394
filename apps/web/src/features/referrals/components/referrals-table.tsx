import type { Referral } from '@kuber/shared';
import { DataTable, type Column } from '#web/components/ui/data-table';
import { useDates } from '#web/i18n/use-dates';
import { useT } from '#web/i18n/i18n-provider';

/** Active in green, anything else grey (the node's status). */
export function ActivityBadge({ status }: { status: Referral['status'] }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize ${status === 'active' ? 'bg-emerald-100 text-emerald-800' : 'bg-zinc-200 text-zinc-700'}`}
    >
      {t(status === 'active' ? 'referral.active' : 'referral.inactive')}
    </span>
  );
}

const columns = (t: ReturnType<typeof useT>): Column<Referral>[] => [
  { id: 'friend', header: t('referral.friend'), cell: (r) => <span className="font-mono">{r.masked}</span> },
  { id: 'status', header: t('referral.status'), cell: (r) => <ActivityBadge status={r.status} /> },
  { id: 'signup', header: t('referral.signedUp'), cell: (r) => <SignupTime iso={r.signupTime} /> },
  {
    id: 'coupons',
    header: t('referral.couponsEarned'),
    align: 'end',
    cell: (r) => (
      <span className="tabular-nums">
        {r.couponsEarnedFrom}
        {r.couponsPendingFrom > 0 && (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('referral.pendingCount', { count: r.couponsPendingFrom })}
          </span>
        )}
      </span>
    ),
  },
];

function SignupTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{useDates().dayAndTime(iso)}</time>;
}

interface ReferralsTableProps {
  referrals: Referral[] | undefined;
  loading: boolean;
  refreshing: boolean;
  page: number;
  size: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** The people the shopper referred, newest first, as others see them: masked. */
export function ReferralsTable({
  referrals,
  loading,
  refreshing,
  page,
  size,
  total,
  onPageChange,
}: ReferralsTableProps) {
  const t = useT();
  return (
    <DataTable
      label={t('referral.yourReferrals')}
      columns={columns(t)}
      rows={referrals}
      rowKey={(r) => r.userId}
      loading={loading}
      refreshing={refreshing}
      empty={{ title: t('referral.noReferrals'), body: t('referral.noReferralsBody') }}
      paging={total > size ? { page, size, total, onPageChange } : undefined}
    />
  );
}
