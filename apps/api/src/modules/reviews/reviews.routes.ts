import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  createReviewSchema,
  helpfulAnswerSchema,
  helpfulVoteSchema,
  idParams,
  myReviewQuery,
  myReviewSchema,
  productReviewsSchema,
  reviewEligibilitySchema,
  reviewInputSchema,
  reviewPhotoSchema,
  reviewsQuery,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse, errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { invalid } from '#api/lib/errors.js';
import { actor } from '../auth/auth.plugin.js';
import { ADDRESS_COST, type AuthThrottle } from '../auth/throttle.js';
import { readUploadForm } from '../uploads/upload-form.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['reviews'];

/**
 * What anyone reads of a product's reviews, and 'Was this helpful?'. Not kept by the public
 * answers' cache: a vote changes a count the next reader should see. A vote spends a little of
 * the per-address budget, so that no one counts a review up by sending made-up browsers.
 */
export function reviewsPublicRoutes(reviews: ReviewsService, throttle: AuthThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reviews',
      {
        schema: {
          summary: 'A product’s published reviews and what they add up to',
          tags,
          querystring: reviewsQuery,
          response: okResponse(productReviewsSchema),
        },
      },
      async (req) => ok(await reviews.ofProduct(req.query.productId, req.query)),
    );
    app.post(
      '/reviews/:id/helpful',
      {
        config: { access: 'optional' },
        schema: {
          summary: 'Find a review helpful: counted once per shopper or browser',
          tags,
          params: idParams,
          body: helpfulVoteSchema,
          response: { ...okResponse(helpfulAnswerSchema), ...errorResponses(429) },
        },
        onRequest: async (req) => throttle.spendAddressBudget(req.ip, ADDRESS_COST.refresh),
      },
      async (req) => {
        const voter = req.user ? `u:${req.user.id}` : req.body.browserId ? `b:${req.body.browserId}` : null;
        if (!voter) throw invalid('Sign in, or send the browser’s id (browserId), to vote');
        return ok(await reviews.helpful(req.params.id, voter), 'Thanks for your vote');
      },
    );
  };
}

/**
 * The shopper's own reviews: whether they may write one, writing, editing and deleting it, and its
 * photos; mounted behind the sign-in guard. A photo upload spends the per-address budget the
 * log-in routes spend, as a return's photo does.
 */
export function reviewsRoutes(
  reviews: ReviewsService,
  photoMaxMb: number,
  throttle: AuthThrottle,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reviews/mine',
      {
        schema: {
          summary: 'Whether the shopper may review a product, and their review of it',
          tags,
          querystring: myReviewQuery,
          response: okResponse(reviewEligibilitySchema),
        },
      },
      async (req) => ok(await reviews.eligibility(actor(req).id, req.query.productId)),
    );
    app.post(
      '/reviews',
      {
        schema: {
          summary: 'Review a product the shopper bought and had delivered',
          tags,
          body: createReviewSchema,
          response: { ...okResponse(myReviewSchema, 201), ...errorResponses(409) },
        },
      },
      async (req, reply) => {
        const { productId, ...input } = req.body;
        const review = await reviews.create(actor(req).id, productId, input);
        reply.code(201);
        return ok(review, review.status === 'PUBLISHED' ? 'Review published' : 'Review sent to the shop');
      },
    );
    app.put(
      '/reviews/:id',
      {
        schema: {
          summary: 'Edit the shopper’s review',
          tags,
          params: idParams,
          body: reviewInputSchema,
          response: okResponse(myReviewSchema),
        },
      },
      async (req) => {
        const review = await reviews.edit(actor(req).id, req.params.id, req.body);
        return ok(review, review.status === 'PUBLISHED' ? 'Review updated' : 'Review sent to the shop');
      },
    );
    app.delete(
      '/reviews/:id',
      { schema: { summary: 'Delete the shopper’s review', tags, params: idParams, response: okResponse(z.null()) } },
      async (req) => {
        await reviews.remove(actor(req).id, req.params.id);
        return ok(null, 'Review deleted');
      },
    );
    await app.register(async (photos) => {
      // Only this route takes multipart forms.
      await photos.register(multipart);
      photos.post(
        '/reviews/photos',
        {
          schema: {
            tags,
            summary: 'Upload a photo for a review',
            description: `multipart/form-data: file (JPEG, PNG, WebP or AVIF, at most ${photoMaxMb} MB).`,
            consumes: ['multipart/form-data'],
            response: { ...okResponse(reviewPhotoSchema, 201), ...errorResponses(400, 413, 429) },
          },
          onRequest: async (req) => throttle.spendAddressBudget(req.ip, ADDRESS_COST.full),
        },
        async (req, reply) => {
          const form = await readUploadForm(req, photoMaxMb);
          if (!form.file) throw invalid('Choose a photo to upload (the form has no file field).');
          reply.code(201);
          return ok(await reviews.uploadPhoto(actor(req).id, form.file), 'Photo uploaded');
        },
      );
    });
  };
}
