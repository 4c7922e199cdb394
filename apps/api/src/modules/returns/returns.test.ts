import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrder,
  AdminProduct,
  AdminReturn,
  AdminPage,
  AdminReturnRow,
  Coupon,
  Order,
  OrderReturns,
  Paged,
  ReturnRequest,
  Session,
} from '@kuber/shared';
import {
  couriers,
  creditNotes,
  orders as ordersTable,
  orderStatusHistory,
  outbox,
  payments,
  products as productsTable,
  productVariants,
} from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { startRazorpayStandIn, type RazorpayStandIn } from '#api/test/razorpay-stand-in.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { smallPng, uploadForm } from '../uploads/test-pictures.js';

let t: TestApp;
let admin: Session;
let kurta: { id: number };
let innerwear: { id: number };
let courierId: number;

beforeAll(async () => {
  t = await createTestApp({ RETURN_WINDOW_DAYS: 30 });
  const { rows } = await shoppingCatalogue(t.database.db, [
    {
      name: 'Return Kurta',
      category: 'mens-fashion',
      price: 999.99,
      sizes: ['S', 'M', 'L'],
      colors: ['Blue'],
      variants: [
        { size: 'S', color: 'Blue', stockQuantity: 10 },
        { size: 'M', color: 'Blue', stockQuantity: 100 },
        { size: 'L', color: 'Blue', stockQuantity: 1 },
      ],
    },
    { name: 'Cotton Briefs', category: 'mens-fashion', price: 299, sizes: ['M'], colors: ['White'], stockQuantity: 50 },
  ]);
  kurta = rows.find((r) => r.name === 'Return Kurta')!;
  innerwear = rows.find((r) => r.name === 'Cotton Briefs')!;
  await t.database.db.update(productsTable).set({ returnable: false }).where(eq(productsTable.id, innerwear.id));
  // One of the couriers every store starts with.
  const [courier] = await t.database.db.select().from(couriers).where(eq(couriers.name, 'Delhivery'));
  courierId = courier!.id;
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const shopper = async () => (await registerShopper(t.app)).session;

/** A shopper's cash-on-delivery order of the kurta (and what else is given), delivered by the admin: paid on delivery. */
async function deliveredOrder(
  session: Session,
  lines: { productId: number; quantity: number; size?: string; color?: string }[] = [
    { productId: kurta.id, quantity: 2, size: 'M', color: 'Blue' },
  ],
  couponCode?: string,
): Promise<Order> {
  for (const line of lines) await t.as(session).post('/api/cart/add', line);
  const placed = await t
    .as(session)
    .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD', couponCode });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const delivered = await t.as(admin).put<AdminOrder>(`/api/admin/orders/${placed.body.data.id}/status`, {
    status: 'DELIVERED',
  });
  expect(delivered.status).toBe(200);
  return placed.body.data;
}

async function stock(size: string, productId = kurta.id, color = 'Blue') {
  const [v] = await t.database.db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(
      and(eq(productVariants.productId, productId), eq(productVariants.size, size), eq(productVariants.color, color)),
    );
  return v!.stock;
}

const ask = (session: Session, orderId: number, body: Record<string, unknown>) =>
  t.as(session).post<ReturnRequest>(`/api/orders/${orderId}/returns`, body);
const step = (id: number, body: Record<string, unknown>) =>
  t.as(admin).put<AdminReturn>(`/api/admin/returns/${id}/step`, body);
