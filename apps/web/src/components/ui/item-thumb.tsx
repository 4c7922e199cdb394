import type { useT } from '#web/i18n/i18n-provider';
import { ResponsiveImage } from './responsive-image';

/** A bought item's picture as the order screens list it: 48 px wide, 3:4, beside its name. */
export function ItemThumb({ src }: { src: string }) {
  return (
    <div className="w-12 shrink-0 overflow-hidden rounded-md bg-zinc-100">
      <ResponsiveImage
        src={src}
        alt=""
        sizes="48px"
        width={600}
        height={800}
        className="aspect-[3/4] size-full object-cover"
      />
    </div>
  );
}

/** 'Size M · Colour Navy · Qty 2': what an order line is, in the reader's language. */
export function itemDetails(
  t: ReturnType<typeof useT>,
  item: { size?: string | null; color?: string | null; quantity: number },
): string {
  return [
    item.size && t('orders.itemSize', { size: item.size }),
    item.color && t('orders.itemColour', { color: item.color }),
    t('orders.itemQty', { quantity: item.quantity }),
  ]
    .filter(Boolean)
    .join(' · ');
}
