import { and, eq, gt, isNull } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Factor, Session } from '@kuber/shared';
import type { Db } from '../../db/client.js';
import { mfaChallenges, mfaFactors, users } from '../../db/schema.js';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import type { AuthService, AuthUser } from './auth.service.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const STEP_SECONDS = 30;

/** TOTP second factors: enrol, challenge, verify (aal1 → aal2), remove. */
export class MfaService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly issuer: string,
  ) {}

  async list(user: AuthUser) {
    const rows = await this.db.select().from(mfaFactors).where(eq(mfaFactors.userId, user.id));
    return rows.map((f): Factor => ({ id: f.id, factor_type: 'totp', status: f.verified ? 'verified' : 'unverified', friendly_name: f.friendlyName }));
  }

  async enrol(user: AuthUser, friendlyName: string) {
    if (user.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'Two-step verification is available to admins');
    if (user.mfaEnabled && user.aal !== 'aal2') throw new AppError('FORBIDDEN', 'Verify your current authenticator code first');
    const [account] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    // Unfinished enrolments are replaced, so only one pending factor exists.
    await this.db.delete(mfaFactors).where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.verified, false)));
    const secret = generateSecret();
    const [factor] = await this.db.insert(mfaFactors).values({ userId: user.id, secret, friendlyName }).returning();
    const uri = generateURI({ issuer: this.issuer, label: account!.email, secret });
    return {
      id: factor!.id,
      type: 'totp' as const,
      friendly_name: factor!.friendlyName,
      totp: { qr_code: await QRCode.toDataURL(uri, { margin: 1, width: 220 }), secret, uri },
    };
  }

  async challenge(user: AuthUser, factorId: string) {
    await this.factorOf(user, factorId);
    const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
    const [row] = await this.db.insert(mfaChallenges).values({ factorId, expiresAt }).returning();
    return { id: row!.id, expires_at: Math.floor(expiresAt.getTime() / 1000) };
  }

  /** Checks a code; a verified factor lifts the session to aal2 and is required from then on. */
  async verify(user: AuthUser, factorId: string, challengeId: string, code: string): Promise<Session> {
    const factor = await this.factorOf(user, factorId);
    const [challenge] = await this.db
      .update(mfaChallenges)
      .set({ verifiedAt: new Date() })
      .where(and(eq(mfaChallenges.id, challengeId), eq(mfaChallenges.factorId, factorId), isNull(mfaChallenges.verifiedAt), gt(mfaChallenges.expiresAt, new Date())))
      .returning();
    if (!challenge) throw invalid('This code request has expired. Please try again.');
    const result = await verify({ secret: factor.secret, token: code, epochTolerance: STEP_SECONDS });
    const step = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    // A code may be used once: replaying the last accepted step is refused.
    if (!result.valid || (factor.lastUsedStep !== null && step <= factor.lastUsedStep)) throw invalid('Invalid code. Please check your authenticator app and try again.');
    return this.db.transaction(async (tx) => {
      await tx.update(mfaFactors).set({ verified: true, lastUsedStep: step }).where(eq(mfaFactors.id, factorId));
      const [row] = await tx.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.id)).returning();
      // The aal1 session is replaced by an aal2 one.
      await this.auth.revokeFamily(user.familyId, tx);
      return this.auth.issueSession(row!, 'aal2', { remember: true, db: tx });
    });
  }

  async remove(user: AuthUser, factorId: string): Promise<void> {
    const factor = await this.factorOf(user, factorId);
    if (factor.verified && user.aal !== 'aal2') throw new AppError('FORBIDDEN', 'Verify your authenticator code before removing it');
    await this.db.transaction(async (tx) => {
      await tx.delete(mfaFactors).where(eq(mfaFactors.id, factorId));
      const remaining = await tx.select().from(mfaFactors).where(and(eq(mfaFactors.userId, user.id), eq(mfaFactors.verified, true)));
      await tx.update(users).set({ mfaEnabled: remaining.length > 0 }).where(eq(users.id, user.id));
    });
  }

  private async factorOf(user: AuthUser, factorId: string) {
    const [factor] = await this.db.select().from(mfaFactors).where(and(eq(mfaFactors.id, factorId), eq(mfaFactors.userId, user.id)));
    if (!factor) throw notFound('Factor not found');
    return factor;
  }
}