/** Takes the request through the steps named, each from the version it is at; answers the last. */
async function steps(id: number, ...named: Record<string, unknown>[]): Promise<AdminReturn> {
  let version = (await t.as(admin).get<AdminReturn>(`/api/admin/returns/${id}`)).body.data.version;
  let last: AdminReturn | undefined;
  for (const body of named) {
    const res = await step(id, { ...body, version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    last = res.body.data;
    version = last.version;
  }
  return last!;
}
const checkAll = (r: AdminReturn, restocked: boolean) => ({
  step: 'check',
  items: r.items.map((i) => ({
    id: i.id,
    restocked: restocked ? i.quantity : 0,
    writtenOff: restocked ? 0 : i.quantity,
  })),
});
const request = async (id: number) => (await t.as(admin).get<AdminReturn>(`/api/admin/returns/${id}`)).body.data;

describe('a return, from the shopper’s request to the refund', () => {
  it('moves stock only when the parcel is checked, refunds the lines’ share of what was paid once, and tells the shopper at every step', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s);
    const line = order.items[0]!;
    expect(await stock('M')).toBe(98);

    const terms = await t.as(s).get<OrderReturns>(`/api/orders/${order.id}/returns`);
    expect(terms.body.data).toMatchObject({ windowDays: 30, open: true, requests: [] });
    expect(terms.body.data.lines).toEqual([
      expect.objectContaining({ orderItemId: line.id, returnable: true, available: 2 }),
    ]);
    expect(terms.body.data.lines[0]!.exchangeOptions).toEqual([
      { size: 'S', color: 'Blue', inStock: true },
      { size: 'L', color: 'Blue', inStock: true },
    ]);

    const asked = await ask(s, order.id, {
      kind: 'RETURN',
      items: [{ orderItemId: line.id, quantity: 1, reason: 'TOO_BIG', comment: 'Loose at the shoulders' }],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.data.id;
    expect(asked.body.data).toMatchObject({
      kind: 'RETURN',
      status: 'REQUESTED',
      refundTo: 'ORIGINAL',
      canCancel: true,
    });
    expect(await stock('M')).toBe(98);
    // Only one of the two is left to ask for.
    const tooMany = await ask(s, order.id, {
      kind: 'RETURN',
      items: [{ orderItemId: line.id, quantity: 2, reason: 'TOO_BIG' }],
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe('Only 1 of Return Kurta, size M, Blue can still be returned or exchanged');

    const queue = await t.as(admin).get<AdminPage<AdminReturnRow>>('/api/admin/returns?status=REQUESTED');
    expect(queue.body.data.items[0]).toMatchObject({
      id,
      orderNumber: order.orderNumber,
      kind: 'RETURN',
      quantity: 1,
      reasons: ['TOO_BIG'],
    });

    const approved = await step(id, { step: 'approve', version: 1 });
    expect(approved.body.data.status).toBe('APPROVED');
    // A second admin's screen, still at version 1, is refused.
    const stale = await step(id, { step: 'reject', version: 1, reason: 'Worn' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This request was changed meanwhile: it is now approved. Reload to see it.');
    // Out of turn: no refund before it is received and checked.
    expect((await step(id, { step: 'refund', version: 2, reference: 'UTR1' })).status).toBe(409);

    const picked = await steps(id, { step: 'pickup', courierId, awb: 'DLV12345' });
    expect(picked.pickup).toEqual({
      courier: 'Delhivery',
      awb: 'DLV12345',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV12345',
    });
    const received = await steps(id, { step: 'receive' });
    expect(received.status).toBe('RECEIVED');
    expect(await stock('M')).toBe(98);
    // Every piece received is said of: back to stock or written off.
    const half = await step(id, {
      step: 'check',
      version: received.version,
      items: [{ id: received.items[0]!.id, restocked: 0, writtenOff: 0 }],
    });
    expect(half.status).toBe(400);
    const checked = await steps(id, checkAll(received, true));
    expect(checked.items[0]).toMatchObject({ restocked: 1, writtenOff: 0 });
    expect(await stock('M')).toBe(99);

    // Two pieces at ₹999.99 with 8% tax added: ₹2,159.98 paid for the goods, ₹1,079.99 each.
    expect(checked.refundDue).toBe(1079.99);
    const noReference = await step(id, { step: 'refund', version: checked.version });
    expect(noReference.status).toBe(400);
    expect(noReference.body.errors).toEqual([
      { path: 'reference', message: 'Please give the reference of the refund you made (UPI or bank)' },
    ]);
    const refunded = await steps(id, { step: 'refund', reference: 'UTR998877' });
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundAmount: 1079.99, storeCreditCode: null });

    const after = (await t.as(s).get<Order>(`/api/orders/${order.id}`)).body.data;
    expect(after).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PARTIALLY_REFUNDED' });
    expect(after.payments.filter((p) => p.kind === 'REFUND')).toEqual([
      expect.objectContaining({ provider: 'manual', amount: 1079.99, reference: 'UTR998877', note: `Return #${id}` }),
    ]);
    expect(after.history!.map((h) => h.noteCode).filter((c) => c?.startsWith('return'))).toEqual([
      'returnRequested',
      'returnApproved',
      'returnPickupScheduled',
      'returnReceived',
      'returnChecked',
      'returnRefunded',
    ]);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, s.user.email)).orderBy(asc(outbox.id));
    const subjects = mails
      .map((m) => m.subject)
      .filter(
        (m) =>
          m.includes('request') ||
          m.includes('pickup') ||
          m.includes('parcel') ||
          m.includes('checked') ||
          m.includes('refund'),
      );
    expect(subjects).toHaveLength(6);
    expect(mails.at(-1)!.body).toContain('We have refunded ₹1,079.99 the way you paid');
  });

  it('keeps a return’s refund as store credit when the shopper asks: a coupon spendable at checkout, and the order RETURNED once every piece is back, its stock never returned twice', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [{ productId: kurta.id, quantity: 1, size: 'S', color: 'Blue' }]);
    expect(await stock('S')).toBe(9);
    const asked = await ask(s, order.id, {
      kind: 'RETURN',
      refundTo: 'STORE_CREDIT',
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'CHANGED_MIND' }],
    });
    const received = await steps(asked.body.data.id, { step: 'approve' }, { step: 'receive' });
    // Closing the order under an open request is refused: it would count its stock twice.
    const closing = await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'RETURNED' });
    expect(closing.status).toBe(409);
    expect(closing.body.message).toContain(`Return request #${asked.body.data.id} of this order is still open`);
    const done = await steps(asked.body.data.id, checkAll(received, true), { step: 'refund' });
    expect(done).toMatchObject({ status: 'REFUNDED', refundAmount: 1079.99 });
    expect(done.storeCreditCode).toMatch(/^KF-/);
    expect(await stock('S')).toBe(10);

    const closed = (await t.as(s).get<Order>(`/api/orders/${order.id}`)).body.data;
    expect(closed).toMatchObject({ status: 'RETURNED', paymentStatus: 'REFUNDED' });
    expect(closed.history!.at(-1)).toMatchObject({ status: 'RETURNED', noteCode: 'returnCompleted' });
    const [row] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, order.id));
    expect(row!.stockReturned).toBe(true);
    // The admin cancelling it now moves no stock again.
    expect((await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'CANCELLED' })).status).toBe(200);
    expect(await stock('S')).toBe(10);
    // Nor does it open again: its pieces came back by return.
    const reopen = await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'DELIVERED' });
    expect(reopen.status).toBe(409);

    const credit = (await t.as(s).get<Paged<Coupon>>('/api/coupons')).body.data.data.find(
      (c) => c.code === done.storeCreditCode,
    )!;
    expect(credit).toMatchObject({
      kind: 'STORE_CREDIT',
      value: 1079.99,
      minOrderAmount: 0,
      status: 'AVAILABLE',
      level: 0,
    });
    // Spent whole on one order, as every coupon is: here on one worth more than the credit.
    const spent = await deliveredOrder(
      s,
      [{ productId: kurta.id, quantity: 2, size: 'M', color: 'Blue' }],
      credit.code,
    );
    expect(spent.discount).toBe(1079.99);
  });
});

