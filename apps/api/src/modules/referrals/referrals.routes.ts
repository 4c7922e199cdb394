import { referralCodeAnswerSchema, referralStatsQuery, referralStatsSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { ReferralsService } from './referrals.service.js';

const tags = ['referrals'];

/** The shopper's own referral programme; mounted behind the sign-in guard. */
export function referralsRoutes(referrals: ReferralsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/referral/stats',
      {
        schema: {
          summary: 'The shopper’s referrals and coupons earned',
          tags,
          querystring: referralStatsQuery,
          response: okResponse(referralStatsSchema),
        },
      },
      async (req) => ok(await referrals.stats(actor(req).id, req.query.page, req.query.size)),
    );
    app.get(
      '/referral/code',
      { schema: { summary: 'The shopper’s referral code', tags, response: okResponse(referralCodeAnswerSchema) } },
      async (req) => ok(await referrals.code(actor(req).id)),
    );
  };
}
