import { pinDeliverySchema, pinParams } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import type { DeliveryService } from './delivery.service.js';

/**
 * The delivery check for a PIN code, public. Browsers may keep an answer five minutes; the server
 * answers afresh (one small read), as it depends on the day and on the zones the owner edits.
 */
export function deliveryRoutes(delivery: DeliveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/delivery/pin/:pin',
      {
        schema: {
          summary: 'A PIN code’s place and delivery: charge, COD and dates',
          tags: ['delivery'],
          params: pinParams,
          response: { ...okResponse(pinDeliverySchema), ...errorResponses(404) },
        },
      },
      async (req, reply) => {
        const answer = await delivery.lookup(req.params.pin);
        reply.header('cache-control', 'public, max-age=300');
        return ok(answer);
      },
    );
  };
}