describe('an exchange', () => {
  it('holds the size asked for at once, refuses it when it sold out meanwhile, and ships the held piece when the return is checked', async () => {
    const first = await shopper();
    const second = await shopper();
    const mine = await deliveredOrder(first, [{ productId: kurta.id, quantity: 1, size: 'M', color: 'Blue' }]);
    const theirs = await deliveredOrder(second, [{ productId: kurta.id, quantity: 1, size: 'M', color: 'Blue' }]);
    const m = await stock('M');
    expect(await stock('L')).toBe(1);

    const exchange = (s: Session, o: Order) =>
      ask(s, o.id, {
        kind: 'EXCHANGE',
        items: [{ orderItemId: o.items[0]!.id, quantity: 1, reason: 'TOO_SMALL', exchangeSize: 'L' }],
      });
    const held = await exchange(first, mine);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect(held.body.data.items[0]).toMatchObject({ exchangeSize: 'L', exchangeColor: 'Blue' });
    expect(await stock('L')).toBe(0);
    const soldOut = await exchange(second, theirs);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.message).toBe(
      'Return Kurta, size L, Blue has sold out meanwhile. Please choose another size or colour.',
    );
    // The same size as bought is no exchange.
    const same = await ask(second, theirs.id, {
      kind: 'EXCHANGE',
      items: [{ orderItemId: theirs.items[0]!.id, quantity: 1, reason: 'TOO_SMALL', exchangeSize: 'M' }],
    });
    expect(same.status).toBe(400);

    const id = held.body.data.id;
    const received = await steps(
      id,
      { step: 'approve' },
      { step: 'pickup', courierId, awb: 'PICK-1' },
      { step: 'receive' },
    );
    expect((await step(id, { step: 'refund', version: received.version })).status).toBe(409);
    const checked = await steps(id, checkAll(received, true));
    expect(await stock('M')).toBe(m + 1);
    const shipped = await steps(id, { step: 'shipExchange', courierId, awb: 'SHIP-2' });
    expect(shipped).toMatchObject({ status: 'EXCHANGE_SHIPPED', replacement: { courier: 'Delhivery', awb: 'SHIP-2' } });
    expect(checked.items[0]!.restocked).toBe(1);
    expect(await stock('L')).toBe(0);

    // The order returned whole afterwards gives back what the shopper holds now: the L, not the M again.
    const returned = await t.as(admin).put(`/api/admin/orders/${mine.id}/status`, { status: 'RETURNED' });
    expect(returned.status).toBe(200);
    expect(await stock('M')).toBe(m + 1);
    expect(await stock('L')).toBe(1);
  });

  it('gives the held size back when the shop rejects it or the shopper cancels it, and says why it was rejected', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s);
    const small = await stock('S');
    const exchange = () =>
      ask(s, order.id, {
        kind: 'EXCHANGE',
        items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'TOO_BIG', exchangeSize: 'S' }],
      });
    const one = await exchange();
    expect(await stock('S')).toBe(small - 1);
    await steps(one.body.data.id, { step: 'approve' }, { step: 'reject', reason: 'The tag was removed' });
    expect(await stock('S')).toBe(small);
    const seen = (await t.as(s).get<OrderReturns>(`/api/orders/${order.id}/returns`)).body.data;
    expect(seen.requests[0]).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'The tag was removed',
      canCancel: false,
    });
    // A rejected request asks for nothing: both pieces may be asked for again.
    expect(seen.lines[0]!.available).toBe(2);

    const two = await exchange();
    expect(await stock('S')).toBe(small - 1);
    const cancelled = await t.as(s).put<ReturnRequest>(`/api/returns/${two.body.data.id}/cancel`, { version: 1 });
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(await stock('S')).toBe(small);
    expect((await t.as(s).put(`/api/returns/${two.body.data.id}/cancel`, { version: 2 })).status).toBe(409);
  });
});

