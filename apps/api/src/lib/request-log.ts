import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

/**
 * A query parameter whose value may open an account or a session: a reset link's token, a
 * code, a password, a refresh or access token, a key or signature (by how its name ends, so
 * refresh_token_in_body=true stays readable).
 */
const SECRET_PARAMETER = /([?&][\w.-]*(?:token|code|password|passwd|secret|otp|signature|key)=)[^&#\s]*/gi;
/** Pages whose whole query is a credential, whatever its parameters are called (the reset link). */
const SECRET_QUERY_PAGE = /(\/reset-password\?)[^#\s]*/gi;
const REDACTED = '[redacted]';

/** The text (a URL, a mail) with the values of its links' secret parameters replaced. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_QUERY_PAGE, `$1${REDACTED}`).replace(SECRET_PARAMETER, `$1${REDACTED}`);
}

/** An id a caller or proxy sent that is safe to log and send back: visible ASCII, not too long. */
const SANE_REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

/**
 * The request's id: the caller's X-Request-Id when it is sane (so a proxy's id follows the
 * request through the store's log), else a new random one, unique across instances and restarts.
 */
export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
}

/**
 * The logger's options: a request is logged without the secrets its URL may carry, as is any
 * message (Fastify's own "Route … not found" names the URL whole; a mail logged without SMTP
 * carries its reset link), and any headers that reach the log lose their credentials.
 */
export const logRedaction = {
  hooks: {
    logMethod(this: unknown, args: unknown[], write: (...args: unknown[]) => void) {
      write.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? redactSecrets(arg) : arg)),
      );
    },
  },
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: redactSecrets(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
  redact: {
    paths: [
      'headers.authorization',
      'headers.cookie',
      'headers["set-cookie"]',
      '*.headers.authorization',
      '*.headers.cookie',
      '*.headers["set-cookie"]',
    ],
    censor: REDACTED,
  },
};
