import { type Product, type WishlistItem } from '@kuber/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '#web/lib/notify';
import { Button, buttonStyles } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { BagIcon, HeartIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatusMessage } from '#web/components/ui/status-message';
import { ProductCard } from '#web/features/products/components/product-card';
import { ProductGridSkeleton } from '#web/features/products/components/product-grid';
import { useProductActions, useQuickAdd } from '#web/features/products/product-actions';
import { useClearWishlist } from '#web/features/wishlist/api/clear-wishlist';
import { useWishlist, WISHLIST_KEY } from '#web/features/wishlist/api/get-wishlist';
import { keptCopyWhenFailed } from '#web/lib/offline-copy';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageContainer } from '#web/app/layout/page-container';
import { KeptCopyNote, LoadError } from './load-error';
import { useT } from '#web/i18n/i18n-provider';

export default function WishlistScreen() {
  const t = useT();
  useDocumentTitle(t('wishlist.title'));
  const { data, isPending, error, refetch, isRefetching } = useWishlist();
  // The server failed: the wishlist as last loaded in this browser, if it was.
  const items = data ?? keptCopyWhenFailed<WishlistItem[]>(WISHLIST_KEY, error)?.data;

  if (isPending) {
    return (
      <PageContainer>
        <p role="status" className="sr-only">
          {t('wishlist.loading')}
        </p>
        <Skeleton className="mb-5 h-8 w-48" />
        <ProductGridSkeleton count={5} />
      </PageContainer>
    );
  }
  if (!items)
    return <LoadError title={t('wishlist.loadError')} error={error!} onRetry={refetch} retrying={isRefetching} />;
  const note = error && <KeptCopyNote onRetry={refetch} retrying={isRefetching} />;
  if (items.length === 0) {
    return (
      <>
        {note}
        <PageContainer>
          <StatusMessage
            icon={<HeartIcon width={28} height={28} />}
            title={t('wishlist.empty')}
            body={t('wishlist.emptyBody')}
            actions={
              <Link to="/shop" className={buttonStyles('primary')}>
                {t('wishlist.startShopping')}
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
      <WishlistGrid items={items} />
    </>
  );
}

function WishlistGrid({ items }: { items: WishlistItem[] }) {
  const [confirmClear, setConfirmClear] = useState(false);
  const clear = useClearWishlist();
  const { toggleWishlist } = useProductActions();
  const t = useT();

  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => {
        setConfirmClear(false);
        notify('info', t('wishlist.cleared'));
      },
      onError: () => notify('error', t('wishlist.failed')),
    });

  return (
    <PageContainer>
      <div className="mb-5 flex items-center justify-between gap-4">
        <h1 className="text-xl font-bold text-zinc-900 sm:text-2xl">
          {t('wishlist.title')}{' '}
          <span className="text-base font-normal text-zinc-600">({t('cart.items', { count: items.length })})</span>
        </h1>
        <Button variant="ghost" size="sm" onClick={() => setConfirmClear(true)}>
          {t('wishlist.clearAll')}
        </Button>
      </div>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 md:gap-x-5 lg:grid-cols-4 xl:grid-cols-5">
        {items.map((product, index) => (
          <li key={product.id} className="flex">
            <ProductCard
              product={product}
              priority={index < 5}
              actions={
                <div className="flex w-full flex-col gap-2">
                  <WishlistAddButton product={product} />
                  <Button variant="secondary" size="sm" className="w-full" onClick={() => toggleWishlist(product)}>
                    {t('common.remove')}
                  </Button>
                </div>
              }
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirmClear}
        title={t('wishlist.clearTitle')}
        confirmLabel={t('wishlist.clearAll')}
        dismissLabel={t('wishlist.keep')}
        busy={clear.isPending}
        busyText={t('cart.clearing')}
        onConfirm={onClear}
        onClose={() => setConfirmClear(false)}
      >
        {t('wishlist.clearBody')}
      </ConfirmDialog>
    </PageContainer>
  );
}

/** Add to Cart from the wishlist: asks for the size and colour first where the product has them. */
function WishlistAddButton({ product }: { product: Product }) {
  const { adding, add } = useQuickAdd(product);
  const t = useT();
  return (
    <Button
      size="sm"
      className="w-full"
      onClick={add}
      disabled={!product.inStock}
      busy={adding}
      busyText={t('product.adding')}
    >
      <BagIcon width={16} height={16} />
      {t(product.inStock ? 'product.addToCart' : 'product.outOfStock')}
    </Button>
  );
}
