import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { formatIndianNumber, formatINR, stateWithCode, toRupees } from '@kuber/shared';
import type { creditNotes, orderItems, orders } from '#api/db/schema.js';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The business that sells, as its invoices name it. */
export interface Seller {
  name: string;
  legalName: string;
  address: string;
  gstin: string | null;
  state: string;
}

/*
 * Noto Sans Devanagari as Fontsource ships it, in two files: its Latin letters and its
 * Devanagari (with the rupee sign). Text is written in runs of one script, each in its file;
 * fontkit shapes the Devanagari runs (conjuncts, vowel signs placed before their consonant).
 */
const require = createRequire(import.meta.url);
const fontFile = (subset: 'latin' | 'devanagari', weight: 400 | 700) =>
  sfntOfWoff(
    readFileSync(
      require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`),
    ),
  );

/**
 * A WOFF font's plain TrueType file (WOFF 1.0: the same tables, each deflated). fontkit reads a
 * WOFF's tables by inflating them again at every read, in JavaScript, which took nearly all of an
 * invoice's time; inflated once here by zlib, the font is read as the TrueType file it holds.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compLength, origLength] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const head = Buffer.alloc(12 + 16 * count);
  head.writeUInt32BE(woff.readUInt32BE(4), 0); // the flavour: TrueType or CFF
  head.writeUInt16BE(count, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tables.forEach((t, i) => {
    t.tag.copy(head, 12 + i * 16);
    head.writeUInt32BE(t.checksum, 12 + i * 16 + 4);
    head.writeUInt32BE(offset, 12 + i * 16 + 8);
    head.writeUInt32BE(t.data.length, 12 + i * 16 + 12);
    const padded = Buffer.alloc(Math.ceil(t.data.length / 4) * 4);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([head, ...bodies]);
}
/** The fonts are read once, by the fontkit that pdfkit itself loads (pdfkit takes a font it made), for every document. */
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as {
  create(data: Buffer): PDFKit.Mixins.PDFFontSource;
};
let fonts: Record<'latin' | 'latinBold' | 'deva' | 'devaBold', PDFKit.Mixins.PDFFontSource> | undefined;
const loadFonts = () =>
  (fonts ??= {
    latin: fontkit.create(fontFile('latin', 400)),
    latinBold: fontkit.create(fontFile('latin', 700)),
    deva: fontkit.create(fontFile('devanagari', 400)),
    devaBold: fontkit.create(fontFile('devanagari', 700)),
  });
/** The code points drawn from the Devanagari file (Fontsource's unicode.json): its letters and signs, and the rupee sign. */
const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x20a8, 0x20a8],
  [0x20b9, 0x20b9],
  [0xa830, 0xa839],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return DEVANAGARI_RANGES.some(([from, to]) => c >= from && c <= to);
};

/** A text cut into runs of one script; spaces and joiners stay with the run they are in. */
/** What the discount was: a coupon, a discount code (named), or both. */
function discountLabel(o: { discountCode: string | null; codeDiscountPaise: number; discountPaise: number }): string {
  if (!o.discountCode) return 'Coupon';
  return o.codeDiscountPaise < o.discountPaise
    ? `Coupon and code ${o.discountCode}`
    : `Discount code ${o.discountCode}`;
}

function runsOf(text: string): { deva: boolean; text: string }[] {
  const runs: { deva: boolean; text: string }[] = [];
  for (const ch of text) {
    const deva = isDevanagari(ch) || (/[\s\u200c\u200d]/.test(ch) && (runs.at(-1)?.deva ?? false));
    const last = runs.at(-1);
    if (last && last.deva === deva) last.text += ch;
    else runs.push({ deva, text: ch });
  }
  return runs;
}

type Doc = PDFKit.PDFDocument;
const fontOf = (deva: boolean, bold: boolean) => (deva ? (bold ? 'devaBold' : 'deva') : bold ? 'latinBold' : 'latin');

interface CellOptions {
  width: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
}

/** Writes a text at (x, y) in its scripts' fonts, line by line; a line of one script wraps within the width. Answers its height. */
function cell(doc: Doc, text: string, x: number, y: number, o: CellOptions): number {
  let height = 0;
  for (const line of text.split('\n')) height += cellLine(doc, line, x, y + height, o);
  return height;
}

function cellLine(doc: Doc, text: string, x: number, y: number, o: CellOptions): number {
  doc.fontSize(o.size ?? 9);
  const runs = runsOf(text);
  if (runs.length <= 1) {
    doc.font(fontOf(runs[0]?.deva ?? false, o.bold ?? false));
    doc.text(text, x, y, { width: o.width, align: o.align ?? 'left' });
    return doc.heightOfString(text || ' ', { width: o.width });
  }
  const widths = runs.map((r) => doc.font(fontOf(r.deva, o.bold ?? false)).widthOfString(r.text));
  const whole = widths.reduce((s, w) => s + w, 0);
  let at = o.align === 'right' ? x + o.width - whole : o.align === 'center' ? x + (o.width - whole) / 2 : x;
  runs.forEach((r, i) => {
    doc.font(fontOf(r.deva, o.bold ?? false)).text(r.text, at, y, { lineBreak: false });
    at += widths[i]!;
  });
  return doc.currentLineHeight(true);
}

/** 2,541.53: an amount in a table, always with its paise. */
const amount = (paise: number) =>
  `${paise < 0 ? '-' : ''}${formatIndianNumber(Math.floor(Math.abs(paise) / 100))}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
const rupees = (paise: number) => formatINR(toRupees(paise));
const rate = (r: number | null) => `${r ?? 0}%`;
const indiaDate = (d: Date) =>
  d.toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' });

/** The item as the order named it, its size and colour, and its Hindi name on a line of its own. */
const itemName = (i: ItemRow) =>
  [i.productName, i.size && `Size ${i.size}`, i.color].filter(Boolean).join(', ') +
  (i.productNameHi ? `\n${i.productNameHi}` : '');

/** The rate an `added` order was taxed at, from its own figures: the setting may have changed since. */
const addedRate = (o: OrderRow) => {
  const taxable = o.subtotalPaise - o.discountPaise;
  return taxable > 0 ? Math.round((o.taxPaise / taxable) * 10_000) / 100 : 0;
};

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const INNER = PAGE_WIDTH - 2 * MARGIN;

/** A table's column: its heading, its width (a share of the page), how it aligns. */
interface Column<T> {
  title: string;
  width: number;
  align?: 'left' | 'right';
  value: (row: T) => string;
}

function table<T>(doc: Doc, columns: Column<T>[], rows: T[], y0: number): number {
  const whole = columns.reduce((s, c) => s + c.width, 0);
  const widths = columns.map((c) => (c.width / whole) * INNER);
  const drawRow = (values: string[], y: number, bold: boolean) => {
    let x = MARGIN;
    let height = 0;
    values.forEach((v, i) => {
      height = Math.max(height, cell(doc, v, x + 2, y, { width: widths[i]! - 4, align: columns[i]!.align, bold }));
      x += widths[i]!;
    });
    return height;
  };
  let y = y0;
  doc
    .rect(MARGIN, y - 3, INNER, 16)
    .fill('#eeeeee')
    .fillColor('#000000');
  y += drawRow(
    columns.map((c) => c.title),
    y,
    true,
  );
  y += 6;
  for (const row of rows) {
    if (y > 760) {
      doc.addPage();
      y = MARGIN;
    }
    y += drawRow(
      columns.map((c) => c.value(row)),
      y,
      false,
    );
    y += 4;
    doc
      .moveTo(MARGIN, y - 2)
      .lineTo(MARGIN + INNER, y - 2)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke();
  }
  return y + 6;
}

/** Label and figure pairs, right-aligned under a table. */
function totals(doc: Doc, lines: [string, string, boolean?][], y0: number): number {
  let y = y0;
  for (const [label, figure, bold] of lines) {
    cell(doc, label, MARGIN + INNER - 300, y, { width: 180, align: 'right', bold });
    y += cell(doc, figure, MARGIN + INNER - 115, y, { width: 115, align: 'right', bold }) + 3;
  }
  return y;
}

/** The seller on the left, the document's number and dates on the right. */
function heading(doc: Doc, seller: Seller, title: string, facts: [string, string][]): number {
  cell(doc, title, MARGIN, MARGIN, { width: INNER, align: 'center', bold: true, size: 16 });
  let y = MARGIN + 30;
  let left = y;
  left += cell(doc, seller.legalName, MARGIN, left, { width: 280, bold: true, size: 11 }) + 2;
  left += cell(doc, seller.address, MARGIN, left, { width: 280 }) + 2;
  if (seller.gstin) left += cell(doc, `GSTIN: ${seller.gstin}`, MARGIN, left, { width: 280, bold: true }) + 2;
  left += cell(doc, `State: ${stateWithCode(seller.state)}`, MARGIN, left, { width: 280 }) + 2;
  for (const [label, value] of facts) {
    cell(doc, label, MARGIN + 300, y, { width: 100, bold: true });
    y += cell(doc, value, MARGIN + 400, y, { width: INNER - 400 }) + 2;
  }
  return Math.max(left, y) + 12;
}

/** The buyer: who it is billed and shipped to, and the place of supply in `gst` mode. */
function buyer(doc: Doc, o: OrderRow, y0: number): number {
  let y = y0;
  y += cell(doc, 'Billed and shipped to', MARGIN, y, { width: 280, bold: true }) + 2;
  const address = [o.shipLine1, o.shipLine2, `${o.shipCity}, ${o.shipState} ${o.shipPinCode}`, o.shipCountry];
  for (const line of [o.shipFullName, ...address.filter(Boolean), `Phone: ${o.shipPhone}`])
    y += cell(doc, line ?? '', MARGIN, y, { width: 300 }) + 1;
  if (o.taxMode === 'gst' && o.placeOfSupply) {
    cell(doc, 'Place of supply', MARGIN + 300, y0, { width: 100, bold: true });
    cell(doc, stateWithCode(o.placeOfSupply), MARGIN + 400, y0, { width: INNER - 400 });
  }
  return y + 12;
}

function footer(doc: Doc, seller: Seller, y: number): void {
  cell(doc, `For ${seller.legalName}. A computer-generated document; it needs no signature.`, MARGIN, y + 10, {
    width: INNER,
    size: 8,
  });
}

/** A GST row of an invoice or a credit note: an item (or the order's charges), and the taxable value and tax of it. */
interface TaxLine {
  name: string;
  hsnCode: string | null;
  quantity: number;
  ratePercent: number | null;
  taxablePaise: number;
  taxPaise: number;
}

const itemLine = (item: ItemRow, quantity: number, taxablePaise: number, taxPaise: number): TaxLine => ({
  name: itemName(item),
  hsnCode: item.hsnCode,
  quantity,
  ratePercent: item.gstRatePercent,
  taxablePaise,
  taxPaise,
});

/** What the order's charges are called on its documents: its shipping, its cash-on-delivery fee, or both. */
function chargesName(o: OrderRow): string {
  if (o.shippingPaise > 0 && o.codFeePaise > 0) return 'Shipping and cash on delivery fee';
  return o.codFeePaise > 0 ? 'Cash on delivery fee' : 'Shipping';
}

/**
 * The charges' row (shipping, the cash-on-delivery fee: one composite supply with the goods, taxed
 * at the order's highest line rate), or none when nothing of them is on the document.
 */
function chargesLine(o: OrderRow, taxablePaise: number, taxPaise: number): TaxLine[] {
  if (taxablePaise + taxPaise === 0) return [];
  return [
    { name: chargesName(o), hsnCode: null, quantity: 0, ratePercent: o.chargesGstRatePercent, taxablePaise, taxPaise },
  ];
}

function gstTable(doc: Doc, lines: TaxLine[], intraState: boolean, y: number): number {
  const half = (l: TaxLine) => Math.ceil(l.taxPaise / 2);
  const columns: Column<TaxLine>[] = [
    { title: 'Item', width: 30, value: (l) => l.name },
    { title: 'HSN', width: 8, value: (l) => l.hsnCode ?? '' },
    { title: 'Qty', width: 5, align: 'right', value: (l) => (l.quantity ? String(l.quantity) : '') },
    { title: 'Taxable value', width: 13, align: 'right', value: (l) => amount(l.taxablePaise) },
    { title: 'Rate', width: 6, align: 'right', value: (l) => rate(l.ratePercent) },
    ...(intraState
      ? [
          { title: 'CGST', width: 10, align: 'right' as const, value: (l: TaxLine) => amount(half(l)) },
          { title: 'SGST', width: 10, align: 'right' as const, value: (l: TaxLine) => amount(l.taxPaise - half(l)) },
        ]
      : [{ title: 'IGST', width: 12, align: 'right' as const, value: (l: TaxLine) => amount(l.taxPaise) }]),
    { title: 'Total', width: 12, align: 'right', value: (l) => amount(l.taxablePaise + l.taxPaise) },
  ];
  return table(doc, columns, lines, y);
}

function gstTotals(
  doc: Doc,
  t: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number },
  totalLabel: string,
  y: number,
): number {
  const intra = t.igstPaise === 0;
  return totals(
    doc,
    [
      ['Taxable value', rupees(t.taxablePaise)],
      ...(intra
        ? ([
            ['CGST', rupees(t.cgstPaise)],
            ['SGST', rupees(t.sgstPaise)],
          ] as [string, string][])
        : ([['IGST', rupees(t.igstPaise)]] as [string, string][])),
      [totalLabel, rupees(t.totalPaise), true],
    ],
    y,
  );
}

function render(draw: (doc: Doc) => void, title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title }, bufferPages: false });
  for (const [name, font] of Object.entries(loadFonts())) doc.registerFont(name, font);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/**
 * An order's invoice as a PDF. In `gst` mode the tax invoice GST's rules ask for: its number,
 * the seller's GSTIN and state, the buyer and the place of supply, each line's HSN code, taxable
 * value, rate and tax. In `added` mode the invoice as the store has always made it, the tax
 * added at its rate on the subtotal.
 */
