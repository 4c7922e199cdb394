import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { formatINR, toRupees, type Coupon, type CouponStatus, type couponsQuery, type Paged } from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import { coupons } from '#api/db/schema.js';
import { AppError, conflict, invalid } from '#api/lib/errors.js';

type CouponRow = typeof coupons.$inferSelect;

/** What a coupon earned from now on is worth; coupons already earned keep the terms they were earned with. */
export interface CouponSettings {
  valuePaise: number;
  minOrderPaise: number;
  /** 0: coupons never expire. */
  validDays: number;
}

// Letters and digits that can't be mistaken for one another when read out or typed (no 0/O, 1/I/L).
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 10;

/** KF- and ten random characters: about 2^50 codes, so a guess never names somebody's coupon. */
function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `KF-${code}`;
}

const spendable = (now: Date): SQL =>
  and(
    isNull(coupons.spentOrderId),
    eq(coupons.pending, false),
    or(isNull(coupons.expiresAt), gt(coupons.expiresAt, now)),
  )!;

function statusOf(row: CouponRow, now: Date): CouponStatus {
  if (row.spentOrderId != null) return 'SPENT';
  if (row.pending) return 'PENDING';
  return row.expiresAt && row.expiresAt <= now ? 'EXPIRED' : 'AVAILABLE';
}

export function toCoupon(row: CouponRow, now = new Date()): Coupon {
  return {
    code: row.code,
    value: toRupees(row.valuePaise),
    minOrderAmount: toRupees(row.minOrderPaise),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: statusOf(row, now),
    level: row.level,
    earnedAt: row.createdAt.toISOString(),
    spentAt: row.spentAt?.toISOString() ?? null,
    orderId: row.spentOrderId,
    kind: row.kind,
  };
}

/**
 * How many coupons the account `owner` names can spend now (the user answer's kuberCoupons), as a
 * subquery: lists read it with their page, in one query. `owner` is written out with its table
 * (sql`users.id`), never passed as a column: drizzle writes a select's own columns bare, and a bare
 * "id" inside this subquery would be the coupon's id.
 */
export const spendableCouponsOf = (owner: SQL, now: Date): SQL<number> =>
  sql<number>`(select count(*) from ${coupons} where ${coupons.ownerId} = ${owner} and ${spendable(now)})`.mapWith(
    Number,
  );

/** How many coupons the shopper can spend now (the user answer's kuberCoupons). */
export async function spendableCouponCount(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(eq(coupons.ownerId, userId), spendable(new Date())));
  return row?.n ?? 0;
}

export class CouponsService {
  constructor(
    private readonly db: Db,
    private readonly settings: CouponSettings,
  ) {}

  /**
   * One coupon for each earner of a sign-up, in the sign-up's own transaction. A second
   * coupon for the same earner and sign-up is refused by the (owner, source) unique key.
   */
  async issue(
    tx: Tx,
    sourceUserId: number,
    earners: { ownerId: number; level: number }[],
    /** Not earned yet: until the new shopper's first order is delivered (earnReferrals). */
    pending = false,
  ): Promise<void> {
    if (earners.length === 0) return;
    const { valuePaise, minOrderPaise } = this.settings;
    // A pending coupon's time to spend it starts when it is earned.
    const expiresAt = pending ? null : this.expiryFrom(new Date());
    await tx
      .insert(coupons)
      .values(
        earners.map(({ ownerId, level }) => ({
          code: newCode(),
          ownerId,
          sourceUserId,
          level,
          valuePaise,
          minOrderPaise,
          expiresAt,
          pending,
        })),
      )
      .onConflictDoNothing({ target: [coupons.ownerId, coupons.sourceUserId] });
  }

  private expiryFrom(at: Date): Date | null {
    const { validDays } = this.settings;
    return validDays > 0 ? new Date(at.getTime() + validDays * 86_400_000) : null;
  }

  /**
   * A referred shopper's order is delivered: the coupons their sign-up left pending are earned by
   * it, and their time to be spent starts now. Only the first delivered order finds any pending.
   */
  async earnReferrals(tx: Tx, order: { id: number; userId: number | null }): Promise<void> {
    if (order.userId == null) return;
    await tx
      .update(coupons)
      .set({ pending: false, earnedOrderId: order.id, expiresAt: this.expiryFrom(new Date()) })
      .where(and(eq(coupons.sourceUserId, order.userId), eq(coupons.pending, true), eq(coupons.kind, 'REFERRAL')));
  }

  /**
   * The order that earned referral coupons is returned (or closed after all): those not spent yet
   * are pending again, until another of the shopper's orders is delivered. Spent ones stay spent.
   */
  async unearnReferrals(tx: Tx, orderId: number): Promise<void> {
    await tx
      .update(coupons)
      .set({ pending: true, earnedOrderId: null, expiresAt: null })
      .where(and(eq(coupons.earnedOrderId, orderId), isNull(coupons.spentOrderId)));
  }

  /** A return's refund kept as store credit: a coupon for the amount, owned by the shopper, spendable on any order, never expiring. */
  async issueStoreCredit(tx: Tx, ownerId: number, valuePaise: number): Promise<CouponRow> {
    const [row] = await tx
      .insert(coupons)
      .values({
        code: newCode(),
        ownerId,
        kind: 'STORE_CREDIT',
        level: 0,
        valuePaise,
        minOrderPaise: 0,
        expiresAt: null,
      })
      .returning();
    return row!;
  }

