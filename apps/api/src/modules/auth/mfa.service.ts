import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Factor } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { mfaChallenges, mfaFactors, users } from '#api/db/schema.js';
import { AppError, invalid, notFound } from '#api/lib/errors.js';
import type { SecretBox } from '#api/lib/secret-box.js';
import type { AuthService, AuthUser, IssuedSession } from './auth.service.js';
import { factorSecretContext } from './seal-secrets.js';
import type { DeviceCookies } from './devices.js';
import { tooManyRequests, type AuthThrottle } from './throttle.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Codes of the step before and after the current one are accepted, for clocks a little off. */
const TOLERANCE_SECONDS = 30;
const WRONG_CODES_PER_CHALLENGE = 5;

const WRONG_CODE = 'Invalid code. Please check your authenticator app and try again.';

/** TOTP second factors: enrol, challenge, verify (aal1 → aal2), remove. */
export class MfaService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly box: SecretBox,
    private readonly throttle: AuthThrottle,
    private readonly devices: DeviceCookies,
    private readonly issuer: string,
  ) {}

  async list(user: AuthUser) {
    const rows = await this.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    return rows.map((f): Factor => ({
      id: f.id,
      factor_type: 'totp',
      status: f.verified ? 'verified' : 'unverified',
      friendly_name: f.friendlyName,
    }));
  }

  async enrol(user: AuthUser, friendlyName: string) {
    if (user.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Two-step verification is available to admins');
    if (user.mfaEnabled && user.aal !== 'aal2')
      throw new AppError('FORBIDDEN', 'Verify your current authenticator code first');
    const [account] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    // Unfinished enrolments are replaced, so only one pending factor exists.
    await this.db.delete(mfaFactors).where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.verified, false)));
    const id = randomUUID();
    const secret = generateSecret();
    const [factor] = await this.db
      .insert(mfaFactors)
      .values({ id, userId: user.id, secret: this.box.seal(secret, factorSecretContext(id)), friendlyName })
      .returning();
    const uri = generateURI({ issuer: this.issuer, label: account!.email, secret });
    return {
      id: factor!.id,
      type: 'totp' as const,
      friendly_name: factor!.friendlyName,
      // The QR library loads when an admin first sets up a factor, not with every start.
      totp: { qr_code: await (await import('qrcode')).default.toDataURL(uri, { margin: 1, width: 220 }), secret, uri },
    };
  }

  async challenge(user: AuthUser, factorId: string) {
    await this.factorOf(user, factorId);
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    const [row] = await this.db.insert(mfaChallenges).values({ factorId, expiresAt }).returning();
    return { id: row!.id, expires_at: Math.floor(expiresAt.getTime() / 1000) };
  }

  /**
   * Checks a code; a verified factor lifts the session to aal2 and is required from then on.
   * Each time step's code works once: the step that matched is kept and it and older ones
   * are refused. Wrong codes are counted before the check, per challenge and per factor per
   * hour (a browser where the owner finished a log-in before keeps an hour of its own, which
   * a stranger who has the password cannot spend); at either limit a half-finished log-in
   * (password passed, code not) ends. A right code completes the log-in: the browser is known.
   */
  async verify(
    user: AuthUser,
    factorId: string,
    challengeId: string,
    code: string,
    deviceCookie?: string,
  ): Promise<IssuedSession> {
    const factor = await this.factorOf(user, factorId);
    const halfFinished = factor.verified && user.aal === 'aal1';
    const [challenge] = await this.db
      .update(mfaChallenges)
      .set({ failedAttempts: sql`${mfaChallenges.failedAttempts} + 1` })
      .where(
        and(
          eq(mfaChallenges.id, challengeId),
          eq(mfaChallenges.factorId, factorId),
          isNull(mfaChallenges.verifiedAt),
          gt(mfaChallenges.expiresAt, new Date()),
          lt(mfaChallenges.failedAttempts, WRONG_CODES_PER_CHALLENGE),
        ),
      )
      .returning({ failedAttempts: mfaChallenges.failedAttempts });
    if (!challenge) throw invalid('This code request has expired. Please try again.');
    const budget = await this.throttle.beginTotp(factorId, this.devices.deviceOf(deviceCookie, user.id));
    if ('waitSeconds' in budget) {
      if (halfFinished) await this.auth.endSession(user.familyId);
      const minutes = Math.ceil(budget.waitSeconds / 60);
      throw tooManyRequests(
        `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        budget.waitSeconds,
      );
    }
    const step = await this.matchingStep(factor.secret, code, factor.lastUsedStep);
    // Two requests with the same code: only the one that records its step first gets through.
    const used =
      step === null
        ? []
        : await this.db
            .update(mfaFactors)
            .set({ lastUsedStep: step })
            .where(
              and(eq(mfaFactors.id, factorId), or(isNull(mfaFactors.lastUsedStep), lt(mfaFactors.lastUsedStep, step))),
            )
            .returning({ id: mfaFactors.id });
    if (!used.length) {
      const spent = challenge.failedAttempts >= WRONG_CODES_PER_CHALLENGE || budget.left === 0;
      if (spent && halfFinished) {
        await this.auth.endSession(user.familyId);
        throw new AppError('UNAUTHORISED', 'Too many wrong codes. Please log in again.');
      }
      throw invalid(WRONG_CODE);
    }
    await budget.succeeded();
    const issued = await this.db.transaction(async (tx) => {
      await tx.update(mfaChallenges).set({ verifiedAt: new Date() }).where(eq(mfaChallenges.id, challengeId));
      await tx.update(mfaFactors).set({ verified: true }).where(eq(mfaFactors.id, factorId));
      const [row] = await tx.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.id)).returning();
      // The aal1 session is replaced by an aal2 one.
      await this.auth.endSession(user.familyId, tx);
      return this.auth.issueSession(row!, 'aal2', { remember: true, db: tx });
    });
    return { ...issued, deviceCookie: this.devices.issue(deviceCookie, user.id) };
  }

  /** The time step whose code this is, when it is right and later than the last one used. */
  private async matchingStep(secret: string, code: string, lastUsedStep: number | null): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: lastUsedStep ?? undefined,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  async remove(user: AuthUser, factorId: string): Promise<void> {
    const factor = await this.factorOf(user, factorId);
    if (factor.verified && user.aal !== 'aal2')
      throw new AppError('FORBIDDEN', 'Verify your authenticator code before removing it');
    await this.db.transaction(async (tx) => {
      await tx.delete(mfaFactors).where(eq(mfaFactors.id, factorId));
      const remaining = await tx
        .select()
        .from(mfaFactors)
        .where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.verified, true)));
      await tx
        .update(users)
        .set({ mfaEnabled: remaining.length > 0 })
        .where(eq(users.id, user.id));
    });
  }

  /** The user's own factor, its secret opened. */
  private async factorOf(user: AuthUser, factorId: string) {
    const [factor] = await this.db
      .select()
      .from(mfaFactors)
      .where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, user.id)));
    if (!factor) throw notFound('Factor not found');
    return { ...factor, secret: this.box.open(factor.secret, factorSecretContext(factor.id)) };
  }
}
