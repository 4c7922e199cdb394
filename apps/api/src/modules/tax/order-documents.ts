import { asc, eq, sql } from 'drizzle-orm';
import { documentNumber, financialYear, spreadPaise, splitInclusive, splitTax } from '@kuber/shared';
import type { Tx } from '#api/db/client.js';
import { creditNotes, documentSeries, orderInvoices, orderItems, orders, users } from '#api/db/schema.js';
import type { Mailer } from '../mail/mailer.js';

type OrderRow = typeof orders.$inferSelect;

/**
 * What the money's movements ask of the shop's documents, inside the transaction that moves it:
 * an order paid (or confirmed) is invoiced, a refund or a return after invoicing gets a credit
 * note. Both are idempotent: an invoice is issued once, and credit notes never credit more than
 * the invoice's total.
 */
export interface PaymentDocuments {
  paid(tx: Tx, orderId: number): Promise<void>;
  refunded(tx: Tx, orderId: number, amountPaise: number, reason: string): Promise<void>;
  /** A closed order opened again: an invoice credited in full is no longer live, and the next `paid` issues a new one. */
  reopened(tx: Tx, orderId: number): Promise<void>;
}

/**
 * The next number of a series in a financial year. The series' row is written in the caller's
 * transaction and stays locked until it ends: numbers are given one transaction at a time,
 * and a transaction that fails gives its number back, so none is skipped or given twice.
 */
async function nextNumber(tx: Tx, series: 'INV' | 'CN', at: Date): Promise<string> {
  const year = financialYear(at);
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.series, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ n: documentSeries.lastNumber });
  return documentNumber(series, year, row!.n);
}

/** What the shopper is told when a document is issued: the mail carries it as a PDF. */
export interface DocumentMails {
  mailer: Mailer;
  storeName: string;
}

const WORDS = {
  en: {
    invoice: (store: string, order: string, n: string) => [
      `${store}: invoice ${n} for order ${order}`,
      `Your tax invoice ${n} for order ${order} is attached as a PDF. You can also download it from the order's page.`,
    ],
    creditNote: (store: string, order: string, n: string) => [
      `${store}: credit note ${n} for order ${order}`,
      `Credit note ${n} for order ${order} is attached as a PDF. You can also download it from the order's page.`,
    ],
  },
  hi: {
    invoice: (store: string, order: string, n: string) => [
      `${store}: ऑर्डर ${order} का बिल ${n}`,
      `ऑर्डर ${order} का टैक्स बिल ${n} इस मेल के साथ PDF में है। इसे ऑर्डर के पेज से भी डाउनलोड कर सकते हैं।`,
    ],
    creditNote: (store: string, order: string, n: string) => [
      `${store}: ऑर्डर ${order} का क्रेडिट नोट ${n}`,
      `ऑर्डर ${order} का क्रेडिट नोट ${n} इस मेल के साथ PDF में है। इसे ऑर्डर के पेज से भी डाउनलोड कर सकते हैं।`,
    ],
  },
};

/** Invoices and credit notes of orders placed in `gst` mode (decision 028); an `added` order's invoice needs no number. */
export class OrderDocuments implements PaymentDocuments {
  constructor(private readonly mails?: DocumentMails) {}

