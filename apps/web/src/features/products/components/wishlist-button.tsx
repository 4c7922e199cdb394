import type { Product } from '@kuber/shared';
import { HeartIcon } from '#web/components/ui/icons';
import { useT } from '#web/i18n/i18n-provider';
import { useProductActions } from '../product-actions';
import { useProductName } from '#web/lib/use-product-name';

/** Round heart on a card image's corner. */
export function WishlistHeart({ product }: { product: Product }) {
  const { isWishlisted, toggleWishlist } = useProductActions();
  const active = isWishlisted(product);
  const t = useT();
  const name = useProductName(product);
  return (
    <button
      type="button"
      onClick={() => toggleWishlist(product)}
      aria-pressed={active}
      aria-label={t(active ? 'wishlist.removeNamed' : 'wishlist.addNamed', { name })}
      className={`flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm transition-colors hover:text-accent ${active ? 'text-accent' : 'text-zinc-700'}`}
    >
      <HeartIcon filled={active} width={18} height={18} />
    </button>
  );
}
