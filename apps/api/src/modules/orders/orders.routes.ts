import {
  createOrderHeaders,
  createOrderSchema,
  idParams,
  orderSchema,
  pagedSchema,
  pageQuery,
  paymentReferenceSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { OrdersService } from './orders.service.js';

const tags = ['orders'];

/** The shopper's own orders; mounted behind the sign-in guard. */
export function ordersRoutes(orders: OrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/create',
      {
        schema: {
          summary: 'Place an order from the cart',
          tags,
          headers: createOrderHeaders,
          body: createOrderSchema,
          response: { ...okResponse(orderSchema, 201), ...errorResponses(409) },
        },
      },
      async (req, reply) => {
        // A repeat of the key answers the first order as it was answered: 201.
        reply.code(201);
        return ok(await orders.create(actor(req).id, req.body, req.headers['idempotency-key']), 'Order placed');
      },
    );
    app.get(
      '/orders/my-orders',
      {
        schema: {
          summary: 'The shopper’s orders, newest first',
          tags,
          querystring: pageQuery.extend({ size: pageQuery.shape.size.default(10) }),
          response: okResponse(pagedSchema(orderSchema)),
        },
      },
      async (req) => ok(await orders.listMine(actor(req).id, req.query.page, req.query.size)),
    );
    app.get(
      '/orders/:id',
      { schema: { summary: 'One of the shopper’s orders', tags, params: idParams, response: okResponse(orderSchema) } },
      async (req) => ok(await orders.get(actor(req).id, req.params.id)),
    );
    app.put(
      '/orders/:id/cancel',
      {
        schema: {
          summary: 'Cancel one of the shopper’s orders',
          tags,
          params: idParams,
          response: { ...okResponse(orderSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await orders.cancel(actor(req).id, req.params.id), 'Order cancelled'),
    );
    app.put(
      '/orders/:id/payment-reference',
      {
        schema: {
          tags,
          summary: 'The UPI reference (UTR) of the shopper’s payment',
          params: idParams,
          body: paymentReferenceSchema,
          response: { ...okResponse(orderSchema), ...errorResponses(409) },
        },
      },
      async (req) =>
        ok(
          await orders.setPaymentReference(actor(req).id, req.params.id, req.body.reference),
          'Thank you. We will confirm your payment shortly.',
        ),
    );
  };
}
