import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  PROMO_CODE,
  REFERRAL_LEVELS,
  STATS_COUPONS,
  type AdminPage,
  type ReferralChild,
  type ReferralNode,
  type ReferralOutcome,
  type ReferralStats,
} from '@kuber/shared';
import { rowsOf, type Db, type Tx } from '#api/db/client.js';
import { coupons, users } from '#api/db/schema.js';
import { notFound } from '#api/lib/errors.js';
import { maskPhone } from '#api/lib/phone-mask.js';
import type { CouponsService } from '../coupons/coupons.service.js';

const activity = (u: { enabled: boolean; deletedAt: Date | null }) =>
  u.enabled && !u.deletedAt ? ('active' as const) : ('inactive' as const);

/** Who a sign-up's code links the new shopper to, and what to tell them about it. */
export interface ReferralLink {
  referrerId: number | null;
  outcome: ReferralOutcome | null;
}

export class ReferralsService {
  constructor(
    private readonly db: Db,
    private readonly coupons: CouponsService,
    /** The store's own address, for the sign-up link a shopper shares. */
    private readonly publicUrl: () => string,
    /** When a sign-up's coupons are earned (REFERRAL_REWARD_ON): at once, or pending until its first delivered order. */
    private readonly rewardOn: 'signup' | 'delivery' = 'signup',
  ) {}

