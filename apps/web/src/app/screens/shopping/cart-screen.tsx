import { formatINR, shippingCharge, toPaise, toRupees, type Cart } from '@kuber/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '#web/lib/notify';
import { Button, buttonStyles } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { AlertIcon, BagIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { useClearCart } from '#web/features/cart/api/clear-cart';
import { CART_KEY, useCart } from '#web/features/cart/api/get-cart';
import { usePinDelivery } from '#web/features/delivery/api/get-pin-delivery';
import { DeliveryAnswer } from '#web/features/delivery/components/delivery-answer';
import { useRememberedPin } from '#web/features/delivery/remembered-pin';
import { CartLineItem } from '#web/features/cart/components/cart-line-item';
import { OrderTotals } from '#web/components/ui/order-totals';
import { keptCopyWhenFailed } from '#web/lib/offline-copy';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '#web/app/layout/page-container';
import { KeptCopyNote, LoadError } from './load-error';
import { useT } from '#web/i18n/i18n-provider';

export default function CartScreen() {
  const t = useT();
  useDocumentTitle(t('cart.title'));
  const { data, isPending, error, refetch, isRefetching } = useCart();
  // The server failed: the cart as last loaded in this browser, if it was.
  const cart = data ?? keptCopyWhenFailed<Cart>(CART_KEY, error)?.data;

  if (isPending) return <CartSkeleton />;
  if (!cart) return <LoadError title={t('cart.loadError')} error={error!} onRetry={refetch} retrying={isRefetching} />;
  const note = error && <KeptCopyNote onRetry={refetch} retrying={isRefetching} />;
  if (cart.items.length === 0) {
    return (
      <>
        {note}
        <PageContainer>
          <StatusMessage
            icon={<BagIcon width={28} height={28} />}
            title={t('cart.empty')}
            body={t('cart.emptyBody')}
            actions={
              <Link to="/shop" className={buttonStyles('primary')}>
                {t('common.continueShopping')}
              </Link>
            }
          />
        </PageContainer>
      </>
    );
  }
  return (
    <>
      {note}
      <CartContents cart={cart} />
    </>
  );
}

function CartContents({ cart }: { cart: Cart }) {
  const [confirmClear, setConfirmClear] = useState(false);
  const clear = useClearCart();
  const blockedId = useId();
  const t = useT();
  // The charge and the date for the PIN code the shopper checked; checkout settles them for the address chosen.
  const { data: answer } = usePinDelivery(useRememberedPin());
  const delivery = answer ?? null;
  const shipping = answer?.serviceable ? shippingCharge(answer, cart.summary.subtotal) : 0;
  const total = toRupees(toPaise(cart.summary.total) + toPaise(shipping));

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirmClear(false);
        notify('info', t('cart.cleared'));
      },
      onError: (error) => notify('error', error.message),
    });

  return (
    <PageContainer className="pb-0 lg:pb-8">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">
          {t('cart.title')}{' '}
          <span className="text-base font-normal text-zinc-600">
            ({t('cart.items', { count: cart.summary.totalItems })})
          </span>
        </h1>
        <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)}>
          {t('cart.clear')}
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-8">
        <div className="lg:row-span-2">
          <ul className="space-y-3" aria-label={t('cart.itemsLabel')}>
            {cart.items.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <Link to="/shop" className="mt-4 inline-block py-1 text-sm font-semibold text-accent hover:underline">
            ← {t('common.continueShopping')}
          </Link>
        </div>

        <section aria-labelledby="cart-summary" className="rounded-lg border border-zinc-200 bg-zinc-50/60 p-4 sm:p-5">
          <h2 id="cart-summary" className="mb-4 text-base font-bold text-zinc-900">
            {t('cart.summary')}
          </h2>
          <OrderTotals
            summary={{ ...cart.summary, shipping }}
            tax={cart.summary.tax}
            total={total}
            gstIncluded={shipping > 0 ? null : cart.summary.taxIncluded}
          />
          {delivery && (
            <div className="mt-4 border-t border-zinc-200 pt-4">
              <DeliveryAnswer answer={delivery} charge={false} />
            </div>
          )}
        </section>

        {/* On a phone this bar stays pinned to the bottom while the cart scrolls. */}
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-zinc-200 bg-white px-4 pt-3 pb-safe shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:static lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
          {!cart.summary.canCheckout && (
            <p id={blockedId} className="mb-3 flex gap-2 text-sm font-medium text-red-700">
              <AlertIcon width={18} height={18} className="mt-0.5 shrink-0" />
              {t('cart.blocked')}
            </p>
          )}
          <div className="flex items-center gap-4 lg:flex-col lg:items-stretch lg:gap-3">
            <p className="lg:hidden">
              <span className="block text-xs text-zinc-600">{t('totals.total')}</span>
              <span className="text-lg font-bold text-zinc-900">{formatINR(total)}</span>
            </p>
            {cart.summary.canCheckout ? (
              <Link to="/checkout" className={buttonStyles('primary', 'lg', 'flex-1 lg:flex-none')}>
                {t('cart.checkout')}
              </Link>
            ) : (
              <Button size="lg" className="flex-1 lg:flex-none" disabled aria-describedby={blockedId}>
                {t('cart.checkout')}
              </Button>
            )}
          </div>
        </div>
      </div>

      <ConfirmDialog
        open={confirmClear}
        title={t('cart.clearTitle')}
        confirmLabel={t('cart.clear')}
        dismissLabel={t('cart.keep')}
        busy={clear.isPending}
        busyText={t('cart.clearing')}
        onConfirm={onClear}
        onClose={() => setConfirmClear(false)}
      >
        {t('cart.clearBody', { count: cart.items.length })}
      </ConfirmDialog>
    </PageContainer>
  );
}

function CartSkeleton() {
  const t = useT();
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        {t('cart.loading')}
      </p>
      <Skeleton className="mb-5 h-8 w-56" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8" aria-hidden="true">
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex gap-4 rounded-lg border border-zinc-200 p-4">
              <Skeleton className="aspect-[3/4] w-20 sm:w-24" />
              <div className="flex-1 space-y-2.5">
                <Skeleton className="h-3 w-24" />
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-32" />
                <Skeleton className="mt-4 h-9 w-28" />
              </div>
            </div>
          ))}
        </div>
        <Skeleton className="h-56 w-full rounded-lg" />
      </div>
    </PageContainer>
  );
}
