import type { Product } from '@kuber/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRequireLogin } from '#web/features/auth/login-gate';
import { readGuestCart } from '#web/features/cart/guest-cart';
import { ProductActionsProvider, type ProductActions } from '#web/features/products/product-actions';
import { useWishlist } from '#web/features/wishlist/api/get-wishlist';
import { onAuthChange, useSession } from '#web/lib/session';
import { productNameIn } from '#web/lib/use-product-name';
import { useLanguage, useT } from '#web/i18n/i18n-provider';

// What the buttons do, and the chooser a card opens, load on first use rather than with the first page.
const loadActions = () => import('./shopping-actions');
const OptionsDialog = lazy(() => import('#web/features/products/components/options-dialog'));

/** Every query of the signed-in shopper's own data (cart, wishlist, orders, addresses) sits under this key. */
const SHOPPER_DATA = ['shopper'];

/** Wires product buttons to the login gate, the cart (server or browser) and the wishlist. */
export function AppProductActions({ children }: { children: ReactNode }) {
  const requireLogin = useRequireLogin();
  const { isAuthenticated } = useSession();
  const queryClient = useQueryClient();
  const { data: wishlist } = useWishlist(isAuthenticated);
  const [choosing, setChoosing] = useState<Product | null>(null);
  const t = useT();
  const { language } = useLanguage();
  const words = useMemo(
    () => ({
      t,
      nameOf: (product: Pick<Product, 'name' | 'nameHi'>) => productNameIn(language, product),
    }),
    [t, language],
  );

  useEffect(
    () =>
      onAuthChange((event, session) => {
        // Removed, not refetched: the queries still think a session exists until the next render.
        if (event === 'SIGNED_OUT') return queryClient.removeQueries({ queryKey: SHOPPER_DATA });
        // Possibly someone else than before (a log-in in another tab): nothing of theirs may show.
        if (event === 'SIGNED_IN') void queryClient.resetQueries({ queryKey: SHOPPER_DATA });
        // INITIAL_SESSION too: a merge that failed last time is tried again.
        if ((event === 'SIGNED_IN' || event === 'INITIAL_SESSION') && session && readGuestCart().length > 0) {
          void loadActions().then((actions) => actions.mergeGuestCart(queryClient, words));
        }
      }),
    [queryClient, words],
  );

  const actions = useMemo<ProductActions>(() => {
    const saved = new Set(isAuthenticated ? wishlist?.map((item) => item.id) : []);
    const addToCart: ProductActions['addToCart'] = async (product, selection) =>
      (await loadActions()).addProductToCart(
        queryClient,
        product,
        selection,
        isAuthenticated,
        (message) => requireLogin(message),
        words,
      );
    return {
      isWishlisted: (product) => saved.has(product.id),
      toggleWishlist: (product) => {
        if (!requireLogin(t('login.forWishlist'))) return;
        void loadActions().then((actions) =>
          actions.toggleWishlist(queryClient, product, saved.has(product.id), words),
        );
      },
      addToCart,
      // A size and a colour must be chosen when the product has them.
      quickAdd: async (product) => {
        if (product.sizes.length > 0 || product.colors.length > 0) setChoosing(product);
        else await addToCart(product, { quantity: 1 });
      },
    };
  }, [isAuthenticated, wishlist, requireLogin, queryClient, words, t]);

  return (
    <ProductActionsProvider value={actions}>
      {children}
      {choosing && (
        <Suspense fallback={null}>
          <OptionsDialog key={choosing.id} product={choosing} onClose={() => setChoosing(null)} />
        </Suspense>
      )}
    </ProductActionsProvider>
  );
}
