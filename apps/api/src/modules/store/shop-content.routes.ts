import { shopContentInputSchema, shopContentSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import { actor } from '../auth/auth.plugin.js';
import type { ShopContentService } from './shop-content.service.js';

/** The shop's own words for every page; public, its answer cached until the owners save new ones. */
export function shopContentRoutes(content: ShopContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/store/content',
      {
        schema: {
          summary: 'The shop’s own words: home banner, trust claims, announcement bar, contact details',
          tags: ['store'],
          response: okResponse(shopContentSchema),
        },
      },
      async (_req, reply) => {
        // Checked again on every use (its ETag answers 304 while unchanged): a save shows at once.
        reply.header('cache-control', 'public, no-cache');
        return ok(await content.get());
      },
    );
  };
}

/** Mounted under /api/admin, behind the admin guard. */
export function shopContentAdminRoutes(content: ShopContentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/shop-content',
      {
        schema: {
          summary: 'The shop’s own words, to edit',
          tags: ['admin'],
          response: okResponse(shopContentSchema),
        },
      },
      async () => ok(await content.get()),
    );
    app.put(
      '/shop-content',
      {
        schema: {
          summary: 'Save the shop’s own words (both languages); shoppers see them on their next page',
          tags: ['admin'],
          body: shopContentInputSchema,
          response: okResponse(shopContentSchema),
        },
      },
      async (req) => ok(await content.save(actor(req).id, req.body), 'Shop settings saved'),
    );
  };
}
