import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Registration, Session } from '@kuber/shared';
import { randomBytes } from 'node:crypto';
import { ADMIN, loginAdmin, registerShopper, signup } from '#api/test/accounts.js';
import { deviceCookie, deviceCookieOf } from '#api/test/cookies.js';
import { DeviceCookies } from './devices.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * Log-in throttling as an attacker meets it. The app trusts the test's own address as a
 * proxy, so X-Forwarded-For stands for the client's address and each test uses its own.
 */
let t: TestApp;
/** The store with no proxy trusted, as it starts by default. */
let plain: TestApp;

beforeAll(async () => {
  [t, plain] = await Promise.all([
    createTestApp({ TRUST_PROXY: ['127.0.0.1'], AUTH_RATE_LIMIT: 30, LOGIN_FAILURE_LIMIT: 5, LOGIN_ACCOUNT_LIMIT: 10 }),
    createTestApp({ AUTH_RATE_LIMIT: 20 }),
  ]);
});
afterAll(async () => {
  await Promise.all([t?.close(), plain?.close()]);
});

let nextAddress = 10;
/** A client address of its own for each caller. */
const address = () => `203.0.113.${nextAddress++}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const wrongPhoneLogin = (phone: string, ip: string) =>
  t.anonymous(from(ip)).post('/api/auth/phone/login', { phone, password: 'Wrong@1234' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('log-in tries per account and address', () => {
  it("a stranger's wrong guesses never stop the owner's right password from another address", async () => {
    const { body } = await registerShopper(t.app);
    const stranger = address();
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await wrongPhoneLogin(body.phone, stranger)).status);
    expect(codes.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(19);
    const owner = await t
      .anonymous(from(address()))
      .post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password });
    expect(owner.status).toBe(200);
  });

  it('slows further tries down (1 s, then 2 s ...) rather than locking the account, and says how long to wait', async () => {
    const { body } = await registerShopper(t.app);
    const ip = address();
    for (let i = 0; i < 5; i++) expect((await wrongPhoneLogin(body.phone, ip)).status).toBe(401);
    const early = await t
      .anonymous(from(ip))
      .post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password });
    expect(early.status).toBe(429);
    expect(early.body.message).toBe('Too many failed attempts. Please wait 1 second and try again.');
    expect(early.headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await wrongPhoneLogin(body.phone, ip)).status).toBe(401);
    const next = await wrongPhoneLogin(body.phone, ip);
    expect(next.status).toBe(429);
    expect(next.headers['retry-after']).toBe('2');
    await sleep(2100);
    // The owner's right password after the wait: in, and the count starts afresh.
    expect(
      (
        await t
          .anonymous(from(ip))
          .post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password })
      ).status,
    ).toBe(200);
    expect((await wrongPhoneLogin(body.phone, ip)).status).toBe(401);
  });

  it(
    'counts a try before the password is checked: of 30 wrong guesses sent at once, only the limit are checked',
    { tags: ['postgres'] },
    async () => {
      const { body } = await registerShopper(t.app);
      const ip = address();
      const answers = await Promise.all(Array.from({ length: 30 }, () => wrongPhoneLogin(body.phone, ip)));
      const codes = answers.map((a) => a.status);
      expect(codes.filter((c) => c === 401)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(25);
    },
  );

  it('counts email, phone and admin log-in of one account together', async () => {
    const admin = await loginAdmin(t.app, t.database.db);
    expect(admin.user.role).toBe('ADMIN');
    const ip = address();
    for (let i = 0; i < 2; i++)
      expect(
        (await t.anonymous(from(ip)).post<Session>('/api/auth/login', { email: ADMIN.email, password: 'Wrong@1234' }))
          .status,
      ).toBe(401);
    for (let i = 0; i < 2; i++) expect((await wrongPhoneLogin(ADMIN.phone, ip)).status).toBe(401);
    expect(
      (
        await t
          .anonymous(from(ip))
          .post<Session>('/api/admin/auth/login', { email: ADMIN.email, password: 'Wrong@1234' })
      ).status,
    ).toBe(401);
    const sixth = await t
      .anonymous(from(ip))
      .post<Session>('/api/admin/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect(sixth.status).toBe(429);
    expect(
      (await t.anonymous(from(ip)).post<Session>('/api/auth/login', { email: ADMIN.email, password: ADMIN.password }))
        .status,
    ).toBe(429);
  });

  it('slows a guesser spread over many addresses once the account ceiling is reached', async () => {
    const { body } = await registerShopper(t.app);
    // LOGIN_ACCOUNT_LIMIT is 10 here: five addresses, two guesses each.
    for (let i = 0; i < 5; i++) {
      const ip = address();
      for (let j = 0; j < 2; j++) expect((await wrongPhoneLogin(body.phone, ip)).status).toBe(401);
    }
    const eleventh = await wrongPhoneLogin(body.phone, address());
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await sleep(1100);
    // Slowed, not locked: after the wait the owner gets in.
    expect(
      (
        await t
          .anonymous(from(address()))
          .post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password })
      ).status,
    ).toBe(200);
  });
});

describe("the owner's browser (device cookie)", () => {
  /** An account whose owner logged in from their own browser, which keeps its device cookie. */
  async function ownerWithDevice() {
    const { body } = await registerShopper(t.app);
    const home = address();
    const right = { phone: body.phone, password: body.password };
    const owner = await t.anonymous(from(home)).post<Session>('/api/auth/phone/login', right);
    expect(owner.status).toBe(200);
    return { phone: body.phone, home, right, device: deviceCookieOf(owner) };
  }

  /**
   * Strangers at five addresses, two guesses each, reach the account ceiling (LOGIN_ACCOUNT_LIMIT
   * is 10 here): the last guess holds every untrusted try back for a second, within which the
   * tries that follow are sent.
   */
  async function attack(phone: string) {
    for (let i = 0; i < 5; i++) {
      const ip = address();
      for (let j = 0; j < 2; j++) expect((await wrongPhoneLogin(phone, ip)).status).toBe(401);
    }
  }

  it('is set by a log-in: HttpOnly, SameSite=Strict, for the API, for a year', async () => {
    const { body } = await registerShopper(t.app);
    const res = await t
      .anonymous(from(address()))
      .post<Session>('/api/auth/login', { email: body.email, password: body.password });
    const cookie = res.cookies.find((c) => c.name === 'kf_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api', maxAge: 365 * 86_400 });
    expect(cookie.value).toMatch(new RegExp(`^${res.body.data.user.id}\\.[\\w-]{22}\\.[\\w-]{43}$`));
  });

  it('lets the owner in on the first try while strangers at many addresses are slowed', async () => {
    const { phone, home, right, device } = await ownerWithDevice();
    await attack(phone);
    // Side by side: a stranger's guess, the owner in their browser, and the right password from a browser without the cookie (or an API client).
    const [stranger, owner, cookieless] = await Promise.all([
      wrongPhoneLogin(phone, address()),
      t.anonymous({ ...from(home), ...deviceCookie(device) }).post<Session>('/api/auth/phone/login', right),
      t.anonymous(from(address())).post<Session>('/api/auth/phone/login', right),
    ]);
    expect([stranger.status, owner.status, cookieless.status]).toEqual([429, 200, 429]);
    // From another address too (the owner's phone on another network): the browser is what counts.
    const away = await t
      .anonymous({ ...from(address()), ...deviceCookie(deviceCookieOf(owner)) })
      .post<Session>('/api/auth/phone/login', right);
    expect(away.status).toBe(200);
  });

  it("counts a forged cookie, another account's or one signed with another key as untrusted", async () => {
    const { phone, home, right, device } = await ownerWithDevice();
    const [userId, nonce, signature] = device.split('.');
    const other = await registerShopper(t.app);
    const otherDevice = deviceCookieOf(
      await t
        .anonymous(from(address()))
        .post<Session>('/api/auth/login', { email: other.body.email, password: other.body.password }),
    );
    const forgeries = [
      `${userId}.${nonce}.${signature!.slice(0, -4)}AAAA`,
      `${userId}.${randomBytes(16).toString('base64url')}.${signature}`,
      `${userId}.${otherDevice.split('.').slice(1).join('.')}`,
      otherDevice,
      new DeviceCookies(randomBytes(32)).issue(undefined, Number(userId)),
      `${device}.extra`,
    ];
    await attack(phone);
    const answers = await Promise.all(
      forgeries.map((forged) =>
        t.anonymous({ ...from(home), ...deviceCookie(forged) }).post<Session>('/api/auth/phone/login', right),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(forgeries.map(() => 429));
    // The genuine one, beside another account's in the same cookie, still lets the owner in.
    expect(
      (
        await t
          .anonymous({ ...from(home), ...deviceCookie(`${otherDevice}~${device}`) })
          .post<Session>('/api/auth/phone/login', right)
      ).status,
    ).toBe(200);
  });

  it("slows the browser itself when it guesses, on its own budget: the account's untrusted ones are not spent", async () => {
    const { body } = await registerShopper(t.app);
    const ip = address();
    const device = deviceCookieOf(
      await t
        .anonymous(from(ip))
        .post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password }),
    );
    const guess = () =>
      t
        .anonymous({ ...from(address()), ...deviceCookie(device) })
        .post<Session>('/api/auth/phone/login', { phone: body.phone, password: 'Wrong@1234' });
    // LOGIN_FAILURE_LIMIT is 5: each guess from a new address, so only the browser's budget can refuse.
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(401);
    const sixth = await t
      .anonymous({ ...from(address()), ...deviceCookie(device) })
      .post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password });
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await guess()).status).toBe(401);
    expect((await guess()).headers['retry-after']).toBe('2');
    // Another browser of the owner's, at the same address, is not held up by it.
    expect(
      (
        await t
          .anonymous(from(ip))
          .post<Session>('/api/auth/phone/login', { phone: body.phone, password: body.password })
      ).status,
    ).toBe(200);
  });
});

describe('the cookie behind a proxy', () => {
  it('is Secure when a trusted proxy says the request came over HTTPS, and only then', async () => {
    const viaTrusted = await t
      .anonymous({ ...from(address()), 'x-forwarded-proto': 'https' })
      .post<Registration>('/api/auth/register', signup());
    expect(viaTrusted.cookies.find((c) => c.name === 'kf_refresh')!.secure).toBe(true);
    const claimed = await plain
      .anonymous({ 'x-forwarded-proto': 'https' })
      .post<Registration>('/api/auth/register', signup());
    expect(claimed.cookies.find((c) => c.name === 'kf_refresh')!.secure).toBeUndefined();
  });
});

describe('the per-address budget', () => {
  it('is one budget for every auth route, and a refresh costs a tenth', async () => {
    const ip = address();
    const { body } = await registerShopper(t.app);
    // Each round names other accounts, so only the address budget can refuse.
    const routes = (round: number): [string, object][] => [
      ['/api/auth/login', { email: `nobody${round}@example.in`, password: 'x' }],
      ['/api/auth/phone/login', { phone: `900000000${round}`, password: 'x' }],
      ['/api/admin/auth/login', { email: `noadmin${round}@example.in`, password: 'x' }],
      ['/api/auth/recover', { email: 'nobody@example.in' }],
      ['/api/auth/reset', { token: 'x'.repeat(40), password: 'Newpass@123', confirmPassword: 'Newpass@123' }],
      ['/api/auth/register', signup({ phone: body.phone })],
    ];
    // AUTH_RATE_LIMIT is 30 a minute: 5 rounds of the six routes spend it.
    for (let round = 0; round < 5; round++) {
      for (const [url, payload] of routes(round))
        expect((await t.anonymous(from(ip)).post(url, payload)).status, url).not.toBe(429);
    }
    const over = await t.anonymous(from(ip)).post('/api/auth/recover', { email: 'nobody@example.in' });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(over.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.anonymous(from(ip)).post('/api/auth/token?grant_type=refresh_token')).status).toBe(429);

    const other = address();
    for (let i = 0; i < 29; i++)
      await t.anonymous(from(other)).post('/api/auth/recover', { email: 'nobody@example.in' });
    const refreshes = [];
    for (let i = 0; i < 11; i++)
      refreshes.push((await t.anonymous(from(other)).post('/api/auth/token?grant_type=refresh_token')).status);
    expect(refreshes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(refreshes[10]).toBe(429);
  });

  it('does not believe X-Forwarded-For unless TRUST_PROXY names the sender: a new header on each try changes nothing', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await plain
        .anonymous(from(`198.51.100.${i}`))
        .post<Session>('/api/auth/login', { email: `guess${i}@example.in`, password: 'Wrong@1234' });
      codes.push(res.status);
    }
    // The budget of the one real address (20 a minute) runs out, whatever the header says.
    const firstRefused = codes.indexOf(429);
    expect(firstRefused).toBeGreaterThan(15);
    expect(firstRefused).toBeLessThanOrEqual(20);
    expect(codes.slice(firstRefused)).toEqual(Array(25 - firstRefused).fill(429));
  });
});
