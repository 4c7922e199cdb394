import { useRankedPages, type RankedList } from '#web/features/products/api/get-ranked-products';
import { PagedProducts } from '#web/features/products/components/paged-products';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { ListHeading } from './list-heading';
import { ListingError, NoProducts } from './listing-states';
import { useT, type MessageId } from '#web/i18n/i18n-provider';

interface RankedListScreenProps {
  list: RankedList;
  title: MessageId;
  description: MessageId;
}

/** Trending, Top Products, Inspired by Your Interest, New Arrivals, Best Sellers: server-ranked grids. */
export default function RankedListScreen({ list, title, description }: RankedListScreenProps) {
  const t = useT();
  useDocumentTitle(t(title));
  const query = useRankedPages(list);
  return (
    <PageContainer>
      <ListHeading title={t(title)} description={t(description)} />
      <PagedProducts
        query={query}
        loadingText={t('listing.loadingList', { title: t(title) })}
        errorState={
          <ListingError
            title={t('listing.errorTitle')}
            body={t('listing.errorBody')}
            onRetry={() => void query.refetch()}
          />
        }
        emptyState={<NoProducts />}
      />
    </PageContainer>
  );
}
