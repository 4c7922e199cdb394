import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '#api/config.js';
import { logRedaction, redactSecrets, requestId } from '#api/lib/request-log.js';

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
    // One line a request, written when it is answered (logRequests), in place of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  };
}

/**
 * Every answer names its request's id, the one its log lines carry; and each request is logged
 * once it is answered, in one line: its method and address (without secrets), the route's
 * pattern, the status, the time taken in milliseconds and the signed-in user's id, if any.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        url: redactSecrets(req.url),
        route: req.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: req.user?.id ?? null,
      },
      'request',
    );
  });
}
