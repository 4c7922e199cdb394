import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LOAD_MORE_THRESHOLD, type ProductPage } from '@kuber/shared';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { useT } from '#web/i18n/i18n-provider';
import { productsOf } from '../api/paging';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

interface PagedProductsProps {
  query: UseInfiniteQueryResult<InfiniteData<ProductPage>>;
  /** Shown with the skeleton, e.g. "Loading Men's Fashion products...". */
  loadingText: string;
  errorState: ReactNode;
  emptyState: ReactNode;
  narrow?: boolean;
}

/** A paged product list in all its states: loading, failed, empty, loaded with 'Load More Products'. */
export function PagedProducts({ query, loadingText, errorState, emptyState, narrow }: PagedProductsProps) {
  const t = useT();
  if (query.isPending) {
    return (
      <div>
        <p role="status" className="mb-4 text-sm text-zinc-600">
          {loadingText}
        </p>
        <ProductGridSkeleton narrow={narrow} />
      </div>
    );
  }
  if (query.isError && !query.data) return errorState;

  const products = productsOf(query.data);
  if (products.length === 0) return emptyState;

  // The button appears once a list holds 8 or more products, and only while more pages exist.
  const showLoadMore = products.length >= LOAD_MORE_THRESHOLD && query.hasNextPage;
  return (
    <div
      aria-busy={query.isPlaceholderData}
      className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
    >
      <ProductGrid products={products} narrow={narrow} />
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-6 text-center text-sm text-accent">
          {query.error?.message}
        </p>
      )}
      {showLoadMore && (
        <div className="mt-10 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            className="min-w-60"
            busy={query.isFetchingNextPage}
            busyText={t('common.loading')}
            onClick={() => void query.fetchNextPage()}
          >
            {t('listing.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
