import * as z from 'zod/mini';
import { count, id, timestamp } from './response-fields.js';

/*
 * Reviews as shoppers read them (docs/api.md). zod's small build (zod/mini), as in every
 * *.responses.ts.
 */

const FITS = ['RUNS_SMALL', 'TRUE_TO_SIZE', 'RUNS_LARGE'] as const;
const STATUSES = ['PENDING', 'PUBLISHED', 'HIDDEN'] as const;

/** A published review, as the product page shows it. */
export const reviewSchema = z.object({
  id,
  /** The writer's first name. */
  author: z.string(),
  /** Written by someone whose order of the product was delivered. */
  verifiedBuyer: z.boolean(),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  fit: z.nullable(z.enum(FITS)),
  title: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  helpful: count,
  /** The shop's public answer, and when it was given. */
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(timestamp),
  createdAt: timestamp,
});
export type Review = z.infer<typeof reviewSchema>;

/** What the published reviews add up to. */
export const reviewSummarySchema = z.object({
  /** The average rating to one decimal; 0 with no reviews. */
  average: z.number().check(z.minimum(0), z.maximum(5)),
  count,
  /** How many gave 5, 4, 3, 2 and 1 stars, in that order. */
  stars: z.array(count),
  /** How many said it runs small, is true to size, runs large. */
  fit: z.object({ RUNS_SMALL: count, TRUE_TO_SIZE: count, RUNS_LARGE: count }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /api/reviews: the summary and a page of a product's reviews. */
export const productReviewsSchema = z.object({
  summary: reviewSummarySchema,
  reviews: z.array(reviewSchema),
  page: count,
  size: id,
  total: count,
  totalPages: count,
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The shopper's own review, in whatever state the shop has it. */
export const myReviewSchema = z.object({
  id,
  productId: id,
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  fit: z.nullable(z.enum(FITS)),
  title: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  status: z.enum(STATUSES),
  reply: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/reviews/mine: whether the shopper may review it, and their review if written. */
export const reviewEligibilitySchema = z.object({
  /** True when an order of theirs with this product was delivered. */
  canReview: z.boolean(),
  review: z.nullable(myReviewSchema),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

/** POST /api/reviews/:id/helpful. */
export const helpfulAnswerSchema = z.object({ helpful: count, counted: z.boolean() });
export type HelpfulAnswer = z.infer<typeof helpfulAnswerSchema>;

export const reviewPhotoSchema = z.object({ publicUrl: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;
