import { z } from 'zod';
import {
  CATEGORY_SLUGS,
  categorySizeChartInputSchema,
  categorySizeChartSchema,
  idParams,
  productSchema,
  stockAlertAnswerSchema,
  stockAlertSchema,
} from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#api/db/client.js';
import { ok } from '#api/lib/envelope.js';
import { errorResponses, okResponse } from '#api/lib/response-schemas.js';
import { ADDRESS_COST, type AuthThrottle } from '#api/modules/auth/throttle.js';
import type { SizeChartsService } from './size-charts.service.js';
import { similarProducts } from './similar-products.js';
import type { StockAlertsService } from './stock-alerts.service.js';

const tags = ['catalogue'];
/** Products a product page shows as similar. */
const SIMILAR = 8;

/** Similar products: public and kept like the catalogue's other answers (registered where they are). */
export function similarProductsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/similar/:id',
      {
        schema: {
          summary: 'Products like one: its category, near its price, sharing its tags or colours',
          tags,
          params: idParams,
          response: { ...okResponse(z.array(productSchema)), ...errorResponses(404) },
        },
      },
      async (req) => ok(await similarProducts(db, req.params.id, SIMILAR)),
    );
  };
}

/** 'Notify me': public (a signed-in shopper's own email when none is given), never kept, spending the address's budget as the log-in forms do. */
export function stockAlertRoutes(alerts: StockAlertsService, throttle: AuthThrottle): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/stock-alerts',
      {
        config: { access: 'optional' },
        schema: {
          summary: 'Be told by mail, once, when a sold-out size or colour is back in stock',
          tags,
          body: stockAlertSchema,
          response: { ...okResponse(stockAlertAnswerSchema), ...errorResponses(404, 409, 429) },
        },
        onRequest: async (req) => throttle.spendAddressBudget(req.ip, ADDRESS_COST.full),
      },
      async (req) => {
        const answer = await alerts.request(req.body, req.user?.id ?? null);
        return ok(answer, answer.alreadyWaiting ? 'You are already on the list' : 'We will mail you when it is back');
      },
    );
  };
}

const categoryParams = z.object({ category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }) });

/** The categories' size charts, for the shop's owners; mounted under /api/admin. */
export function sizeChartsAdminRoutes(charts: SizeChartsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/size-charts',
      {
        schema: {
          summary: 'Every category’s size chart (measures in cm)',
          tags: ['admin'],
          response: okResponse(z.array(categorySizeChartSchema)),
        },
      },
      async () => ok(await charts.list()),
    );
    app.put(
      '/size-charts/:category',
      {
        schema: {
          summary: 'Set or take away a category’s size chart',
          tags: ['admin'],
          params: categoryParams,
          body: categorySizeChartInputSchema,
          response: okResponse(categorySizeChartSchema),
        },
      },
      async (req) => ok(await charts.set(req.params.category, req.body.chart), 'Size chart saved'),
    );
  };
}
