import {
  adminPageSchema,
  adminReturnRowSchema,
  adminReturnSchema,
  adminReturnsQuery,
  idParams,
  returnStepSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { ReturnsService } from './returns.service.js';

const tags = ['admin'];

/** The returns queue, for the shop's owners; mounted under /api/admin, behind the admin guard. */
export function returnsAdminRoutes(returns: ReturnsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/returns',
      {
        schema: {
          summary: 'Return and exchange requests, filtered and paged',
          tags,
          querystring: adminReturnsQuery,
          response: okResponse(adminPageSchema(adminReturnRowSchema)),
        },
      },
      async (req) => ok(await returns.list(req.query)),
    );
    app.get(
      '/returns/:id',
      {
        schema: {
          summary: 'A return or exchange request with its steps',
          tags,
          params: idParams,
          response: okResponse(adminReturnSchema),
        },
      },
      async (req) => ok(await returns.getForAdmin(req.params.id)),
    );
    app.put(
      '/returns/:id/step',
      {
        schema: {
          tags,
          summary: 'Take a return request’s next step',
          params: idParams,
          body: returnStepSchema,
          response: { ...okResponse(adminReturnSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await returns.step(actor(req).id, req.params.id, req.body), 'Return request updated'),
    );
  };
}
