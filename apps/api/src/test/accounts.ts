import type { FastifyInstance } from 'fastify';
import type { Session } from '@kuber/shared';
import type { Db } from '../db/client.js';
import { ensureAdmin } from '../modules/auth/admins.js';

let seq = 0;

/** A valid sign-up body; each call gets its own email and phone. */
export function signup(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const n = String(seq).padStart(4, '0');
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha${n}.${process.pid}@example.in`,
    phone: `98${String(process.pid % 10000).padStart(4, '0')}${n}`,
    password: 'Secret@123',
    confirmPassword: 'Secret@123',
    ...overrides,
  };
}

export async function registerShopper(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signup(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return { body, session: res.json().data as Session };
}

export const ADMIN = { email: 'boss@example.in', phone: '9111111111', password: 'Admin@1234' };

export async function loginAdmin(app: FastifyInstance, db: Db) {
  await ensureAdmin(db, ADMIN);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email: ADMIN.email, password: ADMIN.password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return res.json().data as Session;
}

export const bearer = (session: Pick<Session, 'access_token'>) => ({ authorization: `Bearer ${session.access_token}` });
