import * as z from 'zod/mini';
import { count, id, timestamp } from './response-fields.js';

/* The reviews queue as the back office sees it: loaded only with the admin screens. */

export const adminReviewSchema = z.object({
  id,
  productId: id,
  productName: z.string(),
  productSlug: z.string(),
  productImage: z.string(),
  author: z.string(),
  userEmail: z.nullable(z.string()),
  /** The order the delivered line came from. */
  orderNumber: z.nullable(z.string()),
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  fit: z.nullable(z.enum(['RUNS_SMALL', 'TRUE_TO_SIZE', 'RUNS_LARGE'])),
  title: z.string(),
  text: z.string(),
  photos: z.array(z.string()),
  status: z.enum(['PENDING', 'PUBLISHED', 'HIDDEN']),
  hideReason: z.nullable(z.string()),
  reply: z.nullable(z.string()),
  repliedAt: z.nullable(timestamp),
  helpful: count,
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
