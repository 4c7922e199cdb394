import { z } from 'zod';
import { adminDeliveryZoneSchema, deliveryZoneInputSchema, deliveryZoneUpdateSchema, idParams } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import type { DeliveryService } from './delivery.service.js';

const tags = ['admin'];
const zone = okResponse(adminDeliveryZoneSchema);

/** The delivery zones, for the shop's owners; mounted under /api/admin, behind the admin guard. */
export function deliveryAdminRoutes(delivery: DeliveryService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/delivery-zones',
      { schema: { summary: 'The delivery zones', tags, response: okResponse(z.array(adminDeliveryZoneSchema)) } },
      async () => ok(await delivery.listZones()),
    );
    app.get(
      '/delivery-zones/:id',
      { schema: { summary: 'A delivery zone', tags, params: idParams, response: zone } },
      async (req) => ok(await delivery.getZone(req.params.id)),
    );
    app.post(
      '/delivery-zones',
      {
        schema: {
          summary: 'Add a delivery zone',
          tags,
          body: deliveryZoneInputSchema,
          response: okResponse(adminDeliveryZoneSchema, 201),
        },
      },
      async (req, reply) => {
        reply.status(201);
        return ok(await delivery.createZone(req.body), 'Delivery zone added');
      },
    );
    app.put(
      '/delivery-zones/:id',
      {
        schema: {
          summary: 'Change a delivery zone (from the version the form loaded)',
          tags,
          params: idParams,
          body: deliveryZoneUpdateSchema,
          response: { ...zone, ...errorResponses(409) },
        },
      },
      async (req) => ok(await delivery.updateZone(req.params.id, req.body), 'Delivery zone saved'),
    );
    app.delete(
      '/delivery-zones/:id',
      { schema: { summary: 'Delete a delivery zone', tags, params: idParams, response: okResponse(z.null()) } },
      async (req) => {
        await delivery.deleteZone(req.params.id);
        return ok(null, 'Delivery zone removed');
      },
    );
  };
}
