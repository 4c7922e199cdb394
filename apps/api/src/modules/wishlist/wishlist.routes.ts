import { z } from 'zod';
import { idParams, wishlistAddSchema, wishlistItemSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { WishlistService } from './wishlist.service.js';

const productParams = z.object({ id: idParams.shape.id });
const wishlistAnswer = okResponse(z.array(wishlistItemSchema));
const tags = ['wishlist'];

/** The shopper's own wishlist, keyed by product id; mounted behind the sign-in guard. */
export function wishlistRoutes(wishlist: WishlistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/wishlist',
      { schema: { summary: 'The shopper’s wishlist', tags, response: wishlistAnswer } },
      async (req) => ok(await wishlist.list(actor(req).id)),
    );
    app.post(
      '/wishlist/add',
      { schema: { summary: 'Add a product to the wishlist', tags, body: wishlistAddSchema, response: wishlistAnswer } },
      async (req) => {
        const { added } = await wishlist.add(actor(req).id, req.body.productId);
        return ok(
          await wishlist.list(actor(req).id),
          added ? 'Added to wishlist' : 'Product is already in your wishlist',
        );
      },
    );
    app.delete(
      '/wishlist/remove/:id',
      {
        schema: {
          summary: 'Remove a product from the wishlist',
          tags,
          params: productParams,
          response: wishlistAnswer,
        },
      },
      async (req) => {
        await wishlist.remove(actor(req).id, req.params.id);
        return ok(await wishlist.list(actor(req).id), 'Removed from wishlist');
      },
    );
    app.delete(
      '/wishlist/clear',
      { schema: { summary: 'Empty the wishlist', tags, response: wishlistAnswer } },
      async (req) => {
        await wishlist.clear(actor(req).id);
        return ok([], 'Wishlist cleared');
      },
    );
  };
}
