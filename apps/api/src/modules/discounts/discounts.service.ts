import { and, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  addIndiaDays,
  CATEGORIES,
  discountRefusalMessage,
  indiaDay,
  indiaDayStart,
  toPaise,
  toRupees,
  type AdminDiscountCode,
  type AdminPage,
  type adminDiscountCodesQuery,
  type DiscountCheck,
  type discountCodeInputSchema,
  type DiscountRefusal,
} from '@kuber/shared';
import type { z } from 'zod';
import type { Db, Tx } from '#api/db/client.js';
import { cartItems, discountCodes, discountRedemptions, orders, products, users } from '#api/db/schema.js';
import { AppError, conflict, invalid, notFound } from '#api/lib/errors.js';

type CodeRow = typeof discountCodes.$inferSelect;
type CodeInput = z.output<typeof discountCodeInputSchema>;

/** A line a code may take money off: its category and what it costs before any discount. */
export interface DiscountedLine {
  categoryId: number;
  totalPaise: number;
}

/** A code that applies: the row, what it takes off in all, and from each line (in the lines' order). */
export interface TakenCode {
  row: CodeRow;
  amountPaise: number;
  shares: number[];
}

export interface DiscountSettings {
  /** A referral coupon and a discount code on the same order (DISCOUNT_CODE_WITH_COUPON); off: one or the other. */
  withCoupon: boolean;
}

const slugOf = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.slug]));
const idOf = new Map<string, number>(CATEGORIES.map((c) => [c.slug, c.id]));

/** A refusal as a value: the check answers it, an order throws it. */
class Refused {
  constructor(
    readonly reason: DiscountRefusal,
    readonly minOrderPaise = 0,
  ) {}
  get message() {
    return discountRefusalMessage(this.reason, toRupees(this.minOrderPaise));
  }
}

/** What a code takes off each line: percent of the lines it is for (capped), or flat rupees spread over them by price. */
function sharesOf(row: CodeRow, lines: DiscountedLine[]): number[] {
  const eligible = lines.map((l) => row.categoryIds.length === 0 || row.categoryIds.includes(l.categoryId));
  const base = lines.reduce((s, l, i) => s + (eligible[i] ? l.totalPaise : 0), 0);
  let amount = row.kind === 'PERCENT' ? Math.floor((base * row.value) / 100) : row.value;
  if (row.kind === 'PERCENT' && row.maxDiscountPaise != null) amount = Math.min(amount, row.maxDiscountPaise);
  amount = Math.min(amount, base);
  // Spread over the eligible lines by price, the odd paise to the first ones.
  const weights = lines.map((l, i) => (eligible[i] ? l.totalPaise : 0));
  const shares = weights.map((w) => (base > 0 ? Math.floor((amount * w) / base) : 0));
  let left = amount - shares.reduce((s, x) => s + x, 0);
  for (let i = 0; left > 0 && i < shares.length; i++)
    if (weights[i]! > 0) {
      shares[i]! += 1;
      left--;
    }
  return shares;
}

export function toAdminDiscountCode(
  row: CodeRow,
  used: { uses: number; givenPaise: number },
  createdBy: string | null,
): AdminDiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'FLAT' ? toRupees(row.value) : row.value,
    maxDiscount: row.maxDiscountPaise == null ? null : toRupees(row.maxDiscountPaise),
    minOrder: toRupees(row.minOrderPaise),
    validFrom: row.startsAt ? indiaDay(row.startsAt) : null,
    // Kept as the start of the day after the last: the last day is the day before it.
    validTo: row.endsAt ? indiaDay(new Date(row.endsAt.getTime() - 1)) : null,
    maxUses: row.maxUses,
    maxUsesPerShopper: row.maxUsesPerShopper,
    firstOrderOnly: row.firstOrderOnly,
    categories: row.categoryIds.flatMap((id) => {
      const slug = slugOf.get(id);
      return slug ? [slug as AdminDiscountCode['categories'][number]] : [];
    }),
    active: row.active,
    uses: used.uses,
    givenAway: toRupees(used.givenPaise),
    createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: CodeInput) {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'FLAT' ? toPaise(input.value) : input.value,
    maxDiscountPaise: input.kind === 'PERCENT' && input.maxDiscount != null ? toPaise(input.maxDiscount) : null,
    minOrderPaise: toPaise(input.minOrder),
    startsAt: input.validFrom ? indiaDayStart(input.validFrom) : null,
    endsAt: input.validTo ? indiaDayStart(addIndiaDays(input.validTo, 1)) : null,
    maxUses: input.maxUses,
    maxUsesPerShopper: input.maxUsesPerShopper,
    firstOrderOnly: input.firstOrderOnly,
    categoryIds: input.categories.map((slug) => idOf.get(slug)!),
    active: input.active,
  };
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (e as { cause?: { code?: string } }).cause?.code === '23505';

