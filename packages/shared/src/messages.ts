/** Texts the spec fixes, written once for both sides. */
export const MESSAGES = {
  noConnection: 'Unable to connect to server. Please check if the backend is running.',
  homeErrorTitle: 'Oops! Something went wrong',
  homeErrorBody: 'Failed to load products. Please try again later.',
  categoryError: 'Failed to load products. Please try again.',
  noProductsRow: 'No products available',
  loginRequiredTitle: 'Login Required',
  loginRequiredDefault: 'Please login to continue',
  addedToCart: (name: string) => `${name} added to cart successfully!`,
  addToCartFailed: 'Failed to add to cart. Please try again.',
  addedToWishlist: (name: string) => `${name} added to wishlist!`,
  removedFromWishlist: (name: string) => `${name} removed from wishlist!`,
  wishlistFailed: 'Failed to update wishlist. Please try again.',
  selectSize: 'Please select a size',
  selectColor: 'Please select a color',
} as const;
