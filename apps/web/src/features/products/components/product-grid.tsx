import type { Product } from '@kuber/shared';
import { Skeleton } from '#web/components/ui/skeleton';
import { HydrateWhenSeen } from '#web/components/ui/when-seen';
import { ProductCard } from './product-card';

const GRID = 'grid gap-x-3 gap-y-6 md:gap-x-5';
const COLUMNS = {
  wide: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  // Beside a filter column the grid has less room.
  narrow: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4',
};
/** Images fetched at once: the first row on the widest grid. */
const EAGER_IMAGES = 5;
/** Cards the app takes over with the page (a phone's first screen shows two rows of two), and then how many at a time. */
const TAKEN_AT_ONCE = 4;
const GROUP = 4;

interface ProductGridProps {
  products: Product[];
  /** Whether this grid opens the page, so its first row is above the fold. */
  firstOnPage?: boolean;
  /** Fewer columns when a filter column sits beside the grid. */
  narrow?: boolean;
}

export function ProductGrid({ products, firstOnPage = true, narrow = false }: ProductGridProps) {
  const item = (product: Product, index: number, id?: string) => (
    <li key={product.id} id={id} className="flex">
      <ProductCard product={product} priority={firstOnPage && index < EAGER_IMAGES} />
    </li>
  );
  // The first cards at once; the rest in groups the app takes over as they come near the screen.
  const groups: Product[][] = [];
  for (let start = TAKEN_AT_ONCE; start < products.length; start += GROUP)
    groups.push(products.slice(start, start + GROUP));
  return (
    <ul className={`${GRID} ${COLUMNS[narrow ? 'narrow' : 'wide']}`}>
      {products.slice(0, TAKEN_AT_ONCE).map((product, index) => item(product, index))}
      {groups.map((group, g) => {
        const id = `card-${group[0]?.id}`;
        return (
          <HydrateWhenSeen key={id} id={id}>
            {group.map((product, index) =>
              item(product, TAKEN_AT_ONCE + g * GROUP + index, index === 0 ? id : undefined),
            )}
          </HydrateWhenSeen>
        );
      })}
    </ul>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="flex w-full flex-col">
      <Skeleton className="aspect-[3/4] w-full rounded-lg" />
      <Skeleton className="mt-2.5 h-4 w-4/5" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-2 h-4 w-1/3" />
    </div>
  );
}

export function ProductGridSkeleton({ count = 10, narrow = false }: { count?: number; narrow?: boolean }) {
  return (
    <ul className={`${GRID} ${COLUMNS[narrow ? 'narrow' : 'wide']}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex">
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
