import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday, type AdminOrder, type Order, type Session } from '@kuber/shared';
import { creditNotes, orderInvoices, orderItems, orders as ordersTable } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, addressAt, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { pdfText } from '#api/test/pdf-text.js';
import { seededRandom } from '#api/test/seeded-random.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * A GST shop that charges for shipping and for cash on delivery, through the real app: the charges
 * are one supply with the goods, taxed inside at the order's highest line rate, and every document
 * (the invoice, the sales register, the summary, the credit notes) adds up to the order's total.
 */
let t: TestApp;
let admin: Session;
let shirt: { id: number };
let jacket: { id: number };
const BENGALURU = { ...ADDRESS, city: 'Bengaluru', state: 'Karnataka', pinCode: '560001' };
const today = indiaToday();

beforeAll(async () => {
  t = await createTestApp({
    TAX_MODE: 'gst',
    STORE_GSTIN: '22AAAAA0000A1Z5',
    STORE_STATE: 'Chhattisgarh',
    COD_FEE: 49,
    // The Karnataka orders are ₹4,099 before the fee: cash on delivery judges them before it, and takes them.
    COD_MAX_ORDER: 4099,
  });
  const { rows } = await shoppingCatalogue(t.database.db, [
    { name: 'Linen Shirt', category: 'mens-fashion', price: 1000, stockQuantity: 1000 },
    { name: 'Denim Jacket', category: 'mens-fashion', price: 2999, stockQuantity: 1000 },
  ]);
  shirt = rows.find((r) => r.name === 'Linen Shirt')!;
  jacket = rows.find((r) => r.name === 'Denim Jacket')!;
  admin = await loginAdmin(t.app, t.database.db);
  for (const [name, state, shippingCharge] of [
    ['Karnataka', 'Karnataka', 100],
    ['Home state', 'Chhattisgarh', 60],
  ] as const) {
    const zone = await t
      .as(admin)
      .post('/api/admin/delivery-zones', { name, states: [state], shippingCharge, minDays: 1, maxDays: 3 });
    expect(zone.status, zone.text).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

/** A shirt (5%) and a jacket (18%): ₹3,999 of goods, with the zone's shipping and the ₹49 fee. */
async function placeOrder(address: typeof ADDRESS): Promise<Order> {
  const { session } = await registerShopper(t.app);
  await t.as(session).post('/api/cart/add', { productId: shirt.id, quantity: 1 });
  await t.as(session).post('/api/cart/add', { productId: jacket.id, quantity: 1 });
  const res = await t.as(session).post<Order>('/api/orders/create', { shippingAddress: address, paymentMethod: 'COD' });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

const status = (orderId: number, to: string) =>
  t.as(admin).put<AdminOrder>(`/api/admin/orders/${orderId}/status`, { status: to });

async function row(orderId: number) {
  const [o] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
  return o!;
}

const notesOf = (orderId: number) =>
  t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId)).orderBy(creditNotes.id);

const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n');

describe('Shipping and the cash-on-delivery fee in GST mode', () => {
  it('are taxed inside, at the order’s highest rate, as one supply with the goods (IGST across states)', async () => {
    const order = await placeOrder(BENGALURU);
    // ₹100 shipping and the ₹49 fee: ₹149 of charges at 18% (the jacket's), ₹126.27 and ₹22.73 of IGST.
    expect(order).toMatchObject({ subtotal: 3999, shipping: 100, codFee: 49, totalAmount: 4148 });
    expect(order.taxIncluded).toBe(527.82);
    expect(await row(order.id)).toMatchObject({
      totalPaise: 414_800,
      chargesGstRatePercent: 18,
      chargesTaxPaise: 2273,
      igstPaise: 4762 + 45_747 + 2273,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });

  it('split into CGST and SGST within the state, each row’s odd paisa to CGST', async () => {
    const order = await placeOrder(ADDRESS);
    // ₹60 shipping and the ₹49 fee: ₹109 at 18%, ₹92.37 and ₹16.63 of GST (8.32 CGST, 8.31 SGST).
    expect(order.totalAmount).toBe(4108);
    expect(await row(order.id)).toMatchObject({
      chargesTaxPaise: 1663,
      cgstPaise: 2381 + 22_874 + 832,
      sgstPaise: 2381 + 22_873 + 831,
      igstPaise: 0,
    });
  });

  it('show on the invoice as a row of their own, so that the taxable value and the taxes make the total', async () => {
    const order = await placeOrder(BENGALURU);
    expect((await status(order.id, 'CONFIRMED')).status).toBe(200);
    const o = await row(order.id);
    const pdf = await t.as(admin).get(`/api/admin/orders/${order.id}/invoice`);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    // The lines' 952.38 and 2,541.53 and the charges' 126.27: 3,620.18 of taxable value, and 527.82 of IGST.
    for (const words of [
      o.invoiceNumber!,
      'Shipping and cash on delivery fee',
      '126.27',
      '22.73',
      '149.00',
      '3,620.18',
      '527.82',
      '4,148',
    ])
      expect(text, words).toContain(words);
    expect(362_018 + o.igstPaise).toBe(o.totalPaise);
  });

  it('belong in the sales register’s taxable value and in the summary at the rate they are taxed at', async () => {
    const order = await placeOrder(addressAt('400001'));
    await status(order.id, 'CONFIRMED');
    const o = await row(order.id);
    // No zone for Maharashtra: free shipping, the fee only (₹49 at 18%: ₹41.53 and ₹7.47).
    expect(o).toMatchObject({ totalPaise: 404_800, chargesTaxPaise: 747 });
    const register = csvRows(
      (await t.as(admin).get(`/api/admin/exports/sales-register?from=${today}&to=${today}`)).text,
    );
    expect(register).toContain(
      `Invoice,${o.invoiceNumber},${today},${o.orderNumber},Asha Verma,27-Maharashtra,3535.44,0.00,0.00,512.56,4048.00`,
    );
    const lines = csvRows((await t.as(admin).get(`/api/admin/exports/orders?from=${today}&to=${today}`)).text);
    expect(lines[0]).toContain('Order shipping,Order COD fee,Order total');
    expect(lines.find((r) => r.startsWith(o.orderNumber))).toMatch(/,0\.00,49\.00,4048\.00$/);
    const summary = csvRows((await t.as(admin).get(`/api/admin/exports/gst-summary?from=${today}&to=${today}`)).text);
    // Maharashtra: the shirt at 5%; the jacket and the fee at 18%.
    expect(summary).toContain('OE,27-Maharashtra,5,,952.38,47.62,0.00,0.00,0.00,');
    expect(summary).toContain('OE,27-Maharashtra,18,,2583.06,464.94,0.00,0.00,0.00,');
  });

  it('are credited with everything else when the order is cancelled: the credit note nets the invoice to zero', async () => {
    const order = await placeOrder(ADDRESS);
    await status(order.id, 'CONFIRMED');
    expect((await status(order.id, 'CANCELLED')).status).toBe(200);
    const o = await row(order.id);
    const [note] = await notesOf(order.id);
    expect(note).toMatchObject({
      amountPaise: 410_800,
      chargesTaxablePaise: 9237,
      chargesTaxPaise: 1663,
      cgstPaise: o.cgstPaise,
      sgstPaise: o.sgstPaise,
      igstPaise: 0,
    });
    expect(note!.taxablePaise + note!.cgstPaise + note!.sgstPaise).toBe(note!.amountPaise);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(note!.taxablePaise).toBe(items.reduce((s, i) => s + i.taxablePaise!, 0) + 9237);
    const pdf = pdfText((await t.as(admin).get(`/api/admin/orders/${order.id}/credit-notes/${note!.id}`)).bytes);
    for (const words of ['Credit Note', note!.number, 'Shipping and cash on delivery fee', '92.37', '4,108'])
      expect(pdf, words).toContain(words);
    const register = csvRows(
      (await t.as(admin).get(`/api/admin/exports/sales-register?from=${today}&to=${today}`)).text,
    ).filter((r) => r.includes(o.orderNumber));
    expect(register).toEqual([
      `Invoice,${o.invoiceNumber},${today},${o.orderNumber},Asha Verma,22-Chhattisgarh,3586.28,260.87,260.85,0.00,4108.00`,
      `Credit note,${note!.number},${today},${o.orderNumber},Asha Verma,22-Chhattisgarh,-3586.28,-260.87,-260.85,0.00,-4108.00`,
    ]);
  });

  it(
    'are left alone by a part refund, which credits the lines; refunds at once credit no more than was paid',
    { tags: ['postgres'] },
    async () => {
      const order = await placeOrder(BENGALURU);
      await status(order.id, 'DELIVERED');
      const refund = (amount: number) =>
        t.as(admin).post(`/api/admin/orders/${order.id}/refunds`, { amount, reason: 'Goodwill', reference: 'UTR1' });
      // ₹1,000 back: spread over the shirt and the jacket by what is left of each, none from the charges.
      expect((await refund(1000)).status).toBe(200);
      const [first] = await notesOf(order.id);
      expect(first).toMatchObject({ amountPaise: 100_000, chargesTaxablePaise: 0, chargesTaxPaise: 0 });
      expect(first!.lines.map((l) => l.taxablePaise + l.taxPaise)).toEqual([25_006, 74_994]);
      expect(first!.taxablePaise + first!.igstPaise).toBe(100_000);

      // Twenty refunds of ₹250 at once: the ₹3,148 left takes twelve of them (₹3,000), and the ₹148 left after is refused a ₹250.
      const answers = await Promise.all(Array.from({ length: 20 }, () => refund(250)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(12);
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 400)).toBe(true);
      let notes = await notesOf(order.id);
      expect(notes).toHaveLength(13);
      expect(notes.reduce((s, n) => s + n.amountPaise, 0)).toBe(400_000);
      // The goods were ₹3,999: the last ₹1 of these came from the charges.
      expect(notes.reduce((s, n) => s + n.chargesTaxablePaise + n.chargesTaxPaise, 0)).toBe(100);

      // The order returned: the last credit takes what is left, and the notes equal the invoice to the paisa.
      expect((await status(order.id, 'RETURNED')).status).toBe(200);
      notes = await notesOf(order.id);
      const o = await row(order.id);
      const sum = (k: 'amountPaise' | 'taxablePaise' | 'igstPaise' | 'chargesTaxPaise') =>
        notes.reduce((s, n) => s + n[k], 0);
      expect(sum('amountPaise')).toBe(o.totalPaise);
      expect(sum('igstPaise')).toBe(o.igstPaise);
      expect(sum('chargesTaxPaise')).toBe(o.chargesTaxPaise);
      expect(sum('taxablePaise') + sum('igstPaise')).toBe(o.totalPaise);
    },
  );
});

/**
 * Random runs of an admin's moves on invoiced orders with charges (status changes, reopening a
 * closed order included, and refunds of part), with the books checked after every move. The seed
 * is printed; set TEST_SEED to run one again.
 */
describe('The documents after any run of an admin’s moves', () => {
  const { seed, random, pick } = seededRandom();
  const MOVES = ['CONFIRMED', 'PENDING', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED', 'refund'] as const;

  /** What must hold of an order's invoices and credit notes whatever was done to it. */
  async function checkBooks(orderId: number, trail: string[]) {
    const why = `seed ${seed}: ${trail.join(' → ')}`;
    const o = await row(orderId);
    const invoices = await t.database.db
      .select()
      .from(orderInvoices)
      .where(eq(orderInvoices.orderId, orderId))
      .orderBy(orderInvoices.id);
    const notes = await notesOf(orderId);
    for (const n of notes) expect(n.taxablePaise + n.cgstPaise + n.sgstPaise + n.igstPaise, why).toBe(n.amountPaise);
    invoices.forEach((invoice, i) => {
      const against = notes.filter((n) => n.invoiceId === invoice.id);
      const sum = (k: 'amountPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'chargesTaxPaise') =>
        against.reduce((s, n) => s + n[k], 0);
      expect(sum('amountPaise'), why).toBeLessThanOrEqual(o.totalPaise);
      // An invoice before the last was credited in full, and its credits net it to nothing.
      if (i < invoices.length - 1 || sum('amountPaise') === o.totalPaise) {
        expect(sum('amountPaise'), why).toBe(o.totalPaise);
        expect([sum('cgstPaise'), sum('sgstPaise'), sum('igstPaise')], why).toEqual([
          o.cgstPaise,
          o.sgstPaise,
          o.igstPaise,
        ]);
        expect(sum('chargesTaxPaise'), why).toBe(o.chargesTaxPaise);
      }
    });
    if (o.invoiceNumber) expect(o.invoiceNumber, why).toBe(invoices.at(-1)?.number);
    // An open order past PENDING has a live invoice.
    if (!['PENDING', 'CANCELLED', 'RETURNED'].includes(o.status)) expect(o.invoiceNumber, why).not.toBeNull();
  }

  it('keep every invoice credited at most once in full, a reopened order invoiced again, and the series without gaps', async () => {
    console.log(`GST books seed: ${seed}`);
    for (let run = 0; run < 3; run++) {
      const order = await placeOrder(pick([ADDRESS, BENGALURU]));
      expect((await status(order.id, 'CONFIRMED')).status).toBe(200);
      const trail: string[] = ['CONFIRMED'];
      for (let m = 0; m < 14; m++) {
        const move = pick(MOVES);
        const answer =
          move === 'refund'
            ? await t.as(admin).post(`/api/admin/orders/${order.id}/refunds`, {
                amount: 1 + Math.floor(random() * 1500),
                reason: 'Goodwill',
                reference: `UTR${m}`,
              })
            : await status(order.id, move);
        // A move the order does not allow now is refused with a reason, never a 500.
        expect(answer.status, answer.text).toBeLessThan(500);
        trail.push(`${move} ${answer.status}`);
        await checkBooks(order.id, trail);
      }
    }
    // Every invoice and credit note number of the year was given once, none skipped.
    for (const [table, name] of [
      [orderInvoices, 'INV'],
      [creditNotes, 'CN'],
    ] as const) {
      const numbers = (await t.database.db.select({ n: table.number }).from(table))
        .map((r) => Number(r.n.slice(-6)))
        .sort((a, b) => a - b);
      expect(numbers, name).toEqual(numbers.map((_, i) => i + 1));
    }
  });
});
