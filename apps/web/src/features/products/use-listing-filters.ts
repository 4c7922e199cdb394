import { useSearchParams } from 'react-router';
import type { Sort } from '@kuber/shared';
import type { ListingFilters } from './api/paging';

function priceParam(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Sort and price range live in the URL (?sort=&min=&max=), so a filtered list can be
 * shared and survives a reload. The first sort offered is the default.
 */
export function useListingFilters(sorts: readonly Sort[]) {
  const [params, setParams] = useSearchParams();
  const defaultSort = sorts[0]!;
  const requested = params.get('sort') as Sort | null;
  const sort = requested && sorts.includes(requested) ? requested : defaultSort;
  const minPrice = priceParam(params.get('min'));
  const maxPrice = priceParam(params.get('max'));

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      // Filter tweaks replace the entry, so Back leaves the list instead of undoing each tweak.
      { replace: true },
    );

  const filters: ListingFilters = { sort, minPrice, maxPrice };
  return {
    filters,
    sorts,
    isFiltered: sort !== defaultSort || minPrice !== undefined || maxPrice !== undefined,
    setSort: (value: Sort) => update({ sort: value === defaultSort ? undefined : value }),
    /** A bound at the end of the scale is no bound at all, so it is left out of the URL. */
    setPriceRange: ([low, high]: [number, number], scaleMax: number) =>
      update({ min: low > 0 ? String(low) : undefined, max: high < scaleMax ? String(high) : undefined }),
    clear: () => update({ sort: undefined, min: undefined, max: undefined }),
  };
}

export type ListingFilterState = ReturnType<typeof useListingFilters>;