describe('what cannot be returned', () => {
  it('refuses a product marked not returnable, and a request after the window, saying until when it was open', async () => {
    const s = await shopper();
    const order = await deliveredOrder(s, [
      { productId: kurta.id, quantity: 1, size: 'M', color: 'Blue' },
      { productId: innerwear.id, quantity: 1, size: 'M', color: 'White' },
    ]);
    const briefs = order.items.find((i) => i.productId === innerwear.id)!;
    const terms = (await t.as(s).get<OrderReturns>(`/api/orders/${order.id}/returns`)).body.data;
    expect(terms.lines.find((l) => l.orderItemId === briefs.id)).toMatchObject({ returnable: false });
    const refused = await ask(s, order.id, {
      kind: 'RETURN',
      items: [{ orderItemId: briefs.id, quantity: 1, reason: 'TOO_BIG' }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Cotton Briefs, size M, White cannot be returned or exchanged');

    const deliveredAt = new Date('2026-01-10T06:00:00Z');
    await t.database.db.update(ordersTable).set({ deliveredAt }).where(eq(ordersTable.id, order.id));
    const late = await ask(s, order.id, {
      kind: 'RETURN',
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'TOO_BIG' }],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The return window for this order closed on 9 Feb 2026');
    const closed = (await t.as(s).get<OrderReturns>(`/api/orders/${order.id}/returns`)).body.data;
    expect(closed).toMatchObject({ open: false, openUntil: '2026-02-09T06:00:00.000Z' });
  });

  it('refuses an order not yet delivered, and damage without a photo of the shopper’s own', async () => {
    const s = await shopper();
    await t.as(s).post('/api/cart/add', { productId: kurta.id, quantity: 1, size: 'M', color: 'Blue' });
    const placed = (await t.as(s).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' }))
      .body.data;
    const early = await ask(s, placed.id, {
      kind: 'RETURN',
      items: [{ orderItemId: placed.items[0]!.id, quantity: 1, reason: 'TOO_BIG' }],
    });
    expect(early.status).toBe(409);

    const order = await deliveredOrder(s);
    const damaged = { orderItemId: order.items[0]!.id, quantity: 1, reason: 'DAMAGED' };
    const noPhoto = await ask(s, order.id, { kind: 'RETURN', items: [damaged] });
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.errors).toEqual([{ path: 'items.0.photoUrl', message: 'Please add a photo of the damage' }]);

    const other = await shopper();
    const upload = await t
      .as(other)
      .post<{ publicUrl: string }>(
        '/api/returns/photos',
        uploadForm({ data: await smallPng(), name: 'tear.png', type: 'image/png' }),
      );
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    expect(upload.body.data.publicUrl).toMatch(/^\/uploads\/returns\/return-[0-9a-f]{20}\.webp$/);
    const notTheirs = await ask(s, order.id, {
      kind: 'RETURN',
      items: [{ ...damaged, photoUrl: upload.body.data.publicUrl }],
    });
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.message).toBe('Please upload the photo again');

    const mine = await t
      .as(s)
      .post<{ publicUrl: string }>(
        '/api/returns/photos',
        uploadForm({ data: await smallPng(), name: 'tear.png', type: 'image/png' }),
      );
    const withPhoto = await ask(s, order.id, {
      kind: 'RETURN',
      items: [{ ...damaged, photoUrl: mine.body.data.publicUrl }],
    });
    expect(withPhoto.status).toBe(201);
    expect(withPhoto.body.data.items[0]!.photoUrl).toBe(mine.body.data.publicUrl);
    const row = (await t.as(admin).get<AdminPage<AdminReturnRow>>('/api/admin/returns')).body.data.items.find(
      (r) => r.id === withPhoto.body.data.id,
    );
    expect(row).toMatchObject({ photoUrl: mine.body.data.publicUrl, reasons: ['DAMAGED'] });
  });

  it('holds back a flood of photo uploads from one address (429), as the log-in routes do', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: 3 });
    try {
      // Signing up spends one of the three.
      const s = (await registerShopper(limited.app)).session;
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        const photo = uploadForm({ data: await smallPng(), name: `tear-${i}.png`, type: 'image/png' });
        statuses.push((await limited.as(s).post('/api/returns/photos', photo)).status);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('shows another shopper nothing of an order not theirs, nor lets them ask for or cancel its returns', async () => {
    const owner = await shopper();
    const stranger = await shopper();
    const order = await deliveredOrder(owner);
    const line = { kind: 'RETURN', items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'TOO_BIG' }] };
    expect((await t.as(stranger).get(`/api/orders/${order.id}/returns`)).status).toBe(404);
    expect((await ask(stranger, order.id, line)).status).toBe(404);
    const asked = await ask(owner, order.id, line);
    expect((await t.as(stranger).put(`/api/returns/${asked.body.data.id}/cancel`, { version: 1 })).status).toBe(404);
    expect((await t.as(owner).get<OrderReturns>(`/api/orders/${order.id}/returns`)).body.data.requests[0]!.status).toBe(
      'REQUESTED',
    );
  });
});

