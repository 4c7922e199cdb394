import { sendFile } from '#web/lib/send-file';

/** A photo over a phone's slow link may take a while. */
const TIMEOUT_MS = 2 * 60_000;

/** Uploads the shopper's photo of a damage; answers its address, to name in the request. */
export function uploadReturnPhoto(file: File, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file);
  return sendFile(
    { path: '/api/returns/photos', form, accept: 'application/json', timeoutMs: TIMEOUT_MS, signal, what: 'Upload' },
    'returnPhoto',
  );
}
