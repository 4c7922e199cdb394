import { stringify } from 'csv-stringify/sync';
import { neutralised } from '../catalogue/products-csv.js';
import { packingSlipsPdf, type Seller } from '../tax/invoice-pdf.js';
import { cashToCollect, orderWeight, rupeesText, type OrderRow, type Parcels } from './shipments.service.js';

/*
 * What many orders need on paper at once: the CSV a courier's panel takes to book their parcels,
 * and one PDF of their packing slips and invoices to print together.
 */

type Listed = { order: OrderRow; parcels: Parcels };

/** The courier panel's columns (the common bulk-booking layout), one row per order. */
export const COURIER_CSV_COLUMNS = [
  'Order number',
  'Name',
  'Phone',
  'Address line 1',
  'Address line 2',
  'City',
  'State',
  'PIN code',
  'Weight (grams)',
  'COD amount',
  'Product description',
] as const;

/** The items as a courier's booking describes them: 'Desk Tee (M, Black) x 2; Desk Bag x 1'. */
const description = ({ parcels }: Listed) =>
  parcels.items
    .map((i) => {
      const options = [i.size, i.color].filter(Boolean).join(', ');
      return `${i.productName}${options ? ` (${options})` : ''} x ${i.quantity}`;
    })
    .join('; ');

/** The CSV: text cells a spreadsheet would take for a formula are written as text (decision 025). */
export function courierCsv(list: Listed[]): string {
  const rows = list.map((l) => {
    const o = l.order;
    return [
      o.orderNumber,
      neutralised(o.shipFullName),
      o.shipPhone,
      neutralised(o.shipLine1),
      neutralised(o.shipLine2),
      neutralised(o.shipCity),
      o.shipState,
      o.shipPinCode,
      String(orderWeight(l.parcels.items, l.parcels)),
      rupeesText(cashToCollect(o)),
      neutralised(description(l)),
    ];
  });
  return stringify([[...COURIER_CSV_COLUMNS], ...rows], { bom: true });
}

/** One PDF: each order's packing slip, then its invoice when it has one (a `gst` order before it is confirmed has none). */
export function papersPdf(seller: Seller, list: Listed[]): Promise<Buffer> {
  return packingSlipsPdf(
    seller,
    list.map(({ order, parcels }) => ({
      order,
      items: parcels.items,
      collectPaise: cashToCollect(order),
      invoiced: order.taxMode !== 'gst' || order.invoiceNumber != null,
    })),
  );
}
