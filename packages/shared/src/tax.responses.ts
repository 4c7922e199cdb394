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
});

export const orderDocumentsSchema = z.object({
  taxMode: z.enum(TAX_MODES),
  /** The invoice: in `gst` mode once the order is confirmed or paid (with its number), in `added` mode always. */
  invoice: z.nullable(z.object({ number: z.nullable(z.string()), issuedAt: z.nullable(timestamp) })),
  creditNotes: z.array(creditNoteSummarySchema),
});
export type OrderDocuments = z.infer<typeof orderDocumentsSchema>;
