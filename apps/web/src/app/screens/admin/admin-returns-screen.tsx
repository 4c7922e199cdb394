import { Navigate, useLocation } from 'react-router';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { useReturns } from '#web/features/returns/api/admin/get-returns';
import { ADMIN_RETURN_LIST, AdminReturnsTable } from '#web/features/returns/components/admin/admin-returns-table';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useListParams } from '#web/lib/use-list-params';

export default function AdminReturnsScreen() {
  useDocumentTitle('Returns');
  const location = useLocation();
  const list = useListParams(ADMIN_RETURN_LIST);
  const returns = useReturns({ page: list.page, size: list.size, ...list.filters });

  if (isSecondFactorError(returns.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Returns</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Shoppers’ returns and exchanges, newest first. Open one to approve it, schedule its pickup, check it and
          refund it or ship its replacement.
        </p>
      </div>
      <AdminReturnsTable list={list} query={returns} />
    </div>
  );
}
