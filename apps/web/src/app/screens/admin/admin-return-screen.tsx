import { Link, Navigate, useLocation, useParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { SearchIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { useReturn } from '#web/features/returns/api/admin/get-return';
import { ReturnPanel } from '#web/features/returns/components/admin/return-panel';
import { ApiError } from '#web/lib/api';
import { useDocumentTitle } from '#web/lib/use-document-title';

export default function AdminReturnScreen() {
  const id = Number(useParams().returnId);
  const location = useLocation();
  const request = useReturn(id);
  const notFound =
    !(Number.isInteger(id) && id > 0) || (request.error instanceof ApiError && request.error.status === 404);
  useDocumentTitle(request.data ? `Return #${request.data.id}` : notFound ? 'Return Not Found' : undefined);

  if (isSecondFactorError(request.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  if (notFound)
    return (
      <StatusMessage
        icon={<SearchIcon width={28} height={28} />}
        title="Return request not found"
        body="There is no return request at this address."
        actions={
          <Link to="/admin/returns" className={buttonStyles('primary')}>
            All Returns
          </Link>
        }
      />
    );
  if (request.error)
    return (
      <StatusMessage
        tone="error"
        title="We couldn't load this request"
        body={request.error.message}
        actions={
          <button type="button" className={buttonStyles('secondary')} onClick={() => void request.refetch()}>
            Try Again
          </button>
        }
      />
    );
  if (!request.data)
    return (
      <div aria-hidden="true" className="flex flex-col gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-72 w-full rounded-lg" />
      </div>
    );
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/returns" className="text-sm font-semibold text-accent hover:underline">
        ← All Returns
      </Link>
      <ReturnPanel request={request.data} />
    </div>
  );
}
