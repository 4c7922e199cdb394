import {
  addToCartSchema,
  cartEnvelopeSchema,
  idParams,
  mergeCartSchema,
  mergedCartEnvelopeSchema,
  updateCartItemSchema,
  type Cart,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { CartService } from './cart.service.js';

/** The lines as `data` (the original client reads a list; docs/api.md) and the totals beside them. */
const answerCart = (cart: Cart, message?: string) => ({ ...ok(cart.items, message), summary: cart.summary });
const cartAnswer = { 200: cartEnvelopeSchema };
const tags = ['cart'];

/** The shopper's own cart; mounted behind the sign-in guard. */
export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/cart',
      { schema: { summary: 'The shopper’s cart with its totals', tags, response: cartAnswer } },
      async (req) => answerCart(await cart.get(actor(req).id)),
    );
    app.post(
      '/cart/add',
      {
        schema: {
          summary: 'Add a product (size and colour) to the cart',
          tags,
          body: addToCartSchema,
          response: { ...cartAnswer, ...errorResponses(409) },
        },
      },
      async (req) => answerCart(await cart.add(actor(req).id, req.body), 'Added to cart'),
    );
    app.post(
      '/cart/merge',
      {
        schema: {
          summary: 'Merge a cart kept in the browser into the account’s',
          tags,
          body: mergeCartSchema,
          response: { 200: mergedCartEnvelopeSchema },
        },
      },
      async (req) => {
        const { cart: merged, skipped } = await cart.merge(actor(req).id, req.body);
        return { ...answerCart(merged, skipped.length ? 'Some items could not be added' : 'Cart merged'), skipped };
      },
    );
    app.put(
      '/cart/items/:id',
      {
        schema: {
          summary: 'Change a cart line’s quantity',
          tags,
          params: idParams,
          body: updateCartItemSchema,
          response: cartAnswer,
        },
      },
      async (req) => answerCart(await cart.update(actor(req).id, req.params.id, req.body.quantity), 'Cart updated'),
    );
    app.delete(
      '/cart/items/:id',
      { schema: { summary: 'Remove a cart line', tags, params: idParams, response: cartAnswer } },
      async (req) => answerCart(await cart.remove(actor(req).id, req.params.id), 'Item removed'),
    );
    app.delete('/cart', { schema: { summary: 'Empty the cart', tags, response: cartAnswer } }, async (req) => {
      await cart.clear(actor(req).id);
      return answerCart(await cart.get(actor(req).id), 'Cart cleared');
    });
  };
}
