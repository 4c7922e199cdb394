import type { FastifyInstance } from 'fastify';
import type { Registration, Session } from '@kuber/shared';
import type { Db } from '../db/client.js';
import { ensureAdmin } from '../modules/auth/admins.js';
import { client } from './client.js';

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

/** A new shopper, signed up (with `overrides` in the sign-up body) and so logged in. */
export async function registerShopper(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = signup(overrides);
  const res = await client(app).anonymous().post<Registration>('/api/auth/register', body);
  if (res.status !== 201) throw new Error(`register failed: ${res.text}`);
  return { body, session: res.body.data };
}

export const ADMIN = { email: 'boss@example.in', phone: '9111111111', password: 'Admin@1234' };

/** An admin (ADMIN unless another account is given), made if need be, logged in with their password. */
export async function loginAdmin(app: FastifyInstance, db: Db, account: typeof ADMIN = ADMIN) {
  await ensureAdmin(db, account);
  const res = await client(app)
    .anonymous()
    .post<Session>('/api/admin/auth/login', { email: account.email, password: account.password });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.text}`);
  return res.body.data;
}

export { bearer } from './client.js';
