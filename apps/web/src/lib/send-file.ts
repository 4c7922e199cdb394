import { MESSAGES } from '@kuber/shared';
import type { ResponseName, ResponseOf } from '@kuber/shared/responses';
import { answerOf, ApiError } from './api';
import { getToken, refreshSession } from './session';

/** A file sent to the store with XMLHttpRequest rather than fetch: it reports the sending's progress, and its answer can be read as it arrives. */
export interface FileRequest {
  path: string;
  form: FormData;
  accept: 'application/json' | 'application/x-ndjson';
  timeoutMs: number;
  signal?: AbortSignal;
  /** The share of the file sent so far (0 to 1). */
  onSent?: (share: number) => void;
  /**
   * Makes a reader of an answer that arrives in parts: called as they arrive and once at the end,
   * it answers the envelope. One per try, as a reader keeps its place. Without it the answer is read as JSON.
   */
  reader?: () => (xhr: XMLHttpRequest) => unknown;
  /** What is sent, for the messages: 'Upload', 'Import'. */
  what: string;
}

function sendOnce(req: FileRequest, token: string | null): Promise<{ status: number; payload: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', req.path);
    const read = req.reader?.();
    if (!read) xhr.responseType = 'json';
    xhr.timeout = req.timeoutMs;
    xhr.setRequestHeader('Accept', req.accept);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) req.onSent?.(event.loaded / event.total);
    };
    if (read) xhr.onprogress = () => read(xhr);
    const abort = () => xhr.abort();
    const settle = () => req.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, payload: read ? read(xhr) : xhr.response });
    };
    xhr.onerror = xhr.ontimeout = () => {
      settle();
      reject(new ApiError(MESSAGES.noConnection, 0));
    };
    xhr.onabort = () => {
      settle();
      reject(req.signal?.reason ?? new DOMException(`The ${req.what.toLowerCase()} was cancelled`, 'AbortError'));
    };
    if (req.signal?.aborted) return reject(req.signal.reason);
    req.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(req.form);
  });
}

/** Sends the file and answers the store's checked answer; failures are ApiErrors with the store's message, as every other call's are. */
export async function sendFile<K extends ResponseName>(req: FileRequest, answer: K): Promise<ResponseOf<K>['data']> {
  const token = getToken();
  let sent = await sendOnce(req, token);
  if (sent.status === 401 && token) {
    // The access token may have run out during a long sending: renew it once and send again.
    const renewed = await refreshSession();
    if (renewed && renewed !== token) sent = await sendOnce(req, renewed);
  }
  return (await answerOf(answer, sent.status, sent.payload, `${req.what} failed`)).data;
}
