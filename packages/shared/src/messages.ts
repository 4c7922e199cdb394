/** Fixed texts, written once for both sides. */
export const MESSAGES = {
  noConnection: 'Unable to connect to server. Please check if the backend is running.',
  homeErrorTitle: 'Oops! Something went wrong',
  categoryError: 'Failed to load products. Please try again.',
} as const;
