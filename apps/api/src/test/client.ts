import type { OutgoingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Session } from '@kuber/shared';

/** The header that sends a session's access token. */
export const bearer = (session: Pick<Session, 'access_token'>) => ({ authorization: `Bearer ${session.access_token}` });

/** The envelope every JSON answer of the API is written in (docs/api.md); some answers add fields beside `data`. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
  code?: string;
  errors?: { path: string; message: string }[];
}

/** An answer as a test reads it. `body` is the text read as JSON, when first read (an HTML answer has none). */
export interface Reply<T = unknown, Extra = object> {
  status: number;
  headers: OutgoingHttpHeaders;
  /** The cookies the answer sets, with their attributes (`path`, `maxAge` …) when sent through the app. */
  cookies: ({ name: string; value: string } & Record<string, unknown>)[];
  /** The answer's bytes, its content-encoding undone (the `content-encoding` header still says which it was). */
  bytes: Buffer;
  /** Those bytes as text. */
  text: string;
  readonly body: Envelope<T> & Extra;
}

/**
 * A JSON value (sent as JSON), a form (sent as multipart/form-data), or a string or bytes sent
 * as they are (give their content-type in the headers).
 */
type Payload = object | string | Buffer;

/**
 * Requests made as one caller. The type arguments say what the answer holds: `T` its `data`,
 * `Extra` any fields beside it (the cart's `summary`, for one).
 */
export interface Requests {
  get<T = unknown, Extra = object>(url: string): Promise<Reply<T, Extra>>;
  delete<T = unknown, Extra = object>(url: string): Promise<Reply<T, Extra>>;
  post<T = unknown, Extra = object>(url: string, body?: Payload): Promise<Reply<T, Extra>>;
  put<T = unknown, Extra = object>(url: string, body?: Payload): Promise<Reply<T, Extra>>;
  patch<T = unknown, Extra = object>(url: string, body?: Payload): Promise<Reply<T, Extra>>;
  /** A request by any method, for a test that goes over routes of several. */
  send<T = unknown, Extra = object>(method: HTTPMethods, url: string, body?: Payload): Promise<Reply<T, Extra>>;
}

export interface Client {
  /**
   * Requests as a session would send them, with its bearer token (none for `null`: a
   * visitor), and any headers of the caller's own: a cookie (test/cookies.ts), an address.
   */
  as(session: Pick<Session, 'access_token'> | null, headers?: Record<string, string>): Requests;
  /** Requests as a visitor: no session. */
  anonymous(headers?: Record<string, string>): Requests;
}

interface Sent {
  status: number;
  headers: Reply['headers'];
  cookies: Reply['cookies'];
  bytes: Buffer;
}

type Send = (method: HTTPMethods, url: string, headers: Record<string, string>, body?: Payload) => Promise<Sent>;

/** The bytes of an answer as a browser reads them: a compressed answer decompressed, as fetch does over HTTP. */
const decoders = new Map<unknown, (bytes: Buffer) => Buffer>([
  ['br', brotliDecompressSync],
  ['gzip', gunzipSync],
  ['deflate', inflateSync],
]);

/** Through the app itself, without a network (Fastify's `inject`). */
const injectInto =
  (app: FastifyInstance): Send =>
  async (method, url, headers, body) => {
    const res = await app.inject({ method, url, headers, payload: body });
    const decode = decoders.get(res.headers['content-encoding']);
    const bytes = decode && res.rawPayload.length > 0 ? decode(res.rawPayload) : res.rawPayload;
    return { status: res.statusCode, headers: res.headers, cookies: res.cookies, bytes };
  };

/** Over HTTP, to a store running in a process of its own (`origin` like http://127.0.0.1:3000). */
const fetchFrom =
  (origin: string): Send =>
  async (method, url, headers, body) => {
    const json =
      body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body) && !(body instanceof FormData);
    const res = await fetch(origin + url, {
      method,
      headers: json ? { 'content-type': 'application/json', ...headers } : headers,
      body: json ? JSON.stringify(body) : Buffer.isBuffer(body) ? new Uint8Array(body) : (body as string | FormData),
    });
    const cookies = res.headers.getSetCookie().map((line) => {
      const pair = line.split(';', 1)[0]!;
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, headers: Object.fromEntries(res.headers), cookies, bytes };
  };

/** A client of the store: the app under test, or the address of a store running in its own process. */
export function client(store: FastifyInstance | string): Client {
  const send = typeof store === 'string' ? fetchFrom(store) : injectInto(store);
  const requests = (headers: Record<string, string>): Requests => {
    const request = async <T, Extra>(method: HTTPMethods, url: string, body?: Payload): Promise<Reply<T, Extra>> => {
      const sent = await send(method, url, headers, body);
      const text = sent.bytes.toString();
      let parsed: Envelope<T> & Extra;
      let read = false;
      return {
        ...sent,
        text,
        get body() {
          if (!read) parsed = JSON.parse(text);
          read = true;
          return parsed;
        },
      };
    };
    return {
      get: (url) => request('GET', url),
      delete: (url) => request('DELETE', url),
      post: (url, body) => request('POST', url, body),
      put: (url, body) => request('PUT', url, body),
      patch: (url, body) => request('PATCH', url, body),
      send: (method, url, body) => request(method, url, body),
    };
  };
  return {
    as: (session, headers = {}) => requests({ ...headers, ...(session ? bearer(session) : {}) }),
    anonymous: (headers = {}) => requests(headers),
  };
}
