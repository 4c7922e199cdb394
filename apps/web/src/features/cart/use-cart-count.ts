import { useCart } from './api/get-cart';
import { useGuestCartCount } from './guest-cart';

/** The cart badge: total quantity, from the server for a shopper and from the browser for a visitor. */
export function useCartCount(signedIn: boolean): number {
  const guest = useGuestCartCount();
  const { data } = useCart(signedIn);
  return signedIn ? (data?.summary.totalItems ?? 0) : guest;
}
