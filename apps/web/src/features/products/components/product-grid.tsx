import type { Product } from '@kuber/shared';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProductCard } from './product-card';

const GRID = 'grid gap-x-3 gap-y-6 md:gap-x-5';
const COLUMNS = {
  wide: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  // Beside a filter column the grid has less room.
  narrow: 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-4',
};
/** Images fetched at once: the first row on the widest grid. */
const EAGER_IMAGES = 5;

interface ProductGridProps {
  products: Product[];
  /** Whether this grid opens the page, so its first row is above the fold. */
  firstOnPage?: boolean;
  /** Fewer columns when a filter column sits beside the grid. */
  narrow?: boolean;
}

export function ProductGrid({ products, firstOnPage = true, narrow = false }: ProductGridProps) {
  return (
    <ul className={`${GRID} ${COLUMNS[narrow ? 'narrow' : 'wide']}`}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} priority={firstOnPage && index < EAGER_IMAGES} />
        </li>
      ))}
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
