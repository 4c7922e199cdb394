import { z } from 'zod';
import {
  CATEGORY_SLUGS,
  categoryPageQuery,
  categoryPriceQuery,
  categorySchema,
  limitQuery,
  productListQuery,
  productDetailSchema,
  productPageSchema,
  productSchema,
  searchQuery,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '#api/lib/answers.js';
import { ok } from '#api/lib/envelope.js';
import type { CatalogueService } from './catalogue.service.js';

const categoryParams = z.object({ category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }) });
const productIdParams = z.object({ id: z.string().trim().min(1).max(200).describe('A product id or slug') });
const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const productList = answer(z.array(productSchema));
const productPage = answer(productPageSchema);
const productDetail = answer(productDetailSchema);
const tags = ['catalogue'];
/** Category and search pages: the page and its facets. */
const withFacets = { facets: true };

/**
 * Public catalogue reads, validated with the shared schemas; registered where public
 * answers are kept (lib/http-cache.ts). The spec's lists (/products, /featured, a
 * category's list, /top-rated, /newest) answer the list itself as `data`; the paged
 * calls answer a page with `data` as its list.
 */
export function catalogueRoutes(catalog: CatalogueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/categories', { schema: { tags, response: answer(z.array(categorySchema)) } }, async () =>
      ok(await catalog.categories()),
    );

    app.get('/products', { schema: { tags, querystring: productListQuery, response: productList } }, async (req) =>
      ok((await catalog.list(req.query)).data),
    );

    app.get(
      '/products/paginated',
      { schema: { tags, querystring: productListQuery, response: productPage } },
      async (req) => ok(await catalog.list(req.query, withFacets)),
    );

    app.get('/products/featured', { schema: { tags, querystring: limitQuery, response: productList } }, async (req) =>
      ok(await catalog.featured(req.query.limit)),
    );

    app.get('/products/search', { schema: { tags, querystring: searchQuery, response: productPage } }, async (req) =>
      ok(await catalog.list(req.query, withFacets)),
    );

    app.get('/products/top-rated', { schema: { tags, querystring: limitQuery, response: productList } }, async (req) =>
      ok((await catalog.list({ page: req.query.page, size: req.query.limit, sort: 'rating' })).data),
    );

    app.get('/products/newest', { schema: { tags, querystring: limitQuery, response: productList } }, async (req) =>
      ok((await catalog.list({ page: req.query.page, size: req.query.limit, sort: 'newest' })).data),
    );

    app.get('/products/trending', { schema: { tags, querystring: limitQuery, response: productPage } }, async (req) =>
      ok(await catalog.trending(req.query.page, req.query.limit)),
    );

    // Personal when a shopper is signed in: never kept, and not cacheable by shared caches.
    app.get(
      '/products/interest',
      {
        config: { access: 'optional', personal: true },
        schema: { tags, querystring: limitQuery, response: productPage },
      },
      async (req, reply) => {
        reply
          .header('cache-control', req.user ? 'private, max-age=60' : 'public, max-age=60')
          .header('vary', 'authorization');
        return ok(await catalog.interest(req.user?.id ?? null, req.query.page, req.query.limit));
      },
    );

    app.get(
      '/products/filter/category-price',
      { schema: { tags, querystring: categoryPriceQuery, response: productPage } },
      async (req) => {
        const { categorySlug, ...rest } = req.query;
        return ok(await catalog.list({ ...rest, category: categorySlug }, withFacets));
      },
    );

    app.get(
      '/products/category/:category',
      {
        schema: {
          tags,
          params: categoryParams,
          querystring: limitQuery.extend({ limit: limitQuery.shape.limit.default(100) }),
          response: productList,
        },
      },
      async (req) =>
        ok((await catalog.list({ page: req.query.page, size: req.query.limit, category: req.params.category })).data),
    );

    app.get(
      '/products/category/:category/paginated',
      { schema: { tags, params: categoryParams, querystring: categoryPageQuery, response: productPage } },
      async (req) => ok(await catalog.list({ ...req.query, category: req.params.category }, withFacets)),
    );

    app.get('/products/slug/:slug', { schema: { tags, params: slugParams, response: productDetail } }, async (req) =>
      ok(await catalog.bySlug(req.params.slug)),
    );

    app.get('/products/:id', { schema: { tags, params: productIdParams, response: productDetail } }, async (req) =>
      ok(await catalog.byIdOrSlug(req.params.id)),
    );
  };
}
