import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { ReferralOutcome, Role, Session } from '@kuber/shared';
import type { emailLoginSchema, phoneLoginSchema, registerSchema } from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import { mfaChallenges, passwordResets, rateLimits, refreshTokens, sessions, users } from '#api/db/schema.js';
import { AppError, conflict, invalid } from '#api/lib/errors.js';
import type { ReferralsService } from '../referrals/referrals.service.js';
import type { Mailer } from '../mail/mailer.js';
import { toUser, type UserRow } from '../users/users.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { DeviceCookies } from './devices.js';
import type { AuthThrottle } from './throttle.js';
import { newFamilyId, newOpaqueToken, sha256, type AccessClaims, type TokenSigner } from './tokens.js';

export interface AuthSettings {
  accessTtlSeconds: number;
  refreshTtlDays: number;
}

/** The acting user of a request, checked against the database on every call. */
export interface AuthUser {
  id: number;
  role: Role;
  aal: 'aal1' | 'aal2';
  familyId: string;
  mfaEnabled: boolean;
}

/** A new session: the answer, and the refresh token that travels beside it (a cookie). */
export interface IssuedSession {
  session: Session;
  refreshToken: string;
  /** How long the refresh token lives, in seconds; null when it ends with the browser session (not remembered). */
  refreshMaxAgeSeconds: number | null;
  /** The browser's new device cookie, once a log-in is complete (password, and code when the account has a factor). */
  deviceCookie?: string;
}

const SHORT_SESSION_HOURS = 12;
const RESET_TTL_MS = 60 * 60 * 1000;
const ACTIVITY_RESOLUTION_MS = 60 * 1000;
/** A spent refresh token is kept this long to recognise its reuse (a sign of theft); then it goes. */
const SPENT_TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;

const unauthorised = (message: string) => new AppError('UNAUTHORISED', message);
const SESSION_ENDED = 'Your session has ended. Please log in again.';

export class AuthService {
  /** The user and session behind an access token: read on every signed-in request, so built once and prepared. */
  private readonly holder;

  constructor(
    private readonly db: Db,
    private readonly signer: TokenSigner,
    private readonly mailer: Mailer,
    private readonly throttle: AuthThrottle,
    private readonly settings: AuthSettings,
    private readonly referrals: ReferralsService,
    private readonly devices: DeviceCookies,
  ) {
    this.holder = db
      .select({
        id: users.id,
        role: users.role,
        enabled: users.enabled,
        mfaEnabled: users.mfaEnabled,
        tokensValidAfter: users.tokensValidAfter,
        lastActivityAt: users.lastActivityAt,
        sessionId: sessions.id,
        sessionEndedAt: sessions.revokedAt,
      })
      .from(users)
      .leftJoin(sessions, and(eq(sessions.id, sql.placeholder('familyId')), eq(sessions.userId, users.id)))
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('auth_token_holder');
  }

