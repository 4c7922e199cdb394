import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@kuber/shared';
import { AppError, codeForStatus } from './errors.js';
import { OUTAGE_MESSAGES, outageOf, rootCause } from './outage.js';

/** When a shopper may try again after an outage: a restarting database is usually back within seconds. */
const OUTAGE_RETRY_SECONDS = 5;

function envelope(code: ErrorEnvelope['code'], message: string, errors?: ErrorEnvelope['errors']): ErrorEnvelope {
  return {
    success: false,
    message,
    data: null,
    code,
    ...(errors ? { errors } : {}),
    timestamp: new Date().toISOString(),
  };
}

/** What a unique constraint guards, told to whoever ran into it (two requests racing for one phone number, say). */
const UNIQUE_CLASHES: Record<string, string> = {
  users_email_idx: 'An account with this email already exists',
  users_phone_idx: 'An account with this phone number already exists',
  products_slug_unique: 'A product with this slug already exists',
  categories_slug_unique: 'A category with this slug already exists',
  cart_items_line_key: 'This item is already in your cart',
  wishlist_items_key: 'This product is already in your wishlist',
  addresses_same_key: 'This address is already saved',
};

/** PostgreSQL's error (node-postgres and PGlite alike), under the ORM's wrapper when there is one. */
function databaseError(err: unknown): { code?: string; constraint?: string } | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as { code: string; constraint?: string };
  }
  return undefined;
}

/** The one place errors become answers: the right status, a clear message, never a stack. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
    return reply.code(err.status).send(envelope(err.code, err.message, err.errors));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replace(/\//g, '.'),
      message: v.message ?? 'Invalid value',
    }));
    return reply.code(400).send(envelope('INVALID', errors[0]?.message ?? 'Invalid request', errors));
  }
  const db = databaseError(err);
  if (db?.code === '23505') {
    const message = UNIQUE_CLASHES[db.constraint ?? ''];
    if (!message) req.log.warn({ constraint: db.constraint, reqId: req.id }, 'unique constraint without a message');
    return reply.code(409).send(envelope('CONFLICT', message ?? 'This clashes with something that already exists'));
  }
  const outage = outageOf(err);
  if (outage) {
    if (outage === 'disk full')
      req.log.error({ reqId: req.id }, `The disk is full: the database cannot write (${rootCause(err)})`);
    else req.log.warn({ reqId: req.id }, `The database is not reachable: ${rootCause(err)}`);
    reply.header('retry-after', String(OUTAGE_RETRY_SECONDS));
    return reply.code(503).send(envelope('UNAVAILABLE', OUTAGE_MESSAGES[outage]));
  }
  const status = err.statusCode ?? 500;
  if (status < 500) {
    const message = status === 415 ? 'Unsupported content type' : err.message;
    return reply.code(status).send(envelope(codeForStatus(status), message));
  }
  req.log.error({ err, reqId: req.id }, 'request failed');
  return reply.code(500).send(envelope('INTERNAL', 'Something went wrong on our side. Please try again.'));
}
