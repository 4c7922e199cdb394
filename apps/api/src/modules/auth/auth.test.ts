import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage, AdminUser, Registration, Session, TotpEnrolment, User } from '@kuber/shared';
import { ADMIN, loginAdmin, registerShopper, signup } from '#api/test/accounts.js';
import { refreshCookie, refreshCookieOf } from '#api/test/cookies.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { NO_PROVIDERS } from './auth.routes.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
});
afterAll(async () => {
  await t?.close();
});

describe('sign-up', () => {
  it('creates a USER, logs in at once and keeps the referral code', async () => {
    const { session: referrer, body: referrerBody } = await registerShopper(t.app);
    const res = await t
      .anonymous()
      .post<Registration>('/api/auth/register', signup({ role: 'ADMIN', referralCode: referrerBody.phone }));
    expect(res.status).toBe(201);
    const data = res.body.data as Session;
    expect(data.user.role).toBe('USER');
    expect(data.token).toBe(data.access_token);
    expect(data.type).toBe('Bearer');
    expect(data.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(data.refresh_token).toBeUndefined();
    expect(refreshCookieOf(res).length).toBeGreaterThan(30);
    expect(JSON.stringify(data)).not.toContain('password');
    const me = await t.as(data).get('/api/auth/me');
    expect(me.body.data).toMatchObject({ email: data.user.email, role: 'USER', referralCode: data.user.phone });
    expect(referrer.user.role).toBe('USER');
  });

  it("answers the user with the original client's fields too: status, profile, user_metadata, created_at", async () => {
    const { session, body } = await registerShopper(t.app);
    const spec = {
      status: 'active',
      profile: { role: 'USER', first_name: body.firstName, last_name: body.lastName },
      user_metadata: { first_name: body.firstName, last_name: body.lastName, phone: body.phone, role: 'USER' },
      identities: [],
    };
    expect(session.user).toMatchObject(spec);
    const me = (await t.as(session).get<User>('/api/auth/me')).body.data;
    expect(me).toMatchObject(spec);
    expect(me.created_at).toBe(me.createdAt);
    expect(new Date(me.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts the promo code, and signs up with an unknown referral phone, saying it was not applied', async () => {
    const promo = await t
      .anonymous()
      .post<Registration>('/api/auth/register', signup({ referralCode: 'KuberFashion2025' }));
    expect(promo.status).toBe(201);
    expect(promo.body.data.referral).toMatchObject({ code: 'kuberfashion2025', applied: true });
    const res = await t.anonymous().post<Registration>('/api/auth/register', signup({ referralCode: '9999999999' }));
    expect(res.status).toBe(201);
    expect(res.body.data.referral).toEqual({
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
    [{ referralCode: 'friend' }, 'Referral code must be a 10-digit phone number or a promo code'],
  ])('refuses %o with "%s"', async (override, message) => {
    const res = await t.anonymous().post<Registration>('/api/auth/register', signup(override));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors!.map((e: { message: string }) => e.message)).toContain(message);
  });

  it.each([
    ['प्रिया', 'शर्मा'],
    ['அனிதா', 'சுப்பிரமணியம்'],
    ['সৌমিত্র', 'চট্টোপাধ্যায়'],
    ['Mary-Anne', "D'Souza"],
    ['K. Ramesh', 'Nair'],
  ])('takes the name %s %s in its own script', async (firstName, lastName) => {
    const res = await t.anonymous().post<Registration>('/api/auth/register', signup({ firstName, lastName }));
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.user).toMatchObject({ firstName, lastName, fullName: `${firstName} ${lastName}` });
  });

  it('answers 409 for a taken email or phone', async () => {
    const { body } = await registerShopper(t.app);
    const email = await t
      .anonymous()
      .post<Registration>('/api/auth/register', signup({ email: body.email.toUpperCase() }));
    expect(email.status).toBe(409);
    expect(email.body.message).toBe('An account with this email already exists');
    const phone = await t.anonymous().post<Registration>('/api/auth/register', signup({ phone: body.phone }));
    expect(phone.status).toBe(409);
    expect(phone.body.message).toBe('An account with this phone number already exists');
  });
});

describe('log-in', () => {
  it('logs in by phone (any formatting) and by email', async () => {
    const { body } = await registerShopper(t.app);
    const phone = await t.anonymous().post<Session>('/api/auth/phone/login', {
      phone: `+91 ${body.phone.slice(0, 5)} ${body.phone.slice(5)}`,
      password: body.password,
    });
    expect(phone.status).toBe(200);
    expect(phone.body.data.user.email).toBe(body.email);
    const email = await t.anonymous().post<Session>('/api/auth/login', { email: body.email, password: body.password });
    expect(email.status).toBe(200);
  });

  it('says the same for a wrong password and an unknown account', async () => {
    const { body } = await registerShopper(t.app);
    const wrong = await t
      .anonymous()
      .post<Session>('/api/auth/phone/login', { phone: body.phone, password: 'Wrong@1234' });
    const unknown = await t
      .anonymous()
      .post<Session>('/api/auth/phone/login', { phone: '9000012345', password: 'Wrong@1234' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid phone or password');
    expect(unknown.body.message).toBe(wrong.body.message);
    const badEmail = await t
      .anonymous()
      .post<Session>('/api/auth/login', { email: 'nobody@example.in', password: 'x' });
    expect(badEmail.body.message).toBe('Invalid email or password');
  });

  it.each([
    [{ phone: '12345', password: 'x' }, 'Enter a valid 10-digit phone number'],
    [{ phone: '9876543210', password: '' }, 'Enter your password'],
  ])('validates phone log-in %o', async (payload, message) => {
    const res = await t.anonymous().post<Session>('/api/auth/phone/login', payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each(['/api/auth/login', '/api/admin/auth/login', '/api/auth/recover'])(
    '%s takes only a plain email address',
    async (url) => {
      const { body } = await registerShopper(t.app);
      const res = await t.anonymous().post(url, { email: `"shop" <${body.email}>`, password: body.password });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'Enter only the email address, like name@example.in, without a name, quotes or angle brackets',
      );
    },
  );

  it('admin log-in refuses shoppers', async () => {
    const { body } = await registerShopper(t.app);
    const res = await t
      .anonymous()
      .post<Session>('/api/admin/auth/login', { email: body.email, password: body.password });
    expect(res.status).toBe(403);
    const admin = await loginAdmin(t.app, t.database.db);
    expect(admin.user.role).toBe('ADMIN');
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and ends the session when a spent one comes back', async () => {
    const res = await t.anonymous().post<Registration>('/api/auth/register', signup());
    const first = refreshCookieOf(res);
    const refreshed = await t.anonymous(refreshCookie(first)).post<Session>('/api/auth/token?grant_type=refresh_token');
    expect(refreshed.status).toBe(200);
    const rotated = refreshCookieOf(refreshed);
    expect(rotated).not.toBe(first);
    const reuse = await t.anonymous(refreshCookie(first)).post<Session>('/api/auth/token?grant_type=refresh_token');
    expect(reuse.status).toBe(401);
    // The stolen token's session is gone: the rotated token and the session's access tokens no longer work either.
    expect(
      (await t.anonymous(refreshCookie(rotated)).post<Session>('/api/auth/token?grant_type=refresh_token')).status,
    ).toBe(401);
    expect((await t.as(refreshed.body.data).get('/api/auth/me')).status).toBe(401);
    expect((await t.as(res.body.data).get('/api/auth/me')).status).toBe(401);
  });

  it('keeps the refresh token in an HttpOnly, SameSite=Strict cookie of the auth path, out of the answer', async () => {
    const body = signup();
    await t.anonymous().post<Registration>('/api/auth/register', body);
    const remembered = await t
      .anonymous()
      .post<Session>('/api/auth/login', { email: body.email, password: body.password });
    expect(remembered.body.data.refresh_token).toBeUndefined();
    expect(remembered.cookies.find((c) => c.name === 'kf_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 30 * 86_400,
    });
    // Over plain HTTP with no trusted proxy saying otherwise, the cookie cannot be Secure (the browser would drop it).
    expect(remembered.cookies.find((c) => c.name === 'kf_refresh')!.secure).toBeUndefined();
    const once = await t
      .anonymous()
      .post<Session>('/api/auth/login', { email: body.email, password: body.password, rememberMe: false });
    // Not remembered: the cookie ends with the browser session.
    expect(once.cookies.find((c) => c.name === 'kf_refresh')!.maxAge).toBeUndefined();
    const refreshed = await t
      .anonymous(refreshCookie(refreshCookieOf(once)))
      .post<Session>('/api/auth/token?grant_type=refresh_token');
    expect(refreshed.status).toBe(200);
    expect(Object.keys(refreshed.body.data).sort()).toEqual(
      ['access_token', 'expires_at', 'expires_in', 'next_level', 'aal', 'token', 'type', 'user'].sort(),
    );
    const none = await t.anonymous().post<Session>('/api/auth/token?grant_type=refresh_token');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Your session has ended. Please log in again.');
  });

  it('gives the refresh token in the answer to a client outside the browser that asks for it', async () => {
    const body = signup();
    const res = await t.anonymous().post('/api/auth/register?refresh_token_in_body=true', body);
    const token = (res.body.data as Session).refresh_token!;
    expect(token).toBe(refreshCookieOf(res));
    const refreshed = await t
      .anonymous()
      .post<Session>('/api/auth/token?grant_type=refresh_token&refresh_token_in_body=true', {
        refresh_token: token,
      });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data.refresh_token).toMatch(/^[\w-]{40,}$/);
    const login = await t.anonymous().post<Session>('/api/auth/phone/login?refresh_token_in_body=true', {
      phone: body.phone,
      password: body.password,
    });
    expect(login.body.data.refresh_token).toBe(refreshCookieOf(login));
    expect(
      (
        await t
          .anonymous()
          .post<Session>('/api/auth/login?refresh_token_in_body=maybe', { email: body.email, password: body.password })
      ).status,
    ).toBe(400);
  });

  it('refuses an expired access token and a forged one', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: 1 });
    try {
      const { session } = await registerShopper(short.app);
      await new Promise((r) => setTimeout(r, 2100));
      const res = await short.as(session).get('/api/auth/me');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Your session has expired. Please log in again.');
    } finally {
      await short.close();
    }
    const { session } = await registerShopper(t.app);
    const [h, p] = session.access_token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '1', role: 'ADMIN', aal: 'aal2', iss: 'kuber-fashion' })).toString('base64url')}.${'a'.repeat(86)}`;
    expect(p).toBeTruthy();
    expect((await t.anonymous({ authorization: `Bearer ${forged}` }).get('/api/auth/me')).status).toBe(401);
    expect((await t.anonymous().get('/api/auth/me')).status).toBe(401);
  });

  it('logout ends the session at once: its access token and its refresh token stop working', async () => {
    const res = await t.anonymous().post<Registration>('/api/auth/register', signup());
    const session = res.body.data as Session;
    const other = (
      await t.anonymous().post<Session>('/api/auth/login', { email: session.user.email, password: 'Secret@123' })
    ).body.data as Session;
    const out = await t.as(session).post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.cookies.find((c) => c.name === 'kf_refresh')).toMatchObject({ value: '', path: '/api/auth' });
    const after = await t.as(session).get('/api/auth/me');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended. Please log in again.');
    expect((await t.as(session).get('/api/cart')).status).toBe(401);
    expect(
      (await t.anonymous(refreshCookie(refreshCookieOf(res))).post<Session>('/api/auth/token?grant_type=refresh_token'))
        .status,
    ).toBe(401);
    // Only that session: the same shopper's other log-in goes on.
    expect((await t.as(other).get('/api/auth/me')).status).toBe(200);
  });

  it('logout ends an admin session for the admin routes at once', async () => {
    const admin = await loginAdmin(t.app, t.database.db);
    expect((await t.as(admin).get('/api/admin/users')).status).toBe(200);
    await t.as(admin).post('/api/auth/logout');
    expect((await t.as(admin).get('/api/admin/users')).status).toBe(401);
  });

  it('serves the public signing key', async () => {
    const res = await t.anonymous().get('/api/.well-known/jwks.json');
    const { keys } = JSON.parse(res.text);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(keys[0].d).toBeUndefined();
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
      expect((await t.anonymous().send(method, url, {})).status, `${method} ${url}`).toBe(401);
      expect((await t.as(session).send(method, url, {})).status, `${method} ${url}`).toBe(403);
    }
    const admin = await loginAdmin(t.app, t.database.db);
    const list = await t
      .as(admin)
      .get<AdminPage<AdminUser>>(`/api/admin/users?q=${encodeURIComponent(session.user.email)}`);
    expect(list.status).toBe(200);
    expect(list.body.data.items).toHaveLength(1);
  });

  it('a disabled shopper cannot log in, refresh or use an old token', async () => {
    const body = signup();
    const res = await t.anonymous().post<Registration>('/api/auth/register', body);
    const session = res.body.data as Session;
    const cookie = refreshCookieOf(res);
    const admin = await loginAdmin(t.app, t.database.db);
    const off = await t.as(admin).put(`/api/admin/users/${session.user.id}/status`, { enabled: false });
    expect(off.status).toBe(200);
    expect(
      (await t.anonymous().post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password }))
        .status,
    ).toBe(403);
    expect(
      (await t.anonymous(refreshCookie(cookie)).post<Session>('/api/auth/token?grant_type=refresh_token')).status,
    ).toBe(401);
    expect((await t.as(session).get('/api/auth/me')).status).toBe(401);
  });

  it('a role given by an admin applies at once', async () => {
    const res = await t.anonymous().post<Registration>('/api/auth/register', signup());
    const session = res.body.data as Session;
    const admin = await loginAdmin(t.app, t.database.db);
    await t.as(admin).put(`/api/admin/users/${session.user.id}/role`, { role: 'admin' });
    const relogin = await t
      .anonymous(refreshCookie(refreshCookieOf(res)))
      .post<Session>('/api/auth/token?grant_type=refresh_token');
    expect(relogin.body.data.user.role).toBe('ADMIN');
  });
});

describe('password recovery', () => {
  it('mails a link that sets a new password and ends old sessions', async () => {
    const body = signup();
    const registered = await t.anonymous().post<Registration>('/api/auth/register', body);
    const session = registered.body.data as Session;
    const unknown = await t.anonymous().post('/api/auth/recover', { email: 'nobody@example.in' });
    const known = await t.anonymous().post('/api/auth/recover', { email: body.email });
    expect(known.status).toBe(200);
    expect(unknown.body.message).toBe(known.body.message);
    const mail = (await t.anonymous().get<{ body: string }[]>(`/api/dev/outbox?to=${encodeURIComponent(body.email)}`))
      .body.data[0]!;
    const token = mail.body.match(/token=([\w-]+)/)![1];
    const reset = await t
      .anonymous()
      .post('/api/auth/reset', { token, password: 'Newpass@123', confirmPassword: 'Newpass@123' });
    expect(reset.status).toBe(200);
    expect(
      (await t.anonymous().post('/api/auth/reset', { token, password: 'Again@1234', confirmPassword: 'Again@1234' }))
        .status,
    ).toBe(400);
    expect(
      (await t.anonymous().post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password }))
        .status,
    ).toBe(401);
    expect(
      (await t.anonymous().post<Session>('/api/auth/phone/login', { phone: body.phone, password: 'Newpass@123' }))
        .status,
    ).toBe(200);
    expect(
      (
        await t
          .anonymous(refreshCookie(refreshCookieOf(registered)))
          .post<Session>('/api/auth/token?grant_type=refresh_token')
      ).status,
    ).toBe(401);
    expect((await t.as(session).get('/api/auth/me')).status).toBe(401);
  });
});

describe('profile', () => {
  it('reads and updates the own profile', async () => {
    const { session } = await registerShopper(t.app);
    const res = await t.as(session).put<User>('/api/users/profile', {
      firstName: 'Meera',
      lastName: 'Nair',
      phone: '98 7000 1234',
      role: 'ADMIN',
      email: 'x@y.z',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully');
    const profile = (await t.as(session).get<User>('/api/users/profile')).body.data;
    expect(profile).toMatchObject({
      firstName: 'Meera',
      lastName: 'Nair',
      phone: '9870001234',
      role: 'USER',
      email: session.user.email,
    });
    expect(profile.lastActivity).not.toBeNull();
    const bad = await t.as(session).put<User>('/api/users/profile', { firstName: '', lastName: 'N', phone: '1' });
    expect(bad.status).toBe(400);
  });
});

describe('two-step verification for admins', () => {
  it('enrols TOTP, then requires the code at the next log-in for admin routes', async () => {
    const admin = await loginAdmin(t.app, t.database.db);
    const enrol = await t
      .as(admin)
      .post<TotpEnrolment>('/api/auth/factors', { factor_type: 'totp', friendly_name: 'Phone' });
    expect(enrol.status).toBe(200);
    const { id, totp } = enrol.body.data;
    expect(totp.qr_code).toMatch(/^data:image\/png;base64,/);
    const challenge = (await t.as(admin).post<{ id: string }>(`/api/auth/factors/${id}/challenge`)).body.data;
    const wrong = await t
      .as(admin)
      .post<Session>(`/api/auth/factors/${id}/verify`, { code: '000000', challenge_id: challenge.id });
    expect(wrong.status).toBe(400);
    const challenge2 = (await t.as(admin).post<{ id: string }>(`/api/auth/factors/${id}/challenge`)).body.data;
    const ok = await t.as(admin).post<Session>(`/api/auth/factors/${id}/verify`, {
      code: await generate({ secret: totp.secret }),
      challenge_id: challenge2.id,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.aal).toBe('aal2');

    const again = (
      await t.anonymous().post<Session>('/api/admin/auth/login', { email: ADMIN.email, password: ADMIN.password })
    ).body.data as Session;
    expect(again.aal).toBe('aal1');
    expect(again.next_level).toBe('aal2');
    const blocked = await t.as(again).get('/api/admin/users');
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('MFA_REQUIRED');
    // Remove the factor again with an aal2 session so other tests keep a plain admin.
    const aal2 = ok.body.data as Session;
    expect((await t.as(aal2).get('/api/admin/users')).status).toBe(200);
    expect((await t.as(aal2).delete(`/api/auth/factors/${id}`)).status).toBe(200);
  });
});

describe("the hosted auth service's provider sign-in", () => {
  it('is refused with a clear message, with and without /auth, never an unknown address', async () => {
    const calls = [
      ['GET', '/api/authorize?provider=google&redirect_to=https://example.in'],
      ['GET', '/api/auth/authorize?provider=facebook'],
      ['GET', '/api/user/identities/authorize?provider=google'],
      ['GET', '/api/auth/user/identities/authorize'],
      ['DELETE', '/api/user/identities/6f1c4b0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f'],
      ['DELETE', '/api/auth/user/identities/1'],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, data: null, message: NO_PROVIDERS });
    }
  });
});
