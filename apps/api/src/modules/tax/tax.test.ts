import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  financialYear,
  indiaToday,
  type AdminOrder,
  type Order,
  type OrderDocuments,
  type Session,
} from '@kuber/shared';
import type { CartSummary } from '@kuber/shared';
import { creditNotes, orderItems, orders as ordersTable, outbox, payments } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, addressAt, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { pdfText } from '#api/test/pdf-text.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { Mailer, type MailFile } from '../mail/mailer.js';
import { DocumentsService } from './documents.service.js';
import { OrderDocuments as Documents } from './order-documents.js';

/**
 * A shop registered for GST, through the real app: prices include GST, each order keeps the tax
 * inside its lines, confirmations give consecutive invoice numbers, cancellations credit notes,
 * and the documents and exports come out as PDF and CSV.
 */
let t: TestApp;
let admin: Session;
let jacket: { id: number };
let kurta: { id: number };
let evil: { id: number };
const year = financialYear(new Date());
const GST = { TAX_MODE: 'gst', STORE_GSTIN: '22AAAAA0000A1Z5', STORE_STATE: 'Chhattisgarh' } as const;

beforeAll(async () => {
  t = await createTestApp(GST);
  const { rows } = await shoppingCatalogue(t.database.db, [
    { name: 'Denim Jacket', category: 'mens-fashion', price: 2999, stockQuantity: 1000 },
    { name: 'Silk Kurta', nameHi: 'रेशमी कुर्ता', category: 'womens-fashion', price: 1299.5, stockQuantity: 1000 },
    // A name a spreadsheet would run as a formula, for the exports.
    { name: '=HYPERLINK("http://evil.example","x")', category: 'accessories', price: 499, stockQuantity: 5 },
  ]);
  evil = rows.find((r) => r.name.startsWith('='))!;
  jacket = rows.find((r) => r.name === 'Denim Jacket')!;
  kurta = rows.find((r) => r.name === 'Silk Kurta')!;
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

async function placeOrder(session: Session, address = ADDRESS): Promise<Order> {
  await t.as(session).post('/api/cart/add', { productId: jacket.id, quantity: 1 });
  await t.as(session).post('/api/cart/add', { productId: kurta.id, quantity: 2 });
  const res = await t.as(session).post<Order>('/api/orders/create', {
    shippingAddress: address,
    paymentMethod: 'COD',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const confirm = (orderId: number) =>
  t.as(admin).put<AdminOrder>(`/api/admin/orders/${orderId}/status`, { status: 'CONFIRMED' });

async function row(orderId: number) {
  const [o] = await t.database.db.select().from(ordersTable).where(eq(ordersTable.id, orderId));
  return o!;
}

describe('GST mode', () => {
  it('tells the web app, and the cart shows the GST its prices include, adding none', async () => {
    const store = await t.anonymous().get<{ taxMode: string; taxRatePercent: number }>('/api/store');
    expect(store.body.data).toMatchObject({ taxMode: 'gst', taxRatePercent: 0, gstin: GST.STORE_GSTIN });
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: jacket.id, quantity: 1 });
    const cart = await t.as(session).get<unknown, { summary: CartSummary }>('/api/cart');
    // ₹2,999 at 18%: ₹2,541.53 and ₹457.47 of GST.
    expect(cart.body.summary).toMatchObject({
      taxMode: 'gst',
      subtotal: 2999,
      tax: 0,
      taxIncluded: 457.47,
      total: 2999,
    });
  });

  it('charges what the prices say and keeps the tax inside each line: CGST and SGST within the state', async () => {
    const { session, body } = await registerShopper(t.app);
    const order = await placeOrder(session);
    expect(order).toMatchObject({ subtotal: 5598, tax: 0, totalAmount: 5598, taxMode: 'gst', taxIncluded: 581.23 });
    // The order mail says what the total includes, and adds no tax line.
    const [placedMail] = await t.database.db.select().from(outbox).where(eq(outbox.to, body.email));
    expect(placedMail!.body).toContain('Total: ₹5,598\nIncludes GST: ₹581.23');
    expect(placedMail!.body).not.toContain('Tax:');
    const o = await row(order.id);
    expect(o).toMatchObject({ taxMode: 'gst', placeOfSupply: 'Chhattisgarh', igstPaise: 0, invoiceNumber: null });
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const j = items.find((i) => i.productName === 'Denim Jacket')!;
    const k = items.find((i) => i.productName === 'Silk Kurta')!;
    expect(j).toMatchObject({ hsnCode: '6211', gstRatePercent: 18, taxablePaise: 254_153, taxPaise: 45_747 });
    // Two kurtas at ₹1,299.50 (5%): ₹2,599 of which ₹123.76 is GST.
    expect(k).toMatchObject({ hsnCode: '6211', gstRatePercent: 5, taxablePaise: 247_524, taxPaise: 12_376 });
    expect(o.cgstPaise + o.sgstPaise).toBe(45_747 + 12_376);
    expect(o.cgstPaise - o.sgstPaise).toBeLessThanOrEqual(2);
  });

  it('charges a product at the HSN code and rate the admin set for it', async () => {
    const product = {
      name: 'Silver Jhumka',
      categorySlug: 'accessories',
      price: 1499,
      variants: [{ stockQuantity: 10 }],
    };
    const refused = await t
      .as(admin)
      .post('/api/admin/products', { ...product, hsnCode: 'earring', gstRatePercent: 7 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body.errors)).toContain('An HSN code has 4, 6 or 8 digits');
    expect(JSON.stringify(refused.body.errors)).toContain('The GST rate must be one of');
    const made = await t
      .as(admin)
      .post<{ id: number; hsnCode: string; gstRatePercent: number }>('/api/admin/products', {
        ...product,
        hsnCode: '7117',
        gstRatePercent: 3,
      });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.data).toMatchObject({ hsnCode: '7117', gstRatePercent: 3 });
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: made.body.data.id, quantity: 1 });
    const order = await t
      .as(session)
      .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, order.body.data.id));
    // ₹1,499 at 3%: ₹1,455.34 and ₹43.66 of GST.
    expect(line).toMatchObject({ hsnCode: '7117', gstRatePercent: 3, taxablePaise: 145_534, taxPaise: 4_366 });
  });

  it('charges IGST for a delivery to another state', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session, addressAt('400001'));
    expect(await row(order.id)).toMatchObject({
      placeOfSupply: 'Maharashtra',
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 45_747 + 12_376,
    });
  });
});

