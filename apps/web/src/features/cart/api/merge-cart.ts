import type { Cart } from '@kuber/shared';
import { request } from '../../../lib/api';
import type { GuestCartLine } from '../guest-cart';

interface MergedCart extends Cart {
  /** Lines the server could not add, with the reason (out of stock, no longer sold...). */
  skipped: { productId: number; reason: string }[];
}

export function mergeCart(lines: GuestCartLine[]) {
  const items = lines.map(({ productId, quantity, size, color }) => ({ productId, quantity, size, color }));
  return request<MergedCart>('/cart/merge', { method: 'POST', body: { items } });
}
