import {
  creditNoteParams,
  invoiceParams,
  exportParams,
  exportQuery,
  idParams,
  orderDocumentsSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import type { DocumentsService } from './documents.service.js';
import type { ExportsService } from './exports.service.js';
import { pdfResponse, sendPdf } from './tax.routes.js';

const tags = ['admin'];

/** Any order's invoice and credit notes, and the accountant's exports; mounted under /api/admin, behind the admin guard. */
export function taxAdminRoutes(documents: DocumentsService, exports: ExportsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders/:id/documents',
      {
        schema: {
          summary: 'An order’s invoice and credit notes',
          tags,
          params: idParams,
          response: okResponse(orderDocumentsSchema),
        },
      },
      async (req) => ok(await documents.list(req.params.id, null)),
    );
    app.get(
      '/orders/:id/invoice',
      { schema: { tags, summary: 'The order’s invoice as a PDF', params: idParams, response: pdfResponse } },
      async (req, reply) => sendPdf(reply, await documents.invoice(req.params.id, null)),
    );
    app.get(
      '/orders/:id/invoices/:invoiceId',
      {
        schema: {
          tags,
          summary: 'One of the order’s invoices as a PDF',
          description:
            'Any of its numbered invoices (`gst` mode), as the documents list names them: the live one or one credited in full before the order was opened again.',
          params: invoiceParams,
          response: pdfResponse,
        },
      },
      async (req, reply) => sendPdf(reply, await documents.numberedInvoice(req.params.id, req.params.invoiceId, null)),
    );
    app.get(
      '/orders/:id/credit-notes/:noteId',
      { schema: { tags, summary: 'A credit note as a PDF', params: creditNoteParams, response: pdfResponse } },
      async (req, reply) => sendPdf(reply, await documents.creditNote(req.params.id, req.params.noteId, null)),
    );
    app.get(
      '/exports/:kind',
      {
        schema: {
          tags,
          summary: 'An export for the accountant, as CSV',
          description:
            'orders (one row per line, with payment and tax), payments (every money movement), and with TAX_MODE=gst sales-register (invoices and credit notes) and gst-summary (by place of supply and rate, as GSTR-1’s B2C table); from and to are India’s dates, both included.',
          params: exportParams,
          querystring: exportQuery,
          response: { 200: { content: { 'text/csv': { schema: z.string() } } }, ...errorResponses(409) },
        },
      },
      async (req, reply) => {
        const { kind } = req.params;
        const { from, to } = req.query;
        // A stream of the text the schema describes (the type provider types the reply by the schema).
        const csv = exports.export(kind, from, to) as unknown as string;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${kind}-${from}-to-${to}.csv"`)
          .send(csv);
      },
    );
  };
}
