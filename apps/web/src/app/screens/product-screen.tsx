import { findCategory } from '@kuber/shared';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { AlertIcon, SearchIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { RenderWhenSeen } from '#web/components/ui/when-seen';
import { usePinDelivery } from '#web/features/delivery/api/get-pin-delivery';
import { DeliveryCheck } from '#web/features/delivery/components/delivery-check';
import { useRememberedPin } from '#web/features/delivery/remembered-pin';
import { useProduct } from '#web/features/products/api/get-product';
import { useProductName } from '#web/lib/use-product-name';
import { useStoreSettings } from '#web/features/store/api/get-store-settings';
import { useT } from '#web/i18n/i18n-provider';
import { ProductDetails } from '#web/features/products/components/product-details';
import { ProductReviewsSection } from '#web/features/reviews/components/product-reviews-section';
import { ApiError } from '#web/lib/api';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../layout/page-container';

/** Similar and recently viewed products: below the fold, so loaded apart from the page's first script. */
const MoreToBuy = lazy(() => import('#web/features/products/components/more-to-buy'));

export default function ProductScreen() {
  const { productId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { data: product, isPending, error } = useProduct(productId);
  const { data: store } = useStoreSettings();
  // The shipping perk speaks of the shopper's PIN code, or of the store's own (the top bar's) until they check one.
  const pin = useRememberedPin() ?? store?.deliverToPin;
  const { data: delivery } = usePinDelivery(pin);
  const t = useT();
  const name = useProductName(product ?? { name: '', nameHi: null });
  useDocumentTitle(
    product ? name : error ? t(isNotFound(error) ? 'product.notFound' : 'common.somethingWrong') : undefined,
  );

  if (isPending) return <ProductLoading />;
  if (error) return isNotFound(error) ? <ProductNotFound /> : <ProductError message={error.message} />;

  const category = findCategory(product.category);
  return (
    <PageContainer className="pt-0 sm:pt-5">
      <nav aria-label={t('product.breadcrumb')} className="mb-4 hidden text-sm text-zinc-600 sm:block">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="hover:text-accent">
              {t('product.home')}
            </Link>
          </li>
          {category && (
            <li className="before:mr-1.5 before:content-['/']">
              <Link to={`/categories/${category.slug}`} className="hover:text-accent">
                {t(`category.${category.slug}`)}
              </Link>
            </li>
          )}
          <li
            className="font-semibold text-zinc-900 before:mr-1.5 before:font-normal before:text-zinc-600 before:content-['/']"
            aria-current="page"
          >
            {name}
          </li>
        </ol>
      </nav>
      <ProductDetails
        key={product.id}
        product={product}
        taxRatePercent={store?.taxRatePercent}
        returnWindowDays={store?.returnWindowDays}
        shipping={delivery?.serviceable ? delivery : null}
        delivery={<DeliveryCheck />}
        initialColor={searchParams.get('color') ?? undefined}
      />
      <ProductReviewsSection product={product} />
      <RenderWhenSeen placeholder={<div className="h-40" />}>
        <Suspense fallback={<div className="h-40" />}>
          <MoreToBuy key={product.id} product={product} />
        </Suspense>
      </RenderWhenSeen>
    </PageContainer>
  );
}

/** An unknown id or slug (404), or one the server refuses to read as either (400). */
function isNotFound(error: Error) {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function ProductLoading() {
  const t = useT();
  return (
    <PageContainer>
      <p role="status" className="mb-4 text-sm text-zinc-600">
        {t('product.loading')}
      </p>
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12" aria-hidden="true">
        <Skeleton className="-mx-4 aspect-[3/4] rounded-none sm:mx-0 sm:rounded-xl" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-11 w-full max-w-sm" />
          <Skeleton className="h-11 w-full max-w-sm" />
        </div>
      </div>
    </PageContainer>
  );
}

function ProductNotFound() {
  const t = useT();
  return (
    <PageContainer>
      <StatusMessage
        icon={<SearchIcon width={28} height={28} />}
        title={t('product.notFound')}
        body={t('product.notFoundBody')}
        actions={
          <Link to="/shop" className={buttonStyles('primary')}>
            {t('common.continueShopping')}
          </Link>
        }
      />
    </PageContainer>
  );
}

function ProductError({ message }: { message: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  // Opened straight from a link elsewhere there is no page to go back to, so go home.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <PageContainer>
      <StatusMessage
        tone="error"
        icon={<AlertIcon width={28} height={28} />}
        title={t('product.oops')}
        body={message}
        actions={<Button onClick={goBack}>{t('common.goBack')}</Button>}
      />
    </PageContainer>
  );
}
