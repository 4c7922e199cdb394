import { SORT_LABELS, formatINR, type Sort } from '@kuber/shared';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FilterIcon, SortIcon } from '../../../components/ui/icons';
import { RangeSlider } from '../../../components/ui/range-slider';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ListingFilterState } from '../use-listing-filters';

interface ProductListingProps {
  filters: ListingFilterState;
  /** Top of the price scale; undefined until the first page has answered. */
  priceMax: number | undefined;
  /** 'Showing X of Y products', once known. */
  countText?: string;
  children: ReactNode;
}

/**
 * A filterable product list: filter column on the left and sort at the top right on a
 * desktop; on a phone a bar pinned to the bottom opens Sort and Filter sheets.
 */
export function ProductListing({ filters, priceMax, countText, children }: ProductListingProps) {
  const [sheet, setSheet] = useState<'sort' | 'filter' | null>(null);
  const close = () => setSheet(null);

  return (
    <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
      <aside className="hidden lg:block" aria-label="Filters">
        <div className="sticky top-20 rounded-lg border border-zinc-200 p-5">
          <h2 className="mb-4 text-sm font-bold tracking-wide text-zinc-900 uppercase">Filters</h2>
          <FilterControls filters={filters} priceMax={priceMax} />
        </div>
      </aside>

      <div className="min-w-0">
        <div className="mb-4 flex min-h-10 items-center justify-between gap-4">
          <p className="text-sm text-zinc-600" aria-live="polite">
            {countText}
          </p>
          <div className="hidden lg:block">
            <SortSelect filters={filters} />
          </div>
        </div>
        {children}
      </div>

      <div className="sticky bottom-0 z-20 -mx-4 mt-8 grid grid-cols-2 border-t border-zinc-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:hidden">
        <button type="button" onClick={() => setSheet('sort')} className="flex h-12 items-center justify-center gap-2 text-sm font-semibold">
          <SortIcon /> Sort
        </button>
        <button type="button" onClick={() => setSheet('filter')} className="flex h-12 items-center justify-center gap-2 border-l border-zinc-200 text-sm font-semibold">
          <FilterIcon /> Filter
          {filters.isFiltered && <span className="size-2 rounded-full bg-accent" aria-label="(active)" />}
        </button>
      </div>

      <Dialog open={sheet === 'sort'} onClose={close} title="Sort by" variant="sheet">
        <SortList
          filters={filters}
          onPick={(sort) => {
            filters.setSort(sort);
            close();
          }}
        />
      </Dialog>
      <Dialog open={sheet === 'filter'} onClose={close} title="Filters" variant="sheet">
        <FilterControls filters={filters} priceMax={priceMax} />
        <Button className="mt-4 w-full" onClick={close}>
          Done
        </Button>
      </Dialog>
    </div>
  );
}

function SortSelect({ filters }: { filters: ListingFilterState }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-zinc-600">
        Sort by
      </label>
      <select
        id={id}
        value={filters.filters.sort}
        onChange={(e) => filters.setSort(e.target.value as Sort)}
        className="h-10 rounded-md border border-zinc-300 bg-white pr-8 pl-3 text-sm font-semibold text-zinc-900 hover:border-zinc-900"
      >
        {filters.sorts.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The tapped option must show as chosen at once, while the applied sort (from the URL)
 * catches up a moment later; so the list keeps its own choice and adopts outside changes.
 */
function SortList({ filters, onPick }: { filters: ListingFilterState; onPick: (sort: Sort) => void }) {
  const applied = filters.filters.sort;
  const [picked, setPicked] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (applied !== seen) {
    setSeen(applied);
    setPicked(applied);
  }
  return (
    <fieldset>
      <legend className="sr-only">Sort by</legend>
      <div className="-mx-5 divide-y divide-zinc-100">
        {filters.sorts.map((sort) => (
          <label key={sort} className="flex cursor-pointer items-center justify-between px-5 py-3.5 text-sm has-[:checked]:font-semibold has-[:checked]:text-accent">
            {SORT_LABELS[sort]}
            <input
              type="radio"
              name="sort"
              value={sort}
              checked={picked === sort}
              onChange={() => {
                setPicked(sort);
                onPick(sort);
              }}
              className="size-4 accent-accent"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function FilterControls({ filters, priceMax }: { filters: ListingFilterState; priceMax: number | undefined }) {
  const { minPrice, maxPrice } = filters.filters;
  return (
    <div className="space-y-5">
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-zinc-900">Price range</legend>
        {priceMax === undefined ? (
          <Skeleton className="h-14 w-full" />
        ) : (
          <RangeSlider
            max={priceMax}
            step={priceMax > 1000 ? 50 : 10}
            value={[Math.min(minPrice ?? 0, priceMax), Math.min(maxPrice ?? priceMax, priceMax)]}
            onChange={(range) => filters.setPriceRange(range, priceMax)}
            format={formatINR}
            labels={['Minimum price', 'Maximum price']}
          />
        )}
      </fieldset>
      <Button variant="secondary" className="w-full" onClick={filters.clear}>
        Clear Filters
      </Button>
    </div>
  );
}
