import {
  adminOrderRowSchema,
  adminOrderSchema,
  adminOrdersQuery,
  adminPageSchema,
  idParams,
  orderPaymentChangeSchema,
  orderStatusChangeSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { OrdersService } from './orders.service.js';

const tags = ['admin'];

/** Every order, for the shop's owners; mounted under /api/admin, behind the admin guard. */
export function ordersAdminRoutes(orders: OrdersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders',
      {
        schema: {
          summary: 'Orders, filtered and paged',
          tags,
          querystring: adminOrdersQuery,
          response: okResponse(adminPageSchema(adminOrderRowSchema)),
        },
      },
      async (req) => ok(await orders.listForAdmin(req.query)),
    );
    app.get(
      '/orders/:id',
      {
        schema: {
          summary: 'An order with its history and payments',
          tags,
          params: idParams,
          response: okResponse(adminOrderSchema),
        },
      },
      async (req) => ok(await orders.getForAdmin(req.params.id)),
    );
    app.put(
      '/orders/:id/status',
      {
        schema: {
          summary: 'Change an order’s status',
          tags,
          params: idParams,
          body: orderStatusChangeSchema,
          response: { ...okResponse(adminOrderSchema), ...errorResponses(409) },
        },
      },
      async (req) => ok(await orders.setStatusByAdmin(actor(req).id, req.params.id, req.body), 'Order status updated'),
    );
    app.put(
      '/orders/:id/payment',
      {
        schema: {
          summary: 'Change an order’s payment status',
          tags,
          params: idParams,
          body: orderPaymentChangeSchema,
          response: { ...okResponse(adminOrderSchema), ...errorResponses(409) },
        },
      },
      async (req) =>
        ok(await orders.setPaymentByAdmin(actor(req).id, req.params.id, req.body), 'Payment status updated'),
    );
    app.put(
      '/orders/:id/payment-not-received',
      {
        schema: {
          tags,
          summary: 'No UPI payment came for the order: it is cancelled, its stock and coupon given back',
          params: idParams,
          response: { ...okResponse(adminOrderSchema), ...errorResponses(409) },
        },
      },
      async (req) =>
        ok(
          await orders.paymentNotReceivedByAdmin(actor(req).id, req.params.id),
          'Order cancelled: payment not received',
        ),
    );
  };
}
