import type { Order } from '@kuber/shared';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ItemThumb, itemDetails } from '#web/components/ui/item-thumb';
import { useT } from '#web/i18n/i18n-provider';
import { useProductNames } from '#web/lib/use-product-name';

/** Orders whose goods reached the shopper: each line may be reviewed. */
const REVIEWABLE: Order['status'][] = ['DELIVERED', 'RETURNED'];

/** The order page's 'Write a review' for each delivered line of a product still in the shop. */
export function OrderReviews({ order }: { order: Order }) {
  const t = useT();
  const nameOf = useProductNames();
  if (!REVIEWABLE.includes(order.status)) return null;
  // One per product, however many lines (sizes, colours) the order has of it.
  const lines = order.items.filter(
    (item, i) => item.productId && order.items.findIndex((o) => o.productId === item.productId) === i,
  );
  if (!lines.length) return null;
  return (
    <section
      aria-labelledby="order-reviews-heading"
      className="mt-6 rounded-lg border border-zinc-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-reviews-heading" className="text-sm font-bold tracking-wide text-zinc-900 uppercase">
        {t('reviews.orderTitle')}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{t('reviews.orderBody')}</p>
      <ul className="mt-3 divide-y divide-zinc-100">
        {lines.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3 py-3">
            <ItemThumb src={item.image} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-zinc-900">{nameOf(item)}</p>
              <p className="text-xs text-zinc-600">{itemDetails(t, item)}</p>
            </div>
            <Link
              to={`/products/${item.product.slug}/review`}
              className={buttonStyles('secondary', 'sm')}
              aria-label={t('reviews.writeFor', { name: nameOf(item) })}
            >
              {t('reviews.write')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