describe('Invoices', () => {
  it('are numbered when the order is confirmed, and once only', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session);
    const documents = await t.as(session).get<OrderDocuments>(`/api/orders/${order.id}/documents`);
    expect(documents.body.data.invoice).toBeNull();
    expect((await t.as(session).get(`/api/orders/${order.id}/invoice`)).status).toBe(404);
    expect((await confirm(order.id)).status).toBe(200);
    const number = (await row(order.id)).invoiceNumber!;
    expect(number).toMatch(new RegExp(`^INV/${year}/\\d{6}$`));
    expect(number.length).toBeLessThanOrEqual(16);
    await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'SHIPPED' });
    await t.as(admin).put(`/api/admin/orders/${order.id}/payment`, { status: 'PAID' });
    expect((await row(order.id)).invoiceNumber).toBe(number);
    const after = await t.as(session).get<OrderDocuments>(`/api/orders/${order.id}/documents`);
    expect(after.body.data.invoice?.number).toBe(number);
  });

  it(
    'are consecutive, none skipped or given twice, under 50 confirmations at once',
    { tags: ['postgres'] },
    async () => {
      const { session } = await registerShopper(t.app);
      const placed: Order[] = [];
      for (let i = 0; i < 50; i++) placed.push(await placeOrder(session));
      const before = await t.database.db.select({ n: ordersTable.invoiceNumber }).from(ordersTable);
      const last = Math.max(0, ...before.map((b) => Number(b.n?.slice(-6) ?? 0)));
      const answers = await Promise.all(placed.map((o) => confirm(o.id)));
      expect(answers.map((a) => a.status)).toEqual(placed.map(() => 200));
      const numbers = await Promise.all(placed.map(async (o) => (await row(o.id)).invoiceNumber!));
      const sorted = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
      expect(sorted).toEqual(Array.from({ length: 50 }, (_, i) => last + 1 + i));
    },
  );

  it('download as a PDF for their shopper and the admins only, saying what a tax invoice must', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session, addressAt('400001'));
    await confirm(order.id);
    const number = (await row(order.id)).invoiceNumber!;
    const mine = await t.as(session).get(`/api/orders/${order.id}/invoice`);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toContain(`invoice-${number.replaceAll('/', '-')}.pdf`);
    const text = pdfText(mine.bytes);
    for (const words of [
      'Tax Invoice',
      number,
      `GSTIN: ${GST.STORE_GSTIN}`,
      'State: Chhattisgarh (22)',
      'Maharashtra (27)',
      'Asha Verma',
      'Denim Jacket',
      '6211',
      '2,541.53',
      '18%',
      '457.47',
      'IGST',
      'Total (GST included)',
      '5,598',
    ])
      expect(text, words).toContain(words);
    const other = await registerShopper(t.app);
    expect((await t.as(other.session).get(`/api/orders/${order.id}/invoice`)).status).toBe(404);
    expect((await t.anonymous().get(`/api/orders/${order.id}/invoice`)).status).toBe(401);
    const admins = await t.as(admin).get(`/api/admin/orders/${order.id}/invoice`);
    expect(admins.status).toBe(200);
    expect(pdfText(admins.bytes)).toContain(number);
  });
});

