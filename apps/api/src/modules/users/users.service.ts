import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  adminUsersQuery,
  profileUpdateSchema,
  type AdminPage,
  type AdminUser,
  type AdminUserDetail,
  type Factor,
  type Role,
  type User,
} from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import {
  addresses,
  cartItems,
  mfaFactors,
  orders,
  passwordResets,
  sessions,
  users,
  wishlistItems,
} from '#api/db/schema.js';
import { conflict, notFound } from '#api/lib/errors.js';
import { maskPhone } from '#api/lib/phone-mask.js';
import { hashPassword } from '../auth/passwords.js';
import { toAdminOrderRow } from '../orders/orders.service.js';
import { spendableCouponCount, spendableCouponsOf } from '../coupons/coupons.service.js';

export type UserRow = typeof users.$inferSelect;

interface FactorRow {
  id: string;
  friendlyName: string;
  verified: boolean;
}

const toFactor = (f: FactorRow): Factor => ({
  id: f.id,
  factor_type: 'totp',
  status: f.verified ? 'verified' : 'unverified',
  friendly_name: f.friendlyName,
});

function userAnswer(row: UserRow, factors: FactorRow[], kuberCoupons: number): User {
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
    kuberCoupons,
    createdAt: row.createdAt.toISOString(),
    lastActivity: row.lastActivityAt?.toISOString() ?? null,
    factors: factors.map(toFactor),
    status: row.enabled ? 'active' : 'inactive',
    profile: { role: row.role, first_name: row.firstName, last_name: row.lastName },
    user_metadata: { first_name: row.firstName, last_name: row.lastName, phone: row.phone, role: row.role },
    created_at: row.createdAt.toISOString(),
    identities: [],
  };
}

/** The user as the API answers it; never the password hash or the factor secrets. */
export async function toUser(db: Db | Tx, row: UserRow): Promise<User> {
  const factors = await db
    .select({ id: mfaFactors.id, friendlyName: mfaFactors.friendlyName, verified: mfaFactors.verified })
    .from(mfaFactors)
    .where(eq(mfaFactors.userId, row.id));
  return userAnswer(row, factors, await spendableCouponCount(db, row.id));
}

/** Orders shown on a user's admin page; the orders list has the rest. */
const USER_PAGE_ORDERS = 20;
const USER_PAGE_REFERRALS = 100;

/**
 * What the admin list shows beside a user, read in the same query (from users, unaliased): their
 * factors, how many orders they placed and the coupons they can spend at the time of asking.
 */
const extras = () => ({
  factors: sql<FactorRow[]>`coalesce((
    select json_agg(json_build_object('id', f.id, 'friendlyName', f.friendly_name, 'verified', f.verified) order by f.created_at)
    from mfa_factors f where f.user_id = users.id), '[]'::json)`,
  orderCount: sql<number>`(select count(*) from orders o where o.user_id = users.id)`.mapWith(Number),
  kuberCoupons: spendableCouponsOf(sql`users.id`, new Date()),
});

type Change = 'disable' | 'demote' | 'delete';

const SELF_REFUSAL: Record<Change, string> = {
  disable: 'You cannot disable your own account',
  demote: 'You cannot remove your own admin role',
  delete: 'You cannot delete your own account',
};

