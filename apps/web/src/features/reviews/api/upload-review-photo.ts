import { sendFile } from '#web/lib/send-file';

/** A photo over a phone's slow link may take a while. */
const TIMEOUT_MS = 2 * 60_000;

/** Uploads one of the shopper's photos for their review; answers its address, to name in the review. */
export function uploadReviewPhoto(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return sendFile(
    { path: '/api/reviews/photos', form, accept: 'application/json', timeoutMs: TIMEOUT_MS, signal, what: 'Upload' },
    'reviewPhoto',
  );
}