describe('The shopper’s mail', () => {
  it('carries the invoice as a PDF once it is issued, in the language they ordered in', async () => {
    const { session, body } = await registerShopper(t.app);
    const order = await placeOrder(session);
    await confirm(order.id);
    const number = (await row(order.id)).invoiceNumber!;
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.to, body.email));
    const mail = mails.find((m) => m.subject.includes(number))!;
    expect(mail.attachments).toEqual([{ kind: 'invoice', orderId: order.id, invoiceId: expect.any(Number) }]);

    // Sent as the store sends it: the PDF is made at the send, from the order as it is.
    const sent: { files: MailFile[] }[] = [];
    const mailer = new Mailer(t.database.db, { send: async (_m, files = []) => void sent.push({ files }) }, t.app.log);
    const files = new DocumentsService(t.database.db, {
      seller: {
        name: 'Kuber Fashion',
        legalName: 'Kuber Fashion',
        address: 'Bilaspur',
        gstin: GST.STORE_GSTIN,
        state: 'Chhattisgarh',
      },
    });
    mailer.attachWith((a) => files.attachment(a));
    await t.database.db
      .insert(outbox)
      .values({ to: mail.to, subject: mail.subject, body: mail.body, attachments: mail.attachments });
    await mailer.flush();
    const file = sent.find((s) => s.files.length)!.files[0]!;
    expect(file.filename).toBe(`invoice-${number.replaceAll('/', '-')}.pdf`);
    expect(pdfText(file.content)).toContain(number);
  });
});

describe('Credit notes', () => {
  it('credit a cancelled invoiced order in full, split as on its invoice', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session);
    await confirm(order.id);
    const invoiced = await row(order.id);
    expect((await t.as(session).put(`/api/orders/${order.id}/cancel`)).status).toBe(200);
    const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note).toMatchObject({
      amountPaise: invoiced.totalPaise,
      taxablePaise: invoiced.totalPaise - invoiced.cgstPaise - invoiced.sgstPaise,
      cgstPaise: invoiced.cgstPaise,
      sgstPaise: invoiced.sgstPaise,
      igstPaise: 0,
      reason: 'Order cancelled',
    });
    expect(note!.number).toMatch(new RegExp(`^CN/${year}/\\d{6}$`));
    const documents = await t.as(session).get<OrderDocuments>(`/api/orders/${order.id}/documents`);
    expect(documents.body.data.creditNotes).toEqual([
      expect.objectContaining({ id: note!.id, number: note!.number, amount: 5598 }),
    ]);
    const pdf = await t.as(session).get(`/api/orders/${order.id}/credit-notes/${note!.id}`);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.bytes);
    for (const words of ['Credit Note', note!.number, invoiced.invoiceNumber!, 'Order cancelled', 'CGST', 'SGST'])
      expect(text, words).toContain(words);
  });

  it('credit part of a refund in proportion, then never more than the invoice', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session);
    await confirm(order.id);
    const documents = new Documents();
    // A refund of ₹1,000 of the ₹5,598 order, as the payment gateway reports it.
    await t.database.db.transaction((tx) => documents.refunded(tx, order.id, 100_000, 'Refund'));
    await t.database.db.transaction((tx) => documents.refunded(tx, order.id, 100_000, 'Refund'));
    let notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes.map((n) => n.amountPaise)).toEqual([100_000, 100_000]);
    for (const n of notes) {
      expect(n.taxablePaise + n.cgstPaise + n.sgstPaise).toBe(n.amountPaise);
      // The jacket's share (₹2,999 of ₹5,598) at 18%, the kurtas' at 5%.
      expect(n.lines.map((l) => l.taxablePaise + l.taxPaise)).toEqual([53_573, 46_427]);
    }
    // The return credits what is left, and the order's credits then equal its invoice, paisa for paisa.
    await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'DELIVERED' });
    await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'RETURNED' });
    await t.database.db.transaction((tx) => documents.refunded(tx, order.id, 100_000, 'Refund'));
    notes = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    const invoiced = await row(order.id);
    const sum = (k: 'amountPaise' | 'cgstPaise' | 'sgstPaise') => notes.reduce((s, n) => s + n[k], 0);
    expect(notes).toHaveLength(3);
    expect(notes[2]!.reason).toBe('Order returned');
    expect(sum('amountPaise')).toBe(invoiced.totalPaise);
    expect(sum('cgstPaise')).toBe(invoiced.cgstPaise);
    expect(sum('sgstPaise')).toBe(invoiced.sgstPaise);
  });
});

