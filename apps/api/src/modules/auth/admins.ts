import { randomBytes } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { emailSchema, passwordSchema } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { users } from '#api/db/schema.js';
import { conflict, invalid } from '#api/lib/errors.js';
import { hashPassword } from './passwords.js';

export interface AdminInput {
  email: string;
  phone: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** A password that meets the store's rule, for generated admin accounts. */
export function generatePassword(): string {
  return `Kf@${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}9a`;
}

/**
 * Creates an admin unless one with this email exists; the only way an admin is
 * made besides an admin changing someone's role.
 */
export async function ensureAdmin(db: Db, input: AdminInput): Promise<{ created: boolean }> {
  const checkedEmail = emailSchema.safeParse(input.email);
  if (!checkedEmail.success) throw invalid(checkedEmail.error.issues[0]!.message);
  const email = checkedEmail.data;
  const checked = passwordSchema.safeParse(input.password);
  if (!checked.success) throw invalid(checked.error.issues[0]!.message);
  const existing = await db
    .select({ email: users.email, role: users.role })
    .from(users)
    .where(or(eq(users.email, email), eq(users.phone, input.phone)));
  if (existing.some((u) => u.email === email && u.role === 'ADMIN')) return { created: false };
  if (existing.length) throw conflict('Another account already uses this email or phone number');
  await db.insert(users).values({
    email,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName ?? 'Store',
    lastName: input.lastName ?? 'Admin',
    role: 'ADMIN',
  });
  return { created: true };
}