const LAST_ADMIN_REFUSAL: Record<Change, string> = {
  disable: 'This is the last enabled admin: make someone else an admin before disabling them',
  demote: 'This is the last enabled admin: make someone else an admin before changing their role',
  delete: 'This is the last enabled admin: make someone else an admin before deleting them',
};

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

  /** Newest first; the page, each user's factors and order count, and the total, in one query. */
  async list(query: z.output<typeof adminUsersQuery>): Promise<AdminPage<AdminUser>> {
    const where: SQL[] = [];
    if (query.role) where.push(eq(users.role, query.role));
    if (query.enabled !== undefined) where.push(eq(users.enabled, query.enabled));
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const name = sql`${users.firstName} || ' ' || ${users.lastName}`;
      where.push(or(ilike(users.email, like), ilike(name, like), ilike(users.phone, like))!);
    }
    const rows = await this.db
      .select({ user: users, ...extras(), total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(users)
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.size)
      .offset(query.page * query.size);
    // A page past the end has no row to carry the total: only then is it counted apart.
    const total =
      rows[0]?.total ??
      (query.page > 0
        ? ((
            await this.db
              .select({ n: count() })
              .from(users)
              .where(and(...where))
          )[0]?.n ?? 0)
        : 0);
    return {
      items: rows.map(toAdminUser),
      page: query.page,
      size: query.size,
      total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  /** One user's admin page: the account, their newest orders, who referred them and whom they referred. */
  async detail(id: number): Promise<AdminUserDetail> {
    const user = await this.adminUser(this.db, id);
    const own = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(USER_PAGE_ORDERS);
    const [parent] = await this.db
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(eq(users.id, sql`(select referred_by_id from users where id = ${id})`));
    const children = await this.db
      .select({
        id: users.id,
        phone: users.phone,
        enabled: users.enabled,
        deletedAt: users.deletedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.referredById, id))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(USER_PAGE_REFERRALS);
    return {
      ...user,
      orders: own.map(toAdminOrderRow),
      referredBy: parent ? { id: parent.id, masked: maskPhone(parent.phone) } : null,
      referrals: children.map((c) => ({
        userId: c.id,
        masked: maskPhone(c.phone),
        status: c.enabled && !c.deletedAt ? ('active' as const) : ('inactive' as const),
        signupTime: c.createdAt.toISOString(),
      })),
    };
  }

  /** Enables or disables an account; a disabled one's next request is refused, saying so (auth.service). */
  async setEnabled(actorId: number, id: number, enabled: boolean): Promise<AdminUser> {
    return this.db.transaction(async (tx) => {
      const target = await this.lockForChange(tx, actorId, id, enabled ? null : 'disable');
      if (target.deletedAt) throw conflict('This account was deleted and cannot be enabled again');
      await tx.update(users).set({ enabled }).where(eq(users.id, id));
      return this.adminUser(tx, id);
    });
  }

  async setRole(actorId: number, id: number, role: Role): Promise<AdminUser> {
    return this.db.transaction(async (tx) => {
      const target = await this.lockForChange(tx, actorId, id, role === 'ADMIN' ? null : 'demote');
      if (target.deletedAt) throw conflict('This account was deleted; its role cannot change');
      await tx.update(users).set({ role }).where(eq(users.id, id));
      return this.adminUser(tx, id);
    });
  }

  /**
   * Deletes an account. One without orders goes entirely. One with orders is anonymised
   * (the shop keeps its orders): name 'Deleted', email and phone replaced by placeholders,
   * a password nobody knows, disabled, its sessions, factors, addresses, cart and wishlist gone.
   * The placeholder email is under .invalid, which no one can sign up with, and carries random
   * letters besides, so no account made before that rule can stand in the deletion's way.
   */
  async remove(actorId: number, id: number): Promise<{ id: number; anonymised: boolean }> {
    // A hash of random bytes: no password matches it, and a log-in against it takes as long as any other.
    const unusable = await hashPassword(randomBytes(32).toString('base64'));
    return this.db.transaction(async (tx) => {
      const target = await this.lockForChange(tx, actorId, id, 'delete');
      if (target.deletedAt) throw conflict('This account was already deleted');
      const [placed] = await tx.select({ n: count() }).from(orders).where(eq(orders.userId, id));
      if (!placed?.n) {
        await tx.delete(users).where(eq(users.id, id));
        return { id, anonymised: false };
      }
      const now = new Date();
      await tx
        .update(users)
        .set({
          firstName: 'Deleted',
          lastName: '',
          email: `deleted-${id}-${randomBytes(6).toString('hex')}@deleted.invalid`,
          phone: `deleted-${id}`,
          passwordHash: unusable,
          enabled: false,
          mfaEnabled: false,
          referralCodeUsed: null,
          tokensValidAfter: now,
          deletedAt: now,
        })
        .where(eq(users.id, id));
      await endSessions(tx, id);
      for (const table of [mfaFactors, passwordResets, addresses, cartItems, wishlistItems])
        await tx.delete(table).where(eq(table.userId, id));
      return { id, anonymised: true };
    });
  }

  /**
   * Locks the account an admin changes, refusing a change to their own account or one that
   * would leave the store without an enabled admin. Every enabled admin's row is locked
   * first, in id order: two admins demoting each other at once are served one after the
   * other, and the second sees the first's change.
   */
  private async lockForChange(tx: Tx, actorId: number, id: number, change: Change | null): Promise<UserRow> {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), eq(users.enabled, true)))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('User not found');
    if (!change) return target;
    if (id === actorId) throw conflict(SELF_REFUSAL[change]);
    if (admins.length <= 1 && admins.some((a) => a.id === id)) throw conflict(LAST_ADMIN_REFUSAL[change]);
    return target;
  }

  private async adminUser(db: Db | Tx, id: number): Promise<AdminUser> {
    const [row] = await db
      .select({ user: users, ...extras() })
      .from(users)
      .where(eq(users.id, id));
    if (!row) throw notFound('User not found');
    return toAdminUser(row);
  }
}

function toAdminUser({
  user,
  factors,
  orderCount,
  kuberCoupons,
}: {
  user: UserRow;
  factors: FactorRow[];
  orderCount: number;
  kuberCoupons: number;
}): AdminUser {
  return { ...userAnswer(user, factors, kuberCoupons), orderCount, deletedAt: user.deletedAt?.toISOString() ?? null };
}

/** Ends every session of the account: its access tokens are refused from the next request. */
async function endSessions(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
