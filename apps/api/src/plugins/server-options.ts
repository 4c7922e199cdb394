import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from '#api/config.js';
import { logRedaction, requestId } from '#api/lib/request-log.js';

/** Where the log goes; standard output unless told (a test reads it). */
export type LogStream = { write(line: string): void };

/** The server's logging, proxy trust and request ids. */
export function serverOptions(config: Config, logStream?: LogStream): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...logRedaction, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    // The id is ours to check (requestId), not taken as sent.
    requestIdHeader: false,
    genReqId: requestId,
  };
}

/** Every answer names its request's id, the one its log lines carry. */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
}
