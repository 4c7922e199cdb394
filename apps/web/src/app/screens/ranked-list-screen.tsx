import { MESSAGES } from '@kuber/shared';
import { useRankedPages, type RankedList } from '../../features/products/api/get-ranked-products';
import { PagedProducts } from '../../features/products/components/paged-products';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { ListHeading } from './list-heading';
import { ListingError, NoProducts } from './listing-states';

interface RankedListScreenProps {
  list: RankedList;
  title: string;
  description: string;
}

/** Trending, Top Products, Inspired by Your Interest, New Arrivals, Best Sellers: server-ranked grids. */
export default function RankedListScreen({ list, title, description }: RankedListScreenProps) {
  useDocumentTitle(title);
  const query = useRankedPages(list);
  return (
    <PageContainer>
      <ListHeading title={title} description={description} />
      <PagedProducts
        query={query}
        loadingText={`Loading ${title}...`}
        errorState={<ListingError title="Error Loading Products" body={MESSAGES.categoryError} onRetry={() => void query.refetch()} />}
        emptyState={<NoProducts />}
      />
    </PageContainer>
  );
}
