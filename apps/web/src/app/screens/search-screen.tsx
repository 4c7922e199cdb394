import { HERO_QUICK_LINKS, SEARCH_SORTS } from '@kuber/shared';
import { Link, useSearchParams } from 'react-router';
import { SearchIcon } from '#web/components/ui/icons';
import { StatusMessage } from '#web/components/ui/status-message';
import { facetsOf, productsOf, sliderMaxOf, totalOf } from '#web/features/products/api/paging';
import { useSearchProducts } from '#web/features/products/api/search-products';
import { PagedProducts } from '#web/features/products/components/paged-products';
import { ProductListing } from '#web/features/products/components/product-listing';
import { useListingFilters } from '#web/features/products/use-listing-filters';
import { SearchForm } from '#web/features/search/components/search-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { ListingError } from './listing-states';
import { useRichT, useT } from '#web/i18n/i18n-provider';
import type { ReactNode } from 'react';

export default function SearchScreen() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const t = useT();
  useDocumentTitle(q ? t('search.resultsTitle', { q }) : t('search.title'));
  return <PageContainer>{q ? <SearchResults key={q} q={q} /> : <StartSearch />}</PageContainer>;
}

function SearchResults({ q }: { q: string }) {
  const filters = useListingFilters(SEARCH_SORTS);
  const query = useSearchProducts(q, filters.filters);
  const shown = productsOf(query.data).length;
  const t = useT();
  const rich = useRichT();
  const first = query.data?.pages[0];
  const total = totalOf(query.data);
  const accent = (text: ReactNode[]) => <span className="text-accent">{text}</span>;

  return (
    <>
      <h1 className="mb-5 text-xl font-bold text-zinc-900 sm:text-2xl">{rich('search.resultsFor', { q, accent })}</h1>
      {/* The search read a word it did not know as the catalogue's nearest (decision 013). */}
      {first?.correctedQuery && (
        <p className="-mt-3 mb-5 text-sm text-zinc-600">
          {rich('search.showingFor', { q: first.correctedQuery, accent })}
        </p>
      )}
      <ProductListing
        filters={filters}
        priceMax={query.isPending ? undefined : sliderMaxOf(query.data)}
        facets={facetsOf(query.data)}
        countText={shown > 0 ? t('search.showing', { shown, total }) : undefined}
      >
        <PagedProducts
          query={query}
          narrow
          loadingText={t('search.searching', { q })}
          errorState={
            <ListingError title={t('search.error')} body={t('search.errorBody')} onRetry={() => void query.refetch()} />
          }
          emptyState={<NoResults q={q} isFiltered={filters.narrowed} onClear={filters.clear} />}
        />
      </ProductListing>
    </>
  );
}

function NoResults({ q, isFiltered, onClear }: { q: string; isFiltered: boolean; onClear: () => void }) {
  const t = useT();
  const rich = useRichT();
  return (
    <StatusMessage
      icon={<SearchIcon width={28} height={28} />}
      title={t('search.noResults')}
      body={
        isFiltered
          ? rich('search.nothingFiltered', {
              q,
              clear: (text) => (
                <button type="button" onClick={onClear} className="font-semibold text-accent underline">
                  {text}
                </button>
              ),
            })
          : t('search.nothing', { q })
      }
      actions={!isFiltered && <PopularSearches />}
    />
  );
}

function StartSearch() {
  const t = useT();
  return (
    <StatusMessage
      icon={<SearchIcon width={28} height={28} />}
      title={t('search.start')}
      body={t('search.startBody')}
      actions={
        <div className="flex w-full flex-col items-center gap-5">
          <SearchForm className="w-full max-w-sm" />
          <PopularSearches />
        </div>
      }
    />
  );
}

function PopularSearches() {
  const t = useT();
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label={t('search.popular')}>
      {HERO_QUICK_LINKS.map((word) => (
        <li key={word}>
          <Link
            to={`/search?q=${encodeURIComponent(word.toLowerCase())}`}
            className="block rounded-full border border-zinc-300 px-4 py-1.5 text-sm font-medium text-zinc-800 hover:border-accent hover:text-accent"
          >
            {word}
          </Link>
        </li>
      ))}
    </ul>
  );
}
