import type { FastifyInstance } from 'fastify';

/**
 * Answers sent while the server closes end their connections. Node closes the connections idle at
 * the moment it is told to close, and Fastify refuses requests that come after; a request already
 * under way was answered on a connection kept alive for the client's next request, and the close
 * waited for that connection until its keep-alive timeout (72 s): a restart under load, or a test's
 * app closed just after a webhook came in, stood still that long.
 */
export function closeConnectionsOnClose(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (closing && req.raw.httpVersionMajor === 1) reply.header('connection', 'close');
    done(null, payload);
  });
}
