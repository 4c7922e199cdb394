import { MAX_LINE_QUANTITY, findCategory, type ProductDetail } from '@kuber/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { notify } from '#web/lib/notify';
import { Button } from '#web/components/ui/button';
import { BagIcon, HeartIcon } from '#web/components/ui/icons';
import { Price } from '#web/components/ui/price';
import { StarRating } from '#web/components/ui/star-rating';
import { useLanguage, useT } from '#web/i18n/i18n-provider';
import { useProductActions } from '../product-actions';
import { useProductName } from '#web/lib/use-product-name';
import { rememberViewed } from '../recently-viewed';
import { chosenStock, FEW_LEFT, firstColour, soldOutReason, stockOf } from '../variant-stock';
import { NotifyMe } from './notify-me';
import { OptionPicker } from './option-picker';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';
import { ProductPerks, type ShippingPromise } from './product-perks';
import { QuantityStepper } from './quantity-stepper';
import { SizeChartButton } from './size-chart';

/**
 * The product page body. One grid serves both sizes: on a phone it is a single column
 * whose last row, the buy buttons, stays pinned to the bottom of the screen.
 */
export function ProductDetails({
  product,
  taxRatePercent,
  returnWindowDays,
  shipping = null,
  delivery,
  initialColor,
}: {
  product: ProductDetail;
  /** The store's tax rate, once its settings are known: the cart adds it on top of the price. */
  taxRatePercent?: number;
  /** The store's return window in days, once its settings are known. */
  returnWindowDays?: number;
  /** What delivery costs to the shopper's PIN code, once known: the shipping perk says it. */
  shipping?: ShippingPromise;
  /** The delivery check, placed above the perks. */
  delivery?: ReactNode;
  /** The colour the link came with (a list filtered by it showed its picture). */
  initialColor?: string;
}) {
  const { addToCart, toggleWishlist, isWishlisted } = useProductActions();
  const t = useT();
  const name = useProductName(product);
  const { language } = useLanguage();
  const description = (language === 'hi' && product.descriptionHi) || product.description;
  const [size, setSize] = useState<string>();
  // The picture shown is of a colour, so that colour is chosen: the one the link names, else the first in stock.
  const [color, setColor] = useState<string | undefined>(() => firstColour(product, initialColor));
  /** Whether the shopper chose the colour, or the page did (to match its picture). */
  const [colourPicked, setColourPicked] = useState(false);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  /** Why the last size or colour picked was refused (sold out), and which size × colour it was. */
  const [refusal, setRefusal] = useState<{ message: string; size: string; color: string }>();
  useEffect(() => rememberViewed(product), [product]);
  const sizePicker = useRef<HTMLFieldSetElement>(null);
  const colorPicker = useRef<HTMLFieldSetElement>(null);
  const category = findCategory(product.category);
  const allImages = product.images.length > 0 ? product.images : [product.image];
  // A chosen colour shows its own pictures first (the store lists them per colour).
  const colourImages = color ? product.colorImages[color] : undefined;
  const images = colourImages?.length ? colourImages : allImages;
  const wishlisted = isWishlisted(product);
  const left = chosenStock(product, size, color);
  const maxQuantity = Math.max(1, Math.min(MAX_LINE_QUANTITY, left ?? product.stockQuantity));
  const soldOut = (option: { size: string } | { color: string }, chosen: { size?: string; color?: string }) => {
    const reason = soldOutReason(product.variants, option, chosen);
    return reason && t(reason.id, reason.values);
  };
  const choose = (set: (value: string) => void) => (value: string) => {
    set(value);
    setRefusal(undefined);
  };

  // On a phone the pickers may be scrolled away from the pinned button: bring the missing one into view.
  const ask = (message: string, picker: HTMLFieldSetElement | null) => {
    notify('warning', message);
    picker?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  };

  const onAddToCart = async () => {
    const noSize = product.sizes.length > 0 && !size;
    const noColour = product.colors.length > 0 && !color;
    // Everything missing is named at once.
    if (noSize && noColour) return ask(t('product.selectSizeAndColourToast'), sizePicker.current);
    if (noSize) return ask(t('product.selectSizeToast'), sizePicker.current);
    if (noColour) return ask(t('product.selectColourToast'), colorPicker.current);
    setAdding(true);
    try {
      await addToCart(product, { size, color, quantity: Math.min(quantity, maxQuantity) });
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-x-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-rows-[auto_auto_auto_1fr]">
      <div className="-mx-4 sm:mx-0 lg:row-span-4">
        <div className="lg:sticky lg:top-20">
          {/* A new colour starts its pictures from the first. */}
          <ProductGallery
            key={color ?? ''}
            images={images}
            name={color ? t('product.nameInColour', { name, color }) : name}
          />
        </div>
      </div>

      <div className="mt-5 lg:mt-0">
        {category && (
          <Link
            to={`/categories/${category.slug}`}
            className="text-xs font-semibold tracking-wide text-accent uppercase hover:underline"
          >
            {t(`category.${category.slug}`)}
          </Link>
        )}
        <h1 className="mt-1 text-xl leading-snug font-bold text-zinc-900 sm:text-2xl">{name}</h1>
        {/* Only what published reviews add up to: a product nobody reviewed shows no stars. */}
        {product.reviews > 0 && (
          <a href="#reviews" className="mt-2 flex w-fit items-center gap-2 text-sm text-zinc-600 hover:underline">
            <StarRating rating={product.rating} className="size-4" />
            <span className="font-semibold text-zinc-900">{product.rating.toFixed(1)}</span>
            <span>({t('product.reviews', { count: product.reviews })})</span>
          </a>
        )}

        <div className="mt-4 border-t border-zinc-100 pt-4">
          <Price price={product.price} originalPrice={product.originalPrice} discount={product.discount} size="lg" />
          {/* In `added` mode the cart adds the store's tax on top of the price: say so here rather than 'inclusive of all taxes'. */}
          <p className="mt-1 min-h-4 text-xs font-medium text-zinc-600">
            {taxRatePercent !== undefined &&
              (taxRatePercent > 0 ? t('product.taxNote', { rate: taxRatePercent }) : t('product.gstNote'))}
          </p>
          <p className={`mt-3 text-sm font-semibold ${product.inStock ? 'text-emerald-700' : 'text-accent'}`}>
            {t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
            {product.inStock && left !== undefined && left > 0 && left <= FEW_LEFT && (
              <span className="ml-2 rounded-sm bg-amber-100 px-1.5 py-0.5 text-xs font-bold text-amber-900">
                {t('product.onlyLeft', { left })}
              </span>
            )}
          </p>
        </div>

        <div className="mt-5 space-y-5">
          {product.sizes.length > 0 && (
            <div className="relative">
              <OptionPicker
                ref={sizePicker}
                legend={t('product.selectSize')}
                options={product.sizes}
                value={size}
                onChange={choose((value) => {
                  setSize(value);
                  // A colour the page chose gives way to one the size is left in.
                  if (!colourPicked && color && stockOf(product.variants, value, color) === 0)
                    setColor(product.colors.find((c) => stockOf(product.variants, value, c) > 0) ?? color);
                })}
                refusal={(option) => soldOut({ size: option }, { color: colourPicked ? color : undefined })}
                onRefused={(message, option) => setRefusal({ message, size: option, color: color ?? '' })}
              />
              {product.sizeChart && (
                <div className="absolute -top-3 right-0">
                  <SizeChartButton chart={product.sizeChart} sizes={product.sizes} chosen={size} />
                </div>
              )}
            </div>
          )}
          {product.colors.length > 0 && (
            <OptionPicker
              ref={colorPicker}
              legend={t('product.selectColour')}
              options={product.colors}
              value={color}
              onChange={choose((value) => {
                setColor(value);
                setColourPicked(true);
              })}
              refusal={(option) => soldOut({ color: option }, { size })}
              onRefused={(message, option) => setRefusal({ message, size: size ?? '', color: option })}
              swatches
            />
          )}
          <div className={`flex flex-wrap items-center gap-x-3 gap-y-2 ${refusal ? '' : 'hidden'}`}>
            <p role="alert" className="text-sm font-medium text-accent">
              {refusal?.message}
            </p>
            {/* A sold-out size × colour, both known: the shopper can ask to hear when it is back. */}
            {refusal &&
              (refusal.size || !product.sizes.length) &&
              (refusal.color || !product.colors.length) &&
              product.inStock && <NotifyMe productId={product.id} size={refusal.size} color={refusal.color} />}
          </div>
          {product.inStock && (
            <QuantityStepper value={Math.min(quantity, maxQuantity)} onChange={setQuantity} max={maxQuantity} />
          )}
        </div>
      </div>

      <div className="sticky bottom-0 z-20 order-last -mx-4 mt-6 flex gap-3 border-t border-zinc-200 bg-white px-4 pt-3 pb-safe shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:static lg:order-none lg:mx-0 lg:border-0 lg:p-0 lg:shadow-none">
        <Button
          variant="secondary"
          size="lg"
          className="flex-1 lg:flex-none lg:px-8"
          onClick={() => toggleWishlist(product)}
          aria-pressed={wishlisted}
        >
          <HeartIcon filled={wishlisted} className={wishlisted ? 'text-accent' : ''} />
          {t(wishlisted ? 'product.wishlisted' : 'header.wishlist')}
        </Button>
        <Button
          size="lg"
          className="flex-[1.4] lg:order-first lg:flex-1"
          onClick={onAddToCart}
          disabled={!product.inStock}
          busy={adding}
          busyText={t('product.adding')}
        >
          <BagIcon />
          {t('product.addToCart')}
        </Button>
      </div>

      {delivery && <div className="mt-6">{delivery}</div>}

      <div className="mt-6">
        <ProductPerks
          shipping={shipping}
          returnable={product.returnable}
          returnWindowDays={returnWindowDays}
          warrantyMonths={product.warrantyMonths}
        />
      </div>

      <section className="mt-6 border-t border-zinc-100 pt-5" aria-labelledby="product-description">
        <h2 id="product-description" className="text-sm font-bold tracking-wide text-zinc-900 uppercase">
          {t('product.details')}
        </h2>
        <p className="mt-2 text-sm leading-6 whitespace-pre-line text-zinc-700">{description}</p>
        <ProductFacts product={product} />
      </section>
    </div>
  );
}
