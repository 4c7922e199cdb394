import type { Cart } from '@kuber/shared';
import { requestEnvelope } from '#web/lib/api';
import type { GuestCartLine } from '../guest-cart';

/** The merged cart, and the lines the server could not add with the reason (out of stock, no longer sold...). */
export async function mergeCart(
  lines: GuestCartLine[],
): Promise<{ cart: Cart; skipped: { productId: number; reason: string }[] }> {
  const items = lines.map(({ productId, quantity, size, color }) => ({ productId, quantity, size, color }));
  const { data, summary, skipped } = await requestEnvelope('/cart/merge', 'mergedCart', {
    method: 'POST',
    body: { items },
  });
  return { cart: { items: data, summary }, skipped };
}
