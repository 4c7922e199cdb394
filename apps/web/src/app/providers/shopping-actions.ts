import type { Product } from '@kuber/shared';
import type { QueryClient } from '@tanstack/react-query';
import { notify } from '#web/lib/notify';
import { addToCart } from '#web/features/cart/api/add-to-cart';
import { CART_KEY } from '#web/features/cart/api/get-cart';
import { mergeCart } from '#web/features/cart/api/merge-cart';
import { addToGuestCart, clearGuestCart } from '#web/features/cart/change-guest-cart';
import { readGuestCart } from '#web/features/cart/guest-cart';
import type { CartSelection } from '#web/features/products/product-actions';
import { addToWishlist } from '#web/features/wishlist/api/add-to-wishlist';
import { removeFromWishlist } from '#web/features/wishlist/api/remove-from-wishlist';
import { WISHLIST_KEY } from '#web/features/wishlist/api/get-wishlist';
import { ApiError, isOfflineError } from '#web/lib/api';
import type { useT } from '#web/i18n/i18n-provider';

/** What the messages need: the storefront's words and product names in the shopper's language. */
export interface ShopperWords {
  t: ReturnType<typeof useT>;
  nameOf: (product: Pick<Product, 'name' | 'nameHi'>) => string;
}

/*
 * What the product buttons do once pressed. Loaded on the first press rather than with
 * the first page, which only needs the buttons themselves.
 */

/** 'You are offline…', or the server's own reason (e.g. 'Only 3 left in stock…') when it gave one, else the screen's own text. */
function reason(error: unknown, fallback: string) {
  if (isOfflineError(error)) return error.message;
  return error instanceof ApiError && error.status > 0 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
}

/**
 * A shopper's line goes to the server cart; a visitor's to the browser cart, kept for the
 * merge at login, followed by the 'Login Required' dialog. True once the line is in a cart.
 */
export async function addProductToCart(
  queryClient: QueryClient,
  product: Product,
  selection: CartSelection,
  signedIn: boolean,
  askToLogIn: (message: string) => void,
  { t, nameOf }: ShopperWords,
): Promise<boolean> {
  const name = nameOf(product);
  if (!signedIn) {
    addToGuestCart({ productId: product.id, name: product.name, ...selection }, product.stockQuantity);
    askToLogIn(t('cart.savedForVisitor', { name }));
    return true;
  }
  try {
    queryClient.setQueryData(CART_KEY, await addToCart({ productId: product.id, ...selection }));
    notify('success', t('cart.added', { name }));
    return true;
  } catch (error) {
    notify('error', reason(error, t('cart.addFailed')));
    return false;
  }
}

/** Products with a wishlist call in flight: a second tap before the answer is ignored, not sent twice. */
const pending = new Set<number>();

export async function toggleWishlist(
  queryClient: QueryClient,
  product: Product,
  wishlisted: boolean,
  { t, nameOf }: ShopperWords,
) {
  const name = nameOf(product);
  if (pending.has(product.id)) return;
  pending.add(product.id);
  try {
    if (wishlisted) {
      try {
        queryClient.setQueryData(WISHLIST_KEY, await removeFromWishlist(product.id));
      } catch (error) {
        // A product already gone from the wishlist counts as removed.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        await queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
      }
      notify('success', t('wishlist.removed', { name }));
    } else {
      // 'Product is already in your wishlist' is a success answer too, carrying the list.
      queryClient.setQueryData(WISHLIST_KEY, await addToWishlist(product.id));
      notify('success', t('wishlist.added', { name }));
    }
  } catch (error) {
    notify('error', isOfflineError(error) ? error.message : t('wishlist.failed'));
  } finally {
    pending.delete(product.id);
  }
}

/**
 * Moves the visitor's browser cart into the account just signed in to. The browser copy
 * is cleared only once the server has taken it, so a failed merge is tried again at the
 * next sign-in or start of the app. Every open tab hears a log-in: the lock, and reading
 * the browser cart inside it, let only the first tab send the lines.
 */
export async function mergeGuestCart(queryClient: QueryClient, { t }: ShopperWords) {
  const merge = async () => {
    const lines = readGuestCart();
    if (lines.length === 0) return;
    try {
      const { cart, skipped } = await mergeCart(lines);
      queryClient.setQueryData(CART_KEY, cart);
      clearGuestCart();
      if (skipped.length) {
        const names = new Map(lines.map((line) => [line.productId, line.name]));
        const list = skipped.map((s) => `${names.get(s.productId) ?? t('cart.anItem')}: ${s.reason}`).join('; ');
        notify('warning', t('cart.mergeSkipped', { list }));
      }
    } catch {
      notify('error', t('cart.mergeFailed'));
    }
  };
  if (navigator.locks) await navigator.locks.request('kuber:guest-cart-merge', merge);
  else await merge();
}