  /**
   * Reads a sign-up's referral code (the referrer's phone, or the promo code that links no
   * one). A code that can't be used is said so and leaves the shopper unlinked: a referral
   * problem never blocks a sign-up (docs/api.md).
   */
  async resolve(tx: Tx, code: string | undefined, ownPhone: string): Promise<ReferralLink> {
    if (!code) return { referrerId: null, outcome: null };
    if (code === PROMO_CODE)
      return { referrerId: null, outcome: { code, applied: true, message: `Promo code ${PROMO_CODE} applied` } };
    const notApplied = (message: string) => ({ referrerId: null, outcome: { code, applied: false, message } });
    if (code === ownPhone)
      return notApplied('Your own phone number cannot be your referral code, so no referral code was applied.');
    const [referrer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, code), isNull(users.deletedAt)));
    if (!referrer)
      return notApplied(
        'No shopper has this referral code, so it was not applied. Your account is ready all the same.',
      );
    return {
      referrerId: referrer.id,
      outcome: { code, applied: true, message: 'Referral code applied: the friend who invited you earns a coupon.' },
    };
  }

  /**
   * In the sign-up's transaction: the referrer and their ancestors, up to six levels, each
   * earn one coupon for the new shopper. A new account has no one below it, so linking it
   * can't close a loop; the walk still never visits anyone twice, whatever the data holds.
   */
  async reward(tx: Tx, newUserId: number, referrerId: number | null): Promise<void> {
    if (referrerId == null) return;
    const chain = rowsOf<{ id: number; level: number; deleted: boolean }>(
      await tx.execute(sql`
        with recursive chain(id, level, path) as (
          select ${referrerId}::int, 1, array[${newUserId}::int, ${referrerId}::int]
          union all
          select parent.id, chain.level + 1, chain.path || parent.id
          from chain
          join users child on child.id = chain.id
          join users parent on parent.id = child.referred_by_id
          where chain.level < ${REFERRAL_LEVELS} and not parent.id = any(chain.path)
        )
        select chain.id, chain.level, (u.deleted_at is not null) as deleted from chain join users u on u.id = chain.id
      `),
    );
    // An account that was deleted keeps its place in the chain but earns nothing.
    const earners = chain.filter((c) => !c.deleted).map((c) => ({ ownerId: Number(c.id), level: Number(c.level) }));
    await this.coupons.issue(tx, newUserId, earners, this.rewardOn === 'delivery');
  }

  async code(userId: number): Promise<{ referralCode: string; referralLink: string }> {
    const [me] = await this.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
    if (!me) throw notFound('User not found');
    return { referralCode: me.phone, referralLink: `${this.publicUrl()}/signup?ref=${encodeURIComponent(me.phone)}` };
  }

  /**
   * The shopper's programme: their code and link, counts, the coupons they can spend, and a
   * page of the people they referred, newest first, masked, with what each brought them.
   */
  async stats(userId: number, page: number, size: number): Promise<ReferralStats> {
    const { referralCode, referralLink } = await this.code(userId);
    const direct = eq(users.referredById, userId);
    const [[total], counts, spendable, rows] = await Promise.all([
      this.db.select({ n: count() }).from(users).where(direct),
      this.coupons.counts(userId),
      this.coupons.spendable(userId, STATS_COUPONS),
      this.db
        .select({
          id: users.id,
          phone: users.phone,
          enabled: users.enabled,
          deletedAt: users.deletedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(direct)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(size)
        .offset(page * size),
    ]);
    const earnedFrom = await this.couponsThrough(
      userId,
      rows.map((r) => r.id),
    );
    const n = total?.n ?? 0;
    return {
      referralCode,
      referralLink,
      totalDirectReferrals: n,
      totalCouponsEarned: counts.earned,
      availableCoupons: counts.available,
      coupons: spendable,
      referrals: rows.map((r) => ({
        userId: r.id,
        masked: maskPhone(r.phone),
        status: activity(r),
        signupTime: r.createdAt.toISOString(),
        couponsEarnedFrom: earnedFrom.get(r.id)?.earned ?? 0,
        couponsPendingFrom: earnedFrom.get(r.id)?.pending ?? 0,
      })),
      pendingCoupons: counts.pending,
      page,
      size,
      totalPages: Math.ceil(n / size),
    };
  }

  /**
   * Coupons the shopper earned through each of some of their direct referrals: the
   * referral's own sign-up (level 1) and those of the people below them (levels 2 to 6).
   */
  private async couponsThrough(
    ownerId: number,
    directIds: number[],
  ): Promise<Map<number, { earned: number; pending: number }>> {
    if (directIds.length === 0) return new Map();
    const rows = rowsOf<{ via: number; n: number; pending: number }>(
      await this.db.execute(sql`
        with recursive below(via, id, depth) as (
          select id, id, 1 from users where id in (${sql.join(
            directIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          union all
          select below.via, u.id, below.depth + 1 from below join users u on u.referred_by_id = below.id where below.depth < ${REFERRAL_LEVELS}
        )
        select below.via, (count(*) filter (where not k.pending))::int as n,
          (count(*) filter (where k.pending))::int as pending
        from below join coupons k on k.owner_id = ${ownerId} and k.source_user_id = below.id and k.level = below.depth
        group by below.via
      `),
    );
    return new Map(rows.map((r) => [Number(r.via), { earned: Number(r.n), pending: Number(r.pending) }]));
  }

  /**
   * The tree from a shopper (by phone or id; else the oldest account) six levels down, in one
   * answer: each shopper with the first page of the people they referred, oldest first. A level
   * takes whole pages until it holds `levelCap` shoppers; a shopper whose page did not fit comes with
   * no children, which the children call gives when their node is opened.
   */
  async tree(
    from: { phone?: string; root?: number },
    pageSize: number,
    levelCap: number,
  ): Promise<ReferralNode | null> {
    const where = from.phone ? eq(users.phone, from.phone) : from.root ? eq(users.id, from.root) : undefined;
    const [root] = await this.nodes(where, [asc(users.createdAt), asc(users.id)], 1, 0);
    if (!root) {
      if (from.phone) throw notFound('No shopper has this phone number');
      if (from.root) throw notFound('User not found');
      return null;
    }
    const top: ReferralNode = { ...root, children: [] };
    let level = [top];
    for (let depth = 1; depth <= REFERRAL_LEVELS; depth++) {
      const parents = level.filter((n) => n.totalReferrals > 0);
      if (parents.length === 0) break;
      const pages = await this.firstPages(
        parents.map((p) => p.id),
        pageSize,
      );
      const shown: ReferralNode[] = [];
      const ids: number[] = [];
      for (const parent of parents) {
        const page = pages.get(parent.id) ?? [];
        if (ids.length + page.length > levelCap) break;
        ids.push(...page);
      }
      const found = new Map(
        (await this.nodes(inArray(users.id, ids), [asc(users.id)], ids.length, 0)).map((n) => [n.id, n]),
      );
      for (const parent of parents) {
        for (const id of pages.get(parent.id) ?? []) {
          const node = found.get(id);
          if (!node) continue;
          const child: ReferralNode = { ...node, children: [] };
          parent.children.push(child);
          shown.push(child);
        }
      }
      level = shown;
    }
    return top;
  }

  /** The ids of the first page of each parent's referrals, oldest first, by parent. */
  private async firstPages(parentIds: number[], pageSize: number): Promise<Map<number, number[]>> {
    const rows = rowsOf<{ id: number; parent: number }>(
      await this.db.execute(sql`
        select id, parent from (
          select ${users.id} as id, ${users.referredById} as parent,
            row_number() over (partition by ${users.referredById} order by ${users.createdAt}, ${users.id}) as n
          from ${users} where ${inArray(users.referredById, parentIds)}
        ) page where n <= ${pageSize} order by parent, n`),
    );
    const pages = new Map<number, number[]>();
    for (const { id, parent } of rows) pages.set(Number(parent), [...(pages.get(Number(parent)) ?? []), Number(id)]);
    return pages;
  }

  /** A page of the people a shopper referred, oldest first, each with their own counts. */
  async children(userId: number, page: number, size: number): Promise<AdminPage<ReferralChild>> {
    const [[parent], [total]] = await Promise.all([
      this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
      this.db.select({ n: count() }).from(users).where(eq(users.referredById, userId)),
    ]);
    if (!parent) throw notFound('User not found');
    const items = await this.nodes(
      eq(users.referredById, userId),
      [asc(users.createdAt), asc(users.id)],
      size,
      page * size,
    );
    const n = total?.n ?? 0;
    return { items, page, size, total: n, totalPages: Math.ceil(n / size) };
  }

  /**
   * Tree nodes without their children, each named only by the mask of its phone. The page is chosen first and only its rows are
   * counted (by index): counting in the page's own query would count every row skipped
   * by the offset too.
   */
  private async nodes(where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<ReferralChild[]> {
    const rows = await this.db
      .select({
        id: users.id,
        phone: users.phone,
        enabled: users.enabled,
        deletedAt: users.deletedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [referrals, earned] = await Promise.all([
      this.db
        .select({ id: users.referredById, n: count() })
        .from(users)
        .where(inArray(users.referredById, ids))
        .groupBy(users.referredById),
      this.db
        .select({
          id: coupons.ownerId,
          n: sql<number>`count(*) filter (where not ${coupons.pending})`.mapWith(Number),
          pending: sql<number>`count(*) filter (where ${coupons.pending})`.mapWith(Number),
        })
        .from(coupons)
        .where(inArray(coupons.ownerId, ids))
        .groupBy(coupons.ownerId),
    ]);
    const countOf = (list: { id: number | null; n: number }[], id: number) => list.find((c) => c.id === id)?.n ?? 0;
    return rows.map((r) => ({
      id: r.id,
      masked: maskPhone(r.phone),
      signupDate: r.createdAt.toISOString(),
      status: activity(r),
      coupons: countOf(earned, r.id),
      totalReferrals: countOf(referrals, r.id),
      pendingCoupons: earned.find((c) => c.id === r.id)?.pending ?? 0,
      children: [],
    }));
  }
}