/** Uses still standing: redemptions whose order was not cancelled or returned. */
const standing = isNull(discountRedemptions.releasedAt);

/**
 * Discount codes (decision 035). Every rule is checked twice: when a shopper checks a code against
 * their cart, and again in the order's transaction under the code's row lock, so a capped code's
 * last use goes to one order only.
 */
export class DiscountsService {
  constructor(
    private readonly db: Db,
    private readonly settings: DiscountSettings,
  ) {}

  /** Every rule of a code for a shopper and their lines, as they stand in `db` (an order's transaction, or now). */
  private async judge(
    db: Db | Tx,
    row: CodeRow | undefined,
    userId: number,
    lines: DiscountedLine[],
    withCoupon: boolean,
  ): Promise<TakenCode | Refused> {
    if (!row) return new Refused('UNKNOWN');
    if (!row.active) return new Refused('INACTIVE');
    const now = new Date();
    if (row.startsAt && row.startsAt > now) return new Refused('NOT_STARTED');
    if (row.endsAt && row.endsAt <= now) return new Refused('ENDED');
    if (withCoupon && !this.settings.withCoupon) return new Refused('WITH_COUPON');
    const eligible = lines.filter((l) => row.categoryIds.length === 0 || row.categoryIds.includes(l.categoryId));
    if (eligible.length === 0) return new Refused('NO_ITEMS');
    const base = eligible.reduce((s, l) => s + l.totalPaise, 0);
    if (base < row.minOrderPaise) return new Refused('MIN_ORDER', row.minOrderPaise);
    if (row.firstOrderOnly) {
      const [earlier] = await db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.userId, userId), ne(orders.status, 'CANCELLED')));
      if ((earlier?.n ?? 0) > 0) return new Refused('FIRST_ORDER');
    }
    if (row.maxUses != null || row.maxUsesPerShopper != null) {
      const [used] = await db
        .select({
          all: count(),
          mine: sql<number>`count(*) filter (where ${discountRedemptions.userId} = ${userId})`.mapWith(Number),
        })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, row.id), standing));
      if (row.maxUses != null && (used?.all ?? 0) >= row.maxUses) return new Refused('USED_UP');
      if (row.maxUsesPerShopper != null && (used?.mine ?? 0) >= row.maxUsesPerShopper)
        return new Refused('SHOPPER_LIMIT');
    }
    const shares = sharesOf(row, lines);
    return { row, amountPaise: shares.reduce((s, x) => s + x, 0), shares };
  }

  private find(db: Db | Tx, code: string, lock: boolean) {
    const query = db
      .select()
      .from(discountCodes)
      .where(sql`upper(${discountCodes.code}) = ${code.toUpperCase()}`);
    return lock ? query.for('update') : query;
  }

  /** A code checked against the shopper's cart as it is now: what it would take off, or why not. */
  async check(userId: number, code: string, withCoupon: boolean): Promise<DiscountCheck> {
    const [row] = await this.find(this.db, code, false);
    const lines = await this.db
      .select({ categoryId: products.categoryId, price: products.pricePaise, quantity: cartItems.quantity })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId));
    const verdict = await this.judge(
      this.db,
      row,
      userId,
      lines.map((l) => ({ categoryId: l.categoryId, totalPaise: l.price * l.quantity })),
      withCoupon,
    );
    if (verdict instanceof Refused)
      return {
        code: row?.code ?? code,
        applies: false,
        reason: verdict.reason,
        message: verdict.message,
        discount: 0,
        minOrder: verdict.reason === 'MIN_ORDER' ? toRupees(verdict.minOrderPaise) : null,
      };
    return {
      code: verdict.row.code,
      applies: true,
      reason: null,
      message: null,
      discount: toRupees(verdict.amountPaise),
      minOrder: null,
    };
  }

  /**
   * In the order's transaction: locks the code's row and checks every rule again. Orders racing
   * for a capped code's last use wait on the lock one after the other; each then counts the uses
   * the ones before it committed (read committed reads afresh after a wait), so only one gets it.
   */
  async take(tx: Tx, userId: number, code: string, lines: DiscountedLine[], withCoupon: boolean): Promise<TakenCode> {
    const [row] = await this.find(tx, code, true);
    const verdict = await this.judge(tx, row, userId, lines, withCoupon);
    if (verdict instanceof Refused) {
      const { message } = verdict;
      // 409 when another order took the last use since the shopper checked it; 400 for the rest.
      if (verdict.reason === 'USED_UP') throw new AppError('CONFLICT', message, [{ path: 'discountCode', message }]);
      throw invalid(message, [{ path: 'discountCode', message }]);
    }
    return verdict;
  }

  /** Records the use on the order just placed. */
  async redeem(tx: Tx, taken: TakenCode, orderId: number, userId: number): Promise<void> {
    await tx.insert(discountRedemptions).values({
      codeId: taken.row.id,
      orderId,
      userId,
      code: taken.row.code,
      amountPaise: taken.amountPaise,
    });
  }

  /** A closed order (cancelled, returned, unpaid in time) gives its use back; a second close changes nothing. */
  async giveBack(tx: Tx, orderId: number): Promise<void> {
    await tx
      .update(discountRedemptions)
      .set({ releasedAt: new Date() })
      .where(and(eq(discountRedemptions.orderId, orderId), standing));
  }

  /**
   * A closed order opened again takes its use again, as its discount stands; refused (409) when the
   * code's uses have since run out. Its dates are not asked again: it was placed in time.
   */
  async takeAgain(tx: Tx, orderId: number): Promise<void> {
    const [used] = await tx.select().from(discountRedemptions).where(eq(discountRedemptions.orderId, orderId));
    if (!used || used.releasedAt == null) return;
    const [row] = await tx.select().from(discountCodes).where(eq(discountCodes.id, used.codeId)).for('update');
    if (row?.maxUses != null) {
      const [n] = await tx
        .select({ n: count() })
        .from(discountRedemptions)
        .where(and(eq(discountRedemptions.codeId, row.id), standing));
      if ((n?.n ?? 0) >= row.maxUses)
        throw conflict(
          `The discount code ${row.code} of this order has since been used up, so this order cannot be opened again`,
        );
    }
    await tx.update(discountRedemptions).set({ releasedAt: null }).where(eq(discountRedemptions.id, used.id));
  }

  /* The back office. */

  private async answer(rows: CodeRow[]): Promise<AdminDiscountCode[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const used = await this.db
      .select({
        codeId: discountRedemptions.codeId,
        uses: count(),
        given: sql<number>`coalesce(sum(${discountRedemptions.amountPaise}), 0)`.mapWith(Number),
      })
      .from(discountRedemptions)
      .where(and(inArray(discountRedemptions.codeId, ids), standing))
      .groupBy(discountRedemptions.codeId);
    const makers = await this.db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.flatMap((r) => (r.createdById == null ? [] : [r.createdById])),
        ),
      );
    return rows.map((row) => {
      const u = used.find((x) => x.codeId === row.id);
      const maker = makers.find((m) => m.id === row.createdById);
      return toAdminDiscountCode(
        row,
        { uses: u?.uses ?? 0, givenPaise: u?.given ?? 0 },
        maker ? `${maker.firstName} ${maker.lastName}`.trim() : null,
      );
    });
  }

  async list(query: z.output<typeof adminDiscountCodesQuery>): Promise<AdminPage<AdminDiscountCode>> {
    const where = query.q ? ilike(discountCodes.code, `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(discountCodes)
        .where(where)
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
        .limit(query.size)
        .offset(query.page * query.size),
      this.db.select({ n: count() }).from(discountCodes).where(where),
    ]);
    const n = total?.n ?? 0;
    return {
      items: await this.answer(rows),
      page: query.page,
      size: query.size,
      total: n,
      totalPages: Math.ceil(n / query.size),
    };
  }

  async get(id: number): Promise<AdminDiscountCode> {
    const [row] = await this.db.select().from(discountCodes).where(eq(discountCodes.id, id));
    if (!row) throw notFound('Discount code not found');
    return (await this.answer([row]))[0]!;
  }

  private taken(code: string) {
    const message = `There is already a discount code ${code}`;
    return new AppError('CONFLICT', message, [{ path: 'code', message }]);
  }

  async create(adminId: number, input: CodeInput): Promise<AdminDiscountCode> {
    try {
      const [row] = await this.db
        .insert(discountCodes)
        .values({ ...columnsOf(input), createdById: adminId })
        .returning();
      return this.get(row!.id);
    } catch (e) {
      if (isUniqueViolation(e)) throw this.taken(input.code);
      throw e;
    }
  }

  /** Changes a code's rules; orders already placed with it keep what it took off them. */
  async update(id: number, input: CodeInput): Promise<AdminDiscountCode> {
    try {
      const [row] = await this.db
        .update(discountCodes)
        .set({ ...columnsOf(input), updatedAt: new Date() })
        .where(eq(discountCodes.id, id))
        .returning({ id: discountCodes.id });
      if (!row) throw notFound('Discount code not found');
      return this.get(id);
    } catch (e) {
      if (isUniqueViolation(e)) throw this.taken(input.code);
      throw e;
    }
  }

  async setActive(id: number, active: boolean): Promise<AdminDiscountCode> {
    const [row] = await this.db
      .update(discountCodes)
      .set({ active, updatedAt: new Date() })
      .where(eq(discountCodes.id, id))
      .returning({ id: discountCodes.id });
    if (!row) throw notFound('Discount code not found');
    return this.get(id);
  }
}
