import type { UploadAnswer, UploadFields } from '@kuber/shared';
import { sendFile } from '#web/lib/send-file';

const UPLOAD_PATH = '/api/admin/storage/upload';
/** Far longer than other calls' 10 s: ten megabytes over a phone's 2 Mbit/s take 40 s. */
const TIMEOUT_MS = 5 * 60_000;

export interface UploadImageOptions extends UploadFields {
  /** Called as the picture goes up, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads a picture to the store (admins only), reporting progress; answers the stored picture's
 * addresses. Failures are ApiErrors with the server's message, as every other call's are.
 */
export function uploadImage(
  file: File,
  { categorySlug, filename, onProgress, signal }: UploadImageOptions = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  if (categorySlug) form.append('categorySlug', categorySlug);
  if (filename) form.append('filename', filename);
  // The file last: the server has read the fields by the time the picture arrives.
  form.append('file', file);
  return sendFile(
    {
      path: UPLOAD_PATH,
      form,
      accept: 'application/json',
      timeoutMs: TIMEOUT_MS,
      signal,
      onSent: onProgress,
      what: 'Upload',
    },
    'upload',
  );
}
