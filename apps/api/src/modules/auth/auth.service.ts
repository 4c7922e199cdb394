import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { PROMO_CODE, type Role, type Session } from '@kuber/shared';
import type { emailLoginSchema, phoneLoginSchema, registerSchema } from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { passwordResets, refreshTokens, users } from '../../db/schema.js';
import { AppError, conflict, invalid } from '../../lib/errors.js';
import type { Mailer } from '../mail/mailer.js';
import { toUser, type UserRow } from '../users/users.service.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { newFamilyId, newOpaqueToken, sha256, type AccessClaims, type TokenSigner } from './tokens.js';

export interface AuthSettings {
  accessTtlSeconds: number;
  refreshTtlDays: number;
  loginFailureLimit: number;
}

/** The acting user of a request, checked against the database on every call. */
export interface AuthUser {
  id: number;
  role: Role;
  aal: 'aal1' | 'aal2';
  familyId: string;
  mfaEnabled: boolean;
}

const SHORT_SESSION_HOURS = 12;
const RESET_TTL_MS = 60 * 60 * 1000;
const ACTIVITY_RESOLUTION_MS = 60 * 1000;

const unauthorised = (message: string) => new AppError('UNAUTHORISED', message);

export class AuthService {
  private readonly failures: AttemptLimiter;

  constructor(
    private readonly db: Db,
    private readonly signer: TokenSigner,
    private readonly mailer: Mailer,
    private readonly settings: AuthSettings,
  ) {
    this.failures = new AttemptLimiter(settings.loginFailureLimit, 15 * 60 * 1000);
  }

