import { MAX_LINE_QUANTITY } from '@kuber/shared';
import { markKept } from '#web/lib/kept';
import { GUEST_CART_EVENT, GUEST_CART_KEY, readGuestCart, type GuestCartLine } from './guest-cart';

// Kept apart from guest-cart.ts, which the header's badge needs on the first page: only a tap on Add to Cart, or a log-in, writes.

function write(lines: GuestCartLine[]) {
  if (lines.length) {
    markKept();
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  } else {
    localStorage.removeItem(GUEST_CART_KEY);
  }
  window.dispatchEvent(new Event(GUEST_CART_EVENT));
}

/**
 * Adds a line, or raises the quantity of the same product, size and colour like the
 * server cart does; never beyond what one line may hold or what is in stock.
 */
export function addToGuestCart(line: GuestCartLine, stock: number) {
  const lines = readGuestCart();
  const same = lines.find((l) => l.productId === line.productId && l.size === line.size && l.color === line.color);
  const cap = Math.max(1, Math.min(MAX_LINE_QUANTITY, stock));
  if (same) same.quantity = Math.min(cap, same.quantity + line.quantity);
  else lines.push({ ...line, quantity: Math.min(cap, line.quantity) });
  write(lines);
}

export function clearGuestCart() {
  write([]);
}
