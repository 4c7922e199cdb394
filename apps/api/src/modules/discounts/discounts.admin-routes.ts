import {
  adminDiscountCodeSchema,
  adminDiscountCodesQuery,
  adminPageSchema,
  discountActiveSchema,
  discountCodeInputSchema,
  idParams,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { DiscountsService } from './discounts.service.js';

const tags = ['admin'];
const code = { ...okResponse(adminDiscountCodeSchema), ...errorResponses(404, 409) };

/** Mounted under /api/admin, behind the admin guard: the shop's discount codes. */
export function discountsAdminRoutes(discounts: DiscountsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/discount-codes',
      {
        schema: {
          summary: 'Discount codes, newest first, with their uses and the money they gave away',
          tags,
          querystring: adminDiscountCodesQuery,
          response: okResponse(adminPageSchema(adminDiscountCodeSchema)),
        },
      },
      async (req) => ok(await discounts.list(req.query)),
    );
    app.post(
      '/discount-codes',
      {
        schema: {
          summary: 'Make a discount code',
          tags,
          body: discountCodeInputSchema,
          response: { ...okResponse(adminDiscountCodeSchema, 201), ...errorResponses(409) },
        },
      },
      async (req, reply) => {
        reply.status(201);
        return ok(await discounts.create(actor(req).id, req.body), 'Discount code made');
      },
    );
    app.get(
      '/discount-codes/:id',
      { schema: { summary: 'One discount code', tags, params: idParams, response: code } },
      async (req) => ok(await discounts.get(req.params.id)),
    );
    app.put(
      '/discount-codes/:id',
      {
        schema: {
          summary: 'Change a discount code’s rules (orders placed with it keep their discount)',
          tags,
          params: idParams,
          body: discountCodeInputSchema,
          response: code,
        },
      },
      async (req) => ok(await discounts.update(req.params.id, req.body), 'Discount code saved'),
    );
    app.put(
      '/discount-codes/:id/active',
      {
        schema: {
          summary: 'Switch a discount code on or off',
          tags,
          params: idParams,
          body: discountActiveSchema,
          response: code,
        },
      },
      async (req) =>
        ok(
          await discounts.setActive(req.params.id, req.body.active),
          req.body.active ? 'Discount code switched on' : 'Discount code switched off',
        ),
    );
  };
}
