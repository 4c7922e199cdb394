import { displayName } from '@kuber/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { ShieldIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { buttonStyles } from '#web/components/ui/button';
import { factorsQuery } from '#web/features/auth/api/factors';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { dashboardQuery } from '#web/features/dashboard/api/get-dashboard';
import {
  LowStock,
  QuickActions,
  RecentOrders,
  TopProducts,
  WaitingOrders,
} from '#web/features/dashboard/components/dashboard-panels';
import { FigureCards } from '#web/features/dashboard/components/figure-cards';
import { PeriodPicker } from '#web/features/dashboard/components/period-picker';
import { SalesChart } from '#web/features/dashboard/components/sales-chart';
import { useDashboardPeriod } from '#web/features/dashboard/use-dashboard-period';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayText = (date: string) => day.format(new Date(`${date}T00:00:00Z`));

export default function AdminDashboardScreen() {
  useDocumentTitle('Admin Dashboard');
  const location = useLocation();
  // RequireAdmin renders admin screens only with a session.
  const user = useSession().user!;
  const { period, choose, chooseDays } = useDashboardPeriod();
  const figures = useQuery(dashboardQuery({ from: period.from, to: period.to }));
  const factors = useQuery(factorsQuery(user.id));

  if (isSecondFactorError(figures.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;

  const twoStepOff = factors.data && !factors.data.some((f) => f.status === 'verified');
  const data = figures.data;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Welcome, {displayName(user)}</h1>
          <p className="mt-1 text-sm text-zinc-600" aria-live="polite">
            {period.from === period.to ? dayText(period.from) : `${dayText(period.from)} – ${dayText(period.to)}`}{' '}
            (India time)
          </p>
        </div>
        <PeriodPicker key={`${period.from}:${period.to}`} period={period} onChoose={choose} onChooseDays={chooseDays} />
      </div>

      {twoStepOff && (
        <section
          aria-label="Account security"
          className="flex items-center gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <ShieldIcon className="shrink-0" />
          <p className="flex-1">
            Two-step verification is off. Turn it on so a stolen password alone cannot open the admin area.
          </p>
          <Link to="/admin/profile" className="shrink-0 font-semibold underline">
            Turn on
          </Link>
        </section>
      )}

      {figures.error ? (
        <StatusMessage
          tone="error"
          title="We couldn't load the figures"
          body={figures.error.message}
          actions={
            <button type="button" className={buttonStyles('secondary')} onClick={() => void figures.refetch()}>
              Try Again
            </button>
          }
        />
      ) : !data ? (
        <div aria-hidden="true" className="flex flex-col gap-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-24 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : (
        <div
          className={`flex flex-col gap-5 transition-opacity ${figures.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={figures.isPlaceholderData || undefined}
        >
          <FigureCards figures={data} />
          <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <SalesChart days={data.byDay} />
            <div className="flex flex-col gap-5">
              <WaitingOrders figures={data} />
              <QuickActions />
            </div>
          </div>
          <div className="grid gap-5 lg:grid-cols-3">
            <RecentOrders figures={data} />
            <TopProducts figures={data} />
            <LowStock figures={data} />
          </div>
        </div>
      )}
    </div>
  );
}
