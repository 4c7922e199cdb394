import { checkDiscountSchema, discountCheckSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { DiscountsService } from './discounts.service.js';

/** The shopper checks a discount code against their cart; mounted behind the sign-in guard. */
export function discountsRoutes(discounts: DiscountsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/discount-codes/check',
      {
        schema: {
          summary: 'What a discount code takes off the cart now, or why it cannot be used',
          tags: ['orders'],
          body: checkDiscountSchema,
          response: okResponse(discountCheckSchema),
        },
      },
      async (req) => ok(await discounts.check(actor(req).id, req.body.code, Boolean(req.body.couponCode))),
    );
  };
}
