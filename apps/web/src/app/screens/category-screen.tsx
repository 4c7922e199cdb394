import { CATEGORY_SORTS, findCategory, type CategorySlug } from '@kuber/shared';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ChevronLeftIcon } from '#web/components/ui/icons';
import { useCategoryProducts } from '#web/features/products/api/get-category-products';
import { facetsOf, productsOf, sliderMaxOf, totalOf } from '#web/features/products/api/paging';
import { PagedProducts } from '#web/features/products/components/paged-products';
import { ProductListing } from '#web/features/products/components/product-listing';
import { useListingFilters } from '#web/features/products/use-listing-filters';
import { useT } from '#web/i18n/i18n-provider';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { ListingError, NoProducts } from './listing-states';
import { NotFound } from './not-found-screen';

export default function CategoryScreen() {
  const { slug = '' } = useParams();
  const category = findCategory(slug);
  if (!category) return <NotFound />;
  // Keyed by slug so a new category starts with fresh state.
  return <CategoryListing key={category.slug} slug={category.slug} />;
}

function CategoryListing({ slug }: { slug: CategorySlug }) {
  const t = useT();
  const name = t(`category.${slug}`);
  useDocumentTitle(name);
  const filters = useListingFilters(CATEGORY_SORTS);
  const query = useCategoryProducts(slug, filters.filters);
  useScrollTopAfterFirstLoad(query.isPending);

  const shown = productsOf(query.data).length;
  return (
    <PageContainer>
      <div className="mb-5 flex items-start gap-2">
        <Link
          to="/"
          aria-label={t('common.back')}
          className="-ml-2 flex size-10 shrink-0 items-center justify-center rounded-full text-zinc-800 hover:bg-zinc-100"
        >
          <ChevronLeftIcon width={22} height={22} />
        </Link>
        <div>
          <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">{name}</h1>
          <p className="mt-0.5 text-sm text-zinc-600">{t(`categoryAbout.${slug}`)}</p>
        </div>
      </div>
      <ProductListing
        filters={filters}
        priceMax={query.isPending ? undefined : sliderMaxOf(query.data)}
        facets={facetsOf(query.data)}
        countText={shown > 0 ? t('listing.showing', { shown, total: totalOf(query.data) }) : undefined}
      >
        <PagedProducts
          query={query}
          narrow
          loadingText={t('listing.loadingCategory', { name })}
          errorState={
            <ListingError
              title={t('listing.errorTitle')}
              body={t('listing.errorBody')}
              onRetry={() => void query.refetch()}
            />
          }
          emptyState={<NoProducts onClear={filters.isFiltered ? filters.clear : undefined} />}
        />
      </ProductListing>
    </PageContainer>
  );
}

/** The category page scrolls to the top once its products have loaded. */
function useScrollTopAfterFirstLoad(isPending: boolean) {
  const wasPending = useRef(isPending);
  useEffect(() => {
    if (wasPending.current && !isPending) window.scrollTo({ top: 0 });
    wasPending.current = isPending;
  }, [isPending]);
}
