import { formatINR, REFERRAL_LEVELS, type StoreSettings } from '@kuber/shared';
import { useSearchParams } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton';
import { useReferralStats } from '#web/features/referrals/api/get-referral-stats';
import { AvailableCoupons } from '#web/features/referrals/components/available-coupons';
import { ReferralCodeCard } from '#web/features/referrals/components/referral-code-card';
import { ReferralSummary } from '#web/features/referrals/components/referral-summary';
import { ReferralsTable } from '#web/features/referrals/components/referrals-table';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '#web/app/layout/page-container';
import { LoadError } from '../shopping/load-error';
import { useT } from '#web/i18n/i18n-provider';

/** The coupon's terms as the store sets them; said plainly once the settings are in. */
function couponTerms(t: ReturnType<typeof useT>, store: StoreSettings | undefined): string {
  if (!store) return t('referral.termsPending');
  const values = {
    value: formatINR(store.couponValue),
    minOrder: formatINR(store.couponMinOrder),
    days: store.couponValidDays,
  };
  return t(store.couponValidDays > 0 ? 'referral.termsLasting' : 'referral.terms', values);
}

/** /referral: the shopper's code and link to share, what they earned, their coupons and the people they brought in. */
export default function ReferralScreen() {
  const t = useT();
  useDocumentTitle(t('menu.referral'));
  const [params, setParams] = useSearchParams();
  // The table's page in the address, 1-based as people read it.
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1) - 1;
  const stats = useReferralStats(page);
  const { data: store } = useStoreSettings();

  if (stats.isPending) return <ReferralSkeleton />;
  if (stats.error && !stats.data)
    return (
      <LoadError
        title={t('referral.loadError')}
        error={stats.error}
        onRetry={stats.refetch}
        retrying={stats.isRefetching}
      />
    );
  const s = stats.data;

  return (
    <PageContainer className="max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 sm:text-3xl">{t('referral.heading')}</h1>
        <p className="mt-1.5 text-sm leading-6 text-zinc-600 sm:text-base">
          {couponTerms(t, store)} {t('referral.levels', { levels: REFERRAL_LEVELS })}
        </p>
      </div>
      <ReferralCodeCard code={s.referralCode} link={s.referralLink} storeName={store?.name ?? 'Kuber Fashion'} />
      <ReferralSummary stats={s} />
      <section aria-labelledby="coupons-heading">
        <h2 id="coupons-heading" className="mb-3 text-lg font-bold text-zinc-900">
          {t('referral.availableCoupons')}
        </h2>
        <AvailableCoupons coupons={s.coupons} available={s.availableCoupons} />
        {s.pendingCoupons > 0 && (
          <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            {t('referral.pendingNote', { count: s.pendingCoupons })}
          </p>
        )}
      </section>
      <section aria-labelledby="referrals-heading" className="rounded-xl border border-zinc-200 bg-white py-3 sm:py-4">
        <h2 id="referrals-heading" className="mb-2 px-4 text-lg font-bold text-zinc-900">
          {t('referral.yourReferrals')}
        </h2>
        <ReferralsTable
          referrals={s.referrals}
          loading={false}
          refreshing={stats.isPlaceholderData}
          page={s.page}
          size={s.size}
          total={s.totalDirectReferrals}
          onPageChange={(next) =>
            setParams((p) => {
              if (next === 0) p.delete('page');
              else p.set('page', String(next + 1));
              return p;
            })
          }
        />
      </section>
    </PageContainer>
  );
}

function ReferralSkeleton() {
  const t = useT();
  return (
    <PageContainer className="max-w-5xl space-y-6">
      <p role="status" className="sr-only">
        {t('referral.loading')}
      </p>
      <div aria-hidden="true" className="space-y-6">
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-48 w-full rounded-xl" />
        <div className="grid grid-cols-3 gap-2 sm:gap-4">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 rounded-lg" />
          ))}
        </div>
        <Skeleton className="h-24 w-full rounded-lg" />
      </div>
    </PageContainer>
  );
}
