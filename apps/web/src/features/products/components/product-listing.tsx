import { formatIndianNumber, formatINR, type Facets, type Sort } from '@kuber/shared';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { ColorSwatch } from '#web/components/ui/color-swatch';
import { Dialog } from '#web/components/ui/dialog';
import { FilterIcon, SortIcon } from '#web/components/ui/icons';
import { RangeSlider } from '#web/components/ui/range-slider';
import { Skeleton } from '#web/components/ui/skeleton';
import { useT } from '#web/i18n/i18n-provider';
import type { ListingFilterState } from '../use-listing-filters';

interface ProductListingProps {
  filters: ListingFilterState;
  /** Top of the price scale; undefined until the first page has answered. */
  priceMax: number | undefined;
  /** Sizes, colours, discounts and ratings to narrow by, each with its count; undefined until the first page has answered. */
  facets?: Facets;
  /** 'Showing X of Y products', once known. */
  countText?: string;
  children: ReactNode;
}

/**
 * A filterable product list: filter column on the left and sort at the top right on a
 * desktop; on a phone a bar pinned to the bottom opens Sort and Filter sheets.
 */
export function ProductListing({ filters, priceMax, facets, countText, children }: ProductListingProps) {
  const [sheet, setSheet] = useState<'sort' | 'filter' | null>(null);
  const close = () => setSheet(null);
  const t = useT();

  return (
    <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
      <aside className="hidden lg:block" aria-label={t('listing.filters')}>
        <div className="sticky top-20 rounded-lg border border-zinc-200 p-5">
          <h2 className="mb-4 text-sm font-bold tracking-wide text-zinc-900 uppercase">{t('listing.filters')}</h2>
          <FilterControls filters={filters} priceMax={priceMax} facets={facets} />
        </div>
      </aside>

      <div className="min-w-0">
        {/* The cards' titles are h3s; on a phone, where the Filters heading is hidden, this keeps the outline whole. */}
        <h2 className="sr-only">Products</h2>
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
        <button
          type="button"
          onClick={() => setSheet('sort')}
          className="flex h-12 items-center justify-center gap-2 text-sm font-semibold"
        >
          <SortIcon /> {t('listing.sort')}
        </button>
        <button
          type="button"
          onClick={() => setSheet('filter')}
          className="flex h-12 items-center justify-center gap-2 border-l border-zinc-200 text-sm font-semibold"
        >
          <FilterIcon /> {t('listing.filter')}
          {filters.narrowed && <span className="size-2 rounded-full bg-accent" aria-label={t('listing.active')} />}
        </button>
      </div>

      <Dialog open={sheet === 'sort'} onClose={close} title={t('listing.sortBy')} variant="sheet">
        <SortList
          filters={filters}
          onPick={(sort) => {
            filters.setSort(sort);
            close();
          }}
        />
      </Dialog>
      <Dialog open={sheet === 'filter'} onClose={close} title={t('listing.filters')} variant="sheet">
        <FilterControls filters={filters} priceMax={priceMax} facets={facets} />
        <Button className="mt-4 w-full" onClick={close}>
          {t('common.done')}
        </Button>
      </Dialog>
    </div>
  );
}