  /** The shopper's coupons, paged: spendable ones soonest to expire first, the others newest first. */
  async list(userId: number, query: z.output<typeof couponsQuery>): Promise<Paged<Coupon>> {
    const now = new Date();
    const byStatus: Record<CouponStatus, SQL> = {
      AVAILABLE: spendable(now),
      SPENT: isNotNull(coupons.spentOrderId),
      EXPIRED: and(isNull(coupons.spentOrderId), lte(coupons.expiresAt, now))!,
      PENDING: and(isNull(coupons.spentOrderId), eq(coupons.pending, true))!,
    };
    const where = and(eq(coupons.ownerId, userId), query.status ? byStatus[query.status] : undefined);
    const order =
      query.status === 'AVAILABLE'
        ? [sql`${coupons.expiresAt} asc nulls last`, asc(coupons.id)]
        : [desc(coupons.createdAt), desc(coupons.id)];
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(coupons)
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset(query.page * query.size),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    const n = total?.n ?? 0;
    return {
      data: rows.map((r) => toCoupon(r, now)),
      page: query.page,
      size: query.size,
      total: n,
      totalPages: Math.ceil(n / query.size),
    };
  }

  /** The first spendable coupons, soonest to expire first. */
  async spendable(userId: number, limit: number): Promise<Coupon[]> {
    const now = new Date();
    const rows = await this.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.ownerId, userId), spendable(now)))
      .orderBy(sql`${coupons.expiresAt} asc nulls last`, asc(coupons.id))
      .limit(limit);
    return rows.map((r) => toCoupon(r, now));
  }

  /** Every coupon the shopper earned, how many of them can be spent now, and how many wait to be earned. */
  async counts(userId: number): Promise<{ earned: number; available: number; pending: number }> {
    const [row] = await this.db
      .select({
        earned: sql<number>`count(*) filter (where not ${coupons.pending})`.mapWith(Number),
        available: sql<number>`count(*) filter (where ${spendable(new Date())})`.mapWith(Number),
        pending: sql<number>`count(*) filter (where ${coupons.pending})`.mapWith(Number),
      })
      .from(coupons)
      .where(eq(coupons.ownerId, userId));
    return { earned: row?.earned ?? 0, available: row?.available ?? 0, pending: row?.pending ?? 0 };
  }

  /**
   * In the order's transaction: locks the shopper's coupon and checks it can be spent on a
   * subtotal. Another order spending it at the same moment waits on the lock, then finds it
   * spent. Someone else's code answers as an unknown one.
   */
  async take(tx: Tx, userId: number, code: string, subtotalPaise: number): Promise<CouponRow> {
    const [row] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.code, code), eq(coupons.ownerId, userId)))
      .for('update');
    const refuse = (message: string) => invalid(message, [{ path: 'couponCode', message }]);
    if (!row) throw refuse('You have no coupon with this code');
    // 409: the coupon was spent since it was offered (another order, maybe another tab).
    if (row.spentOrderId != null)
      throw new AppError('CONFLICT', 'This coupon has already been used', [
        { path: 'couponCode', message: 'This coupon has already been used' },
      ]);
    if (row.pending)
      throw refuse('This coupon is not earned yet: it will be once your friend’s first order is delivered');
    if (row.expiresAt && row.expiresAt <= new Date()) throw refuse('This coupon has expired');
    if (subtotalPaise < row.minOrderPaise) {
      throw refuse(
        `This coupon needs an order of ${formatINR(toRupees(row.minOrderPaise))} or more; add ${formatINR(toRupees(row.minOrderPaise - subtotalPaise))} to use it`,
      );
    }
    return row;
  }

  /** Marks a coupon taken by take() as spent on the order placed with it. */
  async spend(tx: Tx, couponId: number, orderId: number): Promise<void> {
    await tx.update(coupons).set({ spentOrderId: orderId, spentAt: new Date() }).where(eq(coupons.id, couponId));
  }

  /**
   * A cancelled or returned order opened again takes its coupon again, as its discount stands:
   * refused (409) when the shopper has since spent the coupon on another order. Its expiry is not
   * asked again: the order was placed with it in time.
   */
  async spendAgain(tx: Tx, order: { id: number; couponId: number | null }): Promise<void> {
    if (order.couponId == null) return;
    const [row] = await tx.select().from(coupons).where(eq(coupons.id, order.couponId)).for('update');
    if (!row || row.spentOrderId === order.id) return;
    if (row.spentOrderId != null)
      throw conflict(
        `The coupon ${row.code} given back with this order has since been used on another order, so this order cannot be opened again`,
      );
    await tx.update(coupons).set({ spentOrderId: order.id, spentAt: new Date() }).where(eq(coupons.id, row.id));
  }

  /**
   * Gives a cancelled or returned order's coupon back. Only while the coupon is still spent
   * on that order: a second cancel or return, or a coupon since spent again, changes nothing.
   */
  async giveBack(tx: Tx, order: { id: number; couponId: number | null }): Promise<void> {
    if (order.couponId == null) return;
    await tx
      .update(coupons)
      .set({ spentOrderId: null, spentAt: null })
      .where(and(eq(coupons.id, order.couponId), eq(coupons.spentOrderId, order.id)));
  }
}
