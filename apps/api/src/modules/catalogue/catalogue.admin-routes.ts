import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import type { $ZodType } from 'zod/v4/core';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPageSchema,
  adminProductSchema,
  adminProductsQuery,
  envelopeSchema,
  errorEnvelopeSchema,
  idParams,
  type ErrorEnvelope,
  importProgressSchema,
  importReportSchema,
  MAX_IMPORT_MB,
  productImportQuery,
  productInputSchema,
  productRemovalSchema,
  productStatusSchema,
  productStockSchema,
  productUpdateSchema,
} from '@kuber/shared';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { AppError, invalid } from '#api/lib/errors.js';
import type { ProductsAdminService } from './products-admin.service.js';
import { report, type ProductsCsvService } from './products-csv.service.js';

const tags = ['admin'];
const product = okResponse(adminProductSchema);
const NDJSON = 'application/x-ndjson';
/** Room for the form's boundaries beside the file. */
const FORM_OVERHEAD = 64 * 1024;

const tooLarge = () =>
  new AppError(
    'TOO_LARGE',
    `The file is larger than ${MAX_IMPORT_MB} MB. Split it into several files and import them one after another.`,
  );

/** The CSV file of an import form (multipart, field `file`), held in memory under its size limit. */
async function readCsvForm(req: FastifyRequest): Promise<Buffer> {
  const maxBytes = MAX_IMPORT_MB * 1024 * 1024;
  if (Number(req.headers['content-length']) > maxBytes + FORM_OVERHEAD) throw tooLarge();
  if (!req.isMultipart()) throw invalid('Send the CSV as multipart/form-data, in a field named file.');
  let file: Buffer | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 4, parts: 5 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file') file = await part.toBuffer();
      // Drained, so the rest of the form is still read.
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw invalid('Send one CSV file per import.');
    throw invalid('The upload was cut short or is not a valid form. Please try again.');
  }
  if (!file) throw invalid('Choose a CSV file to import (the form has no field named file).');
  return file;
}

/** A failure after the answer began: told on its last line, as the error handler would tell it. */
function failure(error: unknown): ErrorEnvelope {
  const known = error instanceof AppError;
  return {
    success: false,
    data: null,
    code: known ? error.code : 'INTERNAL',
    message: known
      ? error.message
      : 'The import stopped part way on our side. The products reported before this were saved; please import the file again.',
    timestamp: new Date().toISOString(),
  };
}

/**
 * Answers the import as it goes, one JSON line at a time: `{ progress: { done, total } }`
 * after each batch of products, then the envelope with the report (or, should the import fail
 * half-way, the error envelope: the products written before it stay written).
 */
async function streamImport(
  reply: FastifyReply,
  run: (onProgress: (done: number, total: number) => void) => Promise<unknown>,
): Promise<FastifyReply> {
  const out = new PassThrough();
  reply.type(`${NDJSON}; charset=utf-8`).send(out);
  const line = (value: unknown) => out.write(`${JSON.stringify(value)}\n`);
  try {
    line(ok(await run((done, total) => line({ progress: { done, total } })), 'Products imported'));
  } catch (error) {
    reply.log.error({ err: error }, 'CSV import failed part way');
    line(failure(error));
  }
  out.end();
  return reply;
}

/** The app inside a route plugin, with the zod type provider. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The import form's body is read and checked by readCsvForm; the query is checked as on every route. */
const formValidator = (route: FastifyRouteSchemaDef<unknown>) =>
  route.httpPart === 'body'
    ? (value: unknown) => ({ value })
    : validatorCompiler(route as FastifyRouteSchemaDef<$ZodType>);

/** Mounted under /api/admin, behind the admin guard. */
export function catalogueAdminRoutes(admin: ProductsAdminService, csv: ProductsCsvService): FastifyPluginAsyncZod {
  return async (app) => {
    // Only the import takes a multipart form.
    await app.register(multipart);

    app.get(
      '/products',
      {
        schema: {
          tags,
          summary: 'Products, active or not (archived ones left out)',
          querystring: adminProductsQuery,
          response: okResponse(adminPageSchema(adminProductSchema)),
        },
      },
      async (req) => ok(await admin.list(req.query)),
    );

    productCsvRoutes(app, csv);
    productEditRoutes(app, admin);
  };
}

