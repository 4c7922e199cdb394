import {
  bulkOrdersQuery,
  bulkShipResultSchema,
  bulkShipSchema,
  courierChangeSchema,
  courierInputSchema,
  courierSchema,
  idParams,
  indiaToday,
  orderShipmentsSchema,
  packShipmentSchema,
  shipShipmentSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import { pdfResponse, sendPdf } from '../tax/tax.routes.js';
import type { Seller } from '../tax/invoice-pdf.js';
import type { CouriersService } from './couriers.service.js';
import { courierCsv, papersPdf } from './shipment-papers.js';
import type { ShipmentsService } from './shipments.service.js';

const tags = ['admin'];

/** The shop's couriers, an order's parcels, and what many orders need at once; mounted under /api/admin, behind the admin guard. */
export function shipmentsAdminRoutes(
  couriers: CouriersService,
  shipments: ShipmentsService,
  seller: Seller,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/couriers',
      { schema: { summary: 'The shop’s couriers', tags, response: okResponse(z.array(courierSchema)) } },
      async () => ok(await couriers.list()),
    );
    app.post(
      '/couriers',
      {
        schema: {
          summary: 'Add a courier with its tracking link pattern',
          tags,
          body: courierInputSchema,
          response: { ...okResponse(courierSchema, 201), ...errorResponses(409) },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return ok(await couriers.add(req.body), 'Courier added');
      },
    );
    app.put(
      '/couriers/:id',
      {
        schema: {
          tags,
          summary: 'Changes a courier; active false switches it off',
          params: idParams,
          body: courierChangeSchema,
          response: { ...okResponse(courierSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await couriers.change(req.params.id, req.body), 'Courier saved'),
    );

    app.get(
      '/orders/:id/shipments',
      {
        schema: {
          summary: 'An order’s parcels and what is left to pack',
          tags,
          params: idParams,
          response: okResponse(orderShipmentsSchema),
        },
      },
      async (req) => ok(await shipments.forOrder(req.params.id)),
    );
    app.post(
      '/orders/:id/shipments',
      {
        schema: {
          tags,
          summary: 'Packs lines of the order into a parcel',
          params: idParams,
          body: packShipmentSchema,
          response: { ...okResponse(orderShipmentsSchema, 201), ...errorResponses(409) },
        },
      },
      async (req, reply) => {
        reply.code(201);
        return ok(await shipments.pack(actor(req).id, req.params.id, req.body), 'Parcel packed');
      },
    );
    app.put(
      '/shipments/:id/ship',
      {
        schema: {
          tags,
          summary: 'Hands a packed parcel to its courier: the order is shipped, the shopper mailed the link',
          params: idParams,
          body: shipShipmentSchema,
          response: { ...okResponse(orderShipmentsSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await shipments.ship(actor(req).id, req.params.id, req.body), 'Parcel shipped'),
    );
    app.put(
      '/shipments/:id/deliver',
      {
        schema: {
          tags,
          summary: 'A shipped parcel delivered; the order is delivered with its last',
          params: idParams,
          response: { ...okResponse(orderShipmentsSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await shipments.deliver(actor(req).id, req.params.id), 'Parcel delivered'),
    );
    app.delete(
      '/shipments/:id',
      {
        schema: {
          tags,
          summary: 'Unpacks a parcel not shipped yet',
          params: idParams,
          response: { ...okResponse(orderShipmentsSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await shipments.remove(req.params.id), 'Parcel removed'),
    );

    app.post(
      '/orders/bulk/ship',
      {
        schema: {
          tags,
          summary: 'Ships many orders at once, each with its courier and AWB; those that cannot be are reported',
          body: bulkShipSchema,
          response: okResponse(bulkShipResultSchema),
        },
      },
      async (req) => {
        const result = await shipments.bulkShip(actor(req).id, req.body);
        return ok(result, `${result.shipped.length} shipped, ${result.refused.length} not shipped`);
      },
    );
    app.get(
      '/orders/bulk/courier-csv',
      {
        schema: {
          tags,
          summary: 'The orders as a CSV a courier panel takes to book their parcels',
          querystring: bulkOrdersQuery,
          response: { 200: { content: { 'text/csv': { schema: z.string() } } } },
        },
      },
      async (req, reply) => {
        const csv = courierCsv(await shipments.ordersFor(req.query.ids));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="courier-${indiaToday()}.csv"`)
          .send(csv);
      },
    );
    app.get(
      '/orders/bulk/papers',
      {
        schema: {
          tags,
          summary: 'The orders’ packing slips and invoices in one PDF to print',
          querystring: bulkOrdersQuery,
          response: pdfResponse,
        },
      },
      async (req, reply) =>
        sendPdf(reply, {
          filename: `packing-slips-${indiaToday()}.pdf`,
          pdf: await papersPdf(seller, await shipments.ordersFor(req.query.ids)),
        }),
    );
  };
}
