import { CATEGORY_SORTS, MESSAGES } from '@kuber/shared';
import { useProducts } from '../../features/products/api/get-products';
import { facetsOf, productsOf, sliderMaxOf, totalOf } from '../../features/products/api/paging';
import { PagedProducts } from '../../features/products/components/paged-products';
import { ProductListing } from '../../features/products/components/product-listing';
import { useListingFilters } from '../../features/products/use-listing-filters';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { ListHeading } from './list-heading';
import { ListingError, NoProducts } from './listing-states';

/** The whole catalogue with sort and price filters (/shop), or only what is discounted (/sale). */
export default function CatalogScreen({ title, description, onSale }: { title: string; description: string; onSale?: boolean }) {
  useDocumentTitle(title);
  const filters = useListingFilters(CATEGORY_SORTS);
  const query = useProducts({ ...filters.filters, ...(onSale ? { onSale } : {}) });
  const shown = productsOf(query.data).length;
  return (
    <PageContainer>
      <ListHeading title={title} description={description} />
      <ProductListing
        filters={filters}
        priceMax={query.isPending ? undefined : sliderMaxOf(query.data)}
        facets={facetsOf(query.data)}
        countText={shown > 0 ? `Showing ${shown} of ${totalOf(query.data)} products` : undefined}
      >
        <PagedProducts
          query={query}
          narrow
          loadingText="Loading products..."
          errorState={<ListingError title="Error Loading Products" body={MESSAGES.categoryError} onRetry={() => void query.refetch()} />}
          emptyState={<NoProducts onClear={filters.isFiltered ? filters.clear : undefined} />}
        />
      </ProductListing>
    </PageContainer>
  );
}
