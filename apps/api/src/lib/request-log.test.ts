import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Registration, Session } from '@kuber/shared';
import { signup } from '#api/test/accounts.js';
import { refreshCookieOf } from '#api/test/cookies.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
// eslint-disable-next-line boundaries/dependencies -- a test of the whole app: it makes the users service fail to read the log of a failed request.
import { UsersService } from '#api/modules/users/users.service.js';
import { redactSecrets } from './request-log.js';

/** The store with its log written where the test reads it, line by line. */
let t: TestApp;
let log: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void log.push(line) } });
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const entries = () => log.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log', () => {
  it('carries no password, token, reset link or cookie of a sign-up, log-in, reset and refresh', async () => {
    log = [];
    const body = signup();
    const registered = await t.anonymous().post<Registration>('/api/auth/register', body);
    expect(registered.status).toBe(201);
    const secrets: string[] = [body.password, registered.body.data.access_token, refreshCookieOf(registered)];
    const cookies = registered.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    secrets.push(...registered.cookies.map((c) => c.value));

    const loggedIn = await t
      .anonymous({ cookie: cookies })
      .post<Session>('/api/auth/login?refresh_token_in_body=true', { email: body.email, password: body.password });
    const session = loggedIn.body.data;
    secrets.push(session.access_token, session.refresh_token!);
    expect((await t.as(session, { cookie: cookies }).get('/api/auth/me')).status).toBe(200);

    expect((await t.anonymous().post('/api/auth/recover', { email: body.email })).status).toBe(200);
    const mail = (await t.anonymous().get<{ body: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(body.email)}`))
      .body.data[0]!;
    const token = mail.body.match(/reset-password\?token=([\w-]+)/)![1]!;
    secrets.push(token);
    // The link as the shopper opens it, then the form's call.
    await t.anonymous().get(`/reset-password?token=${token}`);
    const newPassword = 'Changed@456';
    secrets.push(newPassword);
    expect(
      (await t.anonymous().post('/api/auth/reset', { token, password: newPassword, confirmPassword: newPassword }))
        .status,
    ).toBe(200);

    const again = await t.anonymous().post<Session>('/api/auth/login?refresh_token_in_body=true', {
      email: body.email,
      password: newPassword,
    });
    const refreshToken = again.body.data.refresh_token!;
    secrets.push(refreshToken, refreshCookieOf(again));
    const refreshed = await t
      .anonymous()
      .post<Session>('/api/auth/token?grant_type=refresh_token&refresh_token_in_body=true', {
        refresh_token: refreshToken,
      });
    expect(refreshed.status).toBe(200);
    secrets.push(refreshed.body.data.access_token, refreshed.body.data.refresh_token!);
    // A caller's own secret in a query string is not kept either.
    await t.anonymous().get(`/api/health?access_token=${session.access_token}&code=123456`);
    // Headers that reach the log some other way lose their credentials.
    t.app.log.info({ headers: { authorization: `Bearer ${session.access_token}`, cookie: cookies } }, 'headers');

    const text = log.join('');
    // The requests were logged, their addresses too; only the secrets are gone.
    expect(text).toContain('/reset-password?[redacted]');
    expect(text).toContain('/api/auth/token?grant_type=refresh_token&refresh_token_in_body=true');
    expect(text).toContain('/api/health?access_token=[redacted]&code=[redacted]');
    expect(entries().find((e) => e.msg === 'headers')).toMatchObject({
      headers: { authorization: '[redacted]', cookie: '[redacted]' },
    });
    expect(text).toContain('Mail (no SMTP configured)');
    expect(entries().find((e) => e.msg === 'request' && String(e.url).startsWith('/reset-password'))).toMatchObject({
      url: '/reset-password?[redacted]',
    });
    expect(secrets.filter((s) => s.length >= 8)).toHaveLength(secrets.length);
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });

  it("keeps the rest of a mail's links", () => {
    expect(
      redactSecrets(
        'Open https://shop.example/reset-password?token=abc-123 within an hour.\nhttps://shop.example/orders/KF-1?tab=items&otp=99',
      ),
    ).toBe(
      'Open https://shop.example/reset-password?[redacted] within an hour.\nhttps://shop.example/orders/KF-1?tab=items&otp=[redacted]',
    );
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const health = (headers: Record<string, string> = {}) => t.anonymous(headers).get('/api/health');

  it("take the caller's X-Request-Id and send it back", async () => {
    log = [];
    const res = await health({ 'x-request-id': 'edge-7f3a:01/req=42' });
    expect(res.headers['x-request-id']).toBe('edge-7f3a:01/req=42');
    expect(entries().filter((e) => e.reqId === 'edge-7f3a:01/req=42')).toEqual([
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        url: '/api/health',
        route: '/api/health',
        status: 200,
        ms: expect.any(Number),
        userId: null,
      }),
    ]);
  });

  it('are new and unique otherwise, and when the one sent is not sane', async () => {
    const ids = [];
    for (const sent of [undefined, undefined, 'x'.repeat(201), 'has space', 'tab\there', 'नमस्ते', '']) {
      const res = await health(sent === undefined ? {} : { 'x-request-id': sent });
      ids.push(res.headers['x-request-id']);
    }
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await health({ 'x-request-id': 'y'.repeat(200) })).headers['x-request-id']).toBe('y'.repeat(200));
  });

  it('are in the answer and the log of a request that failed', async () => {
    const { session } = await signupSession();
    vi.spyOn(UsersService.prototype, 'get').mockRejectedValueOnce(new Error('the database went away'));
    log = [];
    const res = await t.as(session, { 'x-request-id': 'failing-call-1' }).get('/api/auth/me');
    expect(res.status).toBe(500);
    expect(res.headers['x-request-id']).toBe('failing-call-1');
    expect(res.text).not.toContain('database went away');
    const failure = entries().find((e) => e.msg === 'request failed');
    expect(failure).toMatchObject({ level: 50, reqId: 'failing-call-1', err: { message: 'the database went away' } });
    // Its one line says who asked, by the route's pattern.
    expect(entries().find((e) => e.msg === 'request')).toMatchObject({
      reqId: 'failing-call-1',
      route: '/api/auth/me',
      status: 500,
      userId: session.user.id,
    });
  });
});

async function signupSession() {
  const res = await t.anonymous().post<Registration>('/api/auth/register', signup());
  return { session: res.body.data };
}
