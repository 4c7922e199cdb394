import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, TotpEnrolment } from '@kuber/shared';
import { mfaChallenges } from '#api/db/schema.js';
import { ADMIN } from '#api/test/accounts.js';
import { ensureAdmin } from './admins.js';
import { deviceCookie, deviceCookieOf, refreshCookie, refreshCookieOf } from '#api/test/cookies.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;

const STEP = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP);

/** An admin with a verified authenticator: each has its own factor, so its own count of wrong codes. */
interface Admin {
  email: string;
  password: string;
  factorId: string;
  /** The code of the time step `offset` steps from `step`. */
  codeAt(step: number, offset?: number): Promise<string>;
  /** The device cookie of the browser that set the factor up (its log-in completed there). */
  device: string;
}
let owner: Admin;
let manager: Admin;

async function adminWithFactor(account: { email: string; phone: string; password: string }): Promise<Admin> {
  await ensureAdmin(t.database.db, account);
  const res = await t
    .anonymous()
    .post<Session>('/api/admin/auth/login', { email: account.email, password: account.password });
  const session = res.body.data as Session;
  const enrol = (
    await t.as(session).post<TotpEnrolment>('/api/auth/factors', { factor_type: 'totp', friendly_name: 'Phone' })
  ).body.data;
  const admin: Admin = {
    ...account,
    factorId: enrol.id,
    codeAt: (step, offset = 0) => generate({ secret: enrol.totp.secret, epoch: (step + offset) * STEP }),
    device: '',
  };
  // The enrolment uses the previous step's code (clocks a little behind are accepted).
  const verified = await sendCode(admin, session, await admin.codeAt(currentStep(), -1));
  expect(verified.status).toBe(200);
  return { ...admin, device: deviceCookieOf(verified) };
}

/** The first half of an admin log-in, from a browser known to the account when its device cookie is given: password passed, code still owed (aal1). */
async function halfLogin(admin: Admin, device?: string) {
  const res = await t
    .anonymous(device ? deviceCookie(device) : {})
    .post<Session>('/api/admin/auth/login', { email: admin.email, password: admin.password });
  expect(res.status).toBe(200);
  const session = res.body.data as Session;
  expect(session.next_level).toBe('aal2');
  // The log-in is not complete: the browser is not made known until the code is right.
  expect(res.cookies.map((c) => c.name)).not.toContain('kf_device');
  return { session, cookie: refreshCookieOf(res) };
}

const newChallenge = async (admin: Admin, session: Session): Promise<string> =>
  (await t.as(session).post<{ id: string }>(`/api/auth/factors/${admin.factorId}/challenge`)).body.data.id;

async function sendCode(admin: Admin, session: Session, code: string, challengeId?: string, device?: string) {
  const challenge = challengeId ?? (await newChallenge(admin, session));
  return t
    .as(session, device ? deviceCookie(device) : {})
    .post<Session>(`/api/auth/factors/${admin.factorId}/verify`, { code, challenge_id: challenge });
}

const WRONG = 'Invalid code. Please check your authenticator app and try again.';
const ENDED = 'Too many wrong codes. Please log in again.';
const EXPIRED = 'This code request has expired. Please try again.';

beforeAll(async () => {
  t = await createTestApp();
  // A step boundary in the middle of the step tests would move "the current step" under them.
  const intoStep = (Date.now() / 1000) % STEP;
  if (intoStep > STEP - 10) await new Promise((r) => setTimeout(r, (STEP - intoStep + 0.5) * 1000));
  owner = await adminWithFactor(ADMIN);
  manager = await adminWithFactor({ email: 'manager@example.in', phone: '9111111112', password: 'Manager@123' });
});
afterAll(async () => {
  await t?.close();
});

