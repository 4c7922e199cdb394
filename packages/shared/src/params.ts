import { z } from 'zod';
import { isIndiaDate } from './india-dates.js';

/*
 * The path and query parameters many routes share: an id in the path, a true/false flag,
 * a whole number, a page of a list.
 */

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 12;

/** A whole number from `min` to `max`, as a query string carries it. */
export const intParam = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** A true/false query parameter (the only two spellings, so the API description can say so). */
export const boolParam = (name: string) =>
  z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((v) => v === 'true');

/** A page of a list, 0-based; lists with another default size extend `size`. */
export const pageQuery = z.object({
  page: intParam('page', 0, 100_000).default(0),
  size: intParam('size', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** A row's id in the path (`/api/products/:id`). */
export const idParams = z.object({
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be a whole number')
    .positive('id must be positive')
    .max(2_147_483_647),
});

/** A day as India counts it, written YYYY-MM-DD (the orders list's and the dashboard's periods). */
export const indiaDateParam = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isIndiaDate, `${name} must be a date (YYYY-MM-DD)`);
