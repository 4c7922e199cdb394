import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminOrder, AdminPage, AdminUser, AdminUserDetail, Order, Session, User } from '@kuber/shared';
import { adminUsersQuery } from '@kuber/shared';
import { coupons, mfaFactors, outbox, users as usersTable } from '#api/db/schema.js';
import { loginAdmin, registerShopper, signup } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { UsersService } from './users.service.js';

let t: TestApp;
let admin: Session;
let bag: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await shoppingCatalogue(t.database.db, [
    { name: 'Users Bag', category: 'accessories', price: 1999, stockQuantity: 1000 },
  ]);
  bag = rows.find((r) => r.name === 'Users Bag')!;
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function placeOrder(session: Session): Promise<Order> {
  await t.as(session).post('/api/cart/add', { productId: bag.id, quantity: 1 });
  return (await t.as(session).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' }))
    .body.data;
}

/** Another admin, logged in. */
const secondAdmin = (email: string, phone: string) =>
  loginAdmin(t.app, t.database.db, { email, phone, password: 'Admin@1234' });

describe('the users list', () => {
  it('searches names, emails and phones, filters by role, newest first, with order counts', async () => {
    const kiran = await registerShopper(t.app, { firstName: 'Kiranmala', lastName: 'Dutta' });
    const other = await registerShopper(t.app, { firstName: 'Meera', lastName: 'Dutta' });
    await placeOrder(kiran.session);
    await placeOrder(kiran.session);

    const list = async (query: string) =>
      (await t.as(admin).get<AdminPage<AdminUser>>(`/api/admin/users?${query}`)).body.data;
    expect((await list('q=kiranmala')).items.map((u) => u.email)).toEqual([kiran.body.email]);
    expect((await list('q=kiranmala dutta')).items.map((u) => u.email)).toEqual([kiran.body.email]);
    expect((await list('q=dutta')).items.map((u) => u.email)).toEqual([other.body.email, kiran.body.email]);
    expect((await list(`q=${other.body.phone}`)).items.map((u) => u.email)).toEqual([other.body.email]);
    expect((await list(`q=${kiran.body.email.toUpperCase()}`)).items[0]).toMatchObject({
      orderCount: 2,
      role: 'USER',
      enabled: true,
      deletedAt: null,
      factors: [],
    });
    expect((await list('role=ADMIN')).items.map((u) => u.role)).toEqual(['ADMIN']);
    const page = await list('size=1&role=USER');
    expect(page).toMatchObject({ page: 0, size: 1 });
    expect(page.totalPages).toBe(page.total);
    expect((await list('page=999')).total).toBe((await list('')).total);
    expect((await t.as(admin).get('/api/admin/users?role=OWNER')).status).toBe(400);
  });

  it('reads a page of users, their factors and order counts in one query', async () => {
    for (let i = 0; i < 4; i++) {
      const { session } = await registerShopper(t.app, { lastName: 'Counted' });
      await t.database.db
        .insert(mfaFactors)
        .values({ userId: session.user.id, secret: 'v1.sealed', verified: i % 2 === 0 });
    }
    const service = new UsersService(t.database.db);
    const session = (t.database.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } })
      .session;
    const prepare = vi.spyOn(session, 'prepareQuery');
    const page = await service.list(adminUsersQuery.parse({ q: 'counted', size: '10' }));
    expect(prepare).toHaveBeenCalledTimes(1);
    prepare.mockRestore();
    expect(page.items).toHaveLength(4);
    expect(page.items.map((u) => u.factors.map((f) => f.status))).toEqual([
      ['unverified'],
      ['verified'],
      ['unverified'],
      ['verified'],
    ]);
    expect(page.total).toBe(4);
  });
});

describe('the coupons beside each user', () => {
  it('kuberCoupons counts the coupons each user can spend, alike in the list, on their page and in their own answer', async () => {
    // Coupons come from referrals: one for each shopper signing up with the code.
    const six = await registerShopper(t.app, { lastName: 'Couponsix' });
    const one = await registerShopper(t.app, { lastName: 'Couponone' });
    for (let i = 0; i < 6; i++) await registerShopper(t.app, { lastName: 'Couponless', referralCode: six.body.phone });
    const none = await registerShopper(t.app, { lastName: 'Couponnone', referralCode: one.body.phone });
    const counted = async () => {
      const items = (await t.as(admin).get<AdminPage<AdminUser>>('/api/admin/users?q=coupon&size=100')).body.data.items;
      const byId = new Map(items.map((u) => [u.id, u.kuberCoupons]));
      return Promise.all(
        [six, one, none].map(async ({ session }) => ({
          list: byId.get(session.user.id),
          page: (await t.as(admin).get<AdminUserDetail>(`/api/admin/users/${session.user.id}`)).body.data.kuberCoupons,
          own: (await t.as(session).get<User>('/api/auth/me')).body.data.kuberCoupons,
        })),
      );
    };
    const each = (n: number) => ({ list: n, page: n, own: n });
    expect(await counted()).toEqual([each(6), each(1), each(0)]);

    // A spent coupon and one past its expiry can no longer be spent: they leave the count.
    const [spent, lapsed] = await t.database.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.ownerId, six.session.user.id))
      .limit(2);
    await t.database.db
      .update(coupons)
      .set({ spentOrderId: (await placeOrder(six.session)).id, spentAt: new Date() })
      .where(eq(coupons.id, spent!.id));
    await t.database.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, lapsed!.id));
    expect(await counted()).toEqual([each(4), each(1), each(0)]);
  });
});

