import { useSyncExternalStore } from 'react';
import { mayKeep } from '#web/lib/kept';

/** Browser storage key of the visitor's cart (guests keep a cart in the browser). */
export const GUEST_CART_KEY = 'cart';
/** Same-tab writes fire no 'storage' event, so writers announce their own. */
export const GUEST_CART_EVENT = 'kuber:guest-cart';

export interface GuestCartLine {
  productId: number;
  /** Kept to name the line in messages after the merge. */
  name: string;
  quantity: number;
  size?: string;
  color?: string;
}

/** The visitor's lines; anything unreadable in storage counts as an empty cart. */
export function readGuestCart(): GuestCartLine[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((line: GuestCartLine) => Number.isInteger(line?.productId) && line.quantity > 0)
      : [];
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(GUEST_CART_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(GUEST_CART_EVENT, onChange);
  };
}

const totalQuantity = () => (mayKeep() ? readGuestCart().reduce((n, line) => n + line.quantity, 0) : 0);

/** How many pieces the visitor's cart holds, kept live across tabs. */
export function useGuestCartCount(): number {
  // The server knows no guest cart: a page it rendered hydrates empty, then shows this browser's count.
  return useSyncExternalStore(subscribe, totalQuantity, () => 0);
}
