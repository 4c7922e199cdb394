import { request } from '#web/lib/api';

/** Answers with the list left; 404 when the product was not in it. */
export function removeFromWishlist(productId: number) {
  return request(`/wishlist/remove/${productId}`, 'wishlist', { method: 'DELETE' });
}
