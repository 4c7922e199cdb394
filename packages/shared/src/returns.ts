import { z } from 'zod';
import { REFUND_DESTINATIONS, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from './enums.js';
import { pageQuery } from './params.js';

/*
 * Returns and exchanges (docs/api.md): what a shopper sends to ask for one, and what the shop's
 * owners send to take it through its steps. The responses are in returns.responses.ts and
 * returns.admin-responses.ts.
 */

const wholeId = (name: string) =>
  z
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(2_147_483_647, `${name} must be a whole number`);

/** The request's version the step was taken from: a step taken from an older one is refused. */
const returnVersion = wholeId('version');

/** An uploaded picture's address, as the upload answered it. */
const photoUrl = z
  .string()
  .trim()
  .max(300, 'The photo address is too long')
  .regex(/^\/uploads\/[a-z0-9/-]+\.webp$/, 'Please upload the photo again')
  .optional()
  .transform((v) => v || undefined);

export const returnLineSchema = z.object({
  orderItemId: wholeId('orderItemId'),
  quantity: z
    .number({ error: 'Please choose how many' })
    .int('Please choose how many')
    .min(1, 'Please choose how many')
    .max(99, 'Please choose how many'),
  reason: z.enum(RETURN_REASONS, { error: 'Please choose a reason' }),
  comment: z
    .string()
    .trim()
    .max(500, 'The comment must be at most 500 characters')
    .optional()
    .transform((v) => v || undefined),
  /** Needed when the reason is DAMAGED: a picture uploaded through POST /api/returns/photos. */
  photoUrl,
  /** An exchange's size and colour wanted (the line's own where not given). */
  exchangeSize: z.string().trim().max(40).optional(),
  exchangeColor: z.string().trim().max(40).optional(),
});

export const createReturnSchema = z
  .object({
    kind: z.enum(RETURN_KINDS, { error: 'Please choose return or exchange' }),
    /** Where a return's money goes; an exchange takes none. */
    refundTo: z.enum(REFUND_DESTINATIONS, { error: 'Please choose where the refund goes' }).default('ORIGINAL'),
    items: z
      .array(returnLineSchema, { error: 'Please choose an item' })
      .min(1, 'Please choose an item')
      .max(50, 'At most 50 lines in one request'),
  })
  .superRefine((r, ctx) => {
    r.items.forEach((line, i) => {
      if (line.reason === 'DAMAGED' && !line.photoUrl)
        ctx.addIssue({ code: 'custom', path: ['items', i, 'photoUrl'], message: 'Please add a photo of the damage' });
      if (r.kind === 'EXCHANGE' && !line.exchangeSize && !line.exchangeColor)
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'exchangeSize'],
          message: 'Please choose the size or colour you want instead',
        });
    });
    const ids = r.items.map((l) => l.orderItemId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: 'Each item once per request' });
  });
export type CreateReturn = z.input<typeof createReturnSchema>;

export const returnVersionSchema = z.object({ version: returnVersion });

const awb = z
  .string({ error: 'Please enter the AWB number' })
  .trim()
  .min(4, 'Please enter the AWB number')
  .max(40, 'The AWB number must be at most 40 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'The AWB number has letters, digits and dashes only');

const checkedLine = z.object({
  id: wholeId('id'),
  restocked: z.number().int().min(0).max(99),
  writtenOff: z.number().int().min(0).max(99),
});

/** One step of a request, by its name; every step names the version it was taken from. */
export const returnStepSchema = z.discriminatedUnion(
  'step',
  [
    z.object({ step: z.literal('approve'), version: returnVersion }),
    z.object({
      step: z.literal('reject'),
      version: returnVersion,
      reason: z
        .string({ error: 'Please give the reason the shopper will read' })
        .trim()
        .min(3, 'Please give the reason the shopper will read')
        .max(300, 'The reason must be at most 300 characters'),
    }),
    z.object({ step: z.literal('pickup'), version: returnVersion, courierId: wholeId('courierId'), awb }),
    z.object({ step: z.literal('receive'), version: returnVersion }),
    z.object({
      step: z.literal('check'),
      version: returnVersion,
      items: z.array(checkedLine).min(1, 'Say what became of each line').max(50),
    }),
    z.object({
      step: z.literal('refund'),
      version: returnVersion,
      /** The reference of a refund the shop made itself (UPI or bank), for an order not paid online. */
      reference: z
        .string()
        .trim()
        .max(100, 'The reference must be at most 100 characters')
        .optional()
        .transform((v) => v || undefined),
    }),
    z.object({ step: z.literal('shipExchange'), version: returnVersion, courierId: wholeId('courierId'), awb }),
  ],
  { error: 'step must be one of approve, reject, pickup, receive, check, refund, shipExchange' },
);
export type ReturnStep = z.input<typeof returnStepSchema>;

/** GET /api/admin/returns: newest first, by status and kind. */
export const adminReturnsQuery = pageQuery.extend({
  size: pageQuery.shape.size.default(20),
  status: z.enum(RETURN_STATUSES, { error: `status must be one of ${RETURN_STATUSES.join(', ')}` }).optional(),
  kind: z.enum(RETURN_KINDS, { error: `kind must be one of ${RETURN_KINDS.join(', ')}` }).optional(),
});
export type AdminReturnsQuery = z.input<typeof adminReturnsQuery>;
