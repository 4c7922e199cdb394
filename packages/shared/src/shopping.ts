import { z } from 'zod';
import { INDIAN_STATES, LANGUAGES, PAYMENT_METHODS } from './enums.js';
import { couponCodeSchema } from './referrals.js';

export const MAX_LINE_QUANTITY = 10;

const productId = z.coerce
  .number({ error: 'productId must be a number' })
  .int('productId must be a whole number')
  .positive('productId must be positive')
  .max(2_147_483_647, 'Unknown product');

/** A size or colour; empty or null means not chosen (the spec's client sends `size: null`). */
const option = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((v) => v || undefined);

export const addToCartSchema = z.object({
  productId,
  quantity: z.coerce
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `You can buy at most ${MAX_LINE_QUANTITY} of an item at a time`)
    .default(1),
  size: option,
  color: option,
});
export type AddToCart = z.input<typeof addToCartSchema>;

/** 0 or less removes the line (spec). */
export const updateCartItemSchema = z.object({
  quantity: z.coerce
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .max(MAX_LINE_QUANTITY, `You can buy at most ${MAX_LINE_QUANTITY} of an item at a time`)
    .min(-1000, 'Quantity must be a number'),
});

export const mergeCartSchema = z.object({
  items: z
    .array(z.object({ productId, quantity: z.coerce.number().int().min(1).max(1000), size: option, color: option }))
    .max(100, 'Too many items'),
});

export const wishlistAddSchema = z.object({ productId });

export const shippingAddressSchema = z.object({
  fullName: z
    .string({ error: 'Please enter the full name' })
    .trim()
    .min(2, 'Please enter the full name')
    .max(80, 'The name must be at most 80 characters')
    .regex(/^[\p{L}\p{M} .'-]+$/u, 'The name can only contain letters, spaces, dots and hyphens'),
  phone: z
    .string({ error: 'Please enter a valid 10-digit mobile number' })
    .meta({
      description: 'A 10-digit Indian mobile number starting 6-9; spaces, dashes and a +91 or 0 in front are allowed',
    })
    .transform((p) => p.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, ''))
    .refine((p) => /^[6-9]\d{9}$/.test(p), 'Please enter a valid 10-digit mobile number'),
  line1: z
    .string({ error: 'Please enter the house number and street' })
    .trim()
    .min(3, 'Please enter the house number and street')
    .max(120, 'Address line 1 must be at most 120 characters'),
  line2: z
    .string()
    .trim()
    .max(120, 'Address line 2 must be at most 120 characters')
    .optional()
    .transform((v) => v || ''),
  city: z
    .string({ error: 'Please enter the city' })
    .trim()
    .min(2, 'Please enter the city')
    .max(60, 'The city must be at most 60 characters'),
  state: z.enum(INDIAN_STATES, { error: 'Please choose a state or union territory' }),
  pinCode: z
    .string({ error: 'Please enter a valid 6-digit PIN code' })
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit PIN code'),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const createOrderSchema = z.object({
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
  notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
  /** One of the shopper's own coupons, spent on this order. */
  couponCode: couponCodeSchema,
  /** The language the shopper orders in; the mails about the order are written in it. */
  language: z.enum(LANGUAGES, { error: 'Unknown language' }).default('en'),
});
export type CreateOrder = z.input<typeof createOrderSchema>;

/** The header naming one checkout attempt: a retry with the same key answers the order that attempt placed. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 200;

/** POST /api/orders/create's headers: the Idempotency-Key, optional, printable ASCII (a UUID is what the web app sends). */
export const createOrderHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'The Idempotency-Key header must not be empty')
    .max(IDEMPOTENCY_KEY_MAX, `The Idempotency-Key header must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
    .regex(/^[\x20-\x7e]+$/, 'The Idempotency-Key header may hold printable ASCII characters only')
    .optional()
    .meta({
      description:
        'Names one checkout attempt: a repeat with the same key answers the order it placed (201) instead of placing another',
    }),
});
