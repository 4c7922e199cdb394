import type { ImportReport } from '@kuber/shared';
import { sendFile } from '#web/lib/send-file';

const IMPORT_PATH = '/api/admin/products/import';
/** A file of 10,000 rows imports in under a minute; the time to send it on a slow line comes on top. */
const TIMEOUT_MS = 5 * 60_000;

/** How far an import has gone: the file on its way up, then the products the store has been through. */
export type ImportProgress = { stage: 'sending'; share: number } | { stage: 'working'; done: number; total: number };

export interface ImportOptions {
  /** Only say what would change; write nothing. */
  dryRun: boolean;
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
}

function isProgress(value: unknown): value is { progress: { done: number; total: number } } {
  return typeof value === 'object' && value !== null && 'progress' in value;
}

/**
 * Reads the store's answer as it arrives: a line of JSON per step as it works through the
 * products (application/x-ndjson), the envelope last, which it answers.
 */
function lineReader(onProgress: ImportOptions['onProgress']) {
  let read = 0;
  let last: unknown = null;
  return (xhr: XMLHttpRequest): unknown => {
    const text = xhr.responseText;
    const end = text.lastIndexOf('\n');
    // A line still arriving is read once it is whole; an answer without line breaks (a refusal) at the end.
    const upTo = xhr.readyState === XMLHttpRequest.DONE ? text.length : end + 1;
    for (const line of text.slice(read, upTo).split('\n')) {
      if (!line.trim()) continue;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        continue;
      }
      if (isProgress(value)) onProgress?.({ stage: 'working', ...value.progress });
      else last = value;
    }
    read = Math.max(read, upTo);
    return last;
  };
}

/**
 * Sends a CSV of products to the store: with dryRun, the preview of what it would create,
 * update, leave alone or refuse (nothing written); without, the import and its report.
 * Failures are ApiErrors with the store's message, as every other call's are.
 */
export function importProducts(file: File, { dryRun, onProgress, signal }: ImportOptions): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  return sendFile(
    {
      path: `${IMPORT_PATH}${dryRun ? '?dryRun=true' : ''}`,
      form,
      accept: 'application/x-ndjson',
      timeoutMs: TIMEOUT_MS,
      signal,
      onSent: (share) => onProgress?.({ stage: 'sending', share }),
      reader: () => lineReader(onProgress),
      what: 'Import',
    },
    'productImport',
  );
}
