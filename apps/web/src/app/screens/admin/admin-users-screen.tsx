import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { adminUsersQuery } from '#web/features/users/api/admin/get-admin-users';
import { ADMIN_USER_LIST, AdminUsersTable } from '#web/features/users/components/admin/admin-users-table';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useListParams } from '#web/lib/use-list-params';

export default function AdminUsersScreen() {
  useDocumentTitle('Users');
  const location = useLocation();
  // RequireAdmin renders admin screens only with a session.
  const self = useSession().user!;
  const list = useListParams(ADMIN_USER_LIST);
  const users = useQuery(adminUsersQuery({ page: list.page, size: list.size, ...list.filters }));

  if (isSecondFactorError(users.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Users</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Shoppers and admins, newest first. A disabled account is signed out at its next request.
        </p>
      </div>
      <AdminUsersTable list={list} query={users} selfId={self.id} />
    </div>
  );
}