describe('An order opened again after a full credit', () => {
  it('is invoiced again with the next number; the first invoice and its credit note stay, each note against its own', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session);
    await confirm(order.id);
    const first = (await row(order.id)).invoiceNumber!;
    expect((await t.as(session).put(`/api/orders/${order.id}/cancel`)).status).toBe(200);

    // Opened again: the first invoice was cancelled by its credit note, so there is no live invoice until it is confirmed.
    expect((await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'PENDING' })).status).toBe(200);
    let documents = (await t.as(session).get<OrderDocuments>(`/api/orders/${order.id}/documents`)).body.data;
    expect(documents.invoice).toBeNull();
    expect(documents.invoices).toEqual([expect.objectContaining({ number: first, credited: true })]);
    expect((await t.as(session).get(`/api/orders/${order.id}/invoice`)).status).toBe(404);

    // Confirmed by several admins at once: one new invoice, the series' next.
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(order.id)));
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const second = (await row(order.id)).invoiceNumber!;
    expect(Number(second.slice(-6))).toBeGreaterThan(Number(first.slice(-6)));
    documents = (await t.as(session).get<OrderDocuments>(`/api/orders/${order.id}/documents`)).body.data;
    expect(documents.invoice?.number).toBe(second);
    expect(documents.invoices.map((i) => [i.number, i.credited])).toEqual([
      [first, true],
      [second, false],
    ]);
    const [one, two] = documents.invoices;

    // Both download, for the shopper and the admins, each with its own number; nobody else's.
    for (const [invoice, number] of [
      [one!, first],
      [two!, second],
    ] as const) {
      const mine = await t.as(session).get(`/api/orders/${order.id}/invoices/${invoice.id}`);
      expect(mine.status).toBe(200);
      expect(mine.headers['content-disposition']).toContain(`invoice-${number.replaceAll('/', '-')}.pdf`);
      expect(pdfText(mine.bytes)).toContain(number);
      const admins = await t.as(admin).get(`/api/admin/orders/${order.id}/invoices/${invoice.id}`);
      expect(pdfText(admins.bytes)).toContain(number);
    }
    expect(pdfText((await t.as(session).get(`/api/orders/${order.id}/invoice`)).bytes)).toContain(second);
    const other = await registerShopper(t.app);
    expect((await t.as(other.session).get(`/api/orders/${order.id}/invoices/${one!.id}`)).status).toBe(404);
    expect((await t.as(session).get(`/api/orders/${order.id}/invoices/999999`)).status).toBe(404);

    // Cancelled again: a credit note against the second invoice.
    expect((await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'CANCELLED' })).status).toBe(200);
    documents = (await t.as(session).get<OrderDocuments>(`/api/orders/${order.id}/documents`)).body.data;
    expect(documents.creditNotes.map((n) => [n.invoiceNumber, n.amount])).toEqual([
      [first, 5598],
      [second, 5598],
    ]);
    for (const [note, number, not] of [
      [documents.creditNotes[0]!, first, second],
      [documents.creditNotes[1]!, second, first],
    ] as const) {
      const text = pdfText((await t.as(session).get(`/api/orders/${order.id}/credit-notes/${note.id}`)).bytes);
      expect(text).toContain(number);
      expect(text).not.toContain(not);
    }

    // The register lists the first invoice, its credit note, the second invoice and its credit note.
    const today = indiaToday();
    const register = (await t.as(admin).get(`/api/admin/exports/sales-register?from=${today}&to=${today}`)).text
      .split('\n')
      .filter((r) => r.includes(order.orderNumber))
      .map((r) => r.split(',').slice(0, 2).join(','));
    expect(register).toEqual([
      `Invoice,${first}`,
      `Invoice,${second}`,
      `Credit note,${documents.creditNotes[0]!.number}`,
      `Credit note,${documents.creditNotes[1]!.number}`,
    ]);
  });

  it('keeps its invoice when it was credited in part only', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session);
    await confirm(order.id);
    const number = (await row(order.id)).invoiceNumber!;
    await t.database.db.transaction((tx) => new Documents().refunded(tx, order.id, 100_000, 'Refund'));
    await t.as(admin).put(`/api/admin/orders/${order.id}/status`, { status: 'SHIPPED' });
    const documents = (await t.as(session).get<OrderDocuments>(`/api/orders/${order.id}/documents`)).body.data;
    expect(documents.invoices).toEqual([expect.objectContaining({ number, credited: false })]);
    expect(documents.creditNotes).toEqual([expect.objectContaining({ invoiceNumber: number, amount: 1000 })]);
  });
});

