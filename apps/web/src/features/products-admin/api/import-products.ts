import { MESSAGES, type ErrorEnvelope, type ImportReport } from '@kuber/shared';
import { ApiError } from '../../../lib/api';
import { getToken, refreshSession } from '../../../lib/session';

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

interface Answer {
  status: number;
  /** The last JSON line the store sent: the envelope (a line of progress never is). */
  payload: unknown;
}

function isEnvelope(value: unknown): value is { success: boolean; message: string } {
  return typeof value === 'object' && value !== null && 'success' in value && 'message' in value;
}

function isProgress(value: unknown): value is { progress: { done: number; total: number } } {
  return typeof value === 'object' && value !== null && 'progress' in value;
}

/**
 * One POST of the file. XMLHttpRequest rather than fetch: it reports the upload's progress,
 * and its answer can be read as it arrives. The store answers a line of JSON per step as it
 * works through the products (application/x-ndjson), the report last.
 */
function send(file: File, { dryRun, onProgress, signal }: ImportOptions, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${IMPORT_PATH}${dryRun ? '?dryRun=true' : ''}`);
    xhr.timeout = TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/x-ndjson');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    let read = 0;
    let last: unknown = null;
    const readLines = () => {
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
    };

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ stage: 'sending', share: event.loaded / event.total });
    };
    xhr.onprogress = readLines;
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      readLines();
      resolve({ status: xhr.status, payload: last });
    };
    xhr.onerror = xhr.ontimeout = () => {
      settle();
      reject(new ApiError(MESSAGES.noConnection, 0));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The import was cancelled', 'AbortError'));
    };
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

/**
 * Sends a CSV of products to the store: with dryRun, the preview of what it would create,
 * update, leave alone or refuse (nothing written); without, the import and its report.
 * Failures are ApiErrors with the store's message, as every other call's are.
 */
export async function importProducts(file: File, options: ImportOptions): Promise<ImportReport> {
  const token = getToken();
  let answer = await send(file, options, token);
  if (answer.status === 401 && token) {
    // The access token may have run out while the admin looked at the preview: renew it once and send again.
    const renewed = await refreshSession();
    if (renewed && renewed !== token) answer = await send(file, options, renewed);
  }
  const { status, payload } = answer;
  if (isEnvelope(payload) && payload.success) {
    // Checked against the API's own schema, as lib/api checks every other answer.
    const { answers } = await import('@kuber/shared/answers');
    const parsed = answers.productImport.safeParse(payload);
    if (!parsed.success) throw new ApiError('The store sent an answer this page cannot read. Please reload the page.', status, 'INTERNAL');
    return parsed.data.data;
  }
  if (isEnvelope(payload)) {
    const failure = payload as ErrorEnvelope;
    throw new ApiError(failure.message, status, failure.code, failure.errors);
  }
  throw new ApiError(status >= 500 || status === 0 ? MESSAGES.noConnection : `Import failed (${status})`, status);
}
