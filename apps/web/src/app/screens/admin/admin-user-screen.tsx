import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { SearchIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { adminUserQuery } from '#web/features/users/api/admin/get-admin-user';
import { UserBadges } from '#web/features/users/components/admin/admin-users-table';
import { UserOrders, UserReferrals } from '#web/features/users/components/admin/user-activity';
import { DeleteUserButton, UserRoleSelect, UserStatusSwitch } from '#web/features/users/components/admin/user-actions';
import { ApiError } from '#web/lib/api';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

export default function AdminUserScreen() {
  const id = Number(useParams().userId);
  const location = useLocation();
  const navigate = useNavigate();
  const self = useSession().user!;
  const valid = Number.isInteger(id) && id > 0;
  const user = useQuery({ ...adminUserQuery(id), enabled: valid });
  const notFound = !valid || (user.error instanceof ApiError && user.error.status === 404);
  useDocumentTitle(user.data ? user.data.fullName || user.data.email : notFound ? 'User Not Found' : undefined);

  if (isSecondFactorError(user.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  if (notFound) {
    return (
      <StatusMessage
        icon={<SearchIcon width={28} height={28} />}
        title="User not found"
        body="There is no account at this address; it may have been deleted."
        actions={
          <Link to="/admin/users" className={buttonStyles('primary')}>
            All Users
          </Link>
        }
      />
    );
  }
  if (user.error) {
    return (
      <StatusMessage
        tone="error"
        title="We couldn't load this account"
        body={user.error.message}
        actions={
          <button type="button" className={buttonStyles('secondary')} onClick={() => void user.refetch()}>
            Try Again
          </button>
        }
      />
    );
  }
  if (!user.data) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }

  const u = user.data;
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="text-zinc-600">{label}</dt>
      <dd className="min-w-0 break-words text-zinc-900">{value}</dd>
    </>
  );
  return (
    <div className="flex flex-col gap-5">
      <Link to="/admin/users" className="text-sm font-semibold text-accent hover:underline">
        ← All Users
      </Link>
      <section aria-label="Account" className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{u.fullName || u.email}</h1>
          <UserBadges user={u} selfId={self.id} />
        </div>
        <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
          {row('Email', u.email)}
          {row('Phone', u.phone)}
          {row('Joined', when.format(new Date(u.createdAt)))}
          {row('Last active', u.lastActivity ? when.format(new Date(u.lastActivity)) : 'Never')}
          {row('Two-step', u.factors.some((f) => f.status === 'verified') ? 'On' : 'Off')}
          {u.deletedAt && row('Deleted', when.format(new Date(u.deletedAt)))}
        </dl>
        <div className="mt-5 flex flex-wrap items-center gap-4 border-t border-zinc-200 pt-4">
          <UserRoleSelect user={u} selfId={self.id} />
          <UserStatusSwitch user={u} selfId={self.id} />
          <DeleteUserButton user={u} selfId={self.id} onDeleted={() => navigate('/admin/users')} />
        </div>
      </section>
      <UserOrders user={u} />
      <UserReferrals user={u} />
    </div>
  );
}
