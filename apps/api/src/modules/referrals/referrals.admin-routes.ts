import { z } from 'zod';
import {
  adminPageSchema,
  idParams,
  referralChildSchema,
  referralChildrenQuery,
  referralNodeSchema,
  referralTreeQuery,
  REFERRAL_TREE_LEVEL_CAP,
  TREE_CHILDREN_PAGE_SIZE,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import type { ReferralsService } from './referrals.service.js';

const tags = ['admin'];

/** Mounted under /api/admin, behind the admin guard. The tree answers six levels at once; the children call pages through a wide level. */
export function referralsAdminRoutes(referrals: ReferralsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/referrals/tree',
      {
        schema: {
          summary: 'The referral tree from a shopper (or the oldest), six levels down',
          tags,
          querystring: referralTreeQuery,
          response: { ...okResponse(z.nullable(referralNodeSchema)), ...errorResponses(404) },
        },
      },
      async (req) => ok(await referrals.tree(req.query, TREE_CHILDREN_PAGE_SIZE, REFERRAL_TREE_LEVEL_CAP)),
    );
    app.get(
      '/referrals/:id/children',
      {
        schema: {
          summary: 'A page of a shopper’s direct referrals',
          tags,
          params: idParams,
          querystring: referralChildrenQuery,
          response: okResponse(adminPageSchema(referralChildSchema)),
        },
      },
      async (req) => ok(await referrals.children(req.params.id, req.query.page, req.query.size)),
    );
  };
}
