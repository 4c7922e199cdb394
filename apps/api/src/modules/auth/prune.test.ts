import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaChallenges, mfaFactors, passwordResets, rateLimits, refreshTokens, sessions } from '#api/db/schema.js';
import { loadSecretKey, SecretBox } from '#api/lib/secret-box.js';
import { registerShopper } from '#api/test/accounts.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { logTransport, Mailer } from '../mail/mailer.js';
import { ReferralsService } from '../referrals/referrals.service.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './devices.js';
import { AuthThrottle } from './throttle.js';
import { TokenSigner } from './tokens.js';

let t: TestApp;
let auth: AuthService;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  // The service as the app's hourly maintenance runs it, on the same database and keys.
  const { key } = loadSecretKey({ dataDir: t.config.dataDir });
  const box = new SecretBox(key);
  const signer = await TokenSigner.load(db, box, { maxAgeDays: 30, accessTtlSeconds: 900 });
  const throttle = new AuthThrottle(
    { kind: 'memory' },
    { addressLimit: 10, pairFreeTries: 5, accountFreeTries: 100, maxDelaySeconds: 60 },
  );
  const referrals = new ReferralsService(
    db,
    new CouponsService(db, { valuePaise: 10_000, minOrderPaise: 99_900, validDays: 90 }),
    () => 'http://localhost',
  );
  auth = new AuthService(
    db,
    signer,
    new Mailer(db, logTransport(t.app.log, false), t.app.log),
    throttle,
    { accessTtlSeconds: 900, refreshTtlDays: 30 },
    referrals,
    new DeviceCookies(key),
  );
});
afterAll(async () => {
  await t?.close();
});

const past = (seconds: number) => new Date(Date.now() - seconds * 1000);
const future = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('auth maintenance', () => {
  it('removes ended and expired sessions, spent and expired tokens, used and expired reset links, and old challenges; keeps what is alive', async () => {
    const { db } = t.database;
    const { session } = await registerShopper(t.app);
    const userId = session.user.id;
    const [live, ended, expired] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insert(sessions).values([
      { id: live, userId, expiresAt: future(3600) },
      { id: ended, userId, expiresAt: future(3600), revokedAt: past(1) },
      { id: expired, userId, expiresAt: past(1) },
    ]);
    await db.insert(refreshTokens).values([
      { userId, familyId: live, tokenHash: 'alive', expiresAt: future(3600) },
      { userId, familyId: live, tokenHash: 'spent-just-now', expiresAt: future(3600), usedAt: past(60) },
      { userId, familyId: live, tokenHash: 'spent-long-ago', expiresAt: future(3600), usedAt: past(2 * 86_400) },
      { userId, familyId: live, tokenHash: 'expired', expiresAt: past(1) },
      { userId, familyId: ended, tokenHash: 'of-an-ended-session', expiresAt: future(3600) },
    ]);
    await db.insert(passwordResets).values([
      { userId, tokenHash: 'reset-alive', expiresAt: future(3600) },
      { userId, tokenHash: 'reset-used', expiresAt: future(3600), usedAt: past(1) },
      { userId, tokenHash: 'reset-expired', expiresAt: past(1) },
    ]);
    const [factor] = await db.insert(mfaFactors).values({ userId, secret: 'v1.x' }).returning();
    await db.insert(mfaChallenges).values([
      { factorId: factor!.id, expiresAt: future(300) },
      { factorId: factor!.id, expiresAt: past(1) },
      { factorId: factor!.id, expiresAt: future(300), verifiedAt: past(1) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'login_pair_tries:alive', points: 1, expire: Date.now() + 60_000 },
      { key: 'login_pair_tries:expired', points: 1, expire: Date.now() - 1 },
    ]);

    await auth.prune();

    const ids = (
      await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(sql`${sessions.userId} = ${userId}`)
    ).map((r) => r.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(ended);
    expect(ids).not.toContain(expired);
    const hashes = (
      await db
        .select({ h: refreshTokens.tokenHash })
        .from(refreshTokens)
        .where(sql`${refreshTokens.userId} = ${userId}`)
    ).map((r) => r.h);
    expect(hashes).toEqual(expect.arrayContaining(['alive', 'spent-just-now']));
    expect(hashes.filter((h) => ['expired', 'of-an-ended-session', 'spent-long-ago'].includes(h))).toEqual([]);
    expect((await db.select({ h: passwordResets.tokenHash }).from(passwordResets)).map((r) => r.h)).toEqual([
      'reset-alive',
    ]);
    expect(await db.select().from(mfaChallenges)).toHaveLength(1);
    const counters = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(counters).toContain('login_pair_tries:alive');
    expect(counters).not.toContain('login_pair_tries:expired');
    // The shopper's own log-in is untouched.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${session.access_token}` },
        })
      ).statusCode,
    ).toBe(200);
  });
});
