import * as z from 'zod/mini';
import { TAX_MODES } from './gst.js';
import { id, rupees, timestamp } from './response-fields.js';

/* An order's documents: its invoice and credit notes. zod's small build (zod/mini), as in every *.responses.ts. */

export const creditNoteSummarySchema = z.object({
  id,
  number: z.string(),
  amount: rupees,
  reason: z.string(),
  issuedAt: timestamp,
  /** The invoice it credits. */
  invoiceNumber: z.string(),
});

/** One of an order's numbered invoices (`gst` mode): `/orders/:id/invoices/:invoiceId` downloads it. */
export const invoiceSummarySchema = z.object({
  id,
  number: z.string(),
  issuedAt: timestamp,
  /** Credited in full: the order was cancelled or returned after it (a later invoice may follow). */
  credited: z.boolean(),
});

export const orderDocumentsSchema = z.object({
  taxMode: z.enum(TAX_MODES),
  /** The live invoice: in `gst` mode once the order is confirmed or paid (with its number; its latest), in `added` mode always. */
  invoice: z.nullable(z.object({ number: z.nullable(z.string()), issuedAt: z.nullable(timestamp) })),
  /** Every numbered invoice of a `gst` order, in the order issued: more than one when an order credited in full was opened and confirmed again. */
  invoices: z.array(invoiceSummarySchema),
  creditNotes: z.array(creditNoteSummarySchema),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;