  /**
   * Makes a shopper's account and, in the same transaction, links them to whoever's code
   * they gave and rewards that chain; a code that can't be used is reported, not refused.
   */
  async register(
    input: z.output<typeof registerSchema>,
    opts: { deviceCookie?: string } = {},
  ): Promise<IssuedSession & { referral: ReferralOutcome | null }> {
    const passwordHash = await hashPassword(input.password);
    const { row: user, referral } = await this.db
      .transaction(async (tx) => {
        const clash = await tx
          .select({ email: users.email, phone: users.phone })
          .from(users)
          .where(or(eq(users.email, input.email), eq(users.phone, input.phone)));
        if (clash.some((u) => u.email === input.email)) throw conflict('An account with this email already exists');
        if (clash.length) throw conflict('An account with this phone number already exists');
        const referral = await this.referrals.resolve(tx, input.referralCode, input.phone);
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
            referredById: referral.referrerId,
          })
          .returning();
        await this.referrals.reward(tx, row!.id, referral.referrerId);
        return { row: row!, referral: referral.outcome };
      })
      .catch((err: unknown) => {
        // Two sign-ups racing for the same email or phone: the unique index decides.
        if (
          (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
          (err as { cause?: { code?: string } }).cause?.code === '23505'
        ) {
          throw conflict('An account with this email or phone number already exists');
        }
        throw err;
      });
    return {
      ...(await this.issueSession(user, 'aal1', { remember: true })),
      deviceCookie: this.devices.issue(opts.deviceCookie, user.id),
      referral,
    };
  }

  /**
   * Checks a password. The try is counted before the password is looked at: against the
   * browser's own budget when its device cookie is valid for the account, else per account
   * and address, and per account; the account is one key whichever way it is named.
   */
  async login(
    input: z.output<typeof emailLoginSchema> | z.output<typeof phoneLoginSchema>,
    opts: { address: string; deviceCookie?: string; adminOnly?: boolean },
  ): Promise<IssuedSession> {
    const byEmail = 'email' in input;
    const failMessage = byEmail ? 'Invalid email or password' : 'Invalid phone or password';
    const [user] = await this.db
      .select()
      .from(users)
      .where(byEmail ? eq(users.email, input.email) : eq(users.phone, input.phone));
    const device = user ? this.devices.deviceOf(opts.deviceCookie, user.id) : null;
    const attempt = await this.throttle.beginLogin(
      user ? `user:${user.id}` : byEmail ? `email:${input.email}` : `phone:${input.phone}`,
      opts.address,
      device,
    );
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
      await attempt.failed();
      throw unauthorised(failMessage);
    }
    await attempt.succeeded();
    if (!user.enabled) throw new AppError('FORBIDDEN', 'This account has been disabled. Please contact customer care.');
    if (opts.adminOnly && user.role !== 'ADMIN')
      throw new AppError('FORBIDDEN', 'This account does not have admin access');
    const remember = 'rememberMe' in input ? input.rememberMe !== false : true;
    const issued = await this.issueSession(user, 'aal1', { remember });
    // With a second factor the log-in is complete, and the browser known, only once the code is right (mfa.service).
    return user.mfaEnabled ? issued : { ...issued, deviceCookie: this.devices.issue(opts.deviceCookie, user.id) };
  }

  /**
   * A new access token and refresh token (stored hashed) for a new session, or the next
   * pair of an existing one (`sessionId`, on refresh).
   */
  async issueSession(
    user: UserRow,
    aal: 'aal1' | 'aal2',
    opts: { remember: boolean; sessionId?: string; db?: Db | Tx },
  ): Promise<IssuedSession> {
    const db = opts.db ?? this.db;
    const refreshToken = newOpaqueToken();
    const refreshMs = opts.remember ? this.settings.refreshTtlDays * 86_400_000 : SHORT_SESSION_HOURS * 3_600_000;
    const expiresAt = new Date(Date.now() + refreshMs);
    let sessionId = opts.sessionId;
    if (sessionId) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
    } else {
      sessionId = newFamilyId();
      await db.insert(sessions).values({ id: sessionId, userId: user.id, expiresAt });
    }
    await db
      .insert(refreshTokens)
      .values({ userId: user.id, familyId: sessionId, tokenHash: sha256(refreshToken), aal, expiresAt });
    const ttl = this.settings.accessTtlSeconds;
    const accessToken = await this.signer.sign({ userId: user.id, role: user.role, aal, familyId: sessionId }, ttl);
    return {
      session: {
        token: accessToken,
        type: 'Bearer',
        access_token: accessToken,
        expires_in: ttl,
        expires_at: Math.floor(Date.now() / 1000) + ttl,
        aal,
        next_level: user.mfaEnabled ? 'aal2' : aal,
        user: await toUser(db, user),
      },
      refreshToken,
      refreshMaxAgeSeconds: opts.remember ? Math.floor(refreshMs / 1000) : null,
    };
  }

  /**
   * Rotates a refresh token. A token used twice means it was stolen or leaked: the whole
   * session (that login and all its rotations) ends, its access tokens included.
   */
  async refresh(token: string): Promise<IssuedSession> {
    const hash = sha256(token);
    const now = new Date();
    const [spent] = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .from(sessions)
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
          eq(sessions.id, refreshTokens.familyId),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        aal: refreshTokens.aal,
        createdAt: refreshTokens.createdAt,
        expiresAt: refreshTokens.expiresAt,
      });
    if (!spent) {
      const [known] = await this.db
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hash));
      if (known?.usedAt) await this.endSession(known.familyId);
      throw unauthorised(SESSION_ENDED);
    }
    const [user] = await this.db.select().from(users).where(eq(users.id, spent.userId));
    if (!user || !user.enabled) throw unauthorised('This account has been disabled. Please contact customer care.');
    if (user.tokensValidAfter && spent.createdAt < user.tokensValidAfter) throw unauthorised(SESSION_ENDED);
    const remember = spent.expiresAt.getTime() - spent.createdAt.getTime() > SHORT_SESSION_HOURS * 3_600_000 + 60_000;
    return this.issueSession(user, spent.aal === 'aal2' ? 'aal2' : 'aal1', { remember, sessionId: spent.familyId });
  }

  /** Ends one session: its refresh tokens and, at their next request, its access tokens. */
  async endSession(sessionId: string, db: Db | Tx = this.db): Promise<void> {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends this session, or every session of the user with scope 'global'. */
  async logout(user: AuthUser, scope: 'local' | 'global'): Promise<void> {
    if (scope === 'local') return this.endSession(user.familyId);
    await this.endAllSessions(this.db, user.id);
  }

  private async endAllSessions(db: Db | Tx, userId: number): Promise<void> {
    await db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, userId));
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /**
   * Checks an access token against the user's current state and its session, in one
   * query: a disabled account, a role change, a sign-out or a stolen refresh token take
   * effect at the next request. Updates last activity now and then.
   */
  async authenticate(token: string): Promise<AuthUser> {
    const claims: AccessClaims = await this.signer.verify(token);
    const [user] = await this.holder.execute({ familyId: claims.familyId, userId: claims.userId });
    if (!user || !user.sessionId || user.sessionEndedAt) throw unauthorised(SESSION_ENDED);
    if (!user.enabled) throw unauthorised('This account has been disabled. Please contact customer care.');
    // iat has one-second resolution: compare in whole seconds.
    if (user.tokensValidAfter && claims.issuedAt < Math.floor(user.tokensValidAfter.getTime() / 1000))
      throw unauthorised(SESSION_ENDED);
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
    await this.db
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TTL_MS) });
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
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!reset) throw invalid('This reset link is invalid or has expired. Please ask for a new one.');
      await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
      await this.endAllSessions(tx, reset.userId);
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    });
  }

  /**
   * Removes what can no longer be used: ended sessions (with their refresh tokens),
   * expired or long-spent refresh tokens, used or expired reset links, answered or expired
   * second-factor challenges, expired throttle counters.
   */
  async prune(): Promise<void> {
    const now = Date.now();
    const date = (ms: number) => new Date(now - ms);
    // A missing session is as ended as a revoked one: its access tokens are refused either way.
    await this.db.delete(sessions).where(or(lt(sessions.expiresAt, date(0)), isNotNull(sessions.revokedAt)));
    await this.db
      .delete(refreshTokens)
      .where(or(lt(refreshTokens.expiresAt, date(0)), lt(refreshTokens.usedAt, date(SPENT_TOKEN_KEEP_MS))));
    await this.db
      .delete(passwordResets)
      .where(or(lt(passwordResets.expiresAt, date(0)), isNotNull(passwordResets.usedAt)));
    await this.db
      .delete(mfaChallenges)
      .where(or(lt(mfaChallenges.expiresAt, date(0)), isNotNull(mfaChallenges.verifiedAt)));
    // The log-in throttle's counters on PostgreSQL (rate-limiter-flexible leaves expired rows behind).
    await this.db.delete(rateLimits).where(lt(rateLimits.expire, now));
  }
}
