import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductDetail } from '@kuber/shared';
import { Price } from '#web/components/ui/price';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { Skeleton } from '#web/components/ui/skeleton';
import { useT } from '#web/i18n/i18n-provider';
import { useProductName } from '#web/lib/use-product-name';
import { useSimilarProducts } from '../api/get-similar-products';
import { recentlyViewed, RECENTLY_VIEWED, type Seen } from '../recently-viewed';
import { ProductCard } from './product-card';

// A phone shows two and a bit cards and swipes for more; a desktop shows a row of five or six.
const ROW =
  'no-scrollbar -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-1 lg:mx-0 lg:grid lg:grid-cols-6 lg:gap-5 lg:overflow-visible lg:px-0';
const ITEM = 'flex w-[42%] shrink-0 snap-start sm:w-[30%] lg:w-auto';

/**
 * Below a product page's details: similar products, and the products this browser saw last
 * (kept only where the browser keeps the cart). Loaded when the shopper scrolls near it.
 */
export default function MoreToBuy({ product }: { product: ProductDetail }) {
  const t = useT();
  const similar = useSimilarProducts(product.id);
  // Read once per product: the list this page's own visit adds to is for the next page.
  const [seen] = useState(() =>
    recentlyViewed()
      .filter((p) => p.id !== product.id)
      .slice(0, RECENTLY_VIEWED),
  );
  return (
    <div className="mt-10 space-y-10 border-t border-zinc-100 pt-8">
      {(similar.isPending || (similar.data?.length ?? 0) > 0) && (
        <section aria-labelledby="similar-products">
          <h2 id="similar-products" className="mb-4 text-lg font-bold text-zinc-900">
            {t('product.similar')}
          </h2>
          {similar.data ? (
            <ul className={ROW}>
              {similar.data.map((p) => (
                <li key={p.id} className={ITEM}>
                  <ProductCard product={p} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={ROW} aria-hidden="true">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className={`${ITEM} aspect-[3/4]`} />
              ))}
            </div>
          )}
        </section>
      )}
      {seen.length > 0 && (
        <section aria-labelledby="recently-viewed">
          <h2 id="recently-viewed" className="mb-4 text-lg font-bold text-zinc-900">
            {t('product.recentlyViewed')}
          </h2>
          <ul className={ROW}>
            {seen.map((p) => (
              <li key={p.id} className={ITEM}>
                <SeenCard product={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A product seen before: its picture, name and price as they were, linking to its page. */
function SeenCard({ product }: { product: Seen }) {
  const name = useProductName(product);
  return (
    <article className="relative flex w-full flex-col rounded-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-accent">
      <div className="aspect-[3/4] overflow-hidden rounded-lg bg-zinc-100">
        <ResponsiveImage
          src={product.image}
          alt={name}
          sizes="(min-width: 1024px) 200px, 42vw"
          width={600}
          height={800}
          className="size-full object-cover"
        />
      </div>
      <h3 className="mt-2 line-clamp-2 text-sm leading-5 text-zinc-800">
        <Link
          to={`/products/${product.slug || product.id}`}
          className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {name}
        </Link>
      </h3>
      <Price price={product.price} originalPrice={product.originalPrice} discount={product.discount} />
    </article>
  );
}
