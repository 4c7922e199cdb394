import { MAX_LINE_QUANTITY } from '@kuber/shared';
import { useSyncExternalStore } from 'react';

/** Browser storage key of the visitor's cart (spec: guests keep a local cart). */
const KEY = 'cart';
/** Same-tab writes fire no 'storage' event, so this module announces its own. */
const CHANGE_EVENT = 'kuber:guest-cart';

export interface GuestCartLine {
  productId: number;
  /** Kept to name the line in messages after the merge. */
  name: string;
  quantity: number;
  size?: string;
  color?: string;
}

function isLine(value: unknown): value is GuestCartLine {
  const line = value as GuestCartLine;
  return typeof line === 'object' && line !== null && Number.isInteger(line.productId) && Number.isInteger(line.quantity) && line.quantity > 0;
}

export function readGuestCart(): GuestCartLine[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isLine) : [];
  } catch {
    return [];
  }
}

function write(lines: GuestCartLine[]) {
  if (lines.length) localStorage.setItem(KEY, JSON.stringify(lines));
  else localStorage.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
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

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

const totalQuantity = () => readGuestCart().reduce((n, line) => n + line.quantity, 0);

/** How many pieces the visitor's cart holds, kept live across tabs. */
export function useGuestCartCount(): number {
  return useSyncExternalStore(subscribe, totalQuantity);
}
