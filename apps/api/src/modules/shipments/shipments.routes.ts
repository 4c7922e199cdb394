import { idParams, shipmentSchema, trackedOrderSchema, trackOrderSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import { ADDRESS_COST, type AuthThrottle } from '../auth/throttle.js';
import type { ShipmentsService } from './shipments.service.js';

const tags = ['orders'];

/** The parcels of the shopper's own order; mounted behind the sign-in guard. */
export function shipmentsRoutes(shipments: ShipmentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders/:id/shipments',
      {
        schema: {
          summary: 'The parcels of one of the shopper’s orders',
          tags,
          params: idParams,
          response: okResponse(z.array(shipmentSchema)),
        },
      },
      async (req) => ok(await shipments.forShopper(actor(req).id, req.params.id)),
    );
  };
}

/**
 * An order tracked without logging in. Guessing pairs of order numbers and phone numbers is held
 * back by the per-address budget the log-in routes spend (AUTH_RATE_LIMIT a minute).
 */
export function trackingRoutes(shipments: ShipmentsService, throttle: AuthThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/track-order',
      {
        schema: {
          tags,
          summary: 'An order’s status, parcels and history by its number and the phone or email it was placed with',
          body: trackOrderSchema,
          response: { ...okResponse(trackedOrderSchema), ...errorResponses(404, 429) },
        },
        onRequest: async (req) => throttle.spendAddressBudget(req.ip, ADDRESS_COST.full),
      },
      async (req) => ok(await shipments.track(req.body)),
    );
  };
}
