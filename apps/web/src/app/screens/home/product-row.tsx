import type { Product } from '@kuber/shared';
import { HydrateWhenSeen, RenderWhenSeen } from '#web/components/ui/when-seen';
import { ProductCard } from '#web/features/products/components/product-card';
import { ProductCardSkeleton } from '#web/features/products/components/product-grid';
import { useT } from '#web/i18n/i18n-provider';
import { SectionHeading } from './section-heading';

interface ProductRowProps {
  id: string;
  title: string;
  viewAll: string;
  products: Product[] | undefined;
  /** Draw the cards only once the row comes near the screen (rows far down a phone's page). */
  cardsWhenSeen?: boolean;
}

// A phone shows two and a bit cards and swipes for more; a desktop shows all six.
const ROW =
  'no-scrollbar -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 lg:mx-0 lg:grid lg:grid-cols-6 lg:gap-5 lg:overflow-visible lg:px-0';
const ITEM = 'flex w-[42%] shrink-0 snap-start sm:w-[30%] lg:w-auto';

/**
 * A home row of up to six products with its 'View All' link. Below a phone's first screen,
 * so the app takes it over only once it comes near (HydrateWhenSeen).
 */
export function ProductRow({ id, title, viewAll, products, cardsWhenSeen = false }: ProductRowProps) {
  const t = useT();
  const cards = !products ? (
    <RowSkeleton />
  ) : products.length === 0 ? (
    <p className="rounded-lg bg-zinc-50 px-4 py-10 text-center text-sm text-zinc-600">{t('home.noProductsRow')}</p>
  ) : (
    <ul className={ROW}>
      {products.map((product) => (
        <li key={product.id} className={ITEM}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
  return (
    <HydrateWhenSeen id={`${id}-row`}>
      <section id={`${id}-row`} aria-labelledby={id}>
        <SectionHeading id={id} title={title} viewAll={viewAll} />
        {cardsWhenSeen ? <RenderWhenSeen placeholder={<RowSkeleton />}>{cards}</RenderWhenSeen> : cards}
      </section>
    </HydrateWhenSeen>
  );
}

function RowSkeleton() {
  return (
    <ul className={ROW} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className={ITEM}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
