import { MESSAGES, type ErrorEnvelope, type UploadAnswer, type UploadFields } from '@kuber/shared';
import { ApiError } from '../../../lib/api';
import { getToken, refreshSession } from '../../../lib/session';

const UPLOAD_PATH = '/api/admin/storage/upload';
/** Far longer than other calls' 10 s: ten megabytes over a phone's 2 Mbit/s take 40 s. */
const TIMEOUT_MS = 5 * 60_000;

export interface UploadImageOptions extends UploadFields {
  /** Called as the picture goes up, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  payload: unknown;
}

/** One POST of the form; fetch cannot report an upload's progress, XMLHttpRequest can. */
function send(file: File, { categorySlug, filename, onProgress, signal }: UploadImageOptions, token: string | null): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    if (categorySlug) form.append('categorySlug', categorySlug);
    if (filename) form.append('filename', filename);
    // The file last: the server has read the fields by the time the picture arrives.
    form.append('file', file);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_PATH);
    xhr.responseType = 'json';
    xhr.timeout = TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, payload: xhr.response });
    };
    xhr.onerror = xhr.ontimeout = () => {
      settle();
      reject(new ApiError(MESSAGES.noConnection, 0));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    };
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

function isEnvelope(value: unknown): value is { success: boolean; message: string } {
  return typeof value === 'object' && value !== null && 'success' in value && 'message' in value;
}

/**
 * Uploads a picture to the store (admins only), reporting progress; answers the stored picture's
 * addresses. Failures are ApiErrors with the server's message, as every other call's are.
 */
export async function uploadImage(file: File, options: UploadImageOptions = {}): Promise<UploadAnswer> {
  const token = getToken();
  let answer = await send(file, options, token);
  if (answer.status === 401 && token) {
    // The access token may have run out during a long upload: renew it once and send again.
    const renewed = await refreshSession();
    if (renewed && renewed !== token) answer = await send(file, options, renewed);
  }
  const { status, payload } = answer;
  if (status >= 200 && status < 300 && isEnvelope(payload) && payload.success) {
    // Checked against the API's own schema, as lib/api checks every other answer.
    const { answers } = await import('@kuber/shared/answers');
    const parsed = answers.upload.safeParse(payload);
    if (!parsed.success) throw new ApiError('The store sent an answer this page cannot read. Please reload the page.', status, 'INTERNAL');
    return parsed.data.data;
  }
  if (isEnvelope(payload)) {
    const failure = payload as ErrorEnvelope;
    throw new ApiError(failure.message, status, failure.code, failure.errors);
  }
  throw new ApiError(status >= 500 || status === 0 ? MESSAGES.noConnection : `Upload failed (${status})`, status);
}
