import { dashboardQuery, dashboardSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';
import type { DashboardService } from './dashboard.service.js';

/** Mounted under /api/admin, behind the admin guard. */
export function dashboardAdminRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      {
        schema: {
          summary: 'The shop’s figures: sales, orders, shoppers, stock',
          tags: ['admin'],
          querystring: dashboardQuery,
          response: okResponse(dashboardSchema),
        },
      },
      async (req) => ok(await dashboard.get(req.query)),
    );
  };
}
