import { request } from '#web/lib/api';

/** Adding a product already there is no error: the server says so and sends the list (a success answer). */
export function addToWishlist(productId: number) {
  return request('/wishlist/add', 'wishlist', { method: 'POST', body: { productId } });
}
