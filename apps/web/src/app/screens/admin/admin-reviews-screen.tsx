import { Navigate, useLocation } from 'react-router';
import { isSecondFactorError } from '#web/features/auth/second-factor';
import { useAdminReviews } from '#web/features/reviews/api/admin/get-reviews';
import { ADMIN_REVIEW_LIST, AdminReviewsTable } from '#web/features/reviews/components/admin/admin-reviews-table';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useListParams } from '#web/lib/use-list-params';

export default function AdminReviewsScreen() {
  useDocumentTitle('Reviews');
  const location = useLocation();
  const list = useListParams(ADMIN_REVIEW_LIST);
  const productId = Number(list.filters.productId);
  const reviews = useAdminReviews({
    page: list.page,
    size: list.size,
    status: list.filters.status,
    productId: Number.isInteger(productId) && productId > 0 ? productId : undefined,
  });

  if (isSecondFactorError(reviews.error))
    return <Navigate to="/admin" replace state={{ from: location, secondFactor: true }} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Reviews</h1>
        <p className="mt-1 text-sm text-zinc-600">
          What buyers wrote, newest first. Publish a review to show it and count it in the product’s rating, hide one
          that breaks your rules, and reply in public.
        </p>
      </div>
      <AdminReviewsTable list={list} query={reviews} />
    </div>
  );
}
