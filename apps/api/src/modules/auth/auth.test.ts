import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@kuber/shared';
import { ADMIN, bearer, loginAdmin, registerShopper, signup } from '#api/test/accounts.js';
import { refreshCookie, refreshCookieOf } from '#api/test/cookies.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
});
afterAll(async () => {
  await t?.close();
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('sign-up', () => {
  it('creates a USER, logs in at once and keeps the referral code', async () => {
    const { session: referrer, body: referrerBody } = await registerShopper(t.app);
    const res = await post('/api/auth/register', signup({ role: 'ADMIN', referralCode: referrerBody.phone }));
    expect(res.statusCode).toBe(201);
    const data = res.json().data as Session;
    expect(data.user.role).toBe('USER');
    expect(data.token).toBe(data.access_token);
    expect(data.type).toBe('Bearer');
    expect(data.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.refresh_token).toBeUndefined();
    expect(refreshCookieOf(res).length).toBeGreaterThan(30);
    expect(JSON.stringify(data)).not.toContain('password');
    const me = await get('/api/auth/me', bearer(data));
    expect(me.json().data).toMatchObject({ email: data.user.email, role: 'USER', referralCode: data.user.phone });
    expect(referrer.user.role).toBe('USER');
  });

  it('accepts the promo code, and signs up with an unknown referral phone, saying it was not applied', async () => {
    const promo = await post('/api/auth/register', signup({ referralCode: 'KuberFashion2025' }));
    expect(promo.statusCode).toBe(201);
    expect(promo.json().data.referral).toMatchObject({ code: 'kuberfashion2025', applied: true });
    const res = await post('/api/auth/register', signup({ referralCode: '9999999999' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.referral).toEqual({
      code: '9999999999',
      applied: false,
      message: 'No shopper has this referral code, so it was not applied. Your account is ready all the same.',
    });
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ firstName: 'R2D2' }, 'First name can only contain letters, spaces, dots, apostrophes and hyphens'],
    [{ lastName: '-Verma' }, 'Last name can only contain letters, spaces, dots, apostrophes and hyphens'],
    [{ firstName: 'Asha\u200b' }, 'First name can only contain letters, spaces, dots, apostrophes and hyphens'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'asha@nowhere' }, 'Please enter a valid email address'],
    [
      { email: '"shop"<victim@evil.example>' },
      'Enter only the email address, like name@example.in, without a name, quotes or angle brackets',
    ],
    [{ email: 'asha@mail.invalid' }, 'This email address cannot receive mail. Please use another one.'],
    [{ phone: '' }, 'Phone number is required'],
    [{ phone: '98765' }, 'Please enter a valid 10-digit phone number'],
    [{ password: '', confirmPassword: '' }, 'Password is required'],
    [{ password: 'Ab@1', confirmPassword: 'Ab@1' }, 'Password must be at least 8 characters'],
    [
      { password: 'password1', confirmPassword: 'password1' },
      'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)',
    ],
    [
      { password: 'Secret@123#', confirmPassword: 'Secret@123#' },
      'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)',
    ],
    [{ confirmPassword: '' }, 'Please confirm your password'],
    [{ confirmPassword: 'Secret@124' }, 'Passwords do not match'],
    [{ referralCode: 'friend' }, 'Referral code must be a 10-digit phone number or the code kuberfashion2025'],
  ])('refuses %o with "%s"', async (override, message) => {
    const res = await post('/api/auth/register', signup(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
  });

  it.each([
    ['प्रिया', 'शर्मा'],
    ['அனிதா', 'சுப்பிரமணியம்'],
    ['সৌমিত্র', 'চট্টোপাধ্যায়'],
    ['Mary-Anne', "D'Souza"],
    ['K. Ramesh', 'Nair'],
  ])('takes the name %s %s in its own script', async (firstName, lastName) => {
    const res = await post('/api/auth/register', signup({ firstName, lastName }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.user).toMatchObject({ firstName, lastName, fullName: `${firstName} ${lastName}` });
  });

  it('answers 409 for a taken email or phone', async () => {
    const { body } = await registerShopper(t.app);
    const email = await post('/api/auth/register', signup({ email: body.email.toUpperCase() }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('An account with this email already exists');
    const phone = await post('/api/auth/register', signup({ phone: body.phone }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toBe('An account with this phone number already exists');
  });
});

describe('log-in', () => {
  it('logs in by phone (any formatting) and by email', async () => {
    const { body } = await registerShopper(t.app);
    const phone = await post('/api/auth/phone/login', {
      phone: `+91 ${body.phone.slice(0, 5)} ${body.phone.slice(5)}`,
      password: body.password,
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data.user.email).toBe(body.email);
    const email = await post('/api/auth/login', { email: body.email, password: body.password });
    expect(email.statusCode).toBe(200);
  });

  it('says the same for a wrong password and an unknown account', async () => {
    const { body } = await registerShopper(t.app);
    const wrong = await post('/api/auth/phone/login', { phone: body.phone, password: 'Wrong@1234' });
    const unknown = await post('/api/auth/phone/login', { phone: '9000012345', password: 'Wrong@1234' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid phone or password');
    expect(unknown.json().message).toBe(wrong.json().message);
    const badEmail = await post('/api/auth/login', { email: 'nobody@example.in', password: 'x' });
    expect(badEmail.json().message).toBe('Invalid email or password');
  });

  it.each([
    [{ phone: '12345', password: 'x' }, 'Enter a valid 10-digit phone number'],
    [{ phone: '9876543210', password: '' }, 'Enter your password'],
  ])('validates phone log-in %o', async (payload, message) => {
    const res = await post('/api/auth/phone/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each(['/api/auth/login', '/api/admin/auth/login', '/api/auth/recover'])(
    '%s takes only a plain email address',
    async (url) => {
      const { body } = await registerShopper(t.app);
      const res = await post(url, { email: `"shop" <${body.email}>`, password: body.password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Enter only the email address, like name@example.in, without a name, quotes or angle brackets',
      );
    },
  );

  it('admin log-in refuses shoppers', async () => {
    const { body } = await registerShopper(t.app);
    const res = await post('/api/admin/auth/login', { email: body.email, password: body.password });
    expect(res.statusCode).toBe(403);
    const admin = await loginAdmin(t.app, t.database.db);
    expect(admin.user.role).toBe('ADMIN');
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and ends the session when a spent one comes back', async () => {
    const res = await post('/api/auth/register', signup());
    const first = refreshCookieOf(res);
    const refreshed = await post('/api/auth/token?grant_type=refresh_token', undefined, refreshCookie(first));
    expect(refreshed.statusCode).toBe(200);
    const rotated = refreshCookieOf(refreshed);
    expect(rotated).not.toBe(first);
    const reuse = await post('/api/auth/token?grant_type=refresh_token', undefined, refreshCookie(first));
    expect(reuse.statusCode).toBe(401);
    // The stolen token's session is gone: the rotated token and the session's access tokens no longer work either.
    expect((await post('/api/auth/token?grant_type=refresh_token', undefined, refreshCookie(rotated))).statusCode).toBe(
      401,
    );
    expect((await get('/api/auth/me', bearer(refreshed.json().data))).statusCode).toBe(401);
    expect((await get('/api/auth/me', bearer(res.json().data))).statusCode).toBe(401);
  });

  it('keeps the refresh token in an HttpOnly, SameSite=Strict cookie of the auth path, out of the answer', async () => {
    const body = signup();
    await post('/api/auth/register', body);
    const remembered = await post('/api/auth/login', { email: body.email, password: body.password });
    expect(remembered.json().data.refresh_token).toBeUndefined();
    expect(remembered.cookies.find((c) => c.name === 'kf_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 30 * 86_400,
    });
    // Over plain HTTP with no trusted proxy saying otherwise, the cookie cannot be Secure (the browser would drop it).
    expect(remembered.cookies.find((c) => c.name === 'kf_refresh')!.secure).toBeUndefined();
    const once = await post('/api/auth/login', { email: body.email, password: body.password, rememberMe: false });
    // Not remembered: the cookie ends with the browser session.
    expect(once.cookies.find((c) => c.name === 'kf_refresh')!.maxAge).toBeUndefined();
    const refreshed = await post(
      '/api/auth/token?grant_type=refresh_token',
      undefined,
      refreshCookie(refreshCookieOf(once)),
    );
    expect(refreshed.statusCode).toBe(200);
    expect(Object.keys(refreshed.json().data).sort()).toEqual(
      ['access_token', 'expires_at', 'expires_in', 'next_level', 'aal', 'token', 'type', 'user'].sort(),
    );
    const none = await post('/api/auth/token?grant_type=refresh_token');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('gives the refresh token in the answer to a client outside the browser that asks for it', async () => {
    const body = signup();
    const res = await post('/api/auth/register?refresh_token_in_body=true', body);
    const token = (res.json().data as Session).refresh_token!;
    expect(token).toBe(refreshCookieOf(res));
    const refreshed = await post('/api/auth/token?grant_type=refresh_token&refresh_token_in_body=true', {
      refresh_token: token,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().data.refresh_token).toMatch(/^[\w-]{40,}$/);
    const login = await post('/api/auth/phone/login?refresh_token_in_body=true', {
      phone: body.phone,
      password: body.password,
    });
    expect(login.json().data.refresh_token).toBe(refreshCookieOf(login));
    expect(
      (await post('/api/auth/login?refresh_token_in_body=maybe', { email: body.email, password: body.password }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses an expired access token and a forged one', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: 1 });
    try {
      const { session } = await registerShopper(short.app);
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired. Please log in again.');
    } finally {
      await short.close();
    }
    const { session } = await registerShopper(t.app);
    const [h, p] = session.access_token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '1', role: 'ADMIN', aal: 'aal2', iss: 'kuber-fashion' })).toString('base64url')}.${'a'.repeat(86)}`;
    expect(p).toBeTruthy();
    expect((await get('/api/auth/me', { authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    expect((await get('/api/auth/me')).statusCode).toBe(401);
  });

  it('logout ends the session at once: its access token and its refresh token stop working', async () => {
    const res = await post('/api/auth/register', signup());
    const session = res.json().data as Session;
    const other = (await post('/api/auth/login', { email: session.user.email, password: 'Secret@123' })).json()
      .data as Session;
    const out = await post('/api/auth/logout', undefined, bearer(session));
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'kf_refresh')).toMatchObject({ value: '', path: '/api/auth' });
    const after = await get('/api/auth/me', bearer(session));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Your session has ended. Please log in again.');
    expect((await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(session) })).statusCode).toBe(401);
    expect(
      (await post('/api/auth/token?grant_type=refresh_token', undefined, refreshCookie(refreshCookieOf(res))))
        .statusCode,
    ).toBe(401);
    // Only that session: the same shopper's other log-in goes on.
    expect((await get('/api/auth/me', bearer(other))).statusCode).toBe(200);
  });

  it('logout ends an admin session for the admin routes at once', async () => {
    const admin = await loginAdmin(t.app, t.database.db);
    expect((await get('/api/admin/users', bearer(admin))).statusCode).toBe(200);
    await post('/api/auth/logout', undefined, bearer(admin));
    expect((await get('/api/admin/users', bearer(admin))).statusCode).toBe(401);
  });

  it('serves the public signing key', async () => {
    const res = await get('/api/.well-known/jwks.json');
    expect(res.json().keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(res.json().keys[0].d).toBeUndefined();
  });
});

describe('roles and disabled users', () => {
  it('admin routes answer 401 to nobody, 403 to a shopper, 200 to an admin', async () => {
    const adminRoutes = [
      ['GET', '/api/admin/users'],
      ['PUT', '/api/admin/users/1/status'],
      ['PUT', '/api/admin/users/1/role'],
    ] as const;
    const { session } = await registerShopper(t.app);
    for (const [method, url] of adminRoutes) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
      expect(
        (await t.app.inject({ method, url, payload: {}, headers: bearer(session) })).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
    const admin = await loginAdmin(t.app, t.database.db);
    const list = await get(`/api/admin/users?q=${encodeURIComponent(session.user.email)}`, bearer(admin));
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items).toHaveLength(1);
  });

  it('a disabled shopper cannot log in, refresh or use an old token', async () => {
    const body = signup();
    const res = await post('/api/auth/register', body);
    const session = res.json().data as Session;
    const cookie = refreshCookieOf(res);
    const admin = await loginAdmin(t.app, t.database.db);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${session.user.id}/status`,
      payload: { enabled: false },
      headers: bearer(admin),
    });
    expect(off.statusCode).toBe(200);
    expect((await post('/api/auth/phone/login', { phone: body.phone, password: body.password })).statusCode).toBe(403);
    expect((await post('/api/auth/token?grant_type=refresh_token', undefined, refreshCookie(cookie))).statusCode).toBe(
      401,
    );
    expect((await get('/api/auth/me', bearer(session))).statusCode).toBe(401);
  });

  it('a role given by an admin applies at once', async () => {
    const res = await post('/api/auth/register', signup());
    const session = res.json().data as Session;
    const admin = await loginAdmin(t.app, t.database.db);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${session.user.id}/role`,
      payload: { role: 'admin' },
      headers: bearer(admin),
    });
    const relogin = await post(
      '/api/auth/token?grant_type=refresh_token',
      undefined,
      refreshCookie(refreshCookieOf(res)),
    );
    expect(relogin.json().data.user.role).toBe('ADMIN');
  });
});

describe('password recovery', () => {
  it('mails a link that sets a new password and ends old sessions', async () => {
    const body = signup();
    const registered = await post('/api/auth/register', body);
    const session = registered.json().data as Session;
    const unknown = await post('/api/auth/recover', { email: 'nobody@example.in' });
    const known = await post('/api/auth/recover', { email: body.email });
    expect(known.statusCode).toBe(200);
    expect(unknown.json().message).toBe(known.json().message);
    const mail = (await get(`/api/dev/outbox?to=${encodeURIComponent(body.email)}`)).json().data[0];
    const token = mail.body.match(/token=([\w-]+)/)[1];
    const reset = await post('/api/auth/reset', { token, password: 'Newpass@123', confirmPassword: 'Newpass@123' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/api/auth/reset', { token, password: 'Again@1234', confirmPassword: 'Again@1234' })).statusCode,
    ).toBe(400);
    expect((await post('/api/auth/phone/login', { phone: body.phone, password: body.password })).statusCode).toBe(401);
    expect((await post('/api/auth/phone/login', { phone: body.phone, password: 'Newpass@123' })).statusCode).toBe(200);
    expect(
      (await post('/api/auth/token?grant_type=refresh_token', undefined, refreshCookie(refreshCookieOf(registered))))
        .statusCode,
    ).toBe(401);
    expect((await get('/api/auth/me', bearer(session))).statusCode).toBe(401);
  });
});

describe('profile', () => {
  it('reads and updates the own profile', async () => {
    const { session } = await registerShopper(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(session),
      payload: { firstName: 'Meera', lastName: 'Nair', phone: '98 7000 1234', role: 'ADMIN', email: 'x@y.z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profile updated successfully');
    const profile = (await get('/api/users/profile', bearer(session))).json().data;
    expect(profile).toMatchObject({
      firstName: 'Meera',
      lastName: 'Nair',
      phone: '9870001234',
      role: 'USER',
      email: session.user.email,
    });
    expect(profile.lastActivity).not.toBeNull();
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(session),
      payload: { firstName: '', lastName: 'N', phone: '1' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('two-step verification for admins', () => {
  it('enrols TOTP, then requires the code at the next log-in for admin routes', async () => {
    const admin = await loginAdmin(t.app, t.database.db);
    const enrol = await post('/api/auth/factors', { factor_type: 'totp', friendly_name: 'Phone' }, bearer(admin));
    expect(enrol.statusCode).toBe(200);
    const { id, totp } = enrol.json().data;
    expect(totp.qr_code).toMatch(/^data:image\/png;base64,/);
    const challenge = (await post(`/api/auth/factors/${id}/challenge`, undefined, bearer(admin))).json().data;
    const wrong = await post(
      `/api/auth/factors/${id}/verify`,
      { code: '000000', challenge_id: challenge.id },
      bearer(admin),
    );
    expect(wrong.statusCode).toBe(400);
    const challenge2 = (await post(`/api/auth/factors/${id}/challenge`, undefined, bearer(admin))).json().data;
    const ok = await post(
      `/api/auth/factors/${id}/verify`,
      { code: await generate({ secret: totp.secret }), challenge_id: challenge2.id },
      bearer(admin),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.aal).toBe('aal2');

    const again = (await post('/api/admin/auth/login', { email: ADMIN.email, password: ADMIN.password })).json()
      .data as Session;
    expect(again.aal).toBe('aal1');
    expect(again.next_level).toBe('aal2');
    const blocked = await get('/api/admin/users', bearer(again));
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('MFA_REQUIRED');
    // Remove the factor again with an aal2 session so other tests keep a plain admin.
    const aal2 = ok.json().data as Session;
    expect((await get('/api/admin/users', bearer(aal2))).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/auth/factors/${id}`, headers: bearer(aal2) })).statusCode,
    ).toBe(200);
  });
});