function SortSelect({ filters }: { filters: ListingFilterState }) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm text-zinc-600">
        {t('listing.sortBy')}
      </label>
      <select
        id={id}
        value={filters.filters.sort}
        onChange={(e) => filters.setSort(e.target.value as Sort)}
        className="h-10 rounded-md border border-zinc-300 bg-white pr-8 pl-3 text-sm font-semibold text-zinc-900 hover:border-zinc-900"
      >
        {filters.sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
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
  const t = useT();
  if (applied !== seen) {
    setSeen(applied);
    setPicked(applied);
  }
  return (
    <fieldset>
      <legend className="sr-only">{t('listing.sortBy')}</legend>
      <div className="-mx-5 divide-y divide-zinc-100">
        {filters.sorts.map((sort) => (
          <label
            key={sort}
            className="flex cursor-pointer items-center justify-between px-5 py-3.5 text-sm has-[:checked]:font-semibold has-[:checked]:text-accent"
          >
            {t(`sort.${sort}`)}
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

function FilterControls({
  filters,
  priceMax,
  facets,
}: {
  filters: ListingFilterState;
  priceMax: number | undefined;
  facets: Facets | undefined;
}) {
  const { minPrice, maxPrice } = filters.filters;
  const t = useT();
  return (
    <div className="space-y-6">
      <SizeFilter filters={filters} facets={facets} />
      <ColourFilter filters={filters} facets={facets} />
      <fieldset>
        <legend className={LEGEND}>{t('listing.priceRange')}</legend>
        {priceMax === undefined ? (
          <Skeleton className="h-14 w-full" />
        ) : (
          <RangeSlider
            max={priceMax}
            step={priceMax > 1000 ? 50 : 10}
            value={[Math.min(minPrice ?? 0, priceMax), Math.min(maxPrice ?? priceMax, priceMax)]}
            onChange={(range) => filters.setPriceRange(range, priceMax)}
            format={formatINR}
            labels={[t('listing.minPrice'), t('listing.maxPrice')]}
          />
        )}
      </fieldset>
      <StepFilter
        legend={t('listing.discount')}
        name="discount"
        steps={facets?.discounts}
        value={filters.filters.minDiscount}
        onChange={filters.setMinDiscount}
        label={(step) => t('listing.discountStep', { step })}
      />
      <StepFilter
        legend={t('listing.rating')}
        name="rating"
        steps={facets?.ratings}
        value={filters.filters.minRating}
        onChange={filters.setMinRating}
        label={(step) => t('listing.ratingStep', { step })}
        spoken={(step) => t('listing.ratingStepSpoken', { step })}
      />
      <Button variant="secondary" className="w-full" onClick={filters.clear}>
        {t('listing.clearFilters')}
      </Button>
    </div>
  );
}

const LEGEND = 'mb-3 text-sm font-semibold text-zinc-900';

/** Sizes someone can buy (the store counts only sizes in stock), as chips that are on or off. */
function SizeFilter({ filters, facets }: { filters: ListingFilterState; facets: Facets | undefined }) {
  const t = useT();
  if (!facets) return <FacetSkeleton legend={t('listing.size')} />;
  if (facets.sizes.length === 0) return null;
  return (
    <fieldset>
      <legend className={LEGEND}>{t('listing.size')}</legend>
      <div className="flex flex-wrap gap-2">
        {facets.sizes.map(({ value, count: n }) => {
          const chosen = filters.sizes.includes(value);
          return (
            <label
              key={value}
              className={`relative flex h-9 min-w-11 cursor-pointer items-center justify-center gap-1 rounded-md border px-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                chosen
                  ? 'border-accent bg-accent-soft font-semibold text-accent'
                  : n === 0
                    ? 'border-zinc-200 text-zinc-400'
                    : 'border-zinc-300 text-zinc-900 hover:border-zinc-900'
              }`}
            >
              <input
                type="checkbox"
                checked={chosen}
                disabled={n === 0 && !chosen}
                onChange={() => filters.toggleSize(value)}
                aria-label={
                  n === undefined
                    ? t('listing.sizeOnly', { size: value })
                    : t('listing.sizeOption', { size: value, count: n })
                }
                className="absolute inset-0 cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
              />
              {value}
              {n !== undefined && (
                <span className={`text-xs ${chosen ? 'text-accent' : 'text-zinc-500'}`} aria-hidden="true">
                  {formatIndianNumber(n)}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The colours the list holds, each with its swatch and count; the most common first. */
function ColourFilter({ filters, facets }: { filters: ListingFilterState; facets: Facets | undefined }) {
  const [all, setAll] = useState(false);
  const t = useT();
  if (!facets) return <FacetSkeleton legend={t('listing.colour')} />;
  if (facets.colors.length === 0) return null;
  // A long list shows its first few and the ones chosen; 'more' opens the rest.
  const shown = all
    ? facets.colors
    : facets.colors.filter((c, i) => i < COLOURS_SHOWN || filters.colors.includes(c.value));
  const hidden = facets.colors.length - shown.length;
  return (
    <fieldset>
      <legend className={LEGEND}>{t('listing.colour')}</legend>
      <ul className="space-y-1">
        {shown.map(({ value, count: n }) => (
          <li key={value}>
            <label
              className={`flex cursor-pointer items-center gap-2.5 rounded py-1 text-sm ${n === 0 && !filters.colors.includes(value) ? 'text-zinc-400' : 'text-zinc-800'}`}
            >
              <input
                type="checkbox"
                checked={filters.colors.includes(value)}
                disabled={n === 0 && !filters.colors.includes(value)}
                onChange={() => filters.toggleColor(value)}
                className="size-4 shrink-0 accent-accent"
              />
              <ColorSwatch color={value} className="size-4" />
              <span className="flex-1">{value}</span>
              {n !== undefined && <FacetCount n={n} />}
            </label>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" onClick={() => setAll(true)} className="mt-1 text-sm font-semibold text-accent">
          {t('listing.moreColours', { count: hidden })}
        </button>
      )}
    </fieldset>
  );
}

const COLOURS_SHOWN = 8;

/** At least a step (10% off, 4★): one choice at a time, or Any. */
function StepFilter({
  legend,
  name,
  steps,
  value,
  onChange,
  label,
  spoken,
}: {
  legend: string;
  name: string;
  steps: { value: number; count?: number }[] | undefined;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  label: (step: number) => string;
  spoken?: (step: number) => string;
}) {
  const groupName = useId();
  const t = useT();
  if (!steps) return <FacetSkeleton legend={legend} />;
  const options: { step: number | undefined; n?: number }[] = [
    { step: undefined },
    ...steps.map((s) => ({ step: s.value, n: s.count })),
  ];
  return (
    <fieldset>
      <legend className={LEGEND}>{legend}</legend>
      <div className="space-y-1">
        {options.map(({ step, n }) => {
          const empty = n === 0 && step !== value;
          return (
            <label
              key={step ?? 'any'}
              className={`flex cursor-pointer items-center gap-2.5 py-1 text-sm ${empty ? 'text-zinc-400' : 'text-zinc-800'}`}
            >
              <input
                type="radio"
                name={`${name}-${groupName}`}
                checked={step === value}
                disabled={empty}
                onChange={() => onChange(step)}
                className="size-4 shrink-0 accent-accent"
              />
              <span className="flex-1">
                {step === undefined ? (
                  t('listing.any')
                ) : spoken ? (
                  <>
                    <span aria-hidden="true">{label(step)}</span>
                    <span className="sr-only">{spoken(step)}</span>
                  </>
                ) : (
                  label(step)
                )}
              </span>
              {n !== undefined && <FacetCount n={n} />}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function FacetSkeleton({ legend }: { legend: string }) {
  return (
    <div>
      <p className={LEGEND}>{legend}</p>
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/** How many products a filter's choice would show; a screen reader hears it in brackets after the choice. */
function FacetCount({ n }: { n: number }) {
  return (
    <span className="text-xs text-zinc-500 tabular-nums">
      <span className="sr-only">(</span>
      {formatIndianNumber(n)}
      <span className="sr-only">)</span>
    </span>
  );
}
