import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminDeliveryZone, AdminOrder, Order, PinDelivery, Session } from '@kuber/shared';
import { orders as ordersTable, products as productsTable } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * Delivery by PIN code through the real app: the lookup, the back office's zones, and orders
 * priced, promised and refused by them. The clock stands at Thursday 3 December 2026, 10:00 in
 * India, so the days promised do not depend on when the tests run.
 */
let t: TestApp;
let admin: Session;
let kurta: { id: number };
let scarf: { id: number };

const NOW = new Date('2026-12-03T04:30:00Z');
const BENGALURU = { ...ADDRESS, city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await createTestApp({ COD_BLOCKED_PINS: ['4000'] });
  const { rows } = await shoppingCatalogue(t.database.db, [
    { name: 'Cotton Kurta', category: 'mens-fashion', price: 800, stockQuantity: 1000 },
    { name: 'Silk Scarf', category: 'womens-fashion', price: 300, stockQuantity: 1000 },
  ]);
  kurta = rows.find((r) => r.name === 'Cotton Kurta')!;
  scarf = rows.find((r) => r.name === 'Silk Scarf')!;
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
  vi.useRealTimers();
});

const lookup = (pin: string) => t.anonymous().get<PinDelivery>(`/api/delivery/pin/${pin}`);
const addZone = (zone: object) => t.as(admin).post<AdminDeliveryZone>('/api/admin/delivery-zones', zone);
const removeZones = async () => {
  for (const z of (await t.as(admin).get<AdminDeliveryZone[]>('/api/admin/delivery-zones')).body.data)
    expect((await t.as(admin).delete(`/api/admin/delivery-zones/${z.id}`)).status).toBe(200);
};

/** A new shopper with the product in their cart, checking out to an address. */
async function checkout(
  address: object,
  {
    product = kurta,
    quantity = 1,
    paymentMethod = 'COD',
  }: { product?: { id: number }; quantity?: number; paymentMethod?: string } = {},
) {
  const { session } = await registerShopper(t.app);
  expect((await t.as(session).post('/api/cart/add', { productId: product.id, quantity })).status).toBe(200);
  return t.as(session).post<Order>('/api/orders/create', { shippingAddress: address, paymentMethod });
}

describe('the PIN code lookup', () => {
  it('answers where a PIN code is, and the store’s default: free, serviceable, 3 to 7 working days', async () => {
    const res = await lookup('560001');
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.data).toEqual({
      pinCode: '560001',
      city: 'Bengaluru',
      district: 'Bengaluru',
      state: 'Karnataka',
      serviceable: true,
      codAllowed: true,
      charge: 0,
      freeAbove: null,
      minDays: 3,
      maxDays: 7,
      // Thursday + 3 working days is Monday; + 7 is the Friday after (Sundays are not counted).
      deliveryFrom: '2026-12-07',
      deliveryBy: '2026-12-11',
    });
  });

  it('says cash on delivery is off where the shop’s COD list says so', async () => {
    expect((await lookup('400001')).body.data).toMatchObject({ state: 'Maharashtra', codAllowed: false });
  });

  it('refuses an unknown PIN code with 404, and a malformed one with 400', async () => {
    const unknown = await lookup('999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find PIN code 999999');
    for (const bad of ['12345', '012345', 'abcdef', '5600011']) {
      const res = await lookup(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors?.[0]?.message).toBe('A PIN code is 6 digits and does not start with 0');
    }
  });
});