  /** The shopper's mail carrying a document just issued, in the language they ordered in (none for a deleted account's order). */
  private async tell(
    tx: Tx,
    row: OrderRow,
    number: string,
    document: { invoiceId: number } | { creditNoteId: number },
  ) {
    if (!this.mails || row.userId == null) return;
    const [owner] = await tx.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, row.userId));
    if (!owner || owner.deletedAt) return;
    const kind = 'invoiceId' in document ? 'invoice' : 'creditNote';
    const [subject, body] = WORDS[row.locale === 'hi' ? 'hi' : 'en'][kind](
      this.mails.storeName,
      row.orderNumber,
      number,
    );
    await this.mails.mailer.enqueue(tx, {
      to: row.userEmail,
      subject: subject!,
      body: body!,
      attachments: [
        'invoiceId' in document
          ? { kind: 'invoice', orderId: row.id, invoiceId: document.invoiceId }
          : { kind: 'credit-note', orderId: row.id, creditNoteId: document.creditNoteId },
      ],
    });
  }

  /** The order's row, locked to the caller's commit: its documents are issued one transaction at a time. */
  private static async lock(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    return row;
  }

  /** The order's live invoice and the credit notes issued against it. */
  private static async liveInvoice(tx: Tx, row: OrderRow) {
    const [invoice] = await tx.select().from(orderInvoices).where(eq(orderInvoices.number, row.invoiceNumber!));
    const notes = await tx.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoice!.id));
    return { invoice: invoice!, notes };
  }

  /** Issues the order's invoice, unless it has a live one or was placed in `added` mode. */
  async paid(tx: Tx, orderId: number): Promise<void> {
    const row = await OrderDocuments.lock(tx, orderId);
    if (!row || row.taxMode !== 'gst' || row.invoiceNumber) return;
    const now = new Date();
    const number = await nextNumber(tx, 'INV', now);
    const [invoice] = await tx
      .insert(orderInvoices)
      .values({ orderId, number, issuedAt: now })
      .returning({ id: orderInvoices.id });
    await tx.update(orders).set({ invoiceNumber: number, invoiceIssuedAt: now }).where(eq(orders.id, orderId));
    await this.tell(tx, row, number, { invoiceId: invoice!.id });
  }

  /**
   * A closed order opened again. Its invoice, credited in full when it closed, was cancelled by the
   * credit note: it stays in the books, but the order has no live invoice until it is confirmed or
   * paid again, when `paid` gives it the series' next number. An invoice not wholly credited stays live.
   */
  async reopened(tx: Tx, orderId: number): Promise<void> {
    const row = await OrderDocuments.lock(tx, orderId);
    if (!row || row.taxMode !== 'gst' || !row.invoiceNumber) return;
    const { notes } = await OrderDocuments.liveInvoice(tx, row);
    if (notes.reduce((s, n) => s + n.amountPaise, 0) < row.totalPaise) return;
    await tx.update(orders).set({ invoiceNumber: null, invoiceIssuedAt: null }).where(eq(orders.id, orderId));
  }

  /**
   * Issues a credit note for `amountPaise` of an order's live invoice (no more than it has left
   * uncredited). A part is spread over the lines in proportion to what is left of each, split into
   * taxable value and tax at each line's rate; only what exceeds the lines comes from the charges
   * (shipping, the cash-on-delivery fee: a refund of part gives back goods). A credit of all that is
   * left takes exactly what is left, charges included, so an order credited in full nets its invoice
   * to nothing, paisa for paisa.
   */
  async refunded(tx: Tx, orderId: number, amountPaise: number, reason: string): Promise<void> {
    const row = await OrderDocuments.lock(tx, orderId);
    if (!row || row.taxMode !== 'gst' || !row.invoiceNumber) return;
    const { invoice, notes } = await OrderDocuments.liveInvoice(tx, row);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
    const credited = new Map<number, { taxablePaise: number; taxPaise: number }>();
    for (const line of notes.flatMap((n) => n.lines)) {
      const c = credited.get(line.orderItemId) ?? { taxablePaise: 0, taxPaise: 0 };
      credited.set(line.orderItemId, {
        taxablePaise: c.taxablePaise + line.taxablePaise,
        taxPaise: c.taxPaise + line.taxPaise,
      });
    }
    const left = items.map((i) => {
      const c = credited.get(i.id) ?? { taxablePaise: 0, taxPaise: 0 };
      const taxablePaise = (i.taxablePaise ?? 0) - c.taxablePaise;
      const taxPaise = (i.taxPaise ?? 0) - c.taxPaise;
      return { item: i, taxablePaise, taxPaise, netPaise: taxablePaise + taxPaise };
    });
    const chargesTaxPaise = row.chargesTaxPaise - sum(notes.map((n) => n.chargesTaxPaise));
    const chargesTaxablePaise =
      row.shippingPaise + row.codFeePaise - row.chargesTaxPaise - sum(notes.map((n) => n.chargesTaxablePaise));
    const chargesLeft = { taxablePaise: chargesTaxablePaise, taxPaise: chargesTaxPaise };
    const linesLeftPaise = sum(left.map((l) => l.netPaise));
    const leftPaise = linesLeftPaise + chargesTaxablePaise + chargesTaxPaise;
    const amount = Math.min(amountPaise, leftPaise);
    if (amount <= 0) return;
    const whole = amount === leftPaise;
    const linesPaise = Math.min(amount, linesLeftPaise);
    const chargesPaise = amount - linesPaise;
    const shares = spreadPaise(
      linesPaise,
      left.map((l) => l.netPaise),
    );
    const lines = left
      .map((l, i) => {
        const all = shares[i] === l.netPaise;
        const split = all ? l : splitInclusive(shares[i]!, l.item.gstRatePercent ?? 0);
        return {
          orderItemId: l.item.id,
          quantity: all ? l.item.quantity : 0,
          taxablePaise: split.taxablePaise,
          taxPaise: split.taxPaise,
        };
      })
      .filter((l) => l.taxablePaise + l.taxPaise > 0);
    const charges = whole
      ? chargesLeft
      : chargesPaise > 0
        ? splitInclusive(chargesPaise, row.chargesGstRatePercent ?? 0)
        : { taxablePaise: 0, taxPaise: 0 };
    const intraState = row.igstPaise === 0;
    // The last credit takes what is left of each tax, so the credits add up to the invoice's figures exactly.
    const taxes = whole
      ? [
          {
            cgstPaise: row.cgstPaise - sum(notes.map((n) => n.cgstPaise)),
            sgstPaise: row.sgstPaise - sum(notes.map((n) => n.sgstPaise)),
            igstPaise: row.igstPaise - sum(notes.map((n) => n.igstPaise)),
          },
        ]
      : [...lines, charges].map((l) => splitTax(l.taxPaise, intraState));
    const now = new Date();
    const number = await nextNumber(tx, 'CN', now);
    const [note] = await tx
      .insert(creditNotes)
      .values({
        number,
        orderId,
        invoiceId: invoice.id,
        amountPaise: amount,
        taxablePaise: sum(lines.map((l) => l.taxablePaise)) + charges.taxablePaise,
        cgstPaise: sum(taxes.map((t) => t.cgstPaise)),
        sgstPaise: sum(taxes.map((t) => t.sgstPaise)),
        igstPaise: sum(taxes.map((t) => t.igstPaise)),
        chargesTaxablePaise: charges.taxablePaise,
        chargesTaxPaise: charges.taxPaise,
        lines,
        reason,
        issuedAt: now,
      })
      .returning({ id: creditNotes.id });
    await this.tell(tx, row, number, { creditNoteId: note!.id });
  }
}
