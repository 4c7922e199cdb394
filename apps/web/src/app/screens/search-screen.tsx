import { HERO_QUICK_LINKS, SEARCH_SORTS } from '@kuber/shared';
import { Link, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/ui/icons';
import { StatusMessage } from '../../components/ui/status-message';
import { facetsOf, productsOf, sliderMaxOf, totalOf } from '../../features/products/api/paging';
import { useSearchProducts } from '../../features/products/api/search-products';
import { PagedProducts } from '../../features/products/components/paged-products';
import { ProductListing } from '../../features/products/components/product-listing';
import { useListingFilters } from '../../features/products/use-listing-filters';
import { SearchForm } from '../../features/search/components/search-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageContainer } from '../layout/page-container';
import { ListingError } from './listing-states';

export default function SearchScreen() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  useDocumentTitle(q ? `Search results for "${q}"` : 'Search');
  return <PageContainer>{q ? <SearchResults key={q} q={q} /> : <StartSearch />}</PageContainer>;
}

function SearchResults({ q }: { q: string }) {
  const filters = useListingFilters(SEARCH_SORTS);
  const query = useSearchProducts(q, filters.filters);
  const shown = productsOf(query.data).length;

  return (
    <>
      <h1 className="mb-5 text-xl font-bold text-zinc-900 sm:text-2xl">
        Search results for <span className="text-accent">“{q}”</span>
      </h1>
      <ProductListing
        filters={filters}
        priceMax={query.isPending ? undefined : sliderMaxOf(query.data)}
        facets={facetsOf(query.data)}
        countText={shown > 0 ? `Showing ${shown} of ${totalOf(query.data)} results` : undefined}
      >
        <PagedProducts
          query={query}
          narrow
          loadingText={`Searching for “${q}”...`}
          errorState={<ListingError title="Search Error" body={query.error?.message ?? ''} onRetry={() => void query.refetch()} />}
          emptyState={<NoResults q={q} isFiltered={filters.narrowed} onClear={filters.clear} />}
        />
      </ProductListing>
    </>
  );
}

function NoResults({ q, isFiltered, onClear }: { q: string; isFiltered: boolean; onClear: () => void }) {
  return (
    <StatusMessage
      icon={<SearchIcon width={28} height={28} />}
      title="No Results Found"
      body={
        isFiltered ? (
          <>
            Nothing for “{q}” with these filters.{' '}
            <button type="button" onClick={onClear} className="font-semibold text-accent underline">
              Clear Filters
            </button>{' '}
            to see every match.
          </>
        ) : (
          <>We couldn't find anything for “{q}”. Check the spelling, or try a more general word like one of these:</>
        )
      }
      actions={!isFiltered && <PopularSearches />}
    />
  );
}

function StartSearch() {
  return (
    <StatusMessage
      icon={<SearchIcon width={28} height={28} />}
      title="Start Your Search"
      body="Type what you're looking for — a style, a colour or a category."
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
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label="Popular searches">
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
