import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@kuber/shared';
import { AppError, codeForStatus } from './errors.js';

function envelope(code: ErrorEnvelope['code'], message: string, errors?: ErrorEnvelope['errors']): ErrorEnvelope {
  return { success: false, message, code, ...(errors ? { errors } : {}), timestamp: new Date().toISOString() };
}

/** The one place errors become answers: the right status, a clear message, never a stack. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
    return reply.code(err.status).send(envelope(err.code, err.message, err.errors));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const errors = err.validation.map((v) => ({
      path: String(v.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid value',
    }));
    return reply.code(400).send(envelope('INVALID', errors[0]?.message ?? 'Invalid request', errors));
  }
  const status = err.statusCode ?? 500;
  if (status < 500) {
    const message = status === 415 ? 'Unsupported content type' : err.message;
    return reply.code(status).send(envelope(codeForStatus(status), message));
  }
  req.log.error({ err, reqId: req.id }, 'request failed');
  return reply.code(500).send(envelope('INTERNAL', 'Something went wrong on our side. Please try again.'));
}