describe('the products’ returnable flag and warranty', () => {
  it('are set by the admin’s product form, off and on again, and an edit that leaves them out keeps them', async () => {
    const body = {
      name: 'Made To Order Sherwani',
      categorySlug: 'mens-fashion',
      price: 8999,
      sizes: ['M'],
      colors: ['Ivory'],
      variants: [{ size: 'M', color: 'Ivory', stockQuantity: 2 }],
    };
    const created = await t.as(admin).post<AdminProduct>('/api/admin/products', {
      ...body,
      returnable: false,
      warrantyMonths: 6,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ returnable: false, warrantyMonths: 6 });
    const kept = await t.as(admin).put<AdminProduct>(`/api/admin/products/${created.body.data.id}`, body);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data).toMatchObject({ returnable: false, warrantyMonths: 6 });
    const changed = await t.as(admin).put<AdminProduct>(`/api/admin/products/${created.body.data.id}`, {
      ...body,
      returnable: true,
      warrantyMonths: null,
    });
    expect(changed.body.data).toMatchObject({ returnable: true, warrantyMonths: null });
    const wrong = await t.as(admin).put(`/api/admin/products/${created.body.data.id}`, { ...body, warrantyMonths: 0 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The warranty must be at least 1 month');
  });
});

describe('at the same moment', () => {
  it('refunds once however many times the refund is asked for at once', { tags: ['postgres'] }, async () => {
    const s = await shopper();
    const order = await deliveredOrder(s);
    const asked = await ask(s, order.id, {
      kind: 'RETURN',
      items: [{ orderItemId: order.items[0]!.id, quantity: 2, reason: 'NOT_AS_DESCRIBED' }],
    });
    const received = await steps(asked.body.data.id, { step: 'approve' }, { step: 'receive' });
    const checked = await steps(asked.body.data.id, checkAll(received, false));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        step(asked.body.data.id, { step: 'refund', version: checked.version, reference: 'UTR-SAME' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.data.refundAmount))).toEqual(new Set([2159.98]));
    const refunds = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'REFUND')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountPaise).toBe(215_998);
    // Written off, not restocked: the M's stock stays as it was after the order.
    expect((await request(asked.body.data.id)).items[0]).toMatchObject({ restocked: 0, writtenOff: 2 });
  });

  it(
    'holds the last piece of a size for one exchange of many asked at once, and never sells it below nothing',
    { tags: ['postgres'] },
    async () => {
      const shoppers = await Promise.all(Array.from({ length: 5 }, shopper));
      const placed: Order[] = [];
      for (const s of shoppers)
        placed.push(await deliveredOrder(s, [{ productId: kurta.id, quantity: 1, size: 'M', color: 'Blue' }]));
      await t.database.db
        .update(productVariants)
        .set({ stockQuantity: 1 })
        .where(and(eq(productVariants.productId, kurta.id), eq(productVariants.size, 'S')));
      const answers = await Promise.all(
        shoppers.map((s, i) =>
          ask(s, placed[i]!.id, {
            kind: 'EXCHANGE',
            items: [{ orderItemId: placed[i]!.items[0]!.id, quantity: 1, reason: 'TOO_BIG', exchangeSize: 'S' }],
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await stock('S')).toBe(0);
      const [product] = await t.database.db.select().from(productsTable).where(eq(productsTable.id, kurta.id));
      const variants = await t.database.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.productId, kurta.id));
      expect(product!.stockQuantity).toBe(variants.reduce((s, v) => s + v.stockQuantity, 0));
    },
  );
});

