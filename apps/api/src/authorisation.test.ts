import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActors, ROLES, type Actors } from './test/actors.js';
import { openApiChecker } from './test/openapi.js';
import { expectedStatus, routeContext, ROUTES, type RouteContext } from './test/route-calls.js';
import { startRazorpayStandIn, type RazorpayStandIn } from './test/razorpay-stand-in.js';
import { createTestApp, RAZORPAY_TEST_KEYS, UPI_SETTINGS, type TestApp } from './test/test-app.js';

/**
 * The authorisation matrix: every route of the app × every kind of caller, with the
 * status each must get. Built from Fastify's own route table, so a route added
 * without an entry in test/route-calls.ts fails here. Every answer is also checked
 * against the app's OpenAPI document: its status listed, its body as described.
 */
let t: TestApp;
let standIn: RazorpayStandIn;
let actors: Actors;
let ctx: RouteContext;
let checkAnswer: ReturnType<typeof openApiChecker>;

beforeAll(async () => {
  // With UPI and online payment offered (through the stand-in), so their routes are called as a shopper would.
  standIn = await startRazorpayStandIn({
    keyId: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_ID,
    keySecret: RAZORPAY_TEST_KEYS.RAZORPAY_KEY_SECRET,
    webhookSecret: RAZORPAY_TEST_KEYS.RAZORPAY_WEBHOOK_SECRET,
  });
  t = await createTestApp({ ...UPI_SETTINGS, ...RAZORPAY_TEST_KEYS, RAZORPAY_API_URL: standIn.url });
  actors = await makeActors(t.app, t.database.db);
  ctx = await routeContext(t.app, t.database.db, actors);
  checkAnswer = openApiChecker(t.app);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const routeKeys = () => [
  ...new Set(t.app.routeList.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`)),
];

describe('authorisation matrix and the OpenAPI description', () => {
  it('every route has an entry, and every entry a route', () => {
    const keys = routeKeys();
    expect(
      keys.filter((k) => !ROUTES[k]),
      'routes without an entry in test/route-calls.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTES).filter((k) => !keys.includes(k)),
      'entries for routes that no longer exist',
    ).toEqual([]);
  });

  it('the description check refuses what the description does not allow', () => {
    const json = 'application/json; charset=utf-8';
    expect(
      checkAnswer(
        'GET',
        '/api/products/:id',
        200,
        json,
        JSON.stringify({ success: true, message: 'OK', data: { id: 'x' }, timestamp: 'now' }),
      ),
    ).toMatch(/outside its description/);
    expect(checkAnswer('GET', '/api/products/:id', 418, json, '{}')).toMatch(/does not list/);
  });

  for (const [key, entry] of Object.entries(ROUTES)) {
    it(key, async () => {
      const [method, path] = key.split(' ') as [HTTPMethods, string];
      const answered: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const role of ROLES) {
        const call = entry.call ? await entry.call(ctx, role) : { url: path };
        const res = await t.app.inject({
          method,
          url: call.url,
          payload: call.payload as object,
          headers: { ...call.headers, ...(await actors.headers(role)) },
        });
        answered[role] = res.statusCode;
        expect(
          checkAnswer(method, path, res.statusCode, res.headers['content-type'] as string | undefined, res.body),
          role,
        ).toBeNull();
        expected[role] = expectedStatus(entry, role);
        if (res.statusCode === 403 && entry.access === 'admin' && role === 'adminAal1')
          expect(res.json().code).toBe('MFA_REQUIRED');
        if (entry.endsSession) actors.renew(role);
      }
      expect(answered).toEqual(expected);
    });
  }
});
