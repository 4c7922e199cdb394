import { z } from 'zod';
import { pageQuery } from './params.js';

/*
 * Reviews by people who bought (docs/api.md, decision 033): what a shopper sends to write or edit
 * one, what anyone sends to find one helpful, and what the shop's owners send to moderate them.
 * The responses are in reviews.responses.ts and reviews.admin-responses.ts.
 */

export const REVIEW_FITS = ['RUNS_SMALL', 'TRUE_TO_SIZE', 'RUNS_LARGE'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];
export const REVIEW_STATUSES = ['PENDING', 'PUBLISHED', 'HIDDEN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** How many photos one review may carry. */
export const MAX_REVIEW_PHOTOS = 3;
/** `after-check` or `at-once`: whether a new or edited review waits for the shop (REVIEWS_MODERATION). */
export const REVIEW_MODERATIONS = ['after-check', 'at-once'] as const;
export type ReviewModeration = (typeof REVIEW_MODERATIONS)[number];

const reviewPhoto = z
  .string({ error: 'Please upload the photo again' })
  .trim()
  .max(300, 'Please upload the photo again')
  .regex(/^\/uploads\/[a-z0-9/-]+\.webp$/, 'Please upload the photo again');

/** PUT /api/reviews/:id: the whole review, as the form sends it. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: 'Please choose a rating from 1 to 5 stars' })
    .int('Please choose a rating from 1 to 5 stars')
    .min(1, 'Please choose a rating from 1 to 5 stars')
    .max(5, 'Please choose a rating from 1 to 5 stars'),
  fit: z
    .enum(REVIEW_FITS, { error: 'Please say how it fits' })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  title: z
    .string({ error: 'Please give your review a title' })
    .trim()
    .min(3, 'Please give your review a title')
    .max(100, 'The title must be at most 100 characters'),
  text: z
    .string({ error: 'Please write a few words about it' })
    .trim()
    .min(10, 'Please write a few words about it (at least 10 characters)')
    .max(2000, 'The review must be at most 2,000 characters'),
  photos: z
    .array(reviewPhoto, { error: 'Please upload the photos again' })
    .max(MAX_REVIEW_PHOTOS, `At most ${MAX_REVIEW_PHOTOS} photos`)
    .default([])
    .refine((list) => new Set(list).size === list.length, 'Each photo once'),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

const productId = z.coerce
  .number({ error: 'productId must be a number' })
  .int('productId must be a whole number')
  .min(1, 'productId must be at least 1')
  .max(2_147_483_647, 'productId must be a whole number');

/** POST /api/reviews: the product reviewed and the whole review. */
export const createReviewSchema = reviewInputSchema.extend({
  productId: z
    .number({ error: 'productId must be a whole number' })
    .int('productId must be a whole number')
    .min(1, 'productId must be at least 1')
    .max(2_147_483_647, 'productId must be a whole number'),
});
export type CreateReview = z.input<typeof createReviewSchema>;

/** GET /api/reviews/mine: the product asked about. */
export const myReviewQuery = z.object({ productId });

/** GET /api/reviews: a page of a product's published reviews, newest or most helpful first. */
export const reviewsQuery = pageQuery.extend({
  productId,
  size: pageQuery.shape.size.default(5),
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
});
export type ReviewsQuery = z.input<typeof reviewsQuery>;

/** POST /api/reviews/:id/helpful: a visitor's browser names itself; a signed-in shopper is known by their account. */
export const helpfulVoteSchema = z.object({
  browserId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{16,64}$/, 'browserId must be 16 to 64 letters, digits or dashes')
    .optional(),
});

/** GET /api/admin/reviews: newest first, by status and product. */
export const adminReviewsQuery = pageQuery.extend({
  size: pageQuery.shape.size.default(20),
  status: z.enum(REVIEW_STATUSES, { error: `status must be one of ${REVIEW_STATUSES.join(', ')}` }).optional(),
  productId: productId.optional(),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuery>;

export const hideReviewSchema = z.object({
  reason: z
    .string({ error: 'Please say why it is hidden' })
    .trim()
    .min(3, 'Please say why it is hidden')
    .max(300, 'The reason must be at most 300 characters'),
});

/** The shop's public answer; an empty one takes the answer away. */
export const replyReviewSchema = z.object({
  reply: z.string({ error: 'Please write the reply' }).trim().max(1000, 'The reply must be at most 1,000 characters'),
});