export function invoicePdf(seller: Seller, o: OrderRow, items: ItemRow[]): Promise<Buffer> {
  const title = o.taxMode === 'gst' ? 'Tax Invoice' : 'Invoice';
  return render((doc) => drawInvoice(doc, seller, o, items), `${title} ${o.invoiceNumber ?? o.orderNumber}`);
}

function drawInvoice(doc: Doc, seller: Seller, o: OrderRow, items: ItemRow[]): void {
  const gst = o.taxMode === 'gst';
  const title = gst ? 'Tax Invoice' : 'Invoice';
  const issued = o.invoiceIssuedAt ?? o.createdAt;
  let y = heading(doc, seller, title, [
    ...(gst && o.invoiceNumber ? ([['Invoice no.', o.invoiceNumber]] as [string, string][]) : []),
    ['Date', indiaDate(issued)],
    ['Order', o.orderNumber],
    ['Payment', o.paymentMethod],
  ]);
  y = buyer(doc, o, y);
  if (gst) {
    const chargesPaise = o.shippingPaise + o.codFeePaise;
    const lines = [
      ...items.map((i) => itemLine(i, i.quantity, i.taxablePaise ?? 0, i.taxPaise ?? 0)),
      ...chargesLine(o, chargesPaise - o.chargesTaxPaise, o.chargesTaxPaise),
    ];
    y = gstTable(doc, lines, o.igstPaise === 0, y);
    const taxablePaise = lines.reduce((s, l) => s + l.taxablePaise, 0);
    if (o.discountPaise > 0)
      y = totals(doc, [[`${discountLabel(o)} (in the lines' taxable values above)`, `-${rupees(o.discountPaise)}`]], y);
    y = gstTotals(doc, { ...o, taxablePaise }, 'Total (GST included)', y);
  } else {
    y = table<ItemRow>(
      doc,
      [
        { title: 'Item', width: 50, value: itemName },
        { title: 'Qty', width: 8, align: 'right', value: (i) => String(i.quantity) },
        { title: 'Price', width: 20, align: 'right', value: (i) => amount(i.unitPricePaise) },
        { title: 'Amount', width: 20, align: 'right', value: (i) => amount(i.totalPricePaise) },
      ],
      items,
      y,
    );
    y = totals(
      doc,
      [
        ['Subtotal', rupees(o.subtotalPaise)],
        ...(o.discountPaise > 0 ? ([[discountLabel(o), `-${rupees(o.discountPaise)}`]] as [string, string][]) : []),
        [`Tax (${addedRate(o)}%)`, rupees(o.taxPaise)],
        ['Shipping', o.shippingPaise ? rupees(o.shippingPaise) : 'Free'],
        ...(o.codFeePaise > 0 ? ([['Cash on delivery fee', rupees(o.codFeePaise)]] as [string, string][]) : []),
        ['Total', rupees(o.totalPaise), true],
      ],
      y,
    );
  }
  footer(doc, seller, y);
}

