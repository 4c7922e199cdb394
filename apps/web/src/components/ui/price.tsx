import { formatINR } from '@kuber/shared';
import { useT } from '#web/i18n/i18n-provider';

interface PriceProps {
  price: number;
  originalPrice: number | null;
  discount: number;
  size?: 'sm' | 'lg';
}

/**
 * The shop's price line: selling price bold, MRP struck through, '(N% OFF)' — MRP only when
 * above the price. The explicit spaces keep the text readable when copied or read aloud.
 */
export function Price({ price, originalPrice, discount, size = 'sm' }: PriceProps) {
  const hasMrp = originalPrice !== null && originalPrice > price;
  const big = size === 'lg';
  const t = useT();
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-0.5 ${big ? 'text-base' : 'text-sm'}`}>
      <span className={`font-bold text-zinc-900 ${big ? 'text-2xl' : ''}`}>{formatINR(price)}</span>
      {hasMrp && (
        <>
          {' '}
          <span className={`text-zinc-500 ${big ? 'text-base' : 'text-xs'}`}>
            <span className="sr-only">{t('price.mrp')} </span>
            <s>{formatINR(originalPrice)}</s>
          </span>{' '}
          {discount > 0 && (
            <span className={`font-semibold text-accent ${big ? 'text-base' : 'text-xs'}`}>
              ({t('price.percentOff', { discount })})
            </span>
          )}
        </>
      )}
    </p>
  );
}
