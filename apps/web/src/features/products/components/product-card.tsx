import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_CARD_SWATCHES, type Product } from '@kuber/shared';
import { ColorSwatch } from '#web/components/ui/color-swatch';
import { Price } from '#web/components/ui/price';
import { RatingChip } from '#web/components/ui/rating-chip';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { useT } from '#web/i18n/i18n-provider';
import { useProductName } from '#web/lib/use-product-name';
import { CardAddButton } from './card-add-button';
import { WishlistHeart } from './wishlist-button';

/** Card image widths: half the phone screen, about a fifth of a desktop. */
const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 768px) 30vw, 50vw';

interface ProductCardProps {
  product: Product;
  /** First row of the first screen: fetch the image at once. */
  priority?: boolean;
  /** Buttons under the card (the wishlist's Add to Cart and Remove); they replace the bag on the picture. */
  actions?: ReactNode;
}

export function ProductCard({ product, priority = false, actions }: ProductCardProps) {
  const extraColors = product.colors.length - MAX_CARD_SWATCHES;
  const t = useT();
  const name = useProductName(product);
  return (
    <article className="group relative flex w-full flex-col rounded-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-4 has-[a:focus-visible]:outline-accent">
      <div className="relative aspect-[3/4] overflow-hidden rounded-lg bg-zinc-100">
        {/* Only the picture is greyed when out of stock, so the badges and text keep their contrast. */}
        <ResponsiveImage
          src={product.image}
          alt={name}
          sizes={CARD_SIZES}
          priority={priority}
          width={600}
          height={800}
          className={`size-full object-cover transition-transform duration-300 group-hover:scale-[1.03] ${product.inStock ? '' : 'opacity-60 grayscale'}`}
        />
        {product.discount > 0 && (
          <span className="absolute top-2 left-2 rounded-sm bg-accent px-1.5 py-0.5 text-[11px] font-bold text-white">
            {t('price.percentOff', { discount: product.discount })}
          </span>
        )}{' '}
        {product.reviews > 0 && (
          <div className="absolute bottom-2 left-2">
            <RatingChip rating={product.rating} reviews={product.reviews} />
          </div>
        )}
        {!actions && (
          // Above the card's stretched link, like the heart.
          <div className="absolute right-2 bottom-2 z-10">
            <CardAddButton product={product} />
          </div>
        )}
      </div>{' '}
      <div className="flex flex-1 flex-col gap-1 px-0.5 pt-2">
        <h3 className="line-clamp-2 text-sm leading-5 text-zinc-800">
          {/* The stretched link makes the whole card clickable while the heart stays its own button. */}
          <Link
            to={`/products/${product.slug || product.id}${product.shownColor ? `?color=${encodeURIComponent(product.shownColor)}` : ''}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {name}
          </Link>
        </h3>{' '}
        {/* Spaces between the parts keep the card's text readable as one line: 'Name ₹499 MRP ₹799 (38% OFF) In Stock'. */}
        <Price price={product.price} originalPrice={product.originalPrice} discount={product.discount} />{' '}
        <div className="mt-auto flex items-center justify-between gap-2 pt-0.5">
          {product.colors.length > 0 ? (
            <span
              role="img"
              className="flex items-center gap-1"
              aria-label={t('product.colours', { colours: product.colors.join(', ') })}
            >
              {product.colors.slice(0, MAX_CARD_SWATCHES).map((color) => (
                <ColorSwatch key={color} color={color} />
              ))}
              {extraColors > 0 && <span className="text-xs text-zinc-600">+{extraColors}</span>}
            </span>
          ) : (
            <span />
          )}{' '}
          <span
            className={`rounded-sm px-1.5 py-0.5 text-[11px] font-semibold ${product.inStock ? 'bg-emerald-50 text-emerald-800' : 'bg-zinc-900 text-white'}`}
          >
            {t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
          </span>
        </div>
      </div>
      {actions && <div className="relative z-10 mt-2.5 flex gap-2">{actions}</div>}
      <div className="absolute top-2 right-2 z-10">
        <WishlistHeart product={product} />
      </div>
    </article>
  );
}
