import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@kuber/shared';
import { registerShopper } from './accounts.js';
import { client, type Client } from './client.js';
import { refreshCookie, refreshCookieOf } from './cookies.js';
import { createTestApp, type TestApp } from './test-app.js';

const require = createRequire(import.meta.url);

let t: TestApp;
let overHttp: Client;
let shopper: Session;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  overHttp = client(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  shopper = (await registerShopper(t.app)).session;
});
afterAll(async () => {
  await t?.close();
});

describe.each([
  ['through the app', () => t as Client],
  ['over HTTP', () => overHttp],
])('the test client, %s', (_, store) => {
  it('sends a visitor without a session, and a shopper with their bearer token', async () => {
    expect((await store().anonymous().get('/api/cart')).status).toBe(401);
    expect((await store().as(null).get('/api/cart')).status).toBe(401);
    const cart = await store().as(shopper).get<unknown[]>('/api/cart');
    expect(cart.status).toBe(200);
    expect(cart.body.data).toEqual([]);
  });

  it('sends a body as JSON and reads the answer, its headers and the cookies it sets', async () => {
    const { email, password } = (await registerShopper(t.app)).body;
    const login = await store().anonymous().post<Session>('/api/auth/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.body.data.user.email).toBe(email);
    expect(login.headers['content-type']).toMatch(/^application\/json/);
    const refreshed = await store()
      .anonymous(refreshCookie(refreshCookieOf(login)))
      .post<Session>('/api/auth/token?grant_type=refresh_token');
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.user.email).toBe(email);
  });

  it('reads a compressed answer as the text it holds, its encoding still in its headers', async () => {
    // The API's description: large enough to be compressed.
    const plain = await store().anonymous({ 'accept-encoding': 'identity' }).get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text.length).toBeGreaterThan(10_000);
    for (const encoding of ['br', 'gzip', 'deflate']) {
      const res = await store().anonymous({ 'accept-encoding': encoding }).get('/api/docs/json');
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      // Compared as buffers: an element-by-element comparison of half a megabyte takes seconds.
      expect(Buffer.compare(res.bytes, plain.bytes), encoding).toBe(0);
      expect(res.text, encoding).toBe(plain.text);
      expect(res.body, encoding).toEqual(plain.body);
    }
  });

  it('reads the bytes of an answer that is not text', async () => {
    const icon = await store().anonymous().get('/api/docs/static/favicon-32x32.png');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.bytes).toEqual(readFileSync(require.resolve('@fastify/swagger-ui/static/favicon-32x32.png')));
  });

  it('reads an answer that is not JSON only as text', async () => {
    const docs = await store().anonymous().get('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.text).toMatch(/<html/i);
    expect(() => docs.body).toThrow(SyntaxError);
  });
});
