import type { BulkShip } from '@kuber/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '#web/lib/api';
import { downloadFile } from '#web/lib/download-file';

/** Many orders shipped at once; those that cannot be come back with why. */
export function bulkShip(input: BulkShip) {
  return request('/admin/orders/bulk/ship', 'adminBulkShip', { method: 'POST', body: input });
}

export function useBulkShip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkShip,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}

/** Saves the orders as the CSV a courier's panel takes to book their parcels. */
export function downloadCourierCsv(orderIds: number[]): Promise<void> {
  return downloadFile(`/api/admin/orders/bulk/courier-csv?ids=${orderIds.join(',')}`, 'text/csv', 'courier.csv');
}

/** Saves the orders' packing slips and invoices, one PDF to print. */
export function downloadPapers(orderIds: number[]): Promise<void> {
  return downloadFile(
    `/api/admin/orders/bulk/papers?ids=${orderIds.join(',')}`,
    'application/pdf',
    'packing-slips.pdf',
  );
}