describe('delivery zones in the back office', () => {
  it('adds, lists, edits and deletes a zone; the lookup follows it', async () => {
    const created = await addZone({
      name: 'North-east',
      states: ['Assam', 'Meghalaya'],
      pinPrefixes: ['79'],
      codAllowed: false,
      shippingCharge: 99,
      freeAbove: 1499,
      minDays: 5,
      maxDays: 10,
    });
    expect(created.status, created.text).toBe(201);
    const zone = created.body.data;
    expect(zone).toMatchObject({
      name: 'North-east',
      serviceable: true,
      codAllowed: false,
      shippingCharge: 99,
      version: 1,
    });

    expect((await lookup('781001')).body.data).toMatchObject({
      state: 'Assam',
      codAllowed: false,
      charge: 99,
      freeAbove: 1499,
      deliveryFrom: '2026-12-09',
      deliveryBy: '2026-12-15',
    });

    const list = await t.as(admin).get<AdminDeliveryZone[]>('/api/admin/delivery-zones');
    expect(list.body.data.map((z) => z.name)).toEqual(['North-east']);

    const edited = await t.as(admin).put<AdminDeliveryZone>(`/api/admin/delivery-zones/${zone.id}`, {
      ...zone,
      serviceable: false,
      version: 1,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data).toMatchObject({ serviceable: false, version: 2 });
    expect((await lookup('781001')).body.data).toMatchObject({
      serviceable: false,
      codAllowed: false,
      deliveryFrom: null,
      deliveryBy: null,
    });

    // A form loaded before that save is refused, saying so.
    const stale = await t.as(admin).put(`/api/admin/delivery-zones/${zone.id}`, { ...zone, name: 'NE', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/saved meanwhile/);

    expect((await t.as(admin).delete(`/api/admin/delivery-zones/${zone.id}`)).status).toBe(200);
    expect((await t.as(admin).get(`/api/admin/delivery-zones/${zone.id}`)).status).toBe(404);
    expect((await t.as(admin).delete(`/api/admin/delivery-zones/${zone.id}`)).status).toBe(404);
    expect((await lookup('781001')).body.data).toMatchObject({ serviceable: true, charge: 0 });
  });

  it.each([
    [{ pinPrefixes: ['0'] }, 'pinPrefixes.0', 'A PIN prefix is 1 to 6 digits and does not start with 0'],
    [{ pinPrefixes: ['5600011'] }, 'pinPrefixes.0', 'A PIN prefix is 1 to 6 digits and does not start with 0'],
    [{ states: ['Atlantis'] }, 'states.0', 'Please choose states from the list'],
    [{ states: [], pinPrefixes: [] }, 'states', 'Choose at least one state or PIN prefix'],
    [{ minDays: 5, maxDays: 2 }, 'maxDays', 'The slowest delivery must not be faster than the fastest'],
    [{ shippingCharge: -1 }, 'shippingCharge', 'The shipping charge must not be negative'],
    [{ shippingCharge: 10.005 }, 'shippingCharge', 'The shipping charge must be in whole paise'],
    [{ name: ' ' }, 'name', 'Please name the zone'],
  ])('refuses %j with the field at fault', async (change, path, message) => {
    const res = await addZone({ name: 'Bad', pinPrefixes: ['8'], minDays: 1, maxDays: 3, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it('refuses a PIN prefix or a state another zone has, however many ask at once', { tags: ['postgres'] }, async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        addZone({ name: `Kerala ${i}`, pinPrefixes: ['68'], minDays: 2, maxDays: 4 }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    const refused = results.find((r) => r.status === 400)!;
    expect(refused.body.errors).toEqual([
      { path: 'pinPrefixes', message: expect.stringMatching(/^PIN prefix 68 is already in the zone Kerala \d$/) },
    ]);
    const states = await Promise.all([
      addZone({ name: 'Goa A', states: ['Goa'], minDays: 2, maxDays: 4 }),
      addZone({ name: 'Goa B', states: ['Goa'], minDays: 2, maxDays: 4 }),
    ]);
    expect(states.map((r) => r.status).sort()).toEqual([201, 400]);
    await removeZones();
  });
});

describe('orders priced and promised by delivery', () => {
  it('refuses an unknown PIN code and a state the PIN code is not in, naming the field', async () => {
    const unknown = await checkout({ ...BENGALURU, pinCode: '999999' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([
      { path: 'shippingAddress.pinCode', message: 'PIN code 999999 is not an Indian PIN code' },
    ]);
    const wrong = await checkout({ ...BENGALURU, state: 'Delhi' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { path: 'shippingAddress.state', message: 'PIN code 560001 is in Karnataka, not Delhi' },
    ]);
    // The city is the shopper's words: a locality is taken.
    const locality = await checkout({ ...BENGALURU, city: 'Shivajinagar' });
    expect(locality.status, locality.text).toBe(201);
  });

  it('free everywhere with no zone, promised by the store’s latest day', async () => {
    const res = await checkout(BENGALURU);
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ shipping: 0, totalAmount: 864, deliveryBy: '2026-12-11' });
  });

  it('charges a zone’s shipping below its free amount, stores the zone and the day, and shows them to the admin', async () => {
    const zone = (
      await addZone({
        name: 'Karnataka',
        states: ['Karnataka'],
        shippingCharge: 49,
        freeAbove: 1000,
        minDays: 1,
        maxDays: 2,
      })
    ).body.data;
    const charged = await checkout(BENGALURU);
    expect(charged.status, charged.text).toBe(201);
    // 800 + 8% tax on the goods (64) + 49 shipping.
    expect(charged.body.data).toMatchObject({
      subtotal: 800,
      tax: 64,
      shipping: 49,
      totalAmount: 913,
      deliveryBy: '2026-12-05',
    });
    const [row] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, charged.body.data.id));
    expect(row).toMatchObject({
      deliveryZoneId: zone.id,
      deliveryBy: '2026-12-05',
      shippingPaise: 4900,
      totalPaise: 91300,
    });
    const asAdmin = await t.as(admin).get<AdminOrder>(`/api/admin/orders/${charged.body.data.id}`);
    expect(asAdmin.body.data).toMatchObject({ shipping: 49, deliveryBy: '2026-12-05' });

    // At the free amount it ships free.
    const free = await checkout(BENGALURU, { product: scarf, quantity: 4 });
    expect(free.body.data).toMatchObject({ subtotal: 1200, shipping: 0, totalAmount: 1296 });
    await removeZones();
  });

  it('refuses an order to a PIN code the shop does not serve, and takes no stock', async () => {
    await addZone({ name: 'Not yet', pinPrefixes: ['7'], serviceable: false, minDays: 1, maxDays: 1 });
    const before = await stock(kurta);
    const res = await checkout({ ...ADDRESS, city: 'Guwahati', state: 'Assam', pinCode: '781001' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'shippingAddress.pinCode', message: 'We do not deliver to 7xxxxx yet' }]);
    expect(await stock(kurta)).toBe(before);
    await removeZones();
  });

  it('refuses cash on delivery where the zone says no, and takes another way to pay', async () => {
    await addZone({ name: 'Prepaid only', states: ['Karnataka'], codAllowed: false, minDays: 1, maxDays: 3 });
    const cod = await checkout(BENGALURU);
    expect(cod.status).toBe(400);
    expect(cod.body.errors).toEqual([
      {
        path: 'paymentMethod',
        message: 'Cash on delivery is not available for PIN code 560001. Please choose another payment method.',
      },
    ]);
    expect((await checkout(BENGALURU, { paymentMethod: 'WHATSAPP' })).status).toBe(201);
    await removeZones();
  });

  it(
    'charges every one of many orders placed at once, and takes each one’s stock once',
    { tags: ['postgres'] },
    async () => {
      await addZone({ name: 'Karnataka', states: ['Karnataka'], shippingCharge: 60, minDays: 1, maxDays: 2 });
      const before = await stock(scarf);
      const results = await Promise.all(Array.from({ length: 10 }, () => checkout(BENGALURU, { product: scarf })));
      for (const r of results) {
        expect(r.status, r.text).toBe(201);
        expect(r.body.data).toMatchObject({ shipping: 60, totalAmount: 384 });
      }
      expect(await stock(scarf)).toBe(before - 10);
      await removeZones();
    },
  );
});

const stock = async (p: { id: number }) =>
  (
    await t.database.db.select({ s: productsTable.stockQuantity }).from(productsTable).where(eq(productsTable.id, p.id))
  )[0]!.s;

describe('a GST shop', () => {
  let g: TestApp;
  afterAll(async () => {
    await g?.close();
  });

  it('keeps the charge’s GST inside it, split as the order’s, and adds it to the total', async () => {
    g = await createTestApp({ TAX_MODE: 'gst', STORE_GSTIN: '22AAAAA0000A1Z5', STORE_STATE: 'Chhattisgarh' });
    const { rows } = await shoppingCatalogue(g.database.db, [
      { name: 'Linen Shirt', category: 'mens-fashion', price: 1000, stockQuantity: 10 },
    ]);
    const gAdmin = await loginAdmin(g.app, g.database.db);
    await g.as(gAdmin).post('/api/admin/delivery-zones', {
      name: 'Karnataka',
      states: ['Karnataka'],
      shippingCharge: 100,
      minDays: 1,
      maxDays: 2,
    });
    const { session } = await registerShopper(g.app);
    const shirt = rows.find((r) => r.name === 'Linen Shirt')!;
    expect((await g.as(session).post('/api/cart/add', { productId: shirt.id, quantity: 1 })).status).toBe(200);
    const res = await g
      .as(session)
      .post<Order>('/api/orders/create', { shippingAddress: BENGALURU, paymentMethod: 'COD' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({ subtotal: 1000, tax: 0, shipping: 100, totalAmount: 1100 });
    const [row] = await g.database.db.select().from(ordersTable).where(eq(ordersTable.id, res.body.data.id));
    // ₹1,000 of clothing at 5% holds 47.62 of IGST (across states); the ₹100 charge, taxed as the shirt, 4.76 more.
    expect(row).toMatchObject({ igstPaise: 4762 + 476, cgstPaise: 0, sgstPaise: 0, totalPaise: 110000 });
  });
});
