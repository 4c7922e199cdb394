import { useSearchParams } from 'react-router';
import { DISCOUNT_STEPS, RATING_STEPS, type Sort } from '@kuber/shared';
import type { ListingFilters } from './api/paging';

function priceParam(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A list as the URL keeps it: 'M,L'. */
function listParam(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ];
}

function choiceParam<T extends number>(value: string | null, choices: readonly T[]): T | undefined {
  return choices.find((choice) => String(choice) === value);
}

/**
 * Sort, price range, sizes, colours, discount and rating live in the URL
 * (?sort=&min=&max=&sizes=M,L&colors=Black&discount=30&rating=4), so a filtered list can
 * be shared and survives a reload. The first sort offered is the default.
 */
export function useListingFilters(sorts: readonly Sort[]) {
  const [params, setParams] = useSearchParams();
  const defaultSort = sorts[0]!;
  const requested = params.get('sort') as Sort | null;
  const sort = requested && sorts.includes(requested) ? requested : defaultSort;
  const minPrice = priceParam(params.get('min'));
  const maxPrice = priceParam(params.get('max'));
  const sizes = listParam(params.get('sizes'));
  const colors = listParam(params.get('colors'));
  const minDiscount = choiceParam(params.get('discount'), DISCOUNT_STEPS);
  const minRating = choiceParam(params.get('rating'), RATING_STEPS);

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      // Filter tweaks replace the entry, so Back leaves the list instead of undoing each tweak.
      { replace: true },
    );
  const toggle = (list: string[], value: string) =>
    (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]).join(',');

  const filters: ListingFilters = {
    sort,
    minPrice,
    maxPrice,
    sizes: sizes.join(',') || undefined,
    colors: colors.join(',') || undefined,
    minDiscount,
    minRating,
  };
  const narrowed =
    minPrice !== undefined ||
    maxPrice !== undefined ||
    sizes.length > 0 ||
    colors.length > 0 ||
    minDiscount !== undefined ||
    minRating !== undefined;
  return {
    filters,
    sorts,
    sizes,
    colors,
    /** Anything chosen that hides products (the sort hides none). */
    narrowed,
    isFiltered: narrowed || sort !== defaultSort,
    setSort: (value: Sort) => update({ sort: value === defaultSort ? undefined : value }),
    /** A bound at the end of the scale is no bound at all, so it is left out of the URL. */
    setPriceRange: ([low, high]: [number, number], scaleMax: number) =>
      update({ min: low > 0 ? String(low) : undefined, max: high < scaleMax ? String(high) : undefined }),
    toggleSize: (size: string) => update({ sizes: toggle(sizes, size) }),
    toggleColor: (color: string) => update({ colors: toggle(colors, color) }),
    setMinDiscount: (value: number | undefined) =>
      update({ discount: value === undefined ? undefined : String(value) }),
    setMinRating: (value: number | undefined) => update({ rating: value === undefined ? undefined : String(value) }),
    clear: () =>
      update({
        sort: undefined,
        min: undefined,
        max: undefined,
        sizes: undefined,
        colors: undefined,
        discount: undefined,
        rating: undefined,
      }),
  };
}

export type ListingFilterState = ReturnType<typeof useListingFilters>;
