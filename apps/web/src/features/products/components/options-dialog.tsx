import { MAX_LINE_QUANTITY, type Product } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { BagIcon } from '#web/components/ui/icons';
import { Price } from '#web/components/ui/price';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { useProductActions } from '../product-actions';
import { useProductName } from '#web/lib/use-product-name';
import { OptionPicker } from './option-picker';
import { QuantityStepper } from './quantity-stepper';
import { useT } from '#web/i18n/i18n-provider';

/**
 * The size, colour and quantity chooser a card opens before adding to the cart: a sheet
 * from the bottom on a phone, a small dialog on a desktop.
 */
export default function OptionsDialog({ product, onClose }: { product: Product; onClose: () => void }) {
  const { addToCart } = useProductActions();
  const [size, setSize] = useState<string>();
  // The card showed the colour a list was filtered by: that one is chosen.
  const [color, setColor] = useState<string | undefined>(product.shownColor);
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [missing, setMissing] = useState<string>();
  const isPhone = window.matchMedia('(max-width: 639px)').matches;
  const t = useT();
  const name = useProductName(product);

  const onAdd = async () => {
    // Said beside the pickers rather than in a toast, which the open dialog would cover.
    const noSize = product.sizes.length > 0 && !size;
    const noColour = product.colors.length > 0 && !color;
    if (noSize && noColour) return setMissing(t('product.selectSizeAndColourToast'));
    if (noSize) return setMissing(t('product.selectSizeToast'));
    if (noColour) return setMissing(t('product.selectColourToast'));
    setAdding(true);
    const added = await addToCart(product, { size, color, quantity });
    setAdding(false);
    if (added) onClose();
  };

  return (
    <Dialog open onClose={onClose} title={t('product.chooseOptions')} variant={isPhone ? 'sheet' : 'center'}>
      <div className="flex gap-3">
        <div className="w-16 shrink-0 overflow-hidden rounded-md bg-zinc-100">
          <ResponsiveImage
            src={product.image}
            alt=""
            sizes="64px"
            width={600}
            height={800}
            className="aspect-[3/4] size-full object-cover"
          />
        </div>
        <div className="min-w-0">
          <p className="line-clamp-2 text-sm font-semibold text-zinc-900">{name}</p>
          <div className="mt-1">
            <Price price={product.price} originalPrice={product.originalPrice} discount={product.discount} />
          </div>
        </div>
      </div>
      <div className="mt-5 space-y-5">
        {product.sizes.length > 0 && (
          <OptionPicker
            legend={t('product.selectSize')}
            options={product.sizes}
            value={size}
            onChange={(v) => {
              setSize(v);
              setMissing(undefined);
            }}
          />
        )}
        {product.colors.length > 0 && (
          <OptionPicker
            legend={t('product.selectColour')}
            options={product.colors}
            value={color}
            onChange={(v) => {
              setColor(v);
              setMissing(undefined);
            }}
            swatches
          />
        )}
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={Math.max(1, Math.min(MAX_LINE_QUANTITY, product.stockQuantity))}
        />
      </div>
      <p role="alert" className="mt-4 min-h-5 text-sm font-medium text-accent">
        {missing}
      </p>
      <Button size="lg" className="mt-2 w-full" onClick={onAdd} busy={adding} busyText={t('product.adding')}>
        <BagIcon />
        {t('product.addToCart')}
      </Button>
    </Dialog>
  );
}