/** A credit note as a PDF: what it credits of the invoice, line by line, with the tax split as on it. */
export function creditNotePdf(seller: Seller, o: OrderRow, items: ItemRow[], note: CreditNoteRow): Promise<Buffer> {
  return render((doc) => {
    let y = heading(doc, seller, 'Credit Note', [
      ['Credit note no.', note.number],
      ['Date', indiaDate(note.issuedAt)],
      ['Against invoice', o.invoiceNumber ?? ''],
      ['Invoice date', o.invoiceIssuedAt ? indiaDate(o.invoiceIssuedAt) : ''],
      ['Order', o.orderNumber],
      ['Reason', note.reason],
    ]);
    y = buyer(doc, o, y);
    const byId = new Map(items.map((i) => [i.id, i]));
    const lines = [
      ...note.lines.flatMap((l) => {
        const item = byId.get(l.orderItemId);
        return item ? [itemLine(item, l.quantity, l.taxablePaise, l.taxPaise)] : [];
      }),
      ...chargesLine(o, note.chargesTaxablePaise, note.chargesTaxPaise),
    ];
    y = gstTable(doc, lines, note.igstPaise === 0, y);
    y = gstTotals(doc, { ...note, totalPaise: note.amountPaise }, 'Total credited', y);
    footer(doc, seller, y);
  }, `Credit Note ${note.number}`);
}

