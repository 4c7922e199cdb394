import type { QueryClient } from '@tanstack/react-query';

/** Every query of the catalogue back office starts with this. */
export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

/**
 * After a change to the catalogue: the back office's lists and records, and every storefront
 * product list and page this tab has kept (their keys start with 'products'), are read again.
 */
export function catalogueChanged(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
  ]);
}
