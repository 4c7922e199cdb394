import {
  adminPageSchema,
  adminReviewSchema,
  adminReviewsQuery,
  hideReviewSchema,
  idParams,
  replyReviewSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['admin'];

/** The reviews queue, for the shop's owners; mounted under /api/admin, behind the admin guard. */
export function reviewsAdminRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reviews',
      {
        schema: {
          summary: 'Reviews, newest first, by status and product',
          tags,
          querystring: adminReviewsQuery,
          response: okResponse(adminPageSchema(adminReviewSchema)),
        },
      },
      async (req) => ok(await reviews.list(req.query)),
    );
    app.put(
      '/reviews/:id/publish',
      {
        schema: { summary: 'Publish a review', tags, params: idParams, response: okResponse(adminReviewSchema) },
      },
      async (req) => ok(await reviews.publish(req.params.id), 'Review published'),
    );
    app.put(
      '/reviews/:id/hide',
      {
        schema: {
          summary: 'Hide a review, saying why',
          tags,
          params: idParams,
          body: hideReviewSchema,
          response: okResponse(adminReviewSchema),
        },
      },
      async (req) => ok(await reviews.hide(req.params.id, req.body.reason), 'Review hidden'),
    );
    app.put(
      '/reviews/:id/reply',
      {
        schema: {
          summary: 'Answer a review in public (an empty reply takes the answer away)',
          tags,
          params: idParams,
          body: replyReviewSchema,
          response: okResponse(adminReviewSchema),
        },
      },
      async (req) => ok(await reviews.reply(req.params.id, req.body.reply), 'Reply saved'),
    );
  };
}