describe('in GST mode', () => {
  let g: TestApp;
  beforeAll(async () => {
    g = await createTestApp({ TAX_MODE: 'gst', STORE_GSTIN: '22AAAAA0000A1Z5', STORE_STATE: 'Chhattisgarh' });
  });
  afterAll(async () => {
    await g?.close();
  });

  it('issues one credit note for a return’s refund after the invoice', async () => {
    const { tee } = await shoppingCatalogue(g.database.db);
    const boss = await loginAdmin(g.app, g.database.db);
    const s = (await registerShopper(g.app)).session;
    await g.as(s).post('/api/cart/add', { productId: tee.id, quantity: 2, size: 'M', color: 'Black' });
    const order = (await g.as(s).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' }))
      .body.data;
    await g.as(boss).put(`/api/admin/orders/${order.id}/status`, { status: 'DELIVERED' });
    const asked = await g.as(s).post<ReturnRequest>(`/api/orders/${order.id}/returns`, {
      kind: 'RETURN',
      items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'TOO_BIG' }],
    });
    let version = 1;
    for (const body of [
      { step: 'approve' },
      { step: 'receive' },
      { step: 'check', items: [{ id: asked.body.data.items[0]!.id, restocked: 1, writtenOff: 0 }] },
      { step: 'refund', reference: 'UTR-GST' },
      { step: 'refund', reference: 'UTR-GST' },
    ]) {
      const res = await g
        .as(boss)
        .put<AdminReturn>(`/api/admin/returns/${asked.body.data.id}/step`, { ...body, version });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      version = res.body.data.version;
    }
    const notes = await g.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    // ₹499.50 a piece, GST included: half the lines' price.
    expect(notes.map((n) => [n.amountPaise, n.reason])).toEqual([[49_950, `Return #${asked.body.data.id}`]]);
    const history = await g.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.filter((h) => h.noteCode === 'returnRefunded')).toHaveLength(1);
  });
});

