import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loopLine } from '#api/lib/turns.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered at once, never in line behind other requests (the health checks). */
    skipsLine?: boolean;
  }
}

/**
 * Requests from the network wait in line and are let in a slice of the event loop at a time
 * (lib/turns.ts), so that a flood of requests cannot hold a health check, or the next shopper's
 * request, behind all its own work (decision record 036). Requests made in the process (a page's
 * render asking the API) belong to a request already let in, and routes marked `skipsLine` answer
 * at once.
 */
export function requestTurns(app: FastifyInstance) {
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.routeOptions.config.skipsLine || !(req.raw.socket instanceof Socket)) return done();
    loopLine.start(() => done());
  });
}
