import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook for public GET answers: a weak ETag from the body, and 304 with no
 * body when the client already has it.
 */
export async function etagHook(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (req.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = `W/"${createHash('sha1').update(stripTimestamp(payload)).digest('base64url')}"`;
  reply.header('etag', tag);
  if (req.headers['if-none-match'] === tag) {
    reply.code(304);
    return '';
  }
  return payload;
}

// The envelope's timestamp changes every time; the tag must not.
function stripTimestamp(body: string): string {
  return body.replace(/"timestamp":"[^"]*"/, '');
}
