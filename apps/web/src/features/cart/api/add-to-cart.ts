import type { AddToCart, Cart } from '@kuber/shared';
import { request } from '../../../lib/api';

/** Adds a line, or raises the quantity of the same product, size and colour; answers with the whole cart. */
export function addToCart(input: AddToCart) {
  return request<Cart>('/cart/add', { method: 'POST', body: input });
}
