import type { Product } from '@kuber/shared';
import { mayKeep } from '#web/lib/kept';

/** Browser storage key of the products the shopper opened last, newest first. */
const KEY = 'recently-viewed';
/** Products remembered, and shown. */
export const RECENTLY_VIEWED = 12;

/** What a card needs of a product seen: shown as it was when seen, its page read afresh when opened. */
export type Seen = Pick<
  Product,
  'id' | 'slug' | 'name' | 'nameHi' | 'image' | 'price' | 'originalPrice' | 'discount' | 'colors' | 'inStock'
>;

function isSeen(value: unknown): value is Seen {
  const p = value as Seen;
  return typeof p === 'object' && p !== null && Number.isInteger(p.id) && typeof p.slug === 'string';
}

/** The products this browser remembers the shopper opening, newest first; none where it keeps nothing (lib/kept.ts). */
export function recentlyViewed(): Seen[] {
  if (!mayKeep()) return [];
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter(isSeen).slice(0, RECENTLY_VIEWED) : [];
  } catch {
    return [];
  }
}

/** Remembers a product opened, in a browser that keeps things (as it keeps the cart); never the first to write. */
export function rememberViewed(product: Product): void {
  if (!mayKeep()) return;
  const { id, slug, name, nameHi, image, price, originalPrice, discount, colors, inStock } = product;
  const seen: Seen = { id, slug, name, nameHi, image, price, originalPrice, discount, colors, inStock };
  try {
    const rest = recentlyViewed().filter((p) => p.id !== id);
    localStorage.setItem(KEY, JSON.stringify([seen, ...rest].slice(0, RECENTLY_VIEWED + 1)));
  } catch {
    // Storage refused (private mode): nothing is remembered.
  }
}
