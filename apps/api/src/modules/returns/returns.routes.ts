import multipart from '@fastify/multipart';
import {
  createReturnSchema,
  idParams,
  orderReturnsSchema,
  returnPhotoSchema,
  returnRequestSchema,
  returnVersionSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { invalid } from '#api/lib/errors.js';
import { actor } from '../auth/auth.plugin.js';
import { ADDRESS_COST, type AuthThrottle } from '../auth/throttle.js';
import { readUploadForm } from '../uploads/upload-form.js';
import type { ReturnsService } from './returns.service.js';

const tags = ['returns'];

/**
 * The shopper's returns and exchanges of their own orders; mounted behind the sign-in guard. A
 * photo upload spends the per-address budget the log-in routes spend (AUTH_RATE_LIMIT a minute),
 * so that no one fills the store's disk with them.
 */
export function returnsRoutes(
  returns: ReturnsService,
  photoMaxMb: number,
  throttle: AuthThrottle,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders/:id/returns',
      {
        schema: {
          tags,
          summary: 'What of the order may be returned, and its requests',
          params: idParams,
          response: okResponse(orderReturnsSchema),
        },
      },
      async (req) => ok(await returns.ofOrder(actor(req).id, req.params.id)),
    );
    app.post(
      '/orders/:id/returns',
      {
        schema: {
          tags,
          summary: 'Ask to return or exchange lines of a delivered order',
          params: idParams,
          body: createReturnSchema,
          response: { ...okResponse(returnRequestSchema, 201), ...errorResponses(409) },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return ok(await returns.create(actor(req).id, req.params.id, req.body), 'Request sent');
      },
    );
    app.put(
      '/returns/:id/cancel',
      {
        schema: {
          summary: 'Cancel one of the shopper’s return requests while it waits',
          tags,
          params: idParams,
          body: returnVersionSchema,
          response: { ...okResponse(returnRequestSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await returns.cancel(actor(req).id, req.params.id, req.body.version), 'Request cancelled'),
    );
    await app.register(async (photos) => {
      // Only this route takes multipart forms.
      await photos.register(multipart);
      photos.post(
        '/returns/photos',
        {
          schema: {
            tags,
            summary: 'Upload a photo of a damaged item, for a return request',
            description: `multipart/form-data: file (JPEG, PNG, WebP or AVIF, at most ${photoMaxMb} MB).`,
            consumes: ['multipart/form-data'],
            response: { ...okResponse(returnPhotoSchema, 201), ...errorResponses(400, 413, 429) },
          },
          onRequest: async (req) => throttle.spendAddressBudget(req.ip, ADDRESS_COST.full),
        },
        async (req, reply) => {
          const form = await readUploadForm(req, photoMaxMb);
          if (!form.file) throw invalid('Choose a photo to upload (the form has no file field).');
          reply.code(201);
          return ok(await returns.uploadPhoto(actor(req).id, form.file), 'Photo uploaded');
        },
      );
    });
  };
}
