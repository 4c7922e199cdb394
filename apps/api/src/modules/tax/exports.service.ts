import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { addIndiaDays, GST_STATE_CODES, indiaDay, indiaDayStart, splitTax, type ExportKind } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { creditNotes, orderInvoices, orderItems, orders, payments, users } from '#api/db/schema.js';
import { conflict } from '#api/lib/errors.js';
import { neutralised } from '../catalogue/products-csv.js';
import type { TaxMode } from '@kuber/shared';

/** Orders, payments or documents read per query while exporting. */
const BATCH = 500;

type Cell = string | number | null;
/** Rupees with their paise, as a spreadsheet sums them: 2541.53, -120.00. */
const money = (paise: number | null) => (paise == null ? '' : (paise / 100).toFixed(2));
/** A text cell a spreadsheet would take for a formula is written as text (decision 025). */
const text = (v: string | null | undefined) => neutralised(v ?? '');
const day = (d: Date | null) => (d ? indiaDay(d) : '');
const placeOfSupply = (state: string | null) => (state ? `${GST_STATE_CODES[state] ?? ''}-${state}` : '');

const COLUMNS: Record<ExportKind, string[]> = {
  orders: [
    'Order number',
    'Order date',
    'Status',
    'Payment method',
    'Payment status',
    'Paid on',
    'Customer',
    'Email',
    'Ship to state',
    'Tax mode',
    'Invoice number',
    'Invoice date',
    'Item',
    'Size',
    'Colour',
    'HSN',
    'Quantity',
    'Unit price',
    'Line total',
    'GST rate',
    'Taxable value',
    'CGST',
    'SGST',
    'IGST',
    'Order subtotal',
    'Order discount',
    'Order tax added',
    'Order shipping',
    'Order COD fee',
    'Order total',
  ],
  payments: [
    'Date',
    'Order number',
    'Kind',
    'Provider',
    'Gateway id',
    'Amount',
    'Currency',
    'Status',
    'Reference',
    'Recorded by',
  ],
  'sales-register': [
    'Document',
    'Number',
    'Date',
    'Order number',
    'Buyer',
    'Place of supply',
    'Taxable value',
    'CGST',
    'SGST',
    'IGST',
    'Total',
  ],
  'gst-summary': [
    'Type',
    'Place Of Supply',
    'Rate',
    'Applicable % of Tax Rate',
    'Taxable Value',
    'Integrated Tax',
    'Central Tax',
    'State/UT Tax',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
};

/**
 * The accountant's exports as CSV, for the days from `from` to `to` (India's dates, both
 * included), streamed a batch at a time: orders line by line with their payment and tax, every
 * money movement, and in `gst` mode the sales register (invoices and credit notes) and the
 * summary by place of supply and rate that GSTR-1's B2C table takes.
 */
export class ExportsService {
  constructor(
    private readonly db: Db,
    private readonly mode: TaxMode,
  ) {}

  columns(kind: ExportKind): string[] {
    return COLUMNS[kind];
  }

  export(kind: ExportKind, from: string, to: string): Readable {
    if ((kind === 'sales-register' || kind === 'gst-summary') && this.mode !== 'gst')
      throw conflict('The sales register and the GST summary are kept when the shop charges GST (TAX_MODE=gst)');
    const range = { start: indiaDayStart(from), end: indiaDayStart(addIndiaDays(to, 1)) };
    const rows = {
      orders: () => this.orderRows(range),
      payments: () => this.paymentRows(range),
      'sales-register': () => this.registerRows(range),
      'gst-summary': () => this.summaryRows(range),
    }[kind];
    const heading = this.columns(kind);
    async function* all(): AsyncGenerator<Cell[]> {
      yield heading;
      yield* rows();
    }
    return Readable.from(all()).pipe(stringify({ bom: true }));
  }

  /** The lines of a batch of orders, in order and line order. */
  private itemsOf(batch: { id: number }[]) {
    return this.db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          batch.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  }

  private async *orderRows(range: Range): AsyncGenerator<Cell[]> {
    let after = 0;
    for (;;) {
      const batch = await this.db
        .select()
        .from(orders)
        .where(and(gte(orders.createdAt, range.start), lt(orders.createdAt, range.end), gt(orders.id, after)))
        .orderBy(asc(orders.id))
        .limit(BATCH);
      if (batch.length === 0) return;
      const items = await this.itemsOf(batch);
      for (const o of batch) {
        for (const i of items.filter((item) => item.orderId === o.id)) {
          const tax = splitTax(i.taxPaise ?? 0, o.igstPaise === 0);
          const gst = o.taxMode === 'gst';
          yield [
            text(o.orderNumber),
            day(o.createdAt),
            o.status,
            o.paymentMethod,
            o.paymentStatus,
            day(o.paidAt),
            text(o.shipFullName),
            text(o.userEmail),
            text(o.shipState),
            o.taxMode,
            text(o.invoiceNumber),
            day(o.invoiceIssuedAt),
            text(i.productName),
            text(i.size),
            text(i.color),
            text(i.hsnCode),
            i.quantity,
            money(i.unitPricePaise),
            money(i.totalPricePaise),
            i.gstRatePercent == null ? '' : i.gstRatePercent,
            money(i.taxablePaise),
            gst ? money(tax.cgstPaise) : '',
            gst ? money(tax.sgstPaise) : '',
            gst ? money(tax.igstPaise) : '',
            money(o.subtotalPaise),
            money(o.discountPaise),
            money(o.taxPaise),
            money(o.shippingPaise),
            money(o.codFeePaise),
            money(o.totalPaise),
          ];
        }
      }
      after = batch.at(-1)!.id;
    }
  }

  private async *paymentRows(range: Range): AsyncGenerator<Cell[]> {
    let after = 0;
    for (;;) {
      const batch = await this.db
        .select({ payment: payments, orderNumber: orders.orderNumber, by: users.email })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .leftJoin(users, eq(users.id, payments.createdById))
        .where(and(gte(payments.createdAt, range.start), lt(payments.createdAt, range.end), gt(payments.id, after)))
        .orderBy(asc(payments.id))
        .limit(BATCH);
      if (batch.length === 0) return;
      for (const { payment: p, orderNumber, by } of batch) {
        yield [
          day(p.createdAt),
          text(orderNumber),
          p.kind,
          text(p.provider),
          text(p.gatewayId),
          // A refund takes money back: negative, so the column sums to what the shop kept.
          money(p.kind === 'REFUND' ? -p.amountPaise : p.amountPaise),
          text(p.currency),
          p.status,
          text(p.reference),
          text(by),
        ];
      }
      after = batch.at(-1)!.payment.id;
    }
  }

  /** The invoices issued in the days, each with its order (an order opened again after a full credit has two). */
  private async invoicedIn(range: Range, after: number) {
    return this.db
      .select({ invoice: orderInvoices, order: orders })
      .from(orderInvoices)
      .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
      .where(
        and(
          gte(orderInvoices.issuedAt, range.start),
          lt(orderInvoices.issuedAt, range.end),
          gt(orderInvoices.id, after),
        ),
      )
      .orderBy(asc(orderInvoices.id))
      .limit(BATCH);
  }

  private async creditedIn(range: Range, after: number) {
    return this.db
      .select({ note: creditNotes, order: orders })
      .from(creditNotes)
      .innerJoin(orders, eq(orders.id, creditNotes.orderId))
      .where(
        and(gte(creditNotes.issuedAt, range.start), lt(creditNotes.issuedAt, range.end), gt(creditNotes.id, after)),
      )
      .orderBy(asc(creditNotes.id))
      .limit(BATCH);
  }

  /** Every invoice and then every credit note issued in the days, a credit note's figures negative. */
  private async *registerRows(range: Range): AsyncGenerator<Cell[]> {
    for (let after = 0; ;) {
      const batch = await this.invoicedIn(range, after);
      if (batch.length === 0) break;
      for (const { invoice, order: o } of batch) {
        // Everything the invoice charged that is not tax: the lines' and the charges' taxable values.
        const taxable = o.totalPaise - o.cgstPaise - o.sgstPaise - o.igstPaise;
        yield [
          'Invoice',
          text(invoice.number),
          day(invoice.issuedAt),
          text(o.orderNumber),
          text(o.shipFullName),
          placeOfSupply(o.placeOfSupply),
          money(taxable),
          money(o.cgstPaise),
          money(o.sgstPaise),
          money(o.igstPaise),
          money(o.totalPaise),
        ];
      }
      after = batch.at(-1)!.invoice.id;
    }
    for (let after = 0; ;) {
      const batch = await this.creditedIn(range, after);
      if (batch.length === 0) return;
      for (const { note: n, order: o } of batch) {
        yield [
          'Credit note',
          text(n.number),
          day(n.issuedAt),
          text(o.orderNumber),
          text(o.shipFullName),
          placeOfSupply(o.placeOfSupply),
          money(-n.taxablePaise),
          money(-n.cgstPaise),
          money(-n.sgstPaise),
          money(-n.igstPaise),
          money(-n.amountPaise),
        ];
      }
      after = batch.at(-1)!.note.id;
    }
  }

  /**
   * GSTR-1's B2C (small) table: taxable value and tax by place of supply and rate, the invoices
   * issued in the days less the credit notes issued in them. Sums are kept in paise.
   */
  private async *summaryRows(range: Range): AsyncGenerator<Cell[]> {
    const sums = new Map<string, { state: string; rate: number; taxable: number; tax: number; intra: boolean }>();
    const add = (state: string, rate: number, intra: boolean, taxable: number, tax: number) => {
      const key = `${state}|${rate}`;
      const s = sums.get(key) ?? { state, rate, taxable: 0, tax: 0, intra };
      s.taxable += taxable;
      s.tax += tax;
      sums.set(key, s);
    };
    for (let after = 0; ;) {
      const batch = await this.invoicedIn(range, after);
      if (batch.length === 0) break;
      const items = await this.itemsOf(batch.map((b) => b.order));
      for (const { order: o } of batch) {
        const intra = o.igstPaise === 0;
        for (const i of items.filter((item) => item.orderId === o.id))
          add(o.placeOfSupply ?? '', i.gstRatePercent ?? 0, intra, i.taxablePaise ?? 0, i.taxPaise ?? 0);
        // The charges (shipping, the cash-on-delivery fee) at the rate they are taxed at.
        const chargesPaise = o.shippingPaise + o.codFeePaise;
        if (chargesPaise > 0)
          add(
            o.placeOfSupply ?? '',
            o.chargesGstRatePercent ?? 0,
            intra,
            chargesPaise - o.chargesTaxPaise,
            o.chargesTaxPaise,
          );
      }
      after = batch.at(-1)!.invoice.id;
    }
    for (let after = 0; ;) {
      const batch = await this.creditedIn(range, after);
      if (batch.length === 0) break;
      const ids = [...new Set(batch.flatMap((b) => b.note.lines.map((l) => l.orderItemId)))];
      const rates = new Map(
        (ids.length
          ? await this.db
              .select({ id: orderItems.id, rate: orderItems.gstRatePercent })
              .from(orderItems)
              .where(inArray(orderItems.id, ids))
          : []
        ).map((r) => [r.id, r.rate ?? 0]),
      );
      for (const { note, order: o } of batch) {
        for (const l of note.lines)
          add(o.placeOfSupply ?? '', rates.get(l.orderItemId) ?? 0, note.igstPaise === 0, -l.taxablePaise, -l.taxPaise);
        if (note.chargesTaxablePaise + note.chargesTaxPaise > 0)
          add(
            o.placeOfSupply ?? '',
            o.chargesGstRatePercent ?? 0,
            note.igstPaise === 0,
            -note.chargesTaxablePaise,
            -note.chargesTaxPaise,
          );
      }
      after = batch.at(-1)!.note.id;
    }
    const ordered = [...sums.values()].sort((a, b) => a.state.localeCompare(b.state) || a.rate - b.rate);
    for (const s of ordered) {
      const tax = splitTax(s.tax, s.intra);
      yield [
        'OE',
        placeOfSupply(s.state),
        s.rate,
        '',
        money(s.taxable),
        money(tax.igstPaise),
        money(tax.cgstPaise),
        money(tax.sgstPaise),
        money(0),
        '',
      ];
    }
  }
}

interface Range {
  start: Date;
  end: Date;
}