/** An order to print: its packing slip, what is left to collect in cash, and its invoice if it has one yet. */
export interface OrderToPrint {
  order: OrderRow;
  items: ItemRow[];
  collectPaise: number;
  invoiced: boolean;
}

/**
 * Many orders' papers in one PDF for one print: each order's packing slip (what goes in the parcel
 * and where, without prices) on a page of its own, followed by its invoice.
 */
export function packingSlipsPdf(seller: Seller, list: OrderToPrint[]): Promise<Buffer> {
  return render((doc) => {
    list.forEach(({ order: o, items, collectPaise, invoiced }, i) => {
      if (i > 0) doc.addPage();
      let y = heading(doc, seller, 'Packing Slip', [
        ['Order', o.orderNumber],
        ['Placed', indiaDate(o.createdAt)],
        ['Items', String(o.totalItems)],
        ['Payment', collectPaise > 0 ? `Collect ${rupees(collectPaise)} in cash` : 'Paid'],
      ]);
      y = buyer(doc, o, y);
      y = table<ItemRow>(
        doc,
        [
          { title: 'Item', width: 80, value: itemName },
          { title: 'Qty', width: 20, align: 'right', value: (item) => String(item.quantity) },
        ],
        items,
        y,
      );
      if (o.notes) y += cell(doc, `Shopper's note: ${o.notes}`, MARGIN, y + 6, { width: INNER }) + 6;
      cell(doc, `Thank you for shopping with ${seller.name}!`, MARGIN, y + 14, { width: INNER });
      if (invoiced) {
        doc.addPage();
        drawInvoice(doc, seller, o, items);
      }
    });
  }, 'Packing slips and invoices');
}
