import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { Session } from '@kuber/shared';
import type { Db } from '../db/client.js';
import { ensureAdmin } from '../modules/auth/admins.js';
import { bearer, registerShopper } from './accounts.js';

/** Who calls a route: the authorisation matrix and the fuzz test try every route as each. */
export const ROLES = ['visitor', 'shopper', 'otherShopper', 'adminAal1', 'admin'] as const;
export type Role = (typeof ROLES)[number];

interface Credentials {
  url: string;
  body: Record<string, unknown>;
}

/**
 * The five callers, each able to log in afresh (a route under test may end its
 * session): a visitor, two shoppers, an admin who enrolled a second factor but has
 * not passed it in this session (aal1), and an admin without a second factor.
 */
export async function makeActors(app: FastifyInstance, db: Db) {
  const shopper = await registerShopper(app);
  const otherShopper = await registerShopper(app);
  const admin = { email: 'matrix-admin@example.in', phone: '9222222222', password: 'Admin@1234' };
  const mfaAdmin = { email: 'matrix-mfa-admin@example.in', phone: '9333333333', password: 'Admin@1234' };
  await ensureAdmin(db, admin);
  await ensureAdmin(db, mfaAdmin);

  const login = async ({ url, body }: Credentials): Promise<Session> => {
    const res = await app.inject({ method: 'POST', url, payload: body });
    if (res.statusCode !== 200) throw new Error(`log-in failed: ${res.body}`);
    return res.json().data as Session;
  };

  // The second admin enrols TOTP once; every later log-in of theirs stops at aal1.
  const first = await login({
    url: '/api/admin/auth/login',
    body: { email: mfaAdmin.email, password: mfaAdmin.password },
  });
  const enrolled = await app.inject({
    method: 'POST',
    url: '/api/auth/factors',
    headers: bearer(first),
    payload: { factor_type: 'totp' },
  });
  const factor = enrolled.json().data as { id: string; totp: { secret: string } };
  const challenge = (
    await app.inject({ method: 'POST', url: `/api/auth/factors/${factor.id}/challenge`, headers: bearer(first) })
  ).json().data as { id: string };
  const verified = await app.inject({
    method: 'POST',
    url: `/api/auth/factors/${factor.id}/verify`,
    headers: bearer(first),
    payload: { code: await generate({ secret: factor.totp.secret }), challenge_id: challenge.id },
  });
  if (verified.statusCode !== 200) throw new Error(`TOTP enrolment failed: ${verified.body}`);

  const credentials: Record<Exclude<Role, 'visitor'>, Credentials> = {
    shopper: { url: '/api/auth/login', body: { email: shopper.body.email, password: shopper.body.password } },
    otherShopper: {
      url: '/api/auth/login',
      body: { email: otherShopper.body.email, password: otherShopper.body.password },
    },
    adminAal1: { url: '/api/admin/auth/login', body: { email: mfaAdmin.email, password: mfaAdmin.password } },
    admin: { url: '/api/admin/auth/login', body: { email: admin.email, password: admin.password } },
  };
  const sessions = new Map<Role, Session>();

  return {
    shopperEmail: shopper.body.email,
    /** The role's current session (made at first use). */
    async session(role: Exclude<Role, 'visitor'>): Promise<Session> {
      if (!sessions.has(role)) sessions.set(role, await login(credentials[role]));
      return sessions.get(role)!;
    },
    /** Headers that make a request as the role. */
    async headers(role: Role): Promise<Record<string, string>> {
      return role === 'visitor' ? {} : bearer(await this.session(role));
    },
    /** Forgets the role's session, so the next request logs in again. */
    renew(role: Role): void {
      sessions.delete(role);
    },
  };
}

export type Actors = Awaited<ReturnType<typeof makeActors>>;
