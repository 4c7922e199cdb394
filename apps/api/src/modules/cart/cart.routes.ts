import { addToCartSchema, idParams, mergeCartSchema, updateCartItemSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { CartService } from './cart.service.js';

/** The shopper's own cart; mounted behind the sign-in guard. */
export function cartRoutes(cart: CartService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/cart', { schema: { tags: ['cart'] } }, async (req) => ok(await cart.get(actor(req).id)));
    app.post('/cart/add', { schema: { tags: ['cart'], body: addToCartSchema } }, async (req) => ok(await cart.add(actor(req).id, req.body), 'Added to cart'));
    app.post('/cart/merge', { schema: { tags: ['cart'], body: mergeCartSchema } }, async (req) => {
      const { cart: merged, skipped } = await cart.merge(actor(req).id, req.body);
      return ok({ ...merged, skipped }, skipped.length ? 'Some items could not be added' : 'Cart merged');
    });
    app.put('/cart/items/:id', { schema: { tags: ['cart'], params: idParams, body: updateCartItemSchema } }, async (req) =>
      ok(await cart.update(actor(req).id, req.params.id, req.body.quantity), 'Cart updated'),
    );
    app.delete('/cart/items/:id', { schema: { tags: ['cart'], params: idParams } }, async (req) => ok(await cart.remove(actor(req).id, req.params.id), 'Item removed'));
    app.delete('/cart', { schema: { tags: ['cart'] } }, async (req) => {
      await cart.clear(actor(req).id);
      return ok(await cart.get(actor(req).id), 'Cart cleared');
    });
  };
}
