import { MESSAGES, type ErrorEnvelope } from '@kuber/shared';
import type { ResponseName, ResponseOf, ResponseSchemas } from '@kuber/shared/responses';
import { isOffline, OFFLINE_MESSAGE } from './offline';
import { clearSession, getToken, refreshSession } from './session';

const BASE = '/api';
const TIMEOUT_MS = 10_000;
const LOGIN_REDIRECT_DELAY_MS = 100;
/** The browser's fetch; the server, rendering a page, answers the page's requests itself (entry-server.tsx). */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function sendRequestsThrough(fetcher: typeof fetch): void {
  transport = fetcher;
}

/** Pages where a 401 is expected and must not bounce the shopper to /login. */
const NO_REDIRECT_PATHS = ['/login', '/signup', '/admin', '/'];

export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server never answered. */
    readonly status: number,
    readonly code?: string,
    readonly errors?: ErrorEnvelope['errors'],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never reached the server because the device is offline; its message says so. */
export function isOfflineError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'OFFLINE';
}

/** The server failed (no answer, a timeout, a 5xx) rather than refused (a 4xx: signed out, not found, bad input). */
export function isServerFailure(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

const offlineError = () => new ApiError(OFFLINE_MESSAGE, 0, 'OFFLINE');

type Params = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Params;
  body?: unknown;
  signal?: AbortSignal;
  /** The browser's HTTP cache for this call; 'no-cache' asks the store whether a kept copy is still current (a 304 when it is). */
  cache?: RequestCache;
  /** Headers of the call's own (a checkout's Idempotency-Key), beside the ones every call sends. */
  headers?: Record<string, string>;
}

function buildUrl(path: string, params?: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${BASE}${path}${query ? `?${query}` : ''}`;
}

function isEnvelope(value: unknown): value is { success: boolean; message: string } {
  return typeof value === 'object' && value !== null && 'success' in value && 'message' in value;
}

function handleUnauthorised() {
  if (NO_REDIRECT_PATHS.includes(window.location.pathname)) return;
  clearSession();
  setTimeout(() => window.location.assign('/login'), LOGIN_REDIRECT_DELAY_MS);
}

/**
 * The answers' schemas, shared with the API: one chunk, asked for with the first
 * request and not part of the first page's JavaScript.
 */
const shopResponseSchemas = () => import('@kuber/shared/responses').then((m) => m.responseSchemas);
/** The back office's answers (names starting 'admin') are a chunk of their own, asked for by admin screens only. */
const answerSchemas = (name: ResponseName): Promise<ResponseSchemas> =>
  name.startsWith('admin')
    ? Promise.all([shopResponseSchemas(), import('@kuber/shared/admin-responses')]).then(([shop, admin]) => ({
        ...shop,
        ...admin.adminResponseSchemas,
      }))
    : (shopResponseSchemas() as Promise<ResponseSchemas>);

/** Calls the API, checks its answer against the API's own schema and unwraps the envelope; every failure becomes an ApiError. */
export async function request<K extends ResponseName>(
  path: string,
  answer: K,
  options: RequestOptions = {},
): Promise<ResponseOf<K>['data']> {
  return (await requestEnvelope(path, answer, options)).data;
}

/** Like request(), for the calls whose whole envelope is read (its message, or fields beside `data`). */
export async function requestEnvelope<K extends ResponseName>(
  path: string,
  answer: K,
  options: RequestOptions = {},
): Promise<ResponseOf<K>> {
  const [schemas, payload] = await Promise.all([answerSchemas(answer), send(path, options)]);
  return checked(schemas, answer, payload, 200);
}

function checked<K extends ResponseName>(
  schemas: ResponseSchemas,
  answer: K,
  payload: unknown,
  status: number,
): ResponseOf<K> {
  const parsed = schemas[answer].safeParse(payload);
  // An answer the app cannot read is the server's fault, not the shopper's: say so plainly.
  if (!parsed.success)
    throw new ApiError('The store sent an answer this page cannot read. Please reload the page.', status, 'INTERNAL');
  return parsed.data as ResponseOf<K>;
}

/**
 * An answer the store sent to a call made outside request() (a file sent with its progress):
 * the envelope checked against the API's schema when it succeeded, else the ApiError it stands for.
 */
export async function answerOf<K extends ResponseName>(
  answer: K,
  status: number,
  payload: unknown,
  failed: string,
): Promise<ResponseOf<K>> {
  if (status >= 200 && status < 300 && isEnvelope(payload) && payload.success)
    return checked(await answerSchemas(answer), answer, payload, status);
  throw failureOf(status, payload, failed);
}

/** The error a refusal stands for: the store's own message, or, without an envelope (a proxy answered as the API is down), a plain one. */
function failureOf(status: number, payload: unknown, failed: string): ApiError {
  if (isEnvelope(payload)) {
    const failure = payload as ErrorEnvelope;
    return new ApiError(failure.message, status, failure.code, failure.errors);
  }
  return new ApiError(status >= 500 || status === 0 ? MESSAGES.noConnection : `${failed} (${status})`, status);
}

/** Sends a request and answers the successful envelope as it came; every failure becomes an ApiError. */
async function send(path: string, options: RequestOptions, isRetry = false): Promise<unknown> {
  const { method = 'GET', params, body, signal, cache } = options;
  // A change cannot succeed offline. A read may: the service worker answers the catalogue pages seen before.
  if (method !== 'GET' && isOffline()) throw offlineError();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', cancel, { once: true });

  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(buildUrl(path, params), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      cache,
    });
  } catch (error) {
    // A caller's own cancellation (React Query dropping a stale request) is not a failure to report.
    if (signal?.aborted) throw error;
    throw isOffline() ? offlineError() : new ApiError(MESSAGES.noConnection, 0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (response.ok && isEnvelope(payload) && payload.success) return payload;

  if (response.status === 401 && token && !isRetry) {
    // The access token may just have run out (a tab asleep past its refresh): renew it once and retry.
    const renewed = await refreshSession();
    if (renewed && renewed !== token) return send(path, options, true);
  }
  if (response.status === 401) handleUnauthorised();
  throw failureOf(response.status, payload, 'Request failed');
}
