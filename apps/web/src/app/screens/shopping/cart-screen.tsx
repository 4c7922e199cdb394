import { formatINR, type Cart } from '@kuber/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify';
import { Button, buttonStyles } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AlertIcon, BagIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useClearCart } from '../../../features/cart/api/clear-cart';
import { useCart } from '../../../features/cart/api/get-cart';
import { CartLineItem } from '../../../features/cart/components/cart-line-item';
import { CartTotals } from '../../../features/cart/components/cart-totals';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageContainer } from '../../layout/page-container';
import { LoadError } from './load-error';

export default function CartScreen() {
  useDocumentTitle('Shopping Cart');
  const { data: cart, isPending, error, refetch, isRefetching } = useCart();

  if (isPending) return <CartSkeleton />;
  if (error) return <LoadError title="We couldn't load your cart" error={error} onRetry={refetch} retrying={isRefetching} />;
  if (cart.items.length === 0) {
    return (
      <PageContainer>
        <StatusMessage
          icon={<BagIcon width={28} height={28} />}
          title="Your cart is empty"
          body="Add the styles you love and they will wait for you here."
          actions={
            <Link to="/shop" className={buttonStyles('primary')}>
              Continue Shopping
            </Link>
          }
        />
      </PageContainer>
    );
  }
  return <CartContents cart={cart} />;
}

function CartContents({ cart }: { cart: Cart }) {
  const [confirmClear, setConfirmClear] = useState(false);
  const clear = useClearCart();
  const blockedId = useId();

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirmClear(false);
        notify('info', 'Your cart is now empty');
      },
      onError: (error) => notify('error', error.message),
    });

  return (
    <PageContainer className="pb-0 lg:pb-8">
      <div className="mb-4 flex items-center justify-between gap-4">
        <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">
          Shopping Cart{' '}
          <span className="text-base font-normal text-zinc-600">
            ({cart.summary.totalItems} {cart.summary.totalItems === 1 ? 'item' : 'items'})
          </span>
        </h1>
        <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)}>
          Clear Cart
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-8">
        <div className="lg:row-span-2">
          <ul className="space-y-3" aria-label="Items in your cart">
            {cart.items.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <Link to="/shop" className="mt-4 inline-block py-1 text-sm font-semibold text-accent hover:underline">
            ← Continue Shopping
          </Link>
        </div>

        <section aria-labelledby="cart-summary" className="rounded-lg border border-zinc-200 bg-zinc-50/60 p-4 sm:p-5">
          <h2 id="cart-summary" className="mb-4 text-base font-bold text-zinc-900">
            Order Summary
          </h2>
          <CartTotals cart={cart} />
        </section>

        {/* On a phone this bar stays pinned to the bottom while the cart scrolls. */}
        <div className="sticky bottom-0 z-20 -mx-4 border-t border-zinc-200 bg-white px-4 pt-3 pb-safe shadow-[0_-4px_12px_rgb(0_0_0/0.06)] lg:static lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
          {!cart.summary.canCheckout && (
            <p id={blockedId} className="mb-3 flex gap-2 text-sm font-medium text-red-700">
              <AlertIcon width={18} height={18} className="mt-0.5 shrink-0" />
              Some items can't be ordered right now. Remove them or lower their quantity to continue.
            </p>
          )}
          <div className="flex items-center gap-4 lg:flex-col lg:items-stretch lg:gap-3">
            <p className="lg:hidden">
              <span className="block text-xs text-zinc-600">Total</span>
              <span className="text-lg font-bold text-zinc-900">{formatINR(cart.summary.total)}</span>
            </p>
            {cart.summary.canCheckout ? (
              <Link to="/checkout" className={buttonStyles('primary', 'lg', 'flex-1 lg:flex-none')}>
                Proceed to Checkout
              </Link>
            ) : (
              <Button size="lg" className="flex-1 lg:flex-none" disabled aria-describedby={blockedId}>
                Proceed to Checkout
              </Button>
            )}
          </div>
        </div>
      </div>

      <ConfirmDialog
        open={confirmClear}
        title="Clear your cart?"
        confirmLabel="Clear Cart"
        dismissLabel="Keep my cart"
        busy={clear.isPending}
        busyText="Clearing..."
        onConfirm={onClear}
        onClose={() => setConfirmClear(false)}
      >
        All {cart.items.length === 1 ? 'the item' : `${cart.items.length} items`} will be removed from your cart.
      </ConfirmDialog>
    </PageContainer>
  );
}

function CartSkeleton() {
  return (
    <PageContainer>
      <p role="status" className="sr-only">
        Loading your cart...
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
