import { downloadFile } from '#web/lib/download-file';

/** Downloads the catalogue as CSV (one row per variant). */
export function exportProducts(): Promise<void> {
  return downloadFile(
    '/api/admin/products/export',
    'text/csv',
    `kuber-products-${new Date().toISOString().slice(0, 10)}.csv`,
  );
}
