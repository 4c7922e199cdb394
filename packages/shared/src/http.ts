import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { count, id, timestamp } from './response-fields.js';

/*
 * What every response of the API is made of: the envelope around its data, the error
 * envelope of a refusal, and a page of a list. zod's small build (zod/mini), as in every
 * *.responses.ts: the web app checks each response it reads against these.
 */

export const ERROR_CODES = [
  'INVALID',
  'UNAUTHORISED',
  'FORBIDDEN',
  'MFA_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const;
/** MFA_REQUIRED: an admin whose session has not yet passed the second factor (403). UNAVAILABLE: the store cannot reach or write its database just now (503); try again later. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every JSON response of the API (docs/api.md): the envelope around its data. */
export interface Envelope<T> {
  success: true;
  message: string;
  data: T;
  timestamp: string;
}

/** The envelope around `data`, as a schema. */
export const envelopeSchema = <T extends $ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data, timestamp });

export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** Every refusal: a clear message, a code, and the fields at fault when input was invalid; `data` is null (docs/api.md). */
export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.null(),
  code: z.enum(ERROR_CODES),
  errors: z.optional(z.array(fieldErrorSchema)),
  timestamp,
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** A page of a list (0-based), as the catalogue's paged calls answer it: the list is `data`. */
export interface Paged<T> {
  data: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

export const pagedSchema = <T extends $ZodType>(item: T) =>
  z.object({ data: z.array(item), page: count, size: id, total: count, totalPages: count });

/** A page of an admin list (docs/api.md): the list is `items`. */
export interface AdminPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  totalPages: number;
}

export const adminPageSchema = <T extends $ZodType>(item: T) =>
  z.object({ items: z.array(item), page: count, size: id, total: count, totalPages: count });

/**
 * A request's example for the API's document (/api/docs), as OpenAPI's media examples: zod leaves
 * `examples` out of a schema that transforms its input, and most request schemas do.
 */
export const requestExample = (value: Record<string, unknown>) => ({ 'x-examples': { example: { value } } });
