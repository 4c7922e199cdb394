import { and, asc, eq } from 'drizzle-orm';
import { toRupees, type OrderDocuments } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { creditNotes, orderInvoices, orderItems, orders } from '#api/db/schema.js';
import { notFound } from '#api/lib/errors.js';
import type { MailAttachment, MailFile } from '../mail/mailer.js';
import { creditNotePdf, invoicePdf, type Seller } from './invoice-pdf.js';

type OrderRow = typeof orders.$inferSelect;

/** A document ready to download: its file name and its bytes. */
export interface PdfFile {
  filename: string;
  pdf: Buffer;
}

const fileName = (kind: string, number: string) => `${kind}-${number.replace(/[^\w-]+/g, '-')}.pdf`;

/**
 * An order's invoice and credit notes, listed and made as PDFs: for its shopper (another
 * shopper's order is not found) and for the shop's admins (`userId` null).
 */
export class DocumentsService {
  constructor(
    private readonly db: Db,
    private readonly settings: { seller: Seller },
  ) {}

  private async order(orderId: number, userId: number | null): Promise<OrderRow> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), userId == null ? undefined : eq(orders.userId, userId)));
    if (!row) throw notFound('Order not found');
    return row;
  }

  private items(orderId: number) {
    return this.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  }

  /** A `gst` order has an invoice once confirmed or paid; an `added` order's invoice is its bill, always there. */
  private static hasInvoice(o: OrderRow): boolean {
    return o.taxMode !== 'gst' || o.invoiceNumber != null;
  }

  private invoices(orderId: number) {
    return this.db
      .select()
      .from(orderInvoices)
      .where(eq(orderInvoices.orderId, orderId))
      .orderBy(asc(orderInvoices.id));
  }

  async list(orderId: number, userId: number | null): Promise<OrderDocuments> {
    const o = await this.order(orderId, userId);
    const invoices = await this.invoices(orderId);
    const notes = await this.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, orderId))
      .orderBy(asc(creditNotes.id));
    const numberOf = new Map(invoices.map((i) => [i.id, i.number]));
    const creditedOf = (invoiceId: number) =>
      notes.filter((n) => n.invoiceId === invoiceId).reduce((s, n) => s + n.amountPaise, 0);
    return {
      taxMode: o.taxMode === 'gst' ? 'gst' : 'added',
      invoice: DocumentsService.hasInvoice(o)
        ? { number: o.invoiceNumber, issuedAt: o.invoiceIssuedAt?.toISOString() ?? null }
        : null,
      invoices: invoices.map((i) => ({
        id: i.id,
        number: i.number,
        issuedAt: i.issuedAt.toISOString(),
        credited: creditedOf(i.id) >= o.totalPaise,
      })),
      creditNotes: notes.map((n) => ({
        id: n.id,
        number: n.number,
        amount: toRupees(n.amountPaise),
        reason: n.reason,
        issuedAt: n.issuedAt.toISOString(),
        invoiceNumber: numberOf.get(n.invoiceId) ?? '',
      })),
    };
  }

  /** The order's live invoice: in `added` mode its bill. */
  async invoice(orderId: number, userId: number | null): Promise<PdfFile> {
    const o = await this.order(orderId, userId);
    if (!DocumentsService.hasInvoice(o))
      throw notFound('This order has no invoice yet: it is issued when the order is confirmed or paid');
    const pdf = await invoicePdf(this.settings.seller, o, await this.items(orderId));
    return { filename: fileName('invoice', o.invoiceNumber ?? o.orderNumber), pdf };
  }

  /** One of the order's numbered invoices, the live one or one credited in full before it was opened again. */
  async numberedInvoice(orderId: number, invoiceId: number, userId: number | null): Promise<PdfFile> {
    const o = await this.order(orderId, userId);
    const [invoice] = await this.db
      .select()
      .from(orderInvoices)
      .where(and(eq(orderInvoices.id, invoiceId), eq(orderInvoices.orderId, orderId)));
    if (!invoice) throw notFound('Invoice not found');
    const pdf = await invoicePdf(this.settings.seller, DocumentsService.as(o, invoice), await this.items(orderId));
    return { filename: fileName('invoice', invoice.number), pdf };
  }

  /** The order as one of its invoices was issued: its number and date. */
  private static as(o: OrderRow, invoice: typeof orderInvoices.$inferSelect): OrderRow {
    return { ...o, invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt };
  }

  /** A document a mail carries, made as the mail is sent. */
  async attachment(a: MailAttachment): Promise<MailFile> {
    const file =
      a.kind === 'credit-note'
        ? await this.creditNote(a.orderId, a.creditNoteId!, null)
        : a.invoiceId
          ? await this.numberedInvoice(a.orderId, a.invoiceId, null)
          : await this.invoice(a.orderId, null);
    return { filename: file.filename, content: file.pdf };
  }

  /** A credit note, naming the invoice it credits. */
  async creditNote(orderId: number, noteId: number, userId: number | null): Promise<PdfFile> {
    const o = await this.order(orderId, userId);
    const [found] = await this.db
      .select({ note: creditNotes, invoice: orderInvoices })
      .from(creditNotes)
      .innerJoin(orderInvoices, eq(orderInvoices.id, creditNotes.invoiceId))
      .where(and(eq(creditNotes.id, noteId), eq(creditNotes.orderId, orderId)));
    if (!found) throw notFound('Credit note not found');
    const pdf = await creditNotePdf(
      this.settings.seller,
      DocumentsService.as(o, found.invoice),
      await this.items(orderId),
      found.note,
    );
    return { filename: fileName('credit-note', found.note.number), pdf };
  }
}
