import { hostedPaymentSchema, idParams, razorpayReturnQuery, razorpayWebhookHeaders } from '@kuber/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { PaymentsService } from './payments.service.js';

const tags = ['payments'];

/** The gateway's side: the shopper's return from its hosted page and its webhooks. Public: each proves itself by its signature. */
export function paymentsGatewayRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payments/razorpay/return',
      {
        schema: {
          tags,
          summary: 'Where Razorpay sends the shopper back: the order is checked, and the shopper sent to its page',
          querystring: razorpayReturnQuery,
          response: { 302: z.null().describe('To the order’s page (or the orders list for an unknown payment)') },
        },
      },
      async (req, reply) => {
        const orderId = await payments.returned(req.query);
        return reply.redirect(orderId ? `/orders/${orderId}` : '/orders', 302);
      },
    );
    await app.register(async (scope) => {
      const hooks = scope.withTypeProvider<ZodTypeProvider>();
      // The signature is of the body's exact bytes: it is kept as text and read after the check.
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser(
        'application/json',
        { parseAs: 'string', bodyLimit: 1024 * 1024 },
        (_req, body, done) => done(null, body),
      );
      hooks.post(
        '/payments/razorpay/webhook',
        {
          schema: {
            tags,
            summary: 'Razorpay’s webhook: payments captured or failed, refunds processed',
            headers: razorpayWebhookHeaders,
            body: z
              .string()
              .max(1024 * 1024)
              .describe('The event, as JSON, signed with the webhook secret'),
            response: { ...okResponse(z.object({ handled: z.string() })), ...errorResponses(401, 404) },
          },
        },
        async (req) => {
          const handled = await payments.webhook(
            req.body,
            req.headers['x-razorpay-signature'],
            req.headers['x-razorpay-event-id'],
          );
          return ok({ handled });
        },
      );
    });
  };
}

/** The shopper's side: pay (again) for their own online order. */
export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/:id/pay',
      {
        schema: {
          tags,
          summary: 'The hosted payment page of the shopper’s own online order, made or reused',
          params: idParams,
          response: { ...okResponse(hostedPaymentSchema), ...errorResponses(409, 503) },
        },
      },
      async (req) => ok(await payments.payUrl(actor(req).id, req.params.id)),
    );
  };
}
