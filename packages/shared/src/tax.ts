import { z } from 'zod';
import { idParams, indiaDateParam } from './params.js';

/* Invoices, credit notes and the accountant's exports (decision 028). */

/** A credit note of an order: `/orders/:id/credit-notes/:noteId`. */
export const creditNoteParams = idParams.extend({
  noteId: z.coerce
    .number({ error: 'noteId must be a number' })
    .int('noteId must be a whole number')
    .min(1, 'noteId must be at least 1')
    .max(2_147_483_647, 'noteId must be a whole number'),
});

/** One of an order's invoices: `/orders/:id/invoices/:invoiceId`. */
export const invoiceParams = idParams.extend({
  invoiceId: z.coerce
    .number({ error: 'invoiceId must be a number' })
    .int('invoiceId must be a whole number')
    .min(1, 'invoiceId must be at least 1')
    .max(2_147_483_647, 'invoiceId must be a whole number'),
});

/** The accountant's exports: orders line by line, money movements, and in `gst` mode the sales register and the summary by rate and state. */
export const EXPORT_KINDS = ['orders', 'payments', 'sales-register', 'gst-summary'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const exportParams = z.object({
  kind: z.enum(EXPORT_KINDS, { error: `kind must be one of ${EXPORT_KINDS.join(', ')}` }),
});

/** The days an export covers, India's dates, both included; at most a little over a year. */
export const exportQuery = z
  .object({ from: indiaDateParam('from'), to: indiaDateParam('to') })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 400 * 86_400_000, {
    path: ['to'],
    message: 'An export covers at most 400 days',
  });
export type ExportQuery = z.input<typeof exportQuery>;
