import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { adminUsersQuery, profileUpdateSchema, type AdminPage, type Role, type User } from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { mfaFactors, users } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/errors.js';
import { spendableCouponCount } from '../coupons/coupons.service.js';

export type UserRow = typeof users.$inferSelect;

/** The user as the API answers it; never the password hash or the factor secrets. */
export async function toUser(db: Db | Tx, row: UserRow): Promise<User> {
  const factors = await db
    .select({ id: mfaFactors.id, friendlyName: mfaFactors.friendlyName, verified: mfaFactors.verified })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, row.id));
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    phone: row.phone,
    role: row.role,
    enabled: row.enabled,
    referralCode: row.phone,
    kuberCoupons: await spendableCouponCount(db, row.id),
    createdAt: row.createdAt.toISOString(),
    lastActivity: row.lastActivityAt?.toISOString() ?? null,
    factors: factors.map((f) => ({
      id: f.id,
      factor_type: 'totp' as const,
      status: f.verified ? ('verified' as const) : ('unverified' as const),
      friendly_name: f.friendlyName,
    })),
  };
}

export class UsersService {
  constructor(private readonly db: Db) {}

  async get(id: number): Promise<User> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('User not found');
    return toUser(this.db, row);
  }

  /** A phone number another account holds answers 409 from its unique index, which also decides two updates racing for it. */
  async updateProfile(id: number, input: z.output<typeof profileUpdateSchema>): Promise<User> {
    const [row] = await this.db
      .update(users)
      .set({ firstName: input.firstName, lastName: input.lastName, phone: input.phone })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw notFound('User not found');
    return toUser(this.db, row);
  }

  async list(query: z.output<typeof adminUsersQuery>): Promise<AdminPage<User>> {
    const where: SQL[] = [];
    if (query.role) where.push(eq(users.role, query.role));
    if (query.enabled !== undefined) where.push(eq(users.enabled, query.enabled));
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.phone, like))!);
    }
    const [rows, [total]] = await Promise.all([
      this.db.select().from(users).where(and(...where)).orderBy(desc(users.createdAt), desc(users.id)).limit(query.size).offset(query.page * query.size),
      this.db.select({ n: count() }).from(users).where(and(...where)),
    ]);
    const items = [];
    for (const row of rows) items.push(await toUser(this.db, row));
    const n = total?.n ?? 0;
    return { items, page: query.page, size: query.size, total: n, totalPages: Math.ceil(n / query.size) };
  }

  async setEnabled(actorId: number, id: number, enabled: boolean): Promise<User> {
    if (actorId === id && !enabled) throw conflict('You cannot disable your own account');
    const [row] = await this.db.update(users).set({ enabled }).where(eq(users.id, id)).returning();
    if (!row) throw notFound('User not found');
    return toUser(this.db, row);
  }

  async setRole(actorId: number, id: number, role: Role): Promise<User> {
    if (actorId === id && role !== 'ADMIN') throw conflict('You cannot remove your own admin role');
    const [row] = await this.db.update(users).set({ role }).where(eq(users.id, id)).returning();
    if (!row) throw notFound('User not found');
    return toUser(this.db, row);
  }
}
