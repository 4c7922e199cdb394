import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { closeConnectionsOnClose } from './close-connections.js';

it('closes at once when a request was under way on a connection kept alive, and still answers it', async () => {
  const app = Fastify();
  closeConnectionsOnClose(app);
  let started!: () => void;
  const underWay = new Promise<void>((resolve) => (started = resolve));
  app.get('/slow', async () => {
    started();
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { done: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  // fetch keeps its connections alive, as a load balancer or a webhook's sender does.
  const answer = fetch(`${url}/slow`);
  await underWay;
  const closed = app.close().then(() => 'closed');
  const res = await answer;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ done: true });
  expect(res.headers.get('connection')).toBe('close');
  const late = new Promise((resolve) => setTimeout(() => resolve('still open after 5 s'), 5_000).unref());
  expect(await Promise.race([closed, late])).toBe('closed');
});

it('keeps connections alive while the server is not closing', async () => {
  const app = Fastify();
  closeConnectionsOnClose(app);
  app.get('/', async () => ({ ok: true }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const res = await fetch(url);
  expect(res.headers.get('connection')).toBe('keep-alive');
  await res.text();
  await app.close();
});
