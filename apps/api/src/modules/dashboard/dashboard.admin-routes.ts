import { dashboardQuery, dashboardSchema } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer } from '#api/lib/answers.js';
import { ok } from '#api/lib/envelope.js';
import type { DashboardService } from './dashboard.service.js';

/** Mounted under /api/admin, behind the admin guard. */
export function dashboardAdminRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard',
      { schema: { tags: ['admin'], querystring: dashboardQuery, response: answer(dashboardSchema) } },
      async (req) => ok(await dashboard.get(req.query)),
    );
  };
}
