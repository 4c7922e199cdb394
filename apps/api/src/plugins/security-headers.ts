import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The content security policy and the other security headers, on every answer. */
export function securityHeaders(app: FastifyInstance) {
  // The middleware is made once (@fastify/helmet made it again for every request).
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => headers(req.raw, reply.raw, () => done()));
}
