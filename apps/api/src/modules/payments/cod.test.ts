import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, Order, Session, StoreSettings } from '@kuber/shared';
import { loadConfig } from '#api/config.js';
import { outbox, products as productsTable } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, addressAt, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * Cash on delivery with the shop's rules: a largest order, a fee added to the total, PIN codes
 * where it is off; and a store without a gateway's keys, which neither offers nor takes online payment.
 */
let t: TestApp;
let admin: Session;
let shawl: { id: number };
let lehenga: { id: number };

beforeAll(async () => {
  t = await createTestApp({ COD_MAX_ORDER: 5000, COD_FEE: 49, COD_BLOCKED_PINS: ['4000', '110001'] });
  const { rows } = await shoppingCatalogue(t.database.db, [
    { name: 'Wool Shawl', category: 'womens-fashion', price: 1200, stockQuantity: 50 },
    { name: 'Bridal Lehenga', category: 'womens-fashion', price: 5200, stockQuantity: 5 },
  ]);
  shawl = rows.find((r) => r.name === 'Wool Shawl')!;
  lehenga = rows.find((r) => r.name === 'Bridal Lehenga')!;
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

let lastEmail = '';
async function checkout(product: { id: number }, paymentMethod: string, pinCode = ADDRESS.pinCode) {
  const { session, body } = await registerShopper(t.app);
  lastEmail = body.email;
  expect((await t.as(session).post('/api/cart/add', { productId: product.id, quantity: 1 })).status).toBe(200);
  return t.as(session).post<Order>('/api/orders/create', {
    shippingAddress: addressAt(pinCode),
    paymentMethod,
  });
}
const stockOf = async (product: { id: number }) =>
  (
    await t.database.db
      .select({ s: productsTable.stockQuantity })
      .from(productsTable)
      .where(eq(productsTable.id, product.id))
  )[0]!.s;

describe('cash on delivery', () => {
  it('tells checkout its rules, and offers no online payment without a gateway', async () => {
    const res = await t.anonymous().get<StoreSettings>('/api/store');
    expect(res.body.data.cod).toEqual({ maxOrder: 5000, fee: 49, blockedPins: ['4000', '110001'] });
    expect(res.body.data.paymentMethods).toEqual(['COD', 'WHATSAPP']);
  });

  it('adds its fee to the total, and is paid when delivered', async () => {
    const res = await checkout(shawl, 'COD');
    expect(res.status, res.text).toBe(201);
    // ₹1,200 + 8% tax + ₹49.
    expect(res.body.data).toMatchObject({ codFee: 49, totalAmount: 1345, paymentStatus: 'PENDING' });
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, lastEmail));
    expect(mail!.body).toContain('Cash on delivery fee: ₹49');
    const delivered = await t
      .as(admin)
      .put<AdminOrder>(`/api/admin/orders/${res.body.data.id}/status`, { status: 'DELIVERED' });
    expect(delivered.body.data).toMatchObject({ paymentStatus: 'PAID', refundable: 1345 });
  });

  it('is refused above the largest order, saying so, and nothing is written', async () => {
    const before = await stockOf(lehenga);
    const res = await checkout(lehenga, 'COD');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Cash on delivery is available for orders up to ₹5,000; this order is ₹5,616. Please choose another payment method.',
    );
    expect(res.body.errors).toEqual([{ path: 'paymentMethod', message: res.body.message }]);
    expect(await stockOf(lehenga)).toBe(before);
    // The same order paid another way is placed, with no fee.
    const other = await checkout(lehenga, 'WHATSAPP');
    expect(other.status).toBe(201);
    expect(other.body.data).toMatchObject({ codFee: 0, totalAmount: 5616 });
  });

  it('is refused for a PIN code, or an area by its first digits, the shop turned it off for', async () => {
    for (const pin of ['400001', '400050', '110001']) {
      const res = await checkout(shawl, 'COD', pin);
      expect(res.status, pin).toBe(400);
      expect(res.body.message).toBe(
        `Cash on delivery is not available for PIN code ${pin}. Please choose another payment method.`,
      );
    }
    expect((await checkout(shawl, 'COD', '110002')).status).toBe(201);
  });

  it('online payment is refused at checkout without the keys', async () => {
    const res = await checkout(shawl, 'ONLINE');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This store does not take online payments. Please choose another payment method.');
  });
});

describe('the settings', () => {
  const env = { NODE_ENV: 'test' };
  it('take all three of Razorpay’s keys or none', () => {
    expect(() => loadConfig({ ...env, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }, {})).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together/,
    );
    const c = loadConfig(
      { ...env, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' },
      {},
    );
    expect(c.RAZORPAY_API_URL).toBe('https://api.razorpay.com');
  });

  it('read COD’s PIN codes as a list, refusing what is not one', () => {
    expect(loadConfig({ ...env, COD_BLOCKED_PINS: ' 4000, 110001 ,' }, {}).COD_BLOCKED_PINS).toEqual([
      '4000',
      '110001',
    ]);
    expect(() => loadConfig({ ...env, COD_BLOCKED_PINS: 'Mumbai' }, {})).toThrow(/COD_BLOCKED_PINS must be PIN codes/);
    expect(() => loadConfig({ ...env, COD_FEE: '12.345' }, {})).toThrow(/COD_FEE must be rupees/);
  });
});
