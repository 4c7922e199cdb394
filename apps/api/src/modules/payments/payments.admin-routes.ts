import { adminOrderSchema, idParams, refundSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { PaymentsService } from './payments.service.js';

/** Refunds, for the shop's owners; mounted under /api/admin, behind the admin guard. */
export function paymentsAdminRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/:id/refunds',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Money given back, all or part: through the gateway for an online payment, recorded with its reference otherwise',
          params: idParams,
          body: refundSchema,
          response: { ...okResponse(adminOrderSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await payments.refundByAdmin(actor(req).id, req.params.id, req.body), 'Refund recorded'),
    );
  };
}
