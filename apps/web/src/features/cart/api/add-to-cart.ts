import type { AddToCart } from '@kuber/shared';
import { cartCall } from './get-cart';

/** Adds a line, or raises the quantity of the same product, size and colour; answers with the whole cart. */
export function addToCart(input: AddToCart) {
  return cartCall('/cart/add', { method: 'POST', body: input });
}
