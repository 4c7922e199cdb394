import { formatINR, type OrderItem } from '@kuber/shared';
import { Link } from 'react-router';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { useT } from '#web/i18n/i18n-provider';
import { useProductNames } from '#web/lib/use-product-name';
import { itemDetails } from '#web/components/ui/item-thumb';

/** An order's items as bought: picture, name, size, colour, quantity and, with `prices`, what each cost. */
export function OrderItems({ items, prices = false }: { items: OrderItem[]; prices?: boolean }) {
  const t = useT();
  const nameOf = useProductNames();
  return (
    <ul className="divide-y divide-zinc-100">
      {items.map((item) => {
        const slug = item.product.slug;
        const itemName = nameOf(item);
        const name = slug ? (
          <Link to={`/products/${slug}`} className="hover:text-accent">
            {itemName}
          </Link>
        ) : (
          itemName
        );
        return (
          <li key={item.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <div className="w-14 shrink-0 overflow-hidden rounded-md bg-zinc-100 sm:w-16">
              <ResponsiveImage
                src={item.image}
                alt={itemName}
                sizes="64px"
                width={600}
                height={800}
                className="aspect-[3/4] size-full object-cover"
              />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="line-clamp-2 font-semibold text-zinc-900">{name}</p>
              <p className="mt-0.5 text-zinc-600">{itemDetails(t, item)}</p>
              {prices && (
                <p className="mt-0.5 text-zinc-600">
                  {formatINR(item.price)} × {item.quantity}
                </p>
              )}
            </div>
            {prices && <p className="shrink-0 text-sm font-semibold text-zinc-900">{formatINR(item.total)}</p>}
          </li>
        );
      })}
    </ul>
  );
}
