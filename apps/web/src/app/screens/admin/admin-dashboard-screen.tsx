import { displayName } from '@kuber/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation } from 'react-router';
import { ShieldIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { newestShoppersQuery } from '../../../features/admin/api/get-newest-shoppers';
import { NewestShoppers, SHOPPER_LIST } from '../../../features/admin/components/newest-shoppers';
import { factorsQuery } from '../../../features/auth/api/factors';
import { isSecondFactorError } from '../../../features/auth/second-factor';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListParams } from '../../../lib/use-list-params';

export default function AdminDashboardScreen() {
  useDocumentTitle('Admin Dashboard');
  const location = useLocation();
  // RequireAdmin renders admin screens only with a session.
  const user = useSession().user!;
  const list = useListParams(SHOPPER_LIST);
  const shoppers = useQuery(newestShoppersQuery({ page: list.page, size: list.size, q: list.filters.q, disabledOnly: list.filters.disabled }));
  const factors = useQuery(factorsQuery(user.id));

  if (isSecondFactorError(shoppers.error)) return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;

  const twoStepOn = factors.data?.some((f) => f.status === 'verified');
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Welcome, {displayName(user)}</h1>
        <p className="mt-1 text-sm text-zinc-600">Here is what is new in the store.</p>
      </div>

      <section aria-labelledby="security" className="flex items-start gap-4 rounded-xl border border-zinc-200 bg-white p-5">
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${twoStepOn ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800'}`}>
          <ShieldIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="security" className="text-base font-bold text-zinc-900">
            Account security
          </h2>
          {factors.isPending ? (
            <Skeleton className="mt-1 h-5 w-56" />
          ) : factors.isError ? (
            <p className="mt-0.5 text-sm text-zinc-700">{factors.error.message}</p>
          ) : (
            <p className="mt-0.5 text-sm text-zinc-700">
              Two-step verification is <strong className="font-semibold text-zinc-900">{twoStepOn ? 'on' : 'off'}</strong>.
              {!twoStepOn && ' Turn it on so a stolen password alone cannot open the admin area.'}
            </p>
          )}
          <Link to="/admin/profile" className="mt-2 inline-block text-sm font-semibold text-accent hover:text-accent-strong">
            {twoStepOn ? 'Manage' : 'Turn on'} in profile
          </Link>
        </div>
      </section>

      <NewestShoppers list={list} query={shoppers} />
    </div>
  );
}
