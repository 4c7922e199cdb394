import { z } from 'zod';
import { CATEGORY_SLUGS, categoryPriceQuery, limitQuery, pageQuery, productListQuery, searchQuery } from '@kuber/shared';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { CatalogService } from './catalog.service.js';

const categoryParams = z.object({ category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }) });
const productIdParams = z.object({ id: z.string().trim().min(1).max(200) });
const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const plainListQuery = z.object({ limit: limitQuery.shape.limit });

/** Public catalogue reads, validated with the shared schemas; registered where public answers are kept (lib/http-cache.ts). */
export function catalogRoutes(catalog: CatalogService, optionalUser: onRequestHookHandler): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/categories', { schema: { tags: ['catalogue'] } }, async () => ok(await catalog.categories()));

    app.get('/products', { schema: { tags: ['catalogue'], querystring: productListQuery } }, async (req) =>
      ok(await catalog.list(req.query)),
    );

    app.get('/products/featured', { schema: { tags: ['catalogue'], querystring: plainListQuery } }, async (req) =>
      ok(await catalog.featured(req.query.limit)),
    );

    app.get('/products/search', { schema: { tags: ['catalogue'], querystring: searchQuery } }, async (req) =>
      ok(await catalog.list(req.query)),
    );

    app.get('/products/top-rated', { schema: { tags: ['catalogue'], querystring: limitQuery } }, async (req) =>
      ok(await catalog.list({ page: req.query.page, size: req.query.limit, sort: 'rating' })),
    );

    app.get('/products/newest', { schema: { tags: ['catalogue'], querystring: limitQuery } }, async (req) =>
      ok(await catalog.list({ page: req.query.page, size: req.query.limit, sort: 'newest' })),
    );

    app.get('/products/trending', { schema: { tags: ['catalogue'], querystring: limitQuery } }, async (req) =>
      ok(await catalog.trending(req.query.page, req.query.limit)),
    );

    // Personal when a shopper is signed in: never kept, and not cacheable by shared caches.
    app.get(
      '/products/interest',
      { onRequest: optionalUser, config: { personal: true }, schema: { tags: ['catalogue'], querystring: limitQuery } },
      async (req, reply) => {
        reply.header('cache-control', req.user ? 'private, max-age=60' : 'public, max-age=60').header('vary', 'authorization');
        return ok(await catalog.interest(req.user?.id ?? null, req.query.page, req.query.limit));
      },
    );

    app.get(
      '/products/filter/category-price',
      { schema: { tags: ['catalogue'], querystring: categoryPriceQuery } },
      async (req) => {
        const { categorySlug, ...rest } = req.query;
        return ok(await catalog.list({ ...rest, category: categorySlug }));
      },
    );

    app.get(
      '/products/category/:category',
      { schema: { tags: ['catalogue'], params: categoryParams, querystring: plainListQuery.extend({ limit: limitQuery.shape.limit.default(100) }) } },
      async (req) => ok((await catalog.list({ page: 0, size: req.query.limit, category: req.params.category })).data),
    );

    app.get(
      '/products/category/:category/paginated',
      {
        schema: {
          tags: ['catalogue'],
          params: categoryParams,
          querystring: pageQuery.extend({ sort: productListQuery.shape.sort, minPrice: productListQuery.shape.minPrice, maxPrice: productListQuery.shape.maxPrice }),
        },
      },
      async (req) => ok(await catalog.list({ ...req.query, category: req.params.category })),
    );

    app.get('/products/slug/:slug', { schema: { tags: ['catalogue'], params: slugParams } }, async (req) =>
      ok(await catalog.bySlug(req.params.slug)),
    );

    app.get('/products/:id', { schema: { tags: ['catalogue'], params: productIdParams } }, async (req) => ok(await catalog.byIdOrSlug(req.params.id)));
  };
}
