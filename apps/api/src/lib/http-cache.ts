import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { TtlCache } from './ttl-cache.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends on who asks: never stored in or served from the public answer cache. */
    personal?: boolean;
  }
}

type Encoding = 'br' | 'gzip';

interface Answer {
  body: string;
  etag: string;
  cacheControl: string;
  /** The body compressed, made the first time a client asks for that encoding. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/** Smaller bodies go as they are (as @fastify/compress does). */
const COMPRESS_FROM_BYTES = 1024;

/** A cache entry being filled: the request running the route resolves it with its answer. */
interface PendingEntry {
  resolve(answer: Answer): void;
  reject(reason: Error): void;
}

/** The answer turned out not to be cacheable: each waiting request runs the route itself. */
const MISS = new Error('answer not cacheable');

/** What browsers and shared caches may do with a public answer that says nothing else. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** What a cached answer holds: its body and its compressed forms. */
const bytesOf = (answer: Answer) =>
  Buffer.byteLength(answer.body) + (answer.encoded?.br?.length ?? 0) + (answer.encoded?.gzip?.length ?? 0);

/**
 * The cache key of a public answer: the route, its parameters and its query as the route's
 * schema read it (defaults in, parameters it does not know left out, in the schema's order). A
 * link's tracking parameters, or any made-up one, share the answer; a route without a query
 * schema reads no query. The query is validated before this, so a bad one is refused, not cached.
 */
function keyOf(req: FastifyRequest): string {
  const query = req.routeOptions.schema?.querystring ? JSON.stringify(req.query) : '';
  return `${req.routeOptions.url} ${JSON.stringify(req.params)} ${query}`;
}

/**
 * Public GET answers (the catalogue): `cache-control` public unless the route says
 * otherwise, a weak ETag from the body, 304 when the client has it already, and a
 * copy of every 200 answer marked public cached `ttlMs` per route and query read (keyOf),
 * at most `maxBytes` in all, and served to the next visitors without running the route.
 *
 * One request per key makes the answer while the others wait for it; past its
 * lifetime a copy is still served for a while as the next request makes a new
 * one (TtlCache). The copy keeps the envelope's timestamp of when it was made,
 * and its brotli and gzip forms once asked for, so that it is compressed once
 * rather than for every browser.
 * Routes whose answer depends on who asks say `config: { personal: true }`.
 * With a lifetime of 0 nothing is cached; the headers and 304s still work.
 */
export function publicResponseCache(ttlMs: number, maxBytes: number) {
  const cache = new TtlCache<Answer>(ttlMs, { maxBytes, bytesOf });
  const pending = new WeakMap<FastifyRequest, PendingEntry>();

  const settle = (req: FastifyRequest, answer?: Answer) => {
    const entry = pending.get(req);
    if (!entry) return;
    pending.delete(req);
    if (answer) entry.resolve(answer);
    else entry.reject(MISS);
  };

  // Once the query is validated: the key is made of what the route read of it.
  const preHandler: preHandlerAsyncHookHandler = async (req, reply) => {
    if (req.method !== 'GET' || req.routeOptions.config.personal) return;
    const key = keyOf(req);
    let entry: PendingEntry | undefined;
    const answer = cache.get(key, () => new Promise<Answer>((resolve, reject) => (entry = { resolve, reject })));
    if (entry) {
      // This request makes the answer; those waiting for it handle a failure themselves.
      answer.catch(() => undefined);
      pending.set(req, entry);
      return;
    }
    try {
      return send(req, reply, await answer, () => cache.resized(key));
    } catch {
      // The request making it failed or its answer was not cacheable: this one runs the route itself.
    }
  };

  const onSend: onSendAsyncHookHandler<unknown> = async (req, reply, payload) => {
    if (reply.statusCode === 200 && !reply.hasHeader('cache-control'))
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    if (req.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) {
      settle(req);
      return payload;
    }
    const etag = `W/"${createHash('sha1').update(withoutTimestamp(payload)).digest('base64url')}"`;
    reply.header('etag', etag);
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    settle(req, cacheControl.startsWith('public') ? { body: payload, etag, cacheControl } : undefined);
    if (req.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  };

  /** A request that ends without its answer (an error, a closed connection) lets the waiting ones go. */
  const letGo = async (req: FastifyRequest) => settle(req);

  return {
    /** Adds the hooks to a scope holding public routes. */
    attach(scope: FastifyInstance): void {
      scope.addHook('preHandler', preHandler);
      scope.addHook('onSend', onSend);
      scope.addHook('onResponse', letGo);
      scope.addHook('onRequestAbort', letGo);
    },
    /** Drops every cached answer; call after any change that shows in public answers. */
    clear: () => cache.clear(),
    /** How many answers are cached, and what they hold. */
    size: () => cache.size,
  };
}

/** Sends a cached answer; `grown` is told when a compressed form is added to it. */
function send(req: FastifyRequest, reply: FastifyReply, answer: Answer, grown: () => void): FastifyReply {
  reply
    .header('etag', answer.etag)
    .header('cache-control', answer.cacheControl)
    .type('application/json; charset=utf-8');
  if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  if (answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
  // The body depends on the encoding asked for, compressed or not: caches on the way must know.
  reply.header('vary', 'accept-encoding');
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.body);
  answer.encoded ??= {};
  if (!answer.encoded[encoding]) {
    answer.encoded[encoding] = compress(answer.body, encoding);
    grown();
  }
  return reply.header('content-encoding', encoding).send(answer.encoded[encoding]);
}

/** A cached body, compressed once: brotli at quality 5, or gzip. */
export function compress(body: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body);
}

/** brotli when the client takes it, else gzip, else none; `;q=0` refuses an encoding. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

// The envelope's timestamp changes every time; the tag must not.
function withoutTimestamp(body: string): string {
  return body.replace(/"timestamp":"[^"]*"/, '');
}
