import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPage,
  Coupon,
  Paged,
  ReferralChild,
  ReferralNode,
  Registration,
  ReferralStats,
  Session,
  User,
} from '@kuber/shared';
import { coupons, users } from '#api/db/schema.js';
import { loginAdmin, registerShopper, signup } from '#api/test/accounts.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { CouponsService } from '../coupons/coupons.service.js';
import { ReferralsService } from './referrals.service.js';

/**
 * The referral programme through the real app: sign-ups with a code link shoppers and
 * reward up to six ancestors in the sign-up's own transaction, whatever the code.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function join(referralCode?: string) {
  const { body, session } = await registerShopper(t.app, referralCode === undefined ? {} : { referralCode });
  return { body, registration: session };
}

/** The `data` of the shopper's GET of `url`, which must answer 200. */
async function get<T>(session: Session, url: string) {
  const res = await t.as(session).get<T>(url);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

const stats = (session: Session, query = '') => get<ReferralStats>(session, `/api/referral/stats${query}`);
const couponsOf = (session: Session, query = '') => get<Paged<Coupon>>(session, `/api/coupons${query}`);
const referrerOf = async (id: number) =>
  (await t.database.db.select({ r: users.referredById }).from(users).where(eq(users.id, id)))[0]!.r;
const couponRows = () => t.database.db.select().from(coupons);

describe('signing up with a referral code', () => {
  it('a chain of 8 sign-ups: each earns its 6 nearest ancestors one coupon, the 7th and beyond nothing', async () => {
    const chain: Registration[] = [];
    for (let i = 0; i < 8; i++) {
      const { registration } = await join(chain.at(-1)?.user.phone);
      chain.push(registration);
    }
    expect(chain[0]!.referral).toBeNull();
    expect(chain.slice(1).every((r) => r.referral?.applied)).toBe(true);
    for (let i = 1; i < 8; i++) expect(await referrerOf(chain[i]!.user.id)).toBe(chain[i - 1]!.user.id);

    // The last sign-up rewarded the six above it, nearest first; the founder of the chain is seventh.
    const last = chain[7]!.user.id;
    const fromLast = (await couponRows()).filter((c) => c.sourceUserId === last).sort((a, b) => a.level - b.level);
    expect(fromLast.map((c) => [c.ownerId, c.level])).toEqual(
      [6, 5, 4, 3, 2, 1].map((i, n) => [chain[i]!.user.id, n + 1]),
    );

    // Each shopper earned one coupon per sign-up within six levels below them: 6, 6, 5, 4, 3, 2, 1, 0.
    const earned = await Promise.all(chain.map(async (r) => (await stats(r)).totalCouponsEarned));
    expect(earned).toEqual([6, 6, 5, 4, 3, 2, 1, 0]);
    const founder = await stats(chain[0]!);
    expect(founder).toMatchObject({ totalDirectReferrals: 1, totalCouponsEarned: 6, availableCoupons: 6 });
    expect(new Set(founder.coupons.map((c) => c.code)).size).toBe(6);
    // A direct referral's row counts the coupons earned through them: their sign-up and the five below within reach.
    expect(founder.referrals).toEqual([expect.objectContaining({ userId: chain[1]!.user.id, couponsEarnedFrom: 6 })]);
    expect((await get<User>(chain[0]!, '/api/auth/me')).kuberCoupons).toBe(6);
    expect((await get<User>(chain[7]!, '/api/auth/me')).kuberCoupons).toBe(0);
  });

  it('coupons carry the store’s value, minimum and expiry, each with a code of its own', async () => {
    const { registration: a } = await join();
    await join(a.user.phone);
    const [coupon] = (await couponsOf(a)).data;
    expect(coupon).toMatchObject({
      value: 100,
      minOrderAmount: 999,
      status: 'AVAILABLE',
      level: 1,
      spentAt: null,
      orderId: null,
    });
    expect(coupon!.code).toMatch(/^KF-[2-9A-Z]{10}$/);
    const days = (Date.parse(coupon!.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
  });

  it(
    '50 sign-ups at once under one referrer: 50 coupons to them and 50 to their referrer, none lost or doubled',
    { tags: ['postgres'], timeout: 120_000 },
    async () => {
      const { registration: top } = await join();
      const { registration: referrer } = await join(top.user.phone);
      const results = await Promise.all(Array.from({ length: 50 }, () => join(referrer.user.phone)));
      expect(results.every(({ registration }) => registration.referral?.applied)).toBe(true);
      const mine = await stats(referrer, '?size=100');
      expect(mine).toMatchObject({ totalDirectReferrals: 50, totalCouponsEarned: 50, availableCoupons: 50 });
      expect(new Set(mine.referrals.map((r) => r.userId)).size).toBe(50);
      expect((await stats(top)).totalCouponsEarned).toBe(51);
      const rows = (await couponRows()).filter((c) => c.ownerId === referrer.user.id);
      expect(new Set(rows.map((c) => c.sourceUserId)).size).toBe(50);
      expect(new Set(rows.map((c) => c.code)).size).toBe(50);
    },
  );

  it('the promo code is accepted and links no one; nobody earns anything', async () => {
    const before = (await couponRows()).length;
    const { registration } = await join('KUBERFASHION2025');
    expect(registration.referral).toEqual({
      code: 'kuberfashion2025',
      applied: true,
      message: 'Promo code kuberfashion2025 applied',
    });
    expect(await referrerOf(registration.user.id)).toBeNull();
    expect((await couponRows()).length).toBe(before);
  });

  it('an unknown code still makes the account, links no one and says the code was not applied', async () => {
    const before = (await couponRows()).length;
    const { body, registration } = await join('9000000001');
    expect(registration.referral).toMatchObject({
      code: '9000000001',
      applied: false,
      message: expect.stringContaining('not applied'),
    });
    expect(await referrerOf(registration.user.id)).toBeNull();
    expect((await couponRows()).length).toBe(before);
    const login = await t.anonymous().post('/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(200);
  });

  it('a shopper’s own phone is not applied: nobody is linked to themselves', async () => {
    const own = signup();
    const res = await t.anonymous().post<Registration>('/api/auth/register', { ...own, referralCode: own.phone });
    expect(res.status).toBe(201);
    const registration = res.body.data;
    expect(registration.referral).toMatchObject({
      applied: false,
      message: 'Your own phone number cannot be your referral code, so no referral code was applied.',
    });
    expect(await referrerOf(registration.user.id)).toBeNull();
    expect(
      (await couponRows()).filter((c) => c.ownerId === registration.user.id || c.sourceUserId === registration.user.id),
    ).toEqual([]);
  });

  it('a loop in the data (which no sign-up can make) never rewards anyone twice or walks forever', async () => {
    const { registration: a } = await join();
    const { registration: b } = await join(a.user.phone);
    // The API can't do this: a link is set once, when the account is made, and a new account has no one below it.
    await t.database.db.update(users).set({ referredById: b.user.id }).where(eq(users.id, a.user.id));
    const { registration: c } = await join(b.user.phone);
    const fromC = (await couponRows()).filter((k) => k.sourceUserId === c.user.id);
    expect(fromC.map((k) => [k.ownerId, k.level]).sort()).toEqual([
      [a.user.id, 2],
      [b.user.id, 1],
    ]);
  });

  it('a deleted account keeps its place in the chain but earns nothing, and its phone is no longer a code', async () => {
    const { registration: a } = await join();
    const { registration: b } = await join(a.user.phone);
    const { registration: c } = await join(b.user.phone);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, b.user.id));
    expect((await join(b.user.phone)).registration.referral?.applied).toBe(false);
    const { registration: d } = await join(c.user.phone);
    const fromD = (await couponRows()).filter((k) => k.sourceUserId === d.user.id);
    expect(fromD.map((k) => [k.ownerId, k.level]).sort()).toEqual([
      [a.user.id, 3],
      [c.user.id, 1],
    ]);
  });
});

describe('what a shopper sees of others', () => {
  it('the stats answer as the original client reads them (data.data.totalCouponsEarned), with referrals masked and paged', async () => {
    const { registration: a } = await join();
    const { registration: b, body: bBody } = await join(a.user.phone);
    const { body: cBody } = await join(a.user.phone);
    await join(b.user.phone);
    const res = await t.as(a).get<ReferralStats>('/api/referral/stats?size=1');
    // An axios client's response.data is this body: its data.data.totalCouponsEarned is the count.
    const axiosData = res.body;
    expect(axiosData.success).toBe(true);
    expect(axiosData.data.totalCouponsEarned).toBe(3);
    const s = axiosData.data;
    expect(s).toMatchObject({
      referralCode: a.user.phone,
      totalDirectReferrals: 2,
      availableCoupons: 3,
      page: 0,
      size: 1,
      totalPages: 2,
    });
    expect(s.referralLink).toMatch(new RegExp(`/signup\\?ref=${a.user.phone}$`));
    // Newest first: the second referral, masked to the last four digits of their phone.
    expect(s.referrals).toEqual([
      {
        userId: expect.any(Number),
        masked: `******${cBody.phone.slice(-4)}`,
        status: 'active',
        signupTime: expect.any(String),
        couponsEarnedFrom: 1,
        couponsPendingFrom: 0,
      },
    ]);
    const second = await stats(a, '?size=1&page=1');
    expect(second.referrals[0]).toMatchObject({
      userId: b.user.id,
      masked: `******${bBody.phone.slice(-4)}`,
      couponsEarnedFrom: 2,
    });
    expect(await get(a, '/api/referral/code')).toEqual({ referralCode: a.user.phone, referralLink: s.referralLink });
  });

  it('no answer a shopper can ask for carries another shopper’s phone or email, and the admin’s tree is refused them', async () => {
    const { registration: a } = await join();
    const { registration: b, body: bBody } = await join(a.user.phone);
    await join(b.user.phone);
    for (const url of [
      '/api/referral/stats',
      '/api/referral/code',
      '/api/coupons',
      '/api/auth/me',
      '/api/users/profile',
      '/api/orders/my-orders',
    ]) {
      const res = await t.as(a).get(url);
      expect(res.status, url).toBe(200);
      expect(res.text, url).not.toContain(bBody.phone);
      expect(res.text, url).not.toContain(bBody.email);
    }
    const tree = await t.as(a).get(`/api/admin/referrals/tree?phone=${a.user.phone}`);
    expect(tree.status).toBe(403);
    const children = await t.as(a).get(`/api/admin/referrals/${a.user.id}/children`);
    expect(children.status).toBe(403);
  });

  it('coupons are listed by status: spendable ones soonest to expire first', async () => {
    const { registration: a } = await join();
    for (let i = 0; i < 3; i++) await join(a.user.phone);
    const [first, second, third] = (await couponsOf(a, '?status=available')).data;
    // One ran out yesterday, one runs out tomorrow: the list puts the nearer expiry first and leaves the expired out.
    await t.database.db
      .update(coupons)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(coupons.code, first!.code));
    await t.database.db
      .update(coupons)
      .set({ expiresAt: sql`now() + interval '1 day'` })
      .where(eq(coupons.code, third!.code));
    expect((await couponsOf(a, '?status=available')).data.map((c) => c.code)).toEqual([third!.code, second!.code]);
    expect((await couponsOf(a, '?status=expired')).data.map((c) => [c.code, c.status])).toEqual([
      [first!.code, 'EXPIRED'],
    ]);
    expect((await couponsOf(a)).total).toBe(3);
    expect((await stats(a)).availableCoupons).toBe(2);
    expect((await get<User>(a, '/api/auth/me')).kuberCoupons).toBe(2);
    const bad = await t.as(a).get('/api/coupons?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('status must be one of AVAILABLE, SPENT, EXPIRED');
  });
});

describe('a shopper with no referrals', () => {
  it('has stats of zero and their own code', async () => {
    const { session, body } = await registerShopper(t.app);
    expect(await stats(session)).toMatchObject({
      referralCode: body.phone,
      totalDirectReferrals: 0,
      totalCouponsEarned: 0,
      availableCoupons: 0,
      coupons: [],
      referrals: [],
      totalPages: 0,
    });
  });
});

describe('the admin’s referral tree', () => {
  let admin: Session | undefined;
  const asAdmin = async <T>(url: string) => {
    admin ??= await loginAdmin(t.app, t.database.db);
    return t.as(admin).get<T>(url);
  };

  it('finds a shopper by phone: masked, status, coupons, referrals, and the first level below', async () => {
    const { registration: a } = await join();
    const { registration: b, body: bBody } = await join(a.user.phone);
    await join(b.user.phone);
    await join(a.user.phone);
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, b.user.id));
    // Typed with spaces, as an admin might.
    const phone = a.user.phone;
    const { status, body } = await asAdmin<ReferralNode>(
      `/api/admin/referrals/tree?phone=${phone.slice(0, 5)}%20${phone.slice(5)}`,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: a.user.id,
      masked: `******${phone.slice(-4)}`,
      status: 'active',
      coupons: 3,
      totalReferrals: 2,
    });
    expect(body.data.children).toEqual([
      {
        id: b.user.id,
        masked: `******${bBody.phone.slice(-4)}`,
        signupDate: expect.any(String),
        status: 'inactive',
        coupons: 1,
        totalReferrals: 1,
        pendingCoupons: 0,
        children: [expect.objectContaining({ totalReferrals: 0, children: [] })],
      },
      expect.objectContaining({ totalReferrals: 0, coupons: 0, children: [] }),
    ]);
    const below = await asAdmin<AdminPage<ReferralChild>>(`/api/admin/referrals/${b.user.id}/children`);
    expect(below.body.data).toMatchObject({
      page: 0,
      size: 50,
      total: 1,
      totalPages: 1,
      items: [expect.objectContaining({ totalReferrals: 0 })],
    });
  });

  it('answers six levels below the shopper in one answer, the seventh left for their own tree', async () => {
    const chain = [await join()];
    for (let i = 0; i < 8; i++) chain.push(await join(chain[i]!.registration.user.phone));
    const { body } = await asAdmin<ReferralNode>(`/api/admin/referrals/tree?root=${chain[0]!.registration.user.id}`);
    let node: ReferralNode = body.data;
    const depths: number[] = [node.id];
    while (node.children.length) {
      expect(node.children).toHaveLength(1);
      node = node.children[0]!;
      depths.push(node.id);
    }
    expect(depths).toEqual(chain.slice(0, 7).map((m) => m.registration.user.id));
    // The sixth level's shopper says they referred one more, whom their own tree (or the children call) shows.
    expect(node).toMatchObject({ totalReferrals: 1, children: [] });
  });

  it('pages each level: a level takes whole first pages up to its cap, the rest load when opened', async () => {
    const top = await join();
    const firsts = [await join(top.registration.user.phone), await join(top.registration.user.phone)];
    const grandchildren = [];
    for (const parent of firsts) {
      for (let i = 0; i < 2; i++) grandchildren.push(await join(parent.registration.user.phone));
    }
    await join(top.registration.user.phone);
    const referrals = new ReferralsService(
      t.database.db,
      new CouponsService(t.database.db, { valuePaise: 10_000, minOrderPaise: 99_900, validDays: 90 }),
      () => 'http://localhost',
    );
    // Pages of two, levels of at most three: the third referral waits for the children call.
    const tree = await referrals.tree({ root: top.registration.user.id }, 2, 3);
    expect(tree!.totalReferrals).toBe(3);
    expect(tree!.children.map((c) => c.id)).toEqual(firsts.map((f) => f.registration.user.id));
    // The first's page (two) fits the level; the second's would make four: it comes without its referrals.
    expect(tree!.children.map((c) => c.children.length)).toEqual([2, 0]);
    expect(tree!.children[1]).toMatchObject({ totalReferrals: 2, children: [] });
    expect(tree!.children[0]!.children.map((c) => c.id)).toEqual(
      grandchildren.slice(0, 2).map((g) => g.registration.user.id),
    );
  });

  it('names every member only by the mask: no answer of the tree carries a full phone or email, and a full phone still finds them', async () => {
    const members = [await join()];
    for (let i = 0; i < 3; i++) members.push(await join(members[0]!.registration.user.phone));
    members.push(await join(members[1]!.registration.user.phone));
    const [top, , , , deep] = members.map((m) => m.registration.user);
    const answers = [
      await asAdmin<ReferralNode>(`/api/admin/referrals/tree?phone=${top!.phone}`),
      await asAdmin<ReferralNode>(`/api/admin/referrals/tree?root=${top!.id}`),
      await asAdmin<AdminPage<ReferralChild>>(`/api/admin/referrals/${top!.id}/children`),
      await asAdmin<AdminPage<ReferralChild>>(`/api/admin/referrals/${members[1]!.registration.user.id}/children`),
      await asAdmin<ReferralNode>(`/api/admin/referrals/tree?phone=${deep!.phone}`),
    ];
    const text = JSON.stringify(answers);
    for (const { body } of members) {
      expect(text).not.toContain(body.phone);
      expect(text).not.toContain(body.email);
      expect(text).toContain(`"******${body.phone.slice(-4)}"`);
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]!.body.data).toEqual(answers[1]!.body.data);
    expect(answers[0]!.body.data).toMatchObject({ id: top!.id, totalReferrals: 3 });
    expect(answers[4]!.body.data).toMatchObject({ id: deep!.id, masked: `******${deep!.phone.slice(-4)}` });
  });

  it('without a phone the root is the oldest account; an unknown phone is a 404, a wrong one a 400', async () => {
    const [oldest] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .orderBy(users.createdAt, users.id)
      .limit(1);
    expect((await asAdmin<ReferralNode>('/api/admin/referrals/tree')).body.data.id).toBe(oldest!.id);
    expect(await asAdmin('/api/admin/referrals/tree?phone=9000000002')).toMatchObject({
      status: 404,
      body: { message: 'No shopper has this phone number' },
    });
    expect(await asAdmin('/api/admin/referrals/tree?phone=12345')).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid 10-digit phone number' },
    });
    expect(await asAdmin('/api/admin/referrals/999999/children')).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
    expect(await asAdmin('/api/admin/referrals/tree?root=999999')).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
    expect(await asAdmin('/api/admin/referrals/tree?root=first')).toMatchObject({
      status: 400,
      body: { message: 'root must be a number' },
    });
  });

  it('a shopper with 5,000 below them loads level by level, fast', { timeout: 120_000 }, async () => {
    const { db } = t.database;
    const { registration: wide } = await join();
    const { registration: deep } = await join();
    // Straight into the table: 5,000 sign-ups through the API would spend minutes hashing passwords.
    await db.execute(sql`
      insert into users (email, phone, password_hash, first_name, last_name, referred_by_id)
      select 'wide' || g || '@example.in', '70' || lpad(g::text, 8, '0'), 'x', 'Wide', 'Tree', ${wide.user.id} from generate_series(1, 5000) g`);
    // 50 directly below, each with 99 below them: 5,000 in two levels.
    await db.execute(sql`
      insert into users (email, phone, password_hash, first_name, last_name, referred_by_id)
      select 'deep' || g || '@example.in', '71' || lpad(g::text, 8, '0'), 'x', 'Deep', 'Tree', ${deep.user.id} from generate_series(1, 50) g`);
    await db.execute(sql`
      insert into users (email, phone, password_hash, first_name, last_name, referred_by_id)
      select 'deep' || p.id || '-' || g || '@example.in', '72' || lpad((p.n * 100 + g)::text, 8, '0'), 'x', 'Deep', 'Tree', p.id
      from (select id, row_number() over (order by id) as n from users where referred_by_id = ${deep.user.id}) p, generate_series(1, 99) g`);
    await db.execute(sql`analyze users`);

    await asAdmin('/api/admin/referrals/tree');
    const timed = async <T>(url: string, session?: Session) => {
      const started = performance.now();
      const res = session ? await get<T>(session, url) : (await asAdmin<T>(url)).body.data;
      return { ms: performance.now() - started, data: res };
    };
    const wideTree = await timed<ReferralNode>(`/api/admin/referrals/tree?phone=${wide.user.phone}`);
    const wideLast = await timed<AdminPage<ReferralChild>>(`/api/admin/referrals/${wide.user.id}/children?page=99`);
    const deepTree = await timed<ReferralNode>(`/api/admin/referrals/tree?phone=${deep.user.phone}`);
    const deepChildren = await timed<AdminPage<ReferralChild>>(
      `/api/admin/referrals/${deepTree.data.children[0]!.id}/children`,
    );
    const wideStats = await timed<ReferralStats>('/api/referral/stats', wide);
    expect(wideTree.data).toMatchObject({ totalReferrals: 5000 });
    expect(wideTree.data.children).toHaveLength(50);
    expect(wideLast.data).toMatchObject({ page: 99, total: 5000, totalPages: 100 });
    expect(wideLast.data.items).toHaveLength(50);
    expect(deepTree.data.children.map((c) => c.totalReferrals)).toEqual(Array(50).fill(99));
    expect(deepChildren.data.items).toHaveLength(50);
    expect(wideStats.data).toMatchObject({ totalDirectReferrals: 5000, totalPages: 250 });
    const figures = { wideTree, wideLast, deepTree, deepChildren, wideStats };
    console.info(
      `referral tree of 5,000 (${t.database.kind}):`,
      Object.entries(figures)
        .map(([name, f]) => `${name} ${f.ms.toFixed(0)} ms`)
        .join(', '),
    );
    for (const [name, f] of Object.entries(figures)) expect(f.ms, name).toBeLessThan(1000);
  });
});
