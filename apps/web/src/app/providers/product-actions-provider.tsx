import { useMemo, type ReactNode } from 'react';
import { useRequireLogin } from '../../features/auth/login-gate';
import { ProductActionsProvider, type ProductActions } from '../../features/products/product-actions';

/**
 * Wires product buttons to the login gate. Accounts, cart and wishlist arrive in later
 * work: until a shopper can sign in, both actions stop at the 'Login Required' dialog,
 * and the cart and wishlist calls will be made here once the gate lets a shopper through.
 */
export function AppProductActions({ children }: { children: ReactNode }) {
  const requireLogin = useRequireLogin();
  const actions = useMemo<ProductActions>(
    () => ({
      isWishlisted: () => false,
      toggleWishlist: () => void requireLogin('Please login to add items to your wishlist'),
      addToCart: async () => void requireLogin('Please login to add items to your cart'),
    }),
    [requireLogin],
  );
  return <ProductActionsProvider value={actions}>{children}</ProductActionsProvider>;
}
