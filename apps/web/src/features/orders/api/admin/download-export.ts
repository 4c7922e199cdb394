import type { ExportKind } from '@kuber/shared';
import { downloadFile } from '#web/lib/download-file';

/** Saves one of the accountant's exports (CSV) for the days from `from` to `to`, India's dates. */
export function downloadExport(kind: ExportKind, from: string, to: string): Promise<void> {
  const query = new URLSearchParams({ from, to });
  return downloadFile(`/api/admin/exports/${kind}?${query}`, 'text/csv', `${kind}-${from}-to-${to}.csv`);
}
