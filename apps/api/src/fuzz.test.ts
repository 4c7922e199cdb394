import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActors, ROLES, type Actors, type Role } from './test/actors.js';
import { databaseDigest, fuzzCases, type FuzzRequest } from './test/fuzz-cases.js';
import { expectedStatus, routeContext, ROUTES, type RouteContext, type RouteEntry } from './test/route-calls.js';
import { startRazorpayStandIn, type RazorpayStandIn } from './test/razorpay-stand-in.js';
import { createTestApp, RAZORPAY_TEST_KEYS, UPI_SETTINGS, type TestApp } from './test/test-app.js';

/**
 * Malformed input to every route as each kind of caller, made from the routes' own
 * descriptions: no answer may be a 500 or worse, and a refused request must leave
 * the database as it was.
 */
let t: TestApp;
let standIn: RazorpayStandIn;
let actors: Actors;
let ctx: RouteContext;
let paths: Record<
  string,
  Record<
    string,
    {
      parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
      requestBody?: { content?: Record<string, { schema?: object }> };
    }
  >
>;

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
  paths = (t.app as unknown as { swagger(): { paths: typeof paths } }).swagger().paths;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

// Log-in routes last: their fuzzing may slow the actors' own log-ins down.
const keys = Object.keys(ROUTES).sort((a, b) => Number(/login|token/.test(a)) - Number(/login|token/.test(b)));

/**
 * The callers whose malformed input reaches different code: the first of each answer the
 * authorisation matrix expects (a visitor's 401, a shopper's 403 at an admin route, another
 * shopper's 404 at someone's order, the owner's 200), and a signed-in shopper always. Callers
 * refused alike are refused before their request is read (the session is checked on the request's
 * arrival), so sending them the same malformed input again would test the same lines.
 */
function fuzzedRoles(entry: RouteEntry): Role[] {
  const seen = new Set<number>();
  return ROLES.filter((role) => {
    const status = expectedStatus(entry, role);
    const first = !seen.has(status);
    seen.add(status);
    return first || role === 'shopper';
  });
}

async function send(method: HTTPMethods, request: FuzzRequest, role: Role, endsSession = false) {
  // A route that ends the caller's session (log-out) gets a fresh one for every request.
  if (endsSession) actors.renew(role);
  const headers: Record<string, string> = { ...request.headers, ...(await actors.headers(role)) };
  if (request.contentType) headers['content-type'] = request.contentType;
  return t.app.inject({ method, url: request.url, payload: request.payload, headers });
}

describe('fuzz: malformed input to every route as each kind of caller', () => {
  for (const key of keys) {
    it(key, { timeout: 120_000 }, async () => {
      const [method, routeUrl] = key.split(' ') as [HTTPMethods, string];
      const operation = paths[routeUrl.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
      const parameters =
        operation?.parameters ??
        (routeUrl.includes(':') || routeUrl.endsWith('*') ? [{ in: 'path' as const, name: 'wildcard' }] : []);
      const body = operation?.requestBody?.content?.['application/json']?.schema as
        { properties?: Record<string, unknown> } | undefined;
      const failures: string[] = [];
      const entry = ROUTES[key]!;
      for (const role of fuzzedRoles(entry)) {
        // A 401 from a route that needs a session means the fuzzing ended it (a log-out); not so on a log-in route.
        const renewOn401 = (status: number) =>
          status === 401 && role !== 'visitor' && entry.access !== 'public' && actors.renew(role);
        const base = entry.call ? await entry.call(ctx, role) : { url: routeUrl };
        const cases = fuzzCases(
          routeUrl,
          base,
          parameters,
          body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}),
        );
        // First pass: nothing breaks. Second pass: what was refused changes nothing.
        const refused: FuzzRequest[] = [];
        const first = await databaseDigest(t.database.db);
        for (const request of cases) {
          const res = await send(method, request, role, entry.endsSession);
          if (res.statusCode >= 500)
            failures.push(`${role}, ${request.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400) refused.push(request);
          renewOn401(res.statusCode);
        }
        // When every request was refused and the database is as it was, the first pass has shown it
        // already (a caller refused at the door, most often); else the refused ones are sent again.
        if (refused.length === cases.length && (await databaseDigest(t.database.db)) === first) continue;
        // Refused requests leave the session as it was: one fresh one serves the whole second pass.
        if (entry.endsSession) {
          actors.renew(role);
          await actors.headers(role);
        }
        const before = await databaseDigest(t.database.db);
        for (const request of refused) {
          const res = await send(method, request, role);
          if (res.statusCode < 400)
            failures.push(`${role}, ${request.label}: refused once, accepted (${res.statusCode}) the second time`);
          renewOn401(res.statusCode);
        }
        if ((await databaseDigest(t.database.db)) !== before)
          failures.push(`${role}: refused requests changed the database`);
        if (entry.endsSession) actors.renew(role);
      }
      if (failures.length) console.log(failures.join('\n'));
      expect(failures.join('\n')).toBe('');
    });
  }
});