describe('Exports', () => {
  const today = indiaToday();
  const csvRows = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');

  it('list orders line by line with their payment and tax, for the days asked', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session);
    const res = await t.as(admin).get(`/api/admin/exports/orders?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csvRows(res.text);
    expect(rows[0]).toContain('Order number,Order date,Status,Payment method');
    expect(rows[0]).toContain('HSN,Quantity,Unit price,Line total,GST rate,Taxable value,CGST,SGST,IGST');
    const mine = rows.filter((r) => r.startsWith(order.orderNumber));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain('Denim Jacket,,,6211,1,2999.00,2999.00,18,2541.53,228.74,228.73,0.00');
    const none = await t.as(admin).get(`/api/admin/exports/orders?from=2020-01-01&to=2020-01-31`);
    expect(csvRows(none.text)).toHaveLength(1);
  });

  it('write a cell a spreadsheet would run as a formula as text', async () => {
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: evil.id, quantity: 1 });
    const res = await t
      .as(session)
      .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const csv = await t.as(admin).get(`/api/admin/exports/orders?from=${today}&to=${today}`);
    const line = csvRows(csv.text).find((r) => r.startsWith(res.body.data.orderNumber))!;
    expect(line).toContain(`,"'=HYPERLINK(""http://evil.example"",""x"")",`);
  });

  it('keep the sales register and the summary by place of supply and rate, credit notes taken off', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session, addressAt('400001'));
    await confirm(order.id);
    await t.as(session).put(`/api/orders/${order.id}/cancel`);
    const o = await row(order.id);
    const register = csvRows(
      (await t.as(admin).get(`/api/admin/exports/sales-register?from=${today}&to=${today}`)).text,
    );
    expect(register[0]).toBe(
      'Document,Number,Date,Order number,Buyer,Place of supply,Taxable value,CGST,SGST,IGST,Total',
    );
    expect(register).toContain(
      `Invoice,${o.invoiceNumber},${today},${o.orderNumber},Asha Verma,27-Maharashtra,5016.77,0.00,0.00,581.23,5598.00`,
    );
    expect(register.find((r) => r.startsWith('Credit note') && r.includes(o.orderNumber))).toContain(
      '27-Maharashtra,-5016.77,0.00,0.00,-581.23,-5598.00',
    );
    const summary = csvRows((await t.as(admin).get(`/api/admin/exports/gst-summary?from=${today}&to=${today}`)).text);
    expect(summary[0]).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount,E-Commerce GSTIN',
    );
    // Its invoice and its credit note cancel out: Maharashtra's rows hold only other orders' figures.
    expect(summary.some((r) => r.startsWith('OE,22-Chhattisgarh,18,'))).toBe(true);
  });

  it('list every money movement from the payments kept', async () => {
    const { session } = await registerShopper(t.app);
    const order = await placeOrder(session);
    await t.database.db.insert(payments).values([
      {
        orderId: order.id,
        kind: 'CAPTURE',
        provider: 'razorpay',
        gatewayId: 'pay_1',
        amountPaise: 559_800,
        status: 'PROCESSED',
      },
      {
        orderId: order.id,
        kind: 'REFUND',
        provider: 'manual',
        amountPaise: 100_000,
        status: 'PROCESSED',
        reference: '@SUM(A1)',
      },
    ]);
    const rows = csvRows((await t.as(admin).get(`/api/admin/exports/payments?from=${today}&to=${today}`)).text);
    expect(rows[0]).toBe('Date,Order number,Kind,Provider,Gateway id,Amount,Currency,Status,Reference,Recorded by');
    expect(rows).toContain(`${today},${order.orderNumber},CAPTURE,razorpay,pay_1,5598.00,INR,PROCESSED,,`);
    expect(rows).toContain(`${today},${order.orderNumber},REFUND,manual,,-1000.00,INR,PROCESSED,'@SUM(A1),`);
  });

  it('refuse a range that makes no sense, with a clear message', async () => {
    const bad = await t.as(admin).get(`/api/admin/exports/orders?from=2026-05-01&to=2026-04-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('to must not be before from');
    expect((await t.as(admin).get(`/api/admin/exports/taxes?from=${today}&to=${today}`)).status).toBe(400);
    expect((await t.as(admin).get(`/api/admin/exports/orders?from=yesterday&to=${today}`)).status).toBe(400);
  });
});