describe('TOTP codes, one use per time step', () => {
  let step: number;
  beforeAll(() => {
    step = currentStep();
  });

  it('takes the same code sent twice at once only once', { tags: ['postgres'] }, async () => {
    const [a, b] = [await halfLogin(owner), await halfLogin(owner)];
    const code = await owner.codeAt(step);
    const answers = await Promise.all([sendCode(owner, a.session, code), sendCode(owner, b.session, code)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses a used step and older ones; a code of a later step works, the very next one included', async () => {
    const { session } = await halfLogin(owner);
    for (const offset of [0, -1]) {
      const replay = await sendCode(owner, session, await owner.codeAt(step, offset));
      expect(replay.status).toBe(400);
      expect(replay.body.message).toBe(WRONG);
    }
    const next = await sendCode(owner, session, await owner.codeAt(step, 1));
    expect(next.status).toBe(200);
    expect(next.body.data.aal).toBe('aal2');
    expect((await t.as(next.body.data).get('/api/admin/users')).status).toBe(200);
    const again = await halfLogin(owner);
    expect((await sendCode(owner, again.session, await owner.codeAt(step, 1))).status).toBe(400);
  });
});

describe('wrong TOTP codes', () => {
  it('five for one challenge end the half-finished log-in: its token and its refresh token stop working', async () => {
    const { session, cookie } = await halfLogin(manager);
    const challenge = await newChallenge(manager, session);
    for (let i = 0; i < 4; i++)
      expect((await sendCode(manager, session, '000000', challenge)).body.message).toBe(WRONG);
    const fifth = await sendCode(manager, session, '000000', challenge);
    expect(fifth.status).toBe(401);
    expect(fifth.body.message).toBe(ENDED);
    expect((await t.as(session).get('/api/auth/me')).status).toBe(401);
    expect(
      (await t.anonymous(refreshCookie(cookie)).post<Session>('/api/auth/token?grant_type=refresh_token')).status,
    ).toBe(401);
  });

  it('are checked at most five times per challenge, even when sent at once', { tags: ['postgres'] }, async () => {
    const { session } = await halfLogin(manager);
    const challenge = await newChallenge(manager, session);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => sendCode(manager, session, '000000', challenge)),
    );
    const messages = answers.map((r) => r.body.message as string);
    expect(messages.filter((m) => m === WRONG || m === ENDED)).toHaveLength(5);
    // The rest find the challenge used up, or (this being the factor's tenth wrong code) the log-in already ended.
    expect(messages.filter((m) => m === EXPIRED || m === 'Your session has ended. Please log in again.')).toHaveLength(
      7,
    );
  });

  it('after ten in an hour the factor takes no code, right or wrong, and the half-finished log-in ends', async () => {
    // The two tests before spent this hour's ten wrong codes of the manager's factor.
    const { session, cookie } = await halfLogin(manager);
    const right = await sendCode(manager, session, await manager.codeAt(currentStep()));
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(3000);
    expect(
      (await t.anonymous(refreshCookie(cookie)).post<Session>('/api/auth/token?grant_type=refresh_token')).status,
    ).toBe(401);
  });
});

describe("the owner's browser", () => {
  it('keeps an hour of codes of its own: a stranger who has the password cannot spend it, and it spends its own when it guesses', async () => {
    const accountant = await adminWithFactor({
      email: 'accountant@example.in',
      phone: '9111111113',
      password: 'Accounts@123',
    });
    const spendHour = async (device?: string) => {
      for (let round = 0; round < 2; round++) {
        const { session } = await halfLogin(accountant, device);
        const challenge = await newChallenge(accountant, session);
        for (let i = 0; i < 5; i++)
          expect((await sendCode(accountant, session, '000000', challenge, device)).status).not.toBe(429);
      }
    };
    const step = currentStep();
    // The stranger has the password but not the browser: ten wrong codes spend the factor's untrusted hour.
    await spendHour();
    const stranger = await halfLogin(accountant);
    expect((await sendCode(accountant, stranger.session, await accountant.codeAt(step))).status).toBe(429);
    // A forged device cookie is no way round it.
    const forged = await halfLogin(accountant);
    expect(
      (
        await sendCode(
          accountant,
          forged.session,
          await accountant.codeAt(step),
          undefined,
          `${accountant.device.slice(0, -2)}AA`,
        )
      ).status,
    ).toBe(429);

    // The owner, in the browser where they set the factor up: in at once, and the browser's cookie renewed.
    const owner = await halfLogin(accountant, accountant.device);
    const right = await sendCode(
      accountant,
      owner.session,
      await accountant.codeAt(step),
      undefined,
      accountant.device,
    );
    expect(right.status).toBe(200);
    expect(right.body.data.aal).toBe('aal2');
    const renewed = deviceCookieOf(right);
    expect(renewed).not.toBe(accountant.device);

    // That browser guessing spends its own hour, and is then refused too.
    await spendHour(renewed);
    const guessing = await halfLogin(accountant, renewed);
    expect(
      (await sendCode(accountant, guessing.session, await accountant.codeAt(step, 1), undefined, renewed)).status,
    ).toBe(429);
  });
});

describe('challenges', () => {
  it('run out after five minutes', async () => {
    const { session } = await halfLogin(owner);
    const challenge = (
      await t.as(session).post<{ id: string; expires_at: number }>(`/api/auth/factors/${owner.factorId}/challenge`)
    ).body.data;
    expect(challenge.expires_at - Date.now() / 1000).toBeGreaterThan(290);
    expect(challenge.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);
    await t.database.db
      .update(mfaChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mfaChallenges.id, challenge.id));
    const late = await sendCode(owner, session, '123456', challenge.id);
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(EXPIRED);
  });
});
