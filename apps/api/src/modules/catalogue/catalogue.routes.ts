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
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import type { CatalogueService } from './catalogue.service.js';

const categoryParams = z.object({ category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }) });
const productIdParams = z.object({ id: z.string().trim().min(1).max(200).describe('A product id or slug') });
const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const productList = okResponse(z.array(productSchema));
const productPage = okResponse(productPageSchema);
const productDetail = okResponse(productDetailSchema);
const tags = ['catalogue'];
/** Category and search pages: the page and its facets. */
const withFacets = { facets: true };

/**
 * Public catalogue reads, validated with the shared schemas; registered where public
 * answers are kept (lib/http-cache.ts). The original client's lists (/products, /featured, a
 * category's list, /top-rated, /newest) answer the list itself as `data`; the paged
 * calls answer a page with `data` as its list (docs/api.md).
 */
export function catalogueRoutes(catalogue: CatalogueService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/categories',
      { schema: { summary: 'The categories', tags, response: okResponse(z.array(categorySchema)) } },
      async () => ok(await catalogue.categories()),
    );

    app.get(
      '/products',
      {
        schema: {
          summary: 'Active products, newest first',
          tags,
          querystring: productListQuery,
          response: productList,
        },
      },
      async (req) => ok((await catalogue.list(req.query)).data),
    );

    app.get(
      '/products/paginated',
      {
        schema: {
          summary: 'A page of products, sorted and filtered',
          tags,
          querystring: productListQuery,
          response: productPage,
        },
      },
      async (req) => ok(await catalogue.list(req.query, withFacets)),
    );

    app.get(
      '/products/featured',
      { schema: { summary: 'Featured products', tags, querystring: limitQuery, response: productList } },
      async (req) => ok(await catalogue.featured(req.query.limit)),
    );

    app.get(
      '/products/search',
      { schema: { summary: 'Search products (q or keyword)', tags, querystring: searchQuery, response: productPage } },
      async (req) => ok(await catalogue.list(req.query, withFacets)),
    );

    app.get(
      '/products/top-rated',
      { schema: { summary: 'Top-rated products', tags, querystring: limitQuery, response: productList } },
      async (req) => ok((await catalogue.list({ page: req.query.page, size: req.query.limit, sort: 'rating' })).data),
    );

    app.get(
      '/products/newest',
      { schema: { summary: 'Newest products', tags, querystring: limitQuery, response: productList } },
      async (req) => ok((await catalogue.list({ page: req.query.page, size: req.query.limit, sort: 'newest' })).data),
    );

    app.get(
      '/products/trending',
      {
        schema: {
          summary: 'Trending products (most ordered lately)',
          tags,
          querystring: limitQuery,
          response: productPage,
        },
      },
      async (req) => ok(await catalogue.trending(req.query.page, req.query.limit)),
    );

    // Personal when a shopper is signed in: never kept, and not cacheable by shared caches.
    app.get(
      '/products/interest',
      {
        config: { access: 'optional', personal: true },
        schema: {
          summary: 'Products picked for the shopper (or the bestsellers)',
          tags,
          querystring: limitQuery,
          response: productPage,
        },
      },
      async (req, reply) => {
        reply
          .header('cache-control', req.user ? 'private, max-age=60' : 'public, max-age=60')
          .header('vary', 'authorization');
        return ok(await catalogue.interest(req.user?.id ?? null, req.query.page, req.query.limit));
      },
    );

    app.get(
      '/products/filter/category-price',
      {
        schema: {
          summary: 'Products of a category within a price range',
          tags,
          querystring: categoryPriceQuery,
          response: productPage,
        },
      },
      async (req) => {
        const { categorySlug, ...rest } = req.query;
        return ok(await catalogue.list({ ...rest, category: categorySlug }, withFacets));
      },
    );

    app.get(
      '/products/category/:category',
      {
        schema: {
          summary: 'A category’s products',
          tags,
          params: categoryParams,
          querystring: limitQuery.extend({ limit: limitQuery.shape.limit.default(100) }),
          response: productList,
        },
      },
      async (req) =>
        ok((await catalogue.list({ page: req.query.page, size: req.query.limit, category: req.params.category })).data),
    );

    app.get(
      '/products/category/:category/paginated',
      {
        schema: {
          summary: 'A page of a category’s products, sorted and filtered',
          tags,
          params: categoryParams,
          querystring: categoryPageQuery,
          response: productPage,
        },
      },
      async (req) => ok(await catalogue.list({ ...req.query, category: req.params.category }, withFacets)),
    );

    app.get(
      '/products/slug/:slug',
      { schema: { summary: 'A product by its slug', tags, params: slugParams, response: productDetail } },
      async (req) => ok(await catalogue.bySlug(req.params.slug)),
    );

    app.get(
      '/products/:id',
      { schema: { summary: 'A product by its id', tags, params: productIdParams, response: productDetail } },
      async (req) => ok(await catalogue.byIdOrSlug(req.params.id)),
    );
  };
}
