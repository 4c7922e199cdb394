import { CATEGORY_SORTS } from '@kuber/shared';
import { useProducts } from '#web/features/products/api/get-products';
import { facetsOf, productsOf, sliderMaxOf, totalOf } from '#web/features/products/api/paging';
import { PagedProducts } from '#web/features/products/components/paged-products';
import { ProductListing } from '#web/features/products/components/product-listing';
import { useListingFilters } from '#web/features/products/use-listing-filters';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { ListHeading } from './list-heading';
import { ListingError, NoProducts } from './listing-states';
import { useT, type MessageId } from '#web/i18n/i18n-provider';

/** The whole catalogue with sort and price filters (/shop), or only what is discounted (/sale). */
export default function CatalogueScreen({
  title,
  description,
  onSale,
}: {
  title: MessageId;
  description: MessageId;
  onSale?: boolean;
}) {
  const t = useT();
  useDocumentTitle(t(title));
  const filters = useListingFilters(CATEGORY_SORTS);
  const query = useProducts({ ...filters.filters, ...(onSale ? { onSale } : {}) });
  const shown = productsOf(query.data).length;
  return (
    <PageContainer>
      <ListHeading title={t(title)} description={t(description)} />
      <ProductListing
        filters={filters}
        priceMax={query.isPending ? undefined : sliderMaxOf(query.data)}
        facets={facetsOf(query.data)}
        countText={shown > 0 ? t('listing.showing', { shown, total: totalOf(query.data) }) : undefined}
      >
        <PagedProducts
          query={query}
          narrow
          loadingText={t('listing.loading')}
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