describe('a user’s page', () => {
  it('shows their orders and the shoppers they referred, masked', async () => {
    const parent = await registerShopper(t.app);
    const child = await registerShopper(t.app, { referralCode: parent.body.phone });
    const order = await placeOrder(parent.session);
    const res = await t.as(admin).get<AdminUserDetail>(`/api/admin/users/${parent.session.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: parent.session.user.id,
      email: parent.body.email,
      orderCount: 1,
      referredBy: null,
    });
    expect(res.body.data.orders.map((o) => [o.orderNumber, o.status])).toEqual([[order.orderNumber, 'PENDING']]);
    expect(res.body.data.referrals).toEqual([
      {
        userId: child.session.user.id,
        masked: `******${child.body.phone.slice(-4)}`,
        status: 'active',
        signupTime: child.session.user.createdAt,
      },
    ]);
    const childPage = (await t.as(admin).get<AdminUserDetail>(`/api/admin/users/${child.session.user.id}`)).body.data;
    expect(childPage.referredBy).toEqual({
      id: parent.session.user.id,
      masked: `******${parent.body.phone.slice(-4)}`,
    });
    expect((await t.as(admin).get('/api/admin/users/999999')).status).toBe(404);
  });
});

describe('enabling, disabling and roles', () => {
  it('a disabled shopper is signed out at their next request and cannot log in; enabled again, they can', async () => {
    const { session, body } = await registerShopper(t.app);
    const res = await t.as(admin).put<AdminUser>(`/api/admin/users/${session.user.id}/status`, { enabled: false });
    expect(res.status).toBe(200);
    expect(res.body.data.enabled).toBe(false);
    const next = await t.as(session).get('/api/cart');
    expect(next.status).toBe(401);
    expect(next.body.message).toBe('This account has been disabled. Please contact customer care.');
    expect((await t.anonymous().post('/api/auth/login', { email: body.email, password: body.password })).status).toBe(
      403,
    );
    await t.as(admin).put(`/api/admin/users/${session.user.id}/status`, { enabled: true });
    expect((await t.anonymous().post('/api/auth/login', { email: body.email, password: body.password })).status).toBe(
      200,
    );
  });

  it('an admin cannot disable, demote or delete themselves', async () => {
    const self = admin.user.id;
    const disable = await t.as(admin).put(`/api/admin/users/${self}/status`, { enabled: false });
    expect([disable.status, disable.body.message]).toEqual([409, 'You cannot disable your own account']);
    const demote = await t.as(admin).put(`/api/admin/users/${self}/role`, { role: 'user' });
    expect([demote.status, demote.body.message]).toEqual([409, 'You cannot remove your own admin role']);
    const remove = await t.as(admin).delete(`/api/admin/users/${self}`);
    expect([remove.status, remove.body.message]).toEqual([409, 'You cannot delete your own account']);
    expect((await t.as(admin).get('/api/admin/users?role=ADMIN')).status).toBe(200);
  });

  it(
    'two admins demoting each other at once: one change is made, the store keeps its last enabled admin',
    { tags: ['postgres'] },
    async () => {
      const a = await secondAdmin('asha.admin@example.in', '9444444441');
      const b = await secondAdmin('bala.admin@example.in', '9444444442');
      // The other admins step aside for a moment, so that these two are the only enabled ones.
      const others = (
        await t.as(a).get<AdminPage<AdminUser>>('/api/admin/users?role=ADMIN&size=100')
      ).body.data.items.filter((u) => u.id !== a.user.id && u.id !== b.user.id);
      const setOthers = (enabled: boolean) =>
        Promise.all(
          others.map((u) => t.database.db.update(usersTable).set({ enabled }).where(eq(usersTable.id, u.id))),
        );
      await setOthers(false);
      try {
        // Straight to the service: through HTTP the admin guard may already turn the slower one away (403).
        const service = new UsersService(t.database.db);
        const results = await Promise.allSettled([
          service.setRole(a.user.id, b.user.id, 'USER'),
          service.setRole(b.user.id, a.user.id, 'USER'),
        ]);
        expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
        const refused = results.find((r) => r.status === 'rejected')!;
        expect(refused.reason).toMatchObject({
          status: 409,
          message: 'This is the last enabled admin: make someone else an admin before changing their role',
        });
        const admins = await t.database.db.select().from(usersTable).where(eq(usersTable.role, 'ADMIN'));
        expect(admins.filter((u) => u.enabled)).toHaveLength(1);
        // The one demoted is no longer let into the admin area.
        const demoted = results[0]!.status === 'fulfilled' ? b : a;
        expect((await t.as(demoted).get('/api/admin/users')).status).toBe(403);
      } finally {
        await setOthers(true);
      }
    },
  );
});

describe('deleting an account', () => {
  it('one without orders is gone', async () => {
    const { session } = await registerShopper(t.app);
    const res = await t.as(admin).delete(`/api/admin/users/${session.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'User deleted', data: { id: session.user.id, anonymised: false } });
    expect((await t.as(admin).get(`/api/admin/users/${session.user.id}`)).status).toBe(404);
    expect((await t.as(session).get('/api/cart')).status).toBe(401);
  });

  it('one with orders is anonymised and disabled, keeps its orders, and can no longer log in', async () => {
    const { session, body } = await registerShopper(t.app);
    const order = await placeOrder(session);
    const res = await t.as(admin).delete(`/api/admin/users/${session.user.id}`);
    expect(res.body).toMatchObject({
      message: 'User deleted; their orders are kept under an anonymised account',
      data: { id: session.user.id, anonymised: true },
    });

    const page = (await t.as(admin).get<AdminUserDetail>(`/api/admin/users/${session.user.id}`)).body.data;
    expect(page).toMatchObject({
      firstName: 'Deleted',
      lastName: '',
      enabled: false,
      orderCount: 1,
      phone: `deleted-${session.user.id}`,
    });
    expect(page.email).toMatch(new RegExp(`^deleted-${session.user.id}-[0-9a-f]{12}@deleted\\.invalid$`));
    expect(page.deletedAt).not.toBeNull();
    expect(page.orders.map((o) => o.id)).toEqual([order.id]);
    const kept = (await t.as(admin).get<AdminOrder>(`/api/admin/orders/${order.id}`)).body.data;
    expect(kept).toMatchObject({
      id: order.id,
      userId: session.user.id,
      customerPhone: null,
      totalAmount: order.totalAmount,
    });

    expect((await t.as(session).get('/api/orders/my-orders')).status).toBe(401);
    for (const login of [
      { url: '/api/auth/login', payload: { email: body.email, password: body.password } },
      { url: '/api/auth/phone/login', payload: { phone: body.phone, password: body.password } },
    ]) {
      const res = await t.anonymous().post(login.url, login.payload);
      expect(res.status, login.url).toBe(401);
    }
    // Their email and phone are free for a new account.
    expect((await t.anonymous().post('/api/auth/register', { ...body })).status).toBe(201);

    const again = await t.as(admin).delete(`/api/admin/users/${session.user.id}`);
    expect([again.status, again.body.message]).toEqual([409, 'This account was already deleted']);
    const enable = await t.as(admin).put(`/api/admin/users/${session.user.id}/status`, { enabled: true });
    expect(enable.status).toBe(409);
  });

  it('cannot be blocked by another account taking the placeholder address', async () => {
    const { session } = await registerShopper(t.app);
    await placeOrder(session);
    const placeholder = `deleted-${session.user.id}@deleted.invalid`;
    const squatter = await t.anonymous().post('/api/auth/register', signup({ email: placeholder }));
    expect([squatter.status, squatter.body.message]).toEqual([
      400,
      'This email address cannot receive mail. Please use another one.',
    ]);
    // An account made before the rule, holding the old placeholder, does not stand in the way either.
    await t.database.db.insert(usersTable).values({
      email: placeholder,
      phone: signup().phone,
      passwordHash: 'unused',
      firstName: 'Early',
      lastName: 'Squatter',
    });
    const res = await t.as(admin).delete(`/api/admin/users/${session.user.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ id: session.user.id, anonymised: true });
  });

  it('an anonymised shopper hears nothing more about their orders', async () => {
    const { session, body } = await registerShopper(t.app);
    const order = await placeOrder(session);
    await t.as(admin).delete(`/api/admin/users/${session.user.id}`);
    await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'SHIPPED' });
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(mails.map((m) => m.subject)).toEqual([`Your Kuber Fashion order ${order.orderNumber} is placed`]);
  });
});
