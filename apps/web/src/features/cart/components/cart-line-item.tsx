import { discountPercent, findCategory, formatINR, MAX_LINE_QUANTITY, type CartLine } from '@kuber/shared';
import { Link } from 'react-router';
import { notify } from '#web/lib/notify';
import { AlertIcon, MinusIcon, PlusIcon } from '#web/components/ui/icons';
import { Price } from '#web/components/ui/price';
import { ResponsiveImage } from '#web/components/ui/responsive-image';
import { Spinner } from '#web/components/ui/spinner';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { TrashIcon } from './trash-icon';
import { useT } from '#web/i18n/i18n-provider';
import { useProductName } from '#web/lib/use-product-name';

const stepButton =
  'flex size-9 items-center justify-center text-zinc-800 hover:bg-zinc-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** One cart line: picture, name, options, price, quantity − / +, Remove; flagged in red when it cannot be bought. */
export function CartLineItem({ line }: { line: CartLine }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  const t = useT();
  const name = useProductName(line);
  const category = findCategory(line.category);
  const href = `/products/${line.slug || line.productId}`;
  const maxQuantity = Math.min(line.stockQuantity, MAX_LINE_QUANTITY);
  const options = [
    line.size && t('cart.size', { size: line.size }),
    line.color && t('cart.colour', { color: line.color }),
  ]
    .filter(Boolean)
    .join(' · ');
  /**
   * Awaited rather than given callbacks: a removed line unmounts as soon as the new cart is
   * stored, and callbacks of an unmounted caller never run. A refusal keeps the cart as the
   * server has it, with the server's reason ('Only 3 left in stock for …').
   */
  const change = async (call: () => Promise<unknown>, removes: boolean) => {
    try {
      await call();
      if (removes) notify('info', t('cart.removed', { name }));
    } catch (error) {
      notify('error', (error as Error).message);
    }
  };
  // Quantity 0 removes, so − on the last piece removes the line.
  const setQuantity = (quantity: number) =>
    change(() => update.mutateAsync({ lineId: line.id, quantity }), quantity <= 0);

  return (
    <li
      className={`flex gap-3 rounded-lg border p-3 sm:gap-4 sm:p-4 ${line.problem ? 'border-red-300 bg-red-50/60' : 'border-zinc-200 bg-white'}`}
    >
      {/* The picture a size smaller below 380 px, so that the quantity and Remove fit beside it on a 360 px phone. */}
      <Link
        to={href}
        className="w-16 shrink-0 self-start overflow-hidden rounded-md bg-zinc-100 min-[380px]:w-20 sm:w-24"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ResponsiveImage
          src={line.image}
          alt=""
          sizes="96px"
          width={600}
          height={800}
          className="aspect-[3/4] size-full object-cover"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">
              {category ? t(`category.${category.slug}`) : line.category}
            </p>
            <h3 className="mt-0.5 line-clamp-2 text-sm font-semibold text-zinc-900 sm:text-base">
              <Link to={href} className="hover:text-accent">
                {name}
              </Link>
            </h3>
            {options && <p className="mt-0.5 text-sm text-zinc-600">{options}</p>}
          </div>
          <p className="shrink-0 text-sm font-bold text-zinc-900 sm:text-base">
            <span className="sr-only">{t('cart.lineTotal')} </span>
            {formatINR(line.lineTotal)}
          </p>
        </div>
        <div className="mt-1">
          <Price
            price={line.price}
            originalPrice={line.originalPrice}
            discount={discountPercent(line.price, line.originalPrice)}
          />
        </div>
        {line.problem && (
          <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-red-700">
            <AlertIcon width={16} height={16} className="shrink-0" />
            {line.problem}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-3">
          <div
            role="group"
            aria-label={t('cart.quantityOf', { name })}
            className="inline-flex items-center overflow-hidden rounded-md border border-zinc-300 bg-white"
          >
            <button
              type="button"
              className={stepButton}
              onClick={() => setQuantity(line.quantity - 1)}
              disabled={busy}
              aria-label={line.quantity <= 1 ? t('cart.removeNamed', { name }) : t('product.decrease')}
            >
              {line.quantity <= 1 ? <TrashIcon width={16} height={16} /> : <MinusIcon width={16} height={16} />}
            </button>
            <output
              aria-live="polite"
              aria-label={t('product.quantity')}
              className="flex w-9 justify-center text-sm font-semibold"
            >
              {busy ? <Spinner className="size-3.5" /> : line.quantity}
            </output>
            <button
              type="button"
              className={stepButton}
              onClick={() => setQuantity(line.quantity + 1)}
              disabled={busy || line.quantity >= maxQuantity}
              aria-label={t('product.increase')}
            >
              <PlusIcon width={16} height={16} />
            </button>
          </div>
          <button
            type="button"
            onClick={() => change(() => remove.mutateAsync(line.id), true)}
            disabled={busy}
            className="flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-zinc-700 hover:text-accent disabled:opacity-50"
          >
            <TrashIcon width={16} height={16} />
            {t('common.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
