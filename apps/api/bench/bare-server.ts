/**
 * The benchmark's baseline: Fastify with one route and nothing else. Usage: bare-server.ts <port>.
 * `/bare?bytes=<n>` answers an envelope of about n bytes, to send what the route it is compared with sends.
 */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
const padding = new Map<number, string>();
const envelope = (data: unknown) => ({ success: true, message: 'OK', data, timestamp: new Date().toISOString() });
const overhead = JSON.stringify(envelope({ pad: '' })).length;

app.get<{ Querystring: { bytes?: string } }>('/bare', async (req) => {
  const bytes = Math.min(Number(req.query.bytes) || 0, 10_000_000);
  if (!bytes) return envelope({ status: 'ok' });
  let pad = padding.get(bytes);
  if (pad === undefined) {
    pad = 'x'.repeat(Math.max(0, bytes - overhead));
    padding.set(bytes, pad);
  }
  return envelope({ pad });
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
