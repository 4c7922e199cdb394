import { z } from 'zod';
import { requestExample } from './http.js';

/*
 * What a shopper sends to fill the cart and the wishlist; the responses are in
 * cart.responses.ts.
 */

export const MAX_LINE_QUANTITY = 10;

const productId = z.coerce
  .number({ error: 'productId must be a number' })
  .int('productId must be a whole number')
  .positive('productId must be positive')
  .max(2_147_483_647, 'Unknown product');

/** A size or colour; empty or null means not chosen (the original client sends `size: null`). */
const option = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((v) => v || undefined);

export const addToCartSchema = z
  .object({
    productId,
    quantity: z.coerce
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `You can buy at most ${MAX_LINE_QUANTITY} of an item at a time`)
      .default(1),
    size: option,
    color: option,
  })
  .meta(requestExample({ productId: 12, quantity: 1, size: 'M', color: 'Navy' }));
export type AddToCart = z.input<typeof addToCartSchema>;

/** 0 or less removes the line. */
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
