import { couponSchema, couponsQuery, pagedSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { CouponsService } from './coupons.service.js';

/** The shopper's own coupons; mounted behind the sign-in guard. */
export function couponsRoutes(coupons: CouponsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/coupons',
      {
        schema: {
          summary: 'The shopper’s coupons: spendable, spent and expired',
          tags: ['referrals'],
          querystring: couponsQuery,
          response: okResponse(pagedSchema(couponSchema)),
        },
      },
      async (req) => ok(await coupons.list(actor(req).id, req.query)),
    );
  };
}
