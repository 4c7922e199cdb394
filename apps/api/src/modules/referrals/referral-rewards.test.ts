import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PROMO_CODE,
  type Coupon,
  type Order,
  type Paged,
  type ReferralNode,
  type ReferralStats,
  type Session,
} from '@kuber/shared';
import { loginAdmin, registerShopper, signup } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * A shop that pays referrals only for real custom (REFERRAL_REWARD_ON=delivery): a sign-up's
 * coupons wait, shown as pending, until the referred shopper's first order is delivered; a
 * cancelled order earns nothing and a returned one takes back what it earned and was not spent.
 */
let t: TestApp;
let admin: Session;
let catalogue: Awaited<ReturnType<typeof shoppingCatalogue>>;

beforeAll(async () => {
  t = await createTestApp({ REFERRAL_REWARD_ON: 'delivery' });
  catalogue = await shoppingCatalogue(t.database.db, [
    { name: 'Reward Kurta', category: 'womens-fashion', price: 1299, stockQuantity: 100 },
  ]);
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const stats = async (s: Session) => (await t.as(s).get<ReferralStats>('/api/referral/stats')).body.data;
const couponsOf = async (s: Session) => (await t.as(s).get<Paged<Coupon>>('/api/coupons')).body.data.data;
async function orderAsShopper(s: Session): Promise<Order> {
  const kurta = catalogue.rows.find((p) => p.name === 'Reward Kurta')!;
  expect((await t.as(s).post('/api/cart/add', { productId: kurta.id, quantity: 1 })).status).toBe(200);
  const placed = await t.as(s).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
  expect(placed.status).toBe(201);
  return placed.body.data;
}
const move = (orderId: number, status: string) => t.as(admin).put(`/api/admin/orders/${orderId}/status`, { status });

describe('referral coupons earned on delivery', () => {
  it('are pending from sign-up, not earned by a cancelled order, earned by a delivered one, and pending again when it is returned', async () => {
    const referrer = (await registerShopper(t.app)).session;
    const friend = (await registerShopper(t.app, { referralCode: referrer.user.phone })).session;

    expect(await stats(referrer)).toMatchObject({ totalCouponsEarned: 0, availableCoupons: 0, pendingCoupons: 1 });
    expect((await stats(referrer)).referrals[0]).toMatchObject({ couponsEarnedFrom: 0, couponsPendingFrom: 1 });
    const [pending] = await couponsOf(referrer);
    expect(pending).toMatchObject({ status: 'PENDING', expiresAt: null });
    const tree = await t.as(admin).get<ReferralNode>(`/api/admin/referrals/tree?phone=${referrer.user.phone}`);
    expect(tree.body.data).toMatchObject({ coupons: 0, pendingCoupons: 1 });
    // A pending coupon cannot be spent.
    await t
      .as(referrer)
      .post('/api/cart/add', { productId: catalogue.rows.find((p) => p.name === 'Reward Kurta')!.id, quantity: 1 });
    const spent = await t.as(referrer).post('/api/orders/create', {
      shippingAddress: ADDRESS,
      paymentMethod: 'COD',
      couponCode: pending!.code,
    });
    expect(spent.status).toBe(400);

    const cancelled = await orderAsShopper(friend);
    expect((await move(cancelled.id, 'CANCELLED')).status).toBe(200);
    expect((await stats(referrer)).pendingCoupons).toBe(1);

    const delivered = await orderAsShopper(friend);
    expect((await move(delivered.id, 'SHIPPED')).status).toBe(200);
    expect((await stats(referrer)).pendingCoupons).toBe(1);
    expect((await move(delivered.id, 'DELIVERED')).status).toBe(200);
    expect(await stats(referrer)).toMatchObject({ totalCouponsEarned: 1, availableCoupons: 1, pendingCoupons: 0 });
    const [earned] = await couponsOf(referrer);
    expect(earned).toMatchObject({ status: 'AVAILABLE', expiresAt: expect.any(String) });

    expect((await move(delivered.id, 'RETURNED')).status).toBe(200);
    expect(await stats(referrer)).toMatchObject({ availableCoupons: 0, pendingCoupons: 1 });
  });

  it('a wrong referral code is refused without naming the promo code', async () => {
    const res = await t.anonymous().post('/api/auth/register', signup({ referralCode: 'friend' }));
    expect(res.status).toBe(400);
    expect(res.text).not.toContain(PROMO_CODE);
    expect(res.body.message).toContain('Referral code must be a 10-digit phone number or a promo code');
  });
});
