import type { Product } from '@kuber/shared';
import { BagIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';
import { useQuickAdd } from '../product-actions';
import { useProductName } from '#web/lib/use-product-name';

/**
 * The bag on a card's picture. Deliberately bare (no shared Button, no spinner): cards ship
 * with the first page, and everything they import is split away from the page's main chunk.
 */
export function CardAddButton({ product }: { product: Product }) {
  const { adding, add: onClick } = useQuickAdd(product);
  const t = useT();
  const name = useProductName(product);

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={!product.inStock || adding}
      aria-busy={adding || undefined}
      aria-label={adding ? t('product.adding') : t('product.addNamedToCart', { name })}
      title={t(product.inStock ? 'product.addToCart' : 'product.outOfStock')}
      className="flex size-9 items-center justify-center rounded-full bg-white/90 text-zinc-800 shadow-sm transition-colors hover:text-accent disabled:cursor-not-allowed disabled:opacity-50"
    >
      <BagIcon width={18} height={18} className={adding ? 'animate-pulse text-accent' : ''} />
    </button>
  );
}
