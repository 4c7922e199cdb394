// @module-tag postgres
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { requestTurns } from './request-turns.js';

/** Holds the event loop for `ms`, as a request's work does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const app = Fastify();
/** Requests the server has read, counted before they wait in line. */
let read = 0;
app.addHook('onRequest', (_req, _reply, done) => {
  read++;
  done();
});
requestTurns(app);
app.get('/work', async () => {
  busy(10);
  return { done: true };
});
app.get('/health', { config: { skipsLine: true } }, async () => ({ status: 'ok' }));
let port: number;

beforeAll(async () => {
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
});
afterAll(() => app.close());

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 1));
};

/** Connections open before the flood, taken in by the server, as a load's client and a load balancer keep theirs. */
async function connections(n: number): Promise<Socket[]> {
  const sockets = Array.from({ length: n }, () => connect(port, '127.0.0.1'));
  const taken = () =>
    new Promise<number>((resolve, reject) =>
      app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
    );
  while ((await taken()) < n) await new Promise((resolve) => setTimeout(resolve, 1));
  return sockets;
}

/** Asks `paths[n]` on connection n, all written before any is read; `answered` gets each as it is answered. */
async function askAtOnce(sockets: Socket[], paths: string[], answered: string[]): Promise<void> {
  const answers = sockets.map(async (socket, n) => {
    const [answer] = (await once(socket, 'data')) as [Buffer];
    expect(answer.toString()).toMatch(/^HTTP\/1.1 200 OK/);
    answered.push(`${paths[n]} ${n}`);
    socket.destroy();
  });
  sockets.forEach((socket, n) => socket.write(`GET ${paths[n]} HTTP/1.1\r\nHost: store\r\n\r\n`));
  await Promise.all(answers);
}

describe('requests from the network in turns', () => {
  it('answers a health check at once while a flood of requests that came before it waits in line', async () => {
    const paths = [...Array<string>(30).fill('/work'), '/health'];
    const answered: string[] = [];
    await askAtOnce(await connections(31), paths, answered);
    // Without the line the check waits for all thirty (300 ms of work).
    expect(answered.indexOf('/health 30')).toBeLessThan(5);
    // The flood is answered in the order it came.
    expect(answered.filter((a) => a !== '/health 30')).toEqual(paths.slice(0, 30).map((p, n) => `${p} ${n}`));
  });

  it('answers a request made in the process (a page asking the API) at once: it belongs to one let in', async () => {
    const answered: string[] = [];
    read = 0;
    const flood = askAtOnce(await connections(30), Array<string>(30).fill('/work'), answered);
    await until(() => read === 30);
    const res = await app.inject({ url: '/work' });
    expect(res.json()).toEqual({ done: true });
    // Waiting in line, it would have come after the thirty.
    expect(answered.length).toBeLessThan(5);
    await flood;
  });
});

describe('the database’s answers in turns', () => {
  it('hands on answers that came together one turn at a time, a timer due meanwhile between them', async () => {
    const store = await createTestApp();
    try {
      // On PostgreSQL the pool's five connections open; then each sleeps 20 ms while the loop is held
      // for 100: their five answers are there together when it reads its sockets again. PGlite runs
      // the five one after the other at once, and answers them together.
      await Promise.all(Array.from({ length: 5 }, () => store.database.db.execute(sql`select 1`)));
      const seen: string[] = [];
      const answered = Promise.all(
        Array.from({ length: 5 }, async (_, n) => {
          await store.database.db.execute(sql`select pg_sleep(0.02)`);
          // The first answer's work sets a timer, due at once.
          if (!seen.includes('timer set')) {
            seen.push('timer set');
            setTimeout(() => seen.push('timer'), 0);
          }
          busy(5);
          seen.push(`work ${n}`);
        }),
      );
      // Once the queries are sent (the pool hands its connections out in a later tick).
      await new Promise((resolve) => setTimeout(resolve, 1));
      busy(100);
      await answered;
      await new Promise((resolve) => setTimeout(resolve, 5));
      const works = seen.filter((s) => s.startsWith('work'));
      expect(works).toHaveLength(5);
      // Handed on together, all five answers' work (25 ms) ran before the timer.
      expect(seen.indexOf('timer')).toBeLessThan(seen.indexOf(works.at(-1)!));
    } finally {
      await store.close();
    }
  });
});
