import { z } from 'zod';
import { idParams, wishlistAddSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { WishlistService } from './wishlist.service.js';

const productParams = z.object({ id: idParams.shape.id });

/** The shopper's own wishlist, keyed by product id; mounted behind the sign-in guard. */
export function wishlistRoutes(wishlist: WishlistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/wishlist', { schema: { tags: ['wishlist'] } }, async (req) => ok(await wishlist.list(actor(req).id)));
    app.post('/wishlist/add', { schema: { tags: ['wishlist'], body: wishlistAddSchema } }, async (req) => {
      const { added } = await wishlist.add(actor(req).id, req.body.productId);
      return ok(await wishlist.list(actor(req).id), added ? 'Added to wishlist' : 'Product is already in your wishlist');
    });
    app.delete('/wishlist/remove/:id', { schema: { tags: ['wishlist'], params: productParams } }, async (req) => {
      await wishlist.remove(actor(req).id, req.params.id);
      return ok(await wishlist.list(actor(req).id), 'Removed from wishlist');
    });
    app.delete('/wishlist/clear', { schema: { tags: ['wishlist'] } }, async (req) => {
      await wishlist.clear(actor(req).id);
      return ok([], 'Wishlist cleared');
    });
  };
}
