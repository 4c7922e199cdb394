import { z } from 'zod';
import {
  adminPageSchema,
  idParams,
  referralChildSchema,
  referralChildrenQuery,
  referralNodeSchema,
  referralTreeQuery,
  TREE_CHILDREN_PAGE_SIZE,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import type { ReferralsService } from './referrals.service.js';

const tags = ['admin'];

/** Mounted under /api/admin, behind the admin guard. The tree loads level by level: a root, then children on demand. */
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
      async (req) => ok(await referrals.tree(req.query, TREE_CHILDREN_PAGE_SIZE)),
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
