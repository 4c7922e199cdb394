import { creditNoteParams, invoiceParams, idParams, orderDocumentsSchema } from '@kuber/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { DocumentsService, PdfFile } from './documents.service.js';

const tags = ['orders'];

/** A PDF answer, described as such in /api/docs. */
export const pdfResponse = { 200: { content: { 'application/pdf': { schema: z.string() } } } };

/** Sends a document as a file to save (its bytes described as the schema's text: the type provider types the reply by it). */
export function sendPdf(reply: FastifyReply, file: PdfFile) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.pdf as unknown as string);
}

/** The shopper's own order's invoice and credit notes; mounted behind the sign-in guard. Another's order is not found. */
export function taxRoutes(documents: DocumentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders/:id/documents',
      {
        schema: {
          tags,
          summary: 'The order’s invoice and credit notes',
          params: idParams,
          response: okResponse(orderDocumentsSchema),
        },
      },
      async (req) => ok(await documents.list(req.params.id, actor(req).id)),
    );
    app.get(
      '/orders/:id/invoice',
      { schema: { tags, summary: 'The order’s invoice as a PDF', params: idParams, response: pdfResponse } },
      async (req, reply) => sendPdf(reply, await documents.invoice(req.params.id, actor(req).id)),
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
      async (req, reply) =>
        sendPdf(reply, await documents.numberedInvoice(req.params.id, req.params.invoiceId, actor(req).id)),
    );
    app.get(
      '/orders/:id/credit-notes/:noteId',
      {
        schema: {
          tags,
          summary: 'A credit note of the order as a PDF',
          params: creditNoteParams,
          response: pdfResponse,
        },
      },
      async (req, reply) => sendPdf(reply, await documents.creditNote(req.params.id, req.params.noteId, actor(req).id)),
    );
  };
}
