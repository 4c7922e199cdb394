import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrder,
  BulkShipResult,
  Courier,
  Order,
  OrderShipments,
  Session,
  Shipment,
  TrackedOrder,
} from '@kuber/shared';
import { outbox } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { pdfText } from '#api/test/pdf-text.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;
let admin: Session;
let tee: { id: number };
let bag: { id: number };
let delhivery: Courier;

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await shoppingCatalogue(t.database.db, [
    { name: 'Parcel Tee', category: 'mens-fashion', price: 500, sizes: ['M'], colors: ['Black'], stockQuantity: 1000 },
    { name: 'Parcel Bag', category: 'accessories', price: 1500, stockQuantity: 1000 },
  ]);
  tee = rows.find((r) => r.name === 'Parcel Tee')!;
  bag = rows.find((r) => r.name === 'Parcel Bag')!;
  admin = await loginAdmin(t.app, t.database.db);
  const list = await t.as(admin).get<Courier[]>('/api/admin/couriers');
  delhivery = list.body.data.find((c) => c.name === 'Delhivery')!;
});
afterAll(async () => {
  await t?.close();
});

/** A shopper's cash-on-delivery order of `teeQty` tees (size M, black) and a bag. */
async function placeOrder(session: Session, teeQty = 3, phone = ADDRESS.phone): Promise<Order> {
  await t.as(session).post('/api/cart/add', { productId: tee.id, quantity: teeQty, size: 'M', color: 'Black' });
  await t.as(session).post('/api/cart/add', { productId: bag.id, quantity: 1 });
  const res = await t.as(session).post<Order>('/api/orders/create', {
    shippingAddress: { ...ADDRESS, phone },
    paymentMethod: 'COD',
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

const pack = (orderId: number, items: { orderItemId: number; quantity: number }[], extra: object = {}) =>
  t.as(admin).post<OrderShipments>(`/api/admin/orders/${orderId}/shipments`, { items, ...extra });
const ship = (shipmentId: number, body: object = {}) =>
  t.as(admin).put<OrderShipments>(`/api/admin/shipments/${shipmentId}/ship`, body);
const deliver = (shipmentId: number) => t.as(admin).put<OrderShipments>(`/api/admin/shipments/${shipmentId}/deliver`);
const adminOrder = async (id: number) => (await t.as(admin).get<AdminOrder>(`/api/admin/orders/${id}`)).body.data;

describe('couriers', () => {
  it('starts with the usual Indian couriers, each with an https tracking pattern holding {awb}', async () => {
    const res = await t.as(admin).get<Courier[]>('/api/admin/couriers');
    const names = res.body.data.map((c) => c.name);
    for (const name of ['Delhivery', 'Blue Dart', 'DTDC', 'India Post Speed Post', 'Ekart', 'Xpressbees', 'Shadowfax'])
      expect(names).toContain(name);
    for (const c of res.body.data) expect(c.trackingUrlPattern).toMatch(/^https:\/\/.*\{awb\}/);
  });

  it('adds, edits and switches off a courier; a switched-off courier is refused for a parcel', async () => {
    const added = await t
      .as(admin)
      .post<Courier>('/api/admin/couriers', { name: 'Trackon', trackingUrlPattern: 'https://trackon.in/t/{awb}' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'Trackon', active: true });
    const twice = await t
      .as(admin)
      .post('/api/admin/couriers', { name: 'Trackon', trackingUrlPattern: 'https://trackon.in/t/{awb}' });
    expect(twice.status).toBe(409);

    const renamed = await t
      .as(admin)
      .put<Courier>(`/api/admin/couriers/${added.body.data.id}`, { name: 'Trackon Couriers', active: false });
    expect(renamed.body.data).toMatchObject({ name: 'Trackon Couriers', active: false });

    const shopper = await registerShopper(t.app);
    const order = await placeOrder(shopper.session, 1);
    const refused = await pack(order.id, [{ orderItemId: order.items[0]!.id, quantity: 1 }], {
      courierId: added.body.data.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/switched off/);
  });

  it('refuses a pattern that is not https or has no {awb}, with a clear message', async () => {
    for (const [pattern, message] of [
      ['http://track.example.in/{awb}', 'must be an https:// address'],
      ['https://track.example.in/', 'must contain {awb}'],
      ['javascript:alert(1)//{awb}', 'must be an https:// address'],
    ]) {
      const res = await t.as(admin).post('/api/admin/couriers', { name: 'Bad Courier', trackingUrlPattern: pattern });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.errors)).toContain(message);
    }
    expect((await t.as(admin).put('/api/admin/couriers/999999', { active: false })).status).toBe(404);
    expect((await t.as(admin).put(`/api/admin/couriers/${delhivery.id}`, {})).status).toBe(400);
  });
});

describe('shipments', () => {
  it('packs an order into two parcels, never more than ordered; the first shipped ships the order, the last delivered delivers it', async () => {
    const shopper = await registerShopper(t.app);
    const order = await placeOrder(shopper.session, 3);
    const [teeLine, bagLine] = order.items.some((i) => i.name === 'Parcel Tee')
      ? [order.items.find((i) => i.name === 'Parcel Tee')!, order.items.find((i) => i.name === 'Parcel Bag')!]
      : [order.items[0]!, order.items[1]!];

    const first = await pack(order.id, [{ orderItemId: teeLine.id, quantity: 2 }], {
      courierId: delhivery.id,
      awb: 'DL 1234/5'.replace(/[ /]/g, ''),
      weightGrams: 800,
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body.data.canPack).toBe(true);
    expect(first.body.data.lines.find((l) => l.orderItemId === teeLine.id)).toMatchObject({ ordered: 3, packed: 2 });

    const tooMany = await pack(order.id, [{ orderItemId: teeLine.id, quantity: 2 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toMatch(/only 1 left to pack, 2 asked/);
    const notOurs = await pack(order.id, [{ orderItemId: 99_999_999, quantity: 1 }]);
    expect(notOurs.status).toBe(404);

    const second = await pack(order.id, [
      { orderItemId: teeLine.id, quantity: 1 },
      { orderItemId: bagLine.id, quantity: 1 },
    ]);
    expect(second.status).toBe(201);
    expect(second.body.data.canPack).toBe(false);
    const [p1, p2] = second.body.data.shipments;

    // Shipping needs a courier and an AWB: the second parcel was packed without them.
    const bare = await ship(p2!.id);
    expect(bare.status).toBe(409);
    expect(bare.body.message).toMatch(/courier/);
    expect((await ship(p2!.id, { courierId: delhivery.id })).body.message).toMatch(/AWB/);

    const shipped = await ship(p1!.id);
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.data.shipments[0]).toMatchObject({
      status: 'SHIPPED',
      courierName: 'Delhivery',
      awb: 'DL12345',
      trackingUrl: 'https://www.delhivery.com/track/package/DL12345',
    });
    let now = await adminOrder(order.id);
    expect(now.status).toBe('SHIPPED');
    expect(now.shippedAt).not.toBeNull();
    expect((await ship(p1!.id)).status).toBe(409);
    // A shipped parcel stays on record.
    expect((await t.as(admin).delete(`/api/admin/shipments/${p1!.id}`)).status).toBe(409);

    // The shopper is mailed the parcel's link, once, and not the order's plain "shipped" mail as well.
    const mails = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, shopper.body.email))
      .orderBy(desc(outbox.id));
    const shippedMails = mails.filter((m) => /on its way/.test(m.subject));
    expect(shippedMails).toHaveLength(1);
    expect(shippedMails[0]!.body).toContain('https://www.delhivery.com/track/package/DL12345');
    expect(shippedMails[0]!.body).toContain('Parcel Tee (size M, Black) × 2');

    const blueDart = (await t.as(admin).get<Courier[]>('/api/admin/couriers')).body.data.find(
      (c) => c.name === 'Blue Dart',
    )!;
    expect((await ship(p2!.id, { courierId: blueDart.id, awb: 'BD-778899' })).status).toBe(200);
    expect((await deliver(p1!.id)).status).toBe(200);
    now = await adminOrder(order.id);
    expect(now.status).toBe('SHIPPED');
    expect(now.deliveredAt).toBeNull();
    expect((await deliver(p1!.id)).status).toBe(409);

    const last = await deliver(p2!.id);
    expect(last.body.data.shipments.map((s) => s.status)).toEqual(['DELIVERED', 'DELIVERED']);
    now = await adminOrder(order.id);
    expect(now.status).toBe('DELIVERED');
    expect(now.deliveredAt).not.toBeNull();
    // Cash on delivery: collected when delivered.
    expect(now.paymentStatus).toBe('PAID');
    const codes = now.history.map((h) => h.noteCode);
    expect(codes.filter((c) => c === 'parcelPacked')).toHaveLength(2);
    expect(codes.filter((c) => c === 'parcelShipped')).toHaveLength(2);
    expect(codes.filter((c) => c === 'parcelDelivered')).toHaveLength(2);
    expect(now.history.find((h) => h.noteCode === 'parcelShipped')!.note).toBe(
      `Parcel ${p1!.id} shipped with Delhivery, AWB DL12345`,
    );

    // The shopper sees their parcels; another shopper is told there is no such order.
    const mine = await t.as(shopper.session).get<Shipment[]>(`/api/orders/${order.id}/shipments`);
    expect(mine.body.data.map((s) => s.awb)).toEqual(['DL12345', 'BD-778899']);
    expect(mine.body.data[1]!.trackingUrl).toBe(blueDart.trackingUrlPattern.replace('{awb}', 'BD-778899'));
    const other = await registerShopper(t.app);
    expect((await t.as(other.session).get(`/api/orders/${order.id}/shipments`)).status).toBe(404);
  });

  it('does not ship a delivered order twice, nor pack a cancelled one; a packed parcel can be removed', async () => {
    const shopper = await registerShopper(t.app);
    const order = await placeOrder(shopper.session, 1);
    const packed = await pack(order.id, [{ orderItemId: order.items[0]!.id, quantity: 1 }]);
    const parcel = packed.body.data.shipments[0]!;
    const removed = await t.as(admin).delete<OrderShipments>(`/api/admin/shipments/${parcel.id}`);
    expect(removed.body.data.shipments).toEqual([]);
    expect(removed.body.data.lines.every((l) => l.packed === 0)).toBe(true);

    const again = await pack(order.id, [{ orderItemId: order.items[0]!.id, quantity: 1 }]);
    expect((await t.as(shopper.session).put(`/api/orders/${order.id}/cancel`)).status).toBe(200);
    const refused = await pack(order.id, [{ orderItemId: order.items[1]!.id, quantity: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/cancelled: it cannot be shipped/);
    const shipRefused = await ship(again.body.data.shipments[0]!.id, { courierId: delhivery.id, awb: 'CANCEL1' });
    expect(shipRefused.status).toBe(409);
    expect((await adminOrder(order.id)).status).toBe('CANCELLED');
  });

  it(
    'takes two admins packing the same lines at once in turn: never more packed than ordered',
    { tags: ['postgres'] },
    async () => {
      const shopper = await registerShopper(t.app);
      const order = await placeOrder(shopper.session, 3);
      const line = order.items.find((i) => i.quantity === 3)!;
      const results = await Promise.all(
        Array.from({ length: 8 }, () => pack(order.id, [{ orderItemId: line.id, quantity: 2 }])),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(7);
      const now = (await t.as(admin).get<OrderShipments>(`/api/admin/orders/${order.id}/shipments`)).body.data;
      expect(now.lines.find((l) => l.orderItemId === line.id)!.packed).toBe(2);

      // One at a time, the last one left is packed once.
      const ones = await Promise.all(
        Array.from({ length: 6 }, () => pack(order.id, [{ orderItemId: line.id, quantity: 1 }])),
      );
      expect(ones.filter((r) => r.status === 201)).toHaveLength(1);
      // Shipped at once by many: one ships it, the order moves once.
      const parcel = now.shipments[0]!;
      const shipped = await Promise.all(
        Array.from({ length: 5 }, () => ship(parcel.id, { courierId: delhivery.id, awb: 'RACE1234' })),
      );
      expect(shipped.filter((r) => r.status === 200)).toHaveLength(1);
      const history = (await adminOrder(order.id)).history;
      expect(history.filter((h) => h.status === 'SHIPPED' && h.noteCode === 'parcelShipped')).toHaveLength(1);

      // The bag packed and everything shipped, then all delivered by many at once: the order is
      // delivered and its cash collected once.
      const bagLine = order.items.find((i) => i.id !== line.id)!;
      await pack(order.id, [{ orderItemId: bagLine.id, quantity: 1 }]);
      let parcels = (await t.as(admin).get<OrderShipments>(`/api/admin/orders/${order.id}/shipments`)).body.data;
      for (const p of parcels.shipments.filter((p) => p.status === 'PACKED'))
        expect((await ship(p.id, { courierId: delhivery.id, awb: `RACE${p.id}` })).status).toBe(200);
      parcels = (await t.as(admin).get<OrderShipments>(`/api/admin/orders/${order.id}/shipments`)).body.data;
      expect(parcels.shipments).toHaveLength(3);
      const delivered = await Promise.all(
        parcels.shipments.flatMap((p) => [deliver(p.id), deliver(p.id), deliver(p.id)]),
      );
      expect(delivered.filter((r) => r.status === 200)).toHaveLength(3);
      const done = await adminOrder(order.id);
      expect(done.status).toBe('DELIVERED');
      expect(done.paymentStatus).toBe('PAID');
      expect(done.history.filter((h) => h.status === 'DELIVERED')).toHaveLength(1);
    },
  );

  it('mails a Hindi order’s shopper in Hindi, with the link', async () => {
    const shopper = await registerShopper(t.app);
    await t.as(shopper.session).post('/api/cart/add', { productId: bag.id, quantity: 1 });
    const order = (
      await t.as(shopper.session).post<Order>('/api/orders/create', {
        shippingAddress: ADDRESS,
        paymentMethod: 'COD',
        language: 'hi',
      })
    ).body.data;
    const packed = await pack(order.id, [{ orderItemId: order.items[0]!.id, quantity: 1 }], {
      courierId: delhivery.id,
      awb: 'HINDI001',
    });
    await ship(packed.body.data.shipments[0]!.id);
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, shopper.body.email))
      .orderBy(desc(outbox.id));
    expect(mail!.subject).toBe(`आपका Kuber Fashion ऑर्डर ${order.orderNumber} भेज दिया गया है`);
    expect(mail!.body).toContain('कूरियर: Delhivery, AWB नंबर HINDI001');
    expect(mail!.body).toContain('https://www.delhivery.com/track/package/HINDI001');
  });
});

describe('many orders at once', () => {
  it('ships the orders it can, each with its courier and AWB, and reports those it cannot', async () => {
    const shopper = await registerShopper(t.app);
    const a = await placeOrder(shopper.session, 1);
    const b = await placeOrder(shopper.session, 2);
    const cancelled = await placeOrder(shopper.session, 1);
    await t.as(shopper.session).put(`/api/orders/${cancelled.id}/cancel`);
    const res = await t.as(admin).post<BulkShipResult>('/api/admin/orders/bulk/ship', {
      orders: [
        { orderId: a.id, courierId: delhivery.id, awb: 'BULK0001' },
        { orderId: b.id, courierId: delhivery.id, awb: 'BULK0002' },
        { orderId: cancelled.id, courierId: delhivery.id, awb: 'BULK0003' },
        { orderId: 99_999_999, courierId: delhivery.id, awb: 'BULK0004' },
      ],
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.shipped.map((s) => s.orderNumber)).toEqual([a.orderNumber, b.orderNumber]);
    expect(res.body.data.refused).toEqual([
      {
        orderId: cancelled.id,
        orderNumber: cancelled.orderNumber,
        reason: `Order ${cancelled.orderNumber} is cancelled: it cannot be shipped`,
      },
      { orderId: 99_999_999, orderNumber: null, reason: 'Order not found' },
    ]);
    expect((await adminOrder(b.id)).status).toBe('SHIPPED');
    const parcels = (await t.as(admin).get<OrderShipments>(`/api/admin/orders/${b.id}/shipments`)).body.data;
    expect(parcels.shipments).toHaveLength(1);
    expect(parcels.shipments[0]!.items.map((i) => i.quantity).sort()).toEqual([1, 2]);
    const again = await t.as(admin).post<BulkShipResult>('/api/admin/orders/bulk/ship', {
      orders: [{ orderId: a.id, courierId: delhivery.id, awb: 'BULK0005' }],
    });
    expect(again.body.data.refused[0]!.reason).toMatch(/shipped already/);
  });

  it('exports a courier CSV: address, PIN, weight and the cash to collect (0 once paid), formulas neutralised', async () => {
    const shopper = await registerShopper(t.app);
    const cod = await placeOrder(shopper.session, 2);
    await t.as(shopper.session).post('/api/cart/add', { productId: bag.id, quantity: 1 });
    const paid = (
      await t.as(shopper.session).post<Order>('/api/orders/create', {
        shippingAddress: { ...ADDRESS, fullName: 'Asha Verma', line1: '=HYPERLINK("x") Road' },
        paymentMethod: 'COD',
      })
    ).body.data;
    await t.as(admin).put(`/api/admin/orders/${paid.id}/payment`, { status: 'PAID' });
    const res = await t.as(admin).get(`/api/admin/orders/bulk/courier-csv?ids=${cod.id},${paid.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const [header, first, second] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(
      'Order number,Name,Phone,Address line 1,Address line 2,City,State,PIN code,Weight (grams),COD amount,Product description',
    );
    expect(first).toBe(
      `${cod.orderNumber},Asha Verma,9876543210,"12, MG Road",Near City Mall,Bilaspur,Chhattisgarh,495001,1500,${cod.totalAmount.toFixed(2)},"Parcel Tee (M, Black) x 2; Parcel Bag x 1"`,
    );
    expect(second).toContain(`${paid.orderNumber},Asha Verma,9876543210,"'=HYPERLINK(""x"") Road"`);
    expect(second).toContain(',500,0.00,Parcel Bag x 1');
    expect(cod.totalAmount).toBeGreaterThan(0);

    expect((await t.as(admin).get('/api/admin/orders/bulk/courier-csv?ids=99999999')).status).toBe(404);
    expect((await t.as(admin).get('/api/admin/orders/bulk/courier-csv?ids=1,,2')).status).toBe(400);
  });

  it('prints the orders’ packing slips and invoices in one PDF', async () => {
    const shopper = await registerShopper(t.app);
    const a = await placeOrder(shopper.session, 1);
    const b = await placeOrder(shopper.session, 2);
    const res = await t.as(admin).get(`/api/admin/orders/bulk/papers?ids=${a.id},${b.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.bytes);
    expect(text.match(/Packing Slip/g)).toHaveLength(2);
    expect(text.match(/Invoice/g)!.length).toBeGreaterThanOrEqual(2);
    expect(text.indexOf(a.orderNumber)).toBeLessThan(text.indexOf(b.orderNumber));
    // A cash-on-delivery order's slip says what to collect (the rupee sign is a run of its own in the PDF).
    expect(text.replace(/\n/g, '')).toContain(`Collect ₹${a.totalAmount.toLocaleString('en-IN')} in cash`);
  });
});

describe('tracking an order without logging in', () => {
  it('answers the order’s status, parcels and history for its number and phone or email, and nothing of the account', async () => {
    const shopper = await registerShopper(t.app);
    const order = await placeOrder(shopper.session, 1);
    const packed = await pack(
      order.id,
      order.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity })),
      {
        courierId: delhivery.id,
        awb: 'TRACK0001',
      },
    );
    await ship(packed.body.data.shipments[0]!.id);

    for (const contact of ['+91 98765-43210', shopper.body.email.toUpperCase()]) {
      const res = await t.anonymous().post<TrackedOrder>('/api/track-order', {
        orderNumber: order.orderNumber.toLowerCase(),
        contact,
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toMatchObject({
        orderNumber: order.orderNumber,
        status: 'SHIPPED',
        city: 'Bilaspur',
        pinCode: '495001',
      });
      expect(res.body.data.shipments[0]).toMatchObject({
        awb: 'TRACK0001',
        courierName: 'Delhivery',
        status: 'SHIPPED',
      });
      expect(res.body.data.history.map((h) => h.status)).toContain('SHIPPED');
      for (const secret of [shopper.body.email, 'MG Road', 'Asha', 'Matrix', '9876543210'])
        expect(res.text.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });

  it('answers the same 404 for a wrong phone or email, another shopper’s order, and an unknown number', async () => {
    const asha = await registerShopper(t.app);
    const ravi = await registerShopper(t.app);
    const ashas = await placeOrder(asha.session, 1);
    const ravis = await placeOrder(ravi.session, 1, '9123456789');
    const tries = [
      { orderNumber: ashas.orderNumber, contact: '9000000000' },
      { orderNumber: ashas.orderNumber, contact: 'someone@example.in' },
      { orderNumber: ashas.orderNumber, contact: '43210' },
      { orderNumber: ravis.orderNumber, contact: ADDRESS.phone },
      { orderNumber: ravis.orderNumber, contact: asha.body.email },
      { orderNumber: 'KF1', contact: ADDRESS.phone },
    ];
    const answers = await Promise.all(tries.map((b) => t.anonymous().post('/api/track-order', b)));
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('We could not find an order with that number and phone number or email');
    }
    expect((await t.anonymous().post('/api/track-order', { orderNumber: '', contact: '' })).status).toBe(400);
  });

  it('is rate-limited per address', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (await limited.anonymous().post('/api/track-order', { orderNumber: 'KF1', contact: '9000000000' })).status,
        );
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
