/** The benchmark's baseline: Fastify with one route and nothing else. Usage: bare-server.ts <port>. */
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, message: 'OK', data: { status: 'ok' }, timestamp: new Date().toISOString() }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