/** The catalogue as a CSV file: exported as the table shows it, imported from the form. */
function productCsvRoutes(app: ZodApp, csv: ProductsCsvService) {
  app.get(
    '/products/export',
    {
      schema: {
        tags,
        summary: 'The catalogue as CSV',
        description:
          'One row per size × colour, the product’s fields on each row; the columns are listed in docs/architecture.md (Catalogue CSV).',
        response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (_req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      // A stream of the text the schema describes (the type provider types the reply by the schema).
      const text = csv.export() as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .send(text);
    },
  );

  app.post(
    '/products/import',
    {
      schema: {
        tags,
        summary: 'Import products from CSV',
        description: `multipart/form-data: file (CSV, at most ${MAX_IMPORT_MB} MB). dryRun=true answers what the import would do and writes nothing. With accept: ${NDJSON} the import answers as it goes: a line { progress: { done, total } } (products written so far) after each batch, then the envelope.`,
        consumes: ['multipart/form-data'],
        querystring: productImportQuery,
        body: z.object({ file: z.file() }),
        response: {
          200: {
            content: {
              'application/json': { schema: envelopeSchema(importReportSchema) },
              [NDJSON]: {
                schema: z.union([importProgressSchema, envelopeSchema(importReportSchema), errorEnvelopeSchema]),
              },
            },
          },
          ...errorResponses(413),
        },
      },
      // The form streams past Fastify's body parsing (readCsvForm reads it under its size limit);
      // the body schema above is its description. The query is checked as usual.
      validatorCompiler: formValidator,
      // Progress lines must leave as they are written, not wait in a compressor.
      compress: false,
    },
    async (req, reply) => {
      const plan = await csv.plan(await readCsvForm(req));
      if (req.query.dryRun) return ok(report(plan, true), 'Nothing written: this is what the import would do');
      if (req.headers.accept?.includes(NDJSON)) return streamImport(reply, (onProgress) => csv.apply(plan, onProgress));
      return ok(await csv.apply(plan), 'Products imported');
    },
  );
}

/** One product: read, created, replaced, removed, switched on and off, and its stock set. */
function productEditRoutes(app: ZodApp, admin: ProductsAdminService) {
  app.get(
    '/products/:id',
    {
      schema: {
        summary: 'A product with its variants, as the back office edits it',
        tags,
        params: idParams,
        response: product,
      },
    },
    async (req) => ok(await admin.get(req.params.id)),
  );

  app.post(
    '/products',
    {
      schema: {
        summary: 'Add a product',
        tags,
        body: productInputSchema,
        response: { ...okResponse(adminProductSchema, 201), ...errorResponses(409) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return ok(await admin.create(req.body), 'Product created');
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        summary: 'Change a product (from the version the form loaded)',
        tags,
        params: idParams,
        body: productUpdateSchema,
        response: { ...product, ...errorResponses(409) },
      },
    },
    async (req) => ok(await admin.update(req.params.id, req.body), 'Product updated'),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        summary: 'Delete a product (archived when it was ordered)',
        tags,
        params: idParams,
        response: okResponse(productRemovalSchema),
      },
    },
    async (req) => {
      const removed = await admin.remove(req.params.id);
      return ok(
        removed,
        removed.archived
          ? 'Product archived: orders hold it, so it is hidden from the store and kept for them'
          : 'Product deleted',
      );
    },
  );

  app.put(
    '/products/:id/status',
    {
      schema: {
        summary: 'Switch a product’s active, featured or in-stock flags',
        tags,
        params: idParams,
        body: productStatusSchema,
        response: product,
      },
    },
    async (req) => ok(await admin.setStatus(req.params.id, req.body), 'Product status updated'),
  );

  app.put(
    '/products/:id/stock',
    {
      schema: {
        summary: 'Set a product’s stock per size and colour',
        tags,
        params: idParams,
        body: productStockSchema,
        response: { ...product, ...errorResponses(409) },
      },
    },
    async (req) => ok(await admin.setStock(req.params.id, req.body), 'Stock updated'),
  );
}