  async register(input: z.output<typeof registerSchema>): Promise<Session> {
    const passwordHash = await hashPassword(input.password);
    const user = await this.db.transaction(async (tx) => {
      const clash = await tx
        .select({ email: users.email, phone: users.phone })
        .from(users)
        .where(or(eq(users.email, input.email), eq(users.phone, input.phone)));
      if (clash.some((u) => u.email === input.email)) throw conflict('An account with this email already exists');
      if (clash.length) throw conflict('An account with this phone number already exists');
      const referredById = await this.referrerId(tx, input.referralCode);
      const [row] = await tx
        .insert(users)
        .values({
          email: input.email,
          phone: input.phone,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          role: 'USER',
          referralCodeUsed: input.referralCode ?? null,
          referredById,
        })
        .returning();
      return row!;
    }).catch((err: unknown) => {
      // Two sign-ups racing for the same email or phone: the unique index decides.
      if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
        throw conflict('An account with this email or phone number already exists');
      }
      throw err;
    });
    return this.issueSession(user, 'aal1', { remember: true });
  }

  private async referrerId(tx: Tx, code: string | undefined): Promise<number | null> {
    if (!code || code === PROMO_CODE) return null;
    const [referrer] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, code));
    if (!referrer) throw invalid('No shopper found with this referral code', [{ path: 'referralCode', message: 'No shopper found with this referral code' }]);
    return referrer.id;
  }

  async login(
    input: z.output<typeof emailLoginSchema> | z.output<typeof phoneLoginSchema>,
    opts: { adminOnly?: boolean } = {},
  ): Promise<Session> {
    const byEmail = 'email' in input;
    const key = byEmail ? `email:${input.email}` : `phone:${input.phone}`;
    const failMessage = byEmail ? 'Invalid email or password' : 'Invalid phone or password';
    this.failures.check(key);
    const [user] = await this.db
      .select()
      .from(users)
      .where(byEmail ? eq(users.email, input.email) : eq(users.phone, input.phone));
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      this.failures.fail(key);
      throw unauthorised(failMessage);
    }
    this.failures.reset(key);
    if (!user.enabled) throw new AppError('FORBIDDEN', 'This account has been disabled. Please contact customer care.');
    if (opts.adminOnly && user.role !== 'ADMIN') throw new AppError('FORBIDDEN', 'This account does not have admin access');
    const remember = 'rememberMe' in input ? input.rememberMe !== false : true;
    return this.issueSession(user, 'aal1', { remember });
  }

  /** A new access and refresh token pair; the refresh token is stored hashed. */
  async issueSession(user: UserRow, aal: 'aal1' | 'aal2', opts: { remember: boolean; familyId?: string; db?: Db | Tx }): Promise<Session> {
    const db = opts.db ?? this.db;
    const familyId = opts.familyId ?? newFamilyId();
    const refreshToken = newOpaqueToken();
    const refreshMs = opts.remember ? this.settings.refreshTtlDays * 86_400_000 : SHORT_SESSION_HOURS * 3_600_000;
    await db.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      aal,
      expiresAt: new Date(Date.now() + refreshMs),
    });
    const ttl = this.settings.accessTtlSeconds;
    const accessToken = await this.signer.sign({ userId: user.id, role: user.role, aal, familyId }, ttl);
    return {
      token: accessToken,
      type: 'Bearer',
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ttl,
      expires_at: Math.floor(Date.now() / 1000) + ttl,
      aal,
      next_level: user.mfaEnabled ? 'aal2' : aal,
      user: await toUser(db, user),
    };
  }

  /**
   * Rotates a refresh token. A token used twice means it was stolen or leaked:
   * the whole family (that login and all its rotations) is revoked.
   */
  async refresh(token: string): Promise<Session> {
    const hash = sha256(token);
    const [spent] = await this.db
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
      .returning();
    if (!spent) {
      const [known] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
      if (known && (known.usedAt || known.revokedAt)) await this.revokeFamily(known.familyId);
      throw unauthorised('Your session has ended. Please log in again.');
    }
    const [user] = await this.db.select().from(users).where(eq(users.id, spent.userId));
    if (!user || !user.enabled) throw unauthorised('This account has been disabled. Please contact customer care.');
    if (user.tokensValidAfter && spent.createdAt < user.tokensValidAfter) throw unauthorised('Your session has ended. Please log in again.');
    const remember = spent.expiresAt.getTime() - spent.createdAt.getTime() > SHORT_SESSION_HOURS * 3_600_000 + 60_000;
    return this.issueSession(user, spent.aal === 'aal2' ? 'aal2' : 'aal1', { remember, familyId: spent.familyId });
  }

  async revokeFamily(familyId: string, db: Db | Tx = this.db): Promise<void> {
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends this session, or every session of the user with scope 'global'. */
  async logout(user: AuthUser, scope: 'local' | 'global'): Promise<void> {
    if (scope === 'local') return this.revokeFamily(user.familyId);
    await this.endAllSessions(this.db, user.id);
  }

  private async endAllSessions(db: Db | Tx, userId: number): Promise<void> {
    await db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, userId));
    await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /** Checks an access token against the user's current state; updates last activity. */
  async authenticate(token: string): Promise<AuthUser> {
    const claims: AccessClaims = await this.signer.verify(token);
    const [user] = await this.db
      .select({ id: users.id, role: users.role, enabled: users.enabled, mfaEnabled: users.mfaEnabled, tokensValidAfter: users.tokensValidAfter, lastActivityAt: users.lastActivityAt })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!user) throw unauthorised('Your session has ended. Please log in again.');
    if (!user.enabled) throw unauthorised('This account has been disabled. Please contact customer care.');
    // iat has one-second resolution: compare in whole seconds.
    if (user.tokensValidAfter && claims.issuedAt < Math.floor(user.tokensValidAfter.getTime() / 1000)) {
      throw unauthorised('Your session has ended. Please log in again.');
    }
    if (!user.lastActivityAt || Date.now() - user.lastActivityAt.getTime() > ACTIVITY_RESOLUTION_MS) {
      await this.db.update(users).set({ lastActivityAt: new Date() }).where(eq(users.id, user.id));
    }
    return { id: user.id, role: user.role, aal: claims.aal, familyId: claims.familyId, mfaEnabled: user.mfaEnabled };
  }

  /** Sends a reset link when the account exists; answers the same either way. */
  async recover(email: string, origin: string): Promise<void> {
    const [user] = await this.db.select().from(users).where(eq(users.email, email));
    if (!user || !user.enabled) return;
    const token = newOpaqueToken();
    await this.db.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
    const link = `${origin}/reset-password?token=${token}`;
    await this.mailer.send({
      to: user.email,
      subject: 'Reset your Kuber Fashion password',
      body: `Hello ${user.firstName},\n\nWe received a request to reset your password. Open this link within an hour to choose a new one:\n\n${link}\n\nIf you did not ask for this, you can ignore this message; your password stays the same.\n\nKuber Fashion`,
    });
  }

  /** Sets a new password from a reset link and ends every existing session. */
  async resetPassword(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning();
      if (!reset) throw invalid('This reset link is invalid or has expired. Please ask for a new one.');
      await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
      await this.endAllSessions(tx, reset.userId);
      await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    });
  }

  /** Removes expired refresh tokens and resets; run now and then. */
  async prune(): Promise<void> {
    const now = new Date();
    await this.db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
    await this.db.delete(passwordResets).where(lt(passwordResets.expiresAt, now));
  }
}