describe('an online order', () => {
  const KEYS = {
    RAZORPAY_KEY_ID: 'rzp_test_kuber',
    RAZORPAY_KEY_SECRET: 'key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
  };
  let o: TestApp;
  let standIn: RazorpayStandIn;
  beforeAll(async () => {
    standIn = await startRazorpayStandIn({
      keyId: KEYS.RAZORPAY_KEY_ID,
      keySecret: KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: KEYS.RAZORPAY_WEBHOOK_SECRET,
    });
    o = await createTestApp({ ...KEYS, RAZORPAY_API_URL: standIn.url });
    standIn.setWebhookUrl(`${await o.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/razorpay/webhook`);
  });
  afterAll(async () => {
    await o?.close();
    await standIn?.close();
  });

  it(
    'has a return refunded through the gateway, once, however many times the refund is asked for at once',
    { tags: ['postgres'] },
    async () => {
      const { tee } = await shoppingCatalogue(o.database.db);
      const boss = await loginAdmin(o.app, o.database.db);
      const s = (await registerShopper(o.app)).session;
      await o.as(s).post('/api/cart/add', { productId: tee.id, quantity: 2, size: 'M', color: 'Black' });
      const order = (
        await o.as(s).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'ONLINE' })
      ).body.data;
      const page = await o.as(s).post<{ url: string }>(`/api/orders/${order.id}/pay`);
      await standIn.pay(page.body.data.url.split('/').at(-1)!);
      let paid = order;
      for (let i = 0; i < 200 && paid.paymentStatus !== 'PAID'; i++) {
        await new Promise((r) => setTimeout(r, 25));
        paid = (await o.as(s).get<Order>(`/api/orders/${order.id}`)).body.data;
      }
      expect(paid.paymentStatus).toBe('PAID');
      await o.as(boss).put(`/api/admin/orders/${order.id}/status`, { status: 'DELIVERED' });
      const asked = await o.as(s).post<ReturnRequest>(`/api/orders/${order.id}/returns`, {
        kind: 'RETURN',
        items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'TOO_BIG' }],
      });
      let version = 1;
      for (const body of [
        { step: 'approve' },
        { step: 'receive' },
        { step: 'check', items: [{ id: asked.body.data.items[0]!.id, restocked: 1, writtenOff: 0 }] },
      ]) {
        const res = await o
          .as(boss)
          .put<AdminReturn>(`/api/admin/returns/${asked.body.data.id}/step`, { ...body, version });
        version = res.body.data.version;
      }
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          o.as(boss).put<AdminReturn>(`/api/admin/returns/${asked.body.data.id}/step`, { step: 'refund', version }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      // ₹499.50 with 8% added: ₹539.46 for the one piece of two.
      expect(answers[0]!.body.data.refundAmount).toBe(539.46);
      const captureId = paid.payments.find((p) => p.kind === 'CAPTURE')!.gatewayId;
      let sent: unknown[] = [];
      for (let i = 0; i < 200 && sent.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 25));
        sent = [...standIn.refunds.values()].filter((r) => r.payment_id === captureId);
      }
      expect(sent).toEqual([expect.objectContaining({ amount: 53_946 })]);
    },
  );
});
