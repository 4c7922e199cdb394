import { useParams } from 'react-router';
import { useProduct } from '#web/features/products/api/get-product';
import { ReviewForm } from '#web/features/reviews/components/review-form';
import { useT } from '#web/i18n/i18n-provider';
import { ApiError } from '#web/lib/api';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useProductName } from '#web/lib/use-product-name';
import { PageContainer } from '#web/app/layout/page-container';
import { Skeleton } from '#web/components/ui/skeleton';
import { LoadError } from './load-error';

/** A buyer's review of a product, written or edited: reached from the order page and the product page. */
export default function WriteReviewScreen() {
  const { productId = '' } = useParams();
  const { data: product, isPending, error, refetch, isRefetching } = useProduct(productId);
  const t = useT();
  const name = useProductName(product ?? { name: '', nameHi: null });
  useDocumentTitle(product ? t('reviews.pageTitle', { name }) : undefined);

  if (isPending)
    return (
      <PageContainer>
        <div aria-hidden="true" className="mx-auto flex max-w-2xl flex-col gap-4">
          <Skeleton className="h-16 w-64" />
          <Skeleton className="h-40 w-full" />
        </div>
      </PageContainer>
    );
  if (error)
    return (
      <LoadError
        title={t(error instanceof ApiError && error.status === 404 ? 'product.notFound' : 'reviews.loadError')}
        error={error}
        onRetry={refetch}
        retrying={isRefetching}
      />
    );
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl rounded-lg border border-zinc-200 bg-white p-4 sm:p-6">
        <ReviewForm product={{ id: product.id, slug: product.slug, name, image: product.image }} />
      </div>
    </PageContainer>
  );
}
