import type { Product } from '@kuber/shared';
import { HeartIcon } from '../../../components/ui/icons';
import { useProductActions } from '../product-actions';

/** Round heart on a card image's corner. */
export function WishlistHeart({ product }: { product: Product }) {
  const { isWishlisted, toggleWishlist } = useProductActions();
  const active = isWishlisted(product);
  return (
    <button
      type="button"
      onClick={() => toggleWishlist(product)}
      aria-pressed={active}
      aria-label={`${active ? 'Remove' : 'Add'} ${product.name} ${active ? 'from' : 'to'} wishlist`}
      className={`flex size-9 items-center justify-center rounded-full bg-white/90 shadow-sm backdrop-blur-sm transition-colors hover:text-accent ${active ? 'text-accent' : 'text-zinc-700'}`}
    >
      <HeartIcon filled={active} width={18} height={18} />
    </button>
  );
}
