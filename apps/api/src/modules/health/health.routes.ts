import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@kuber/shared';
import { ok } from '#api/lib/envelope.js';
import { AppError } from '#api/lib/errors.js';
import { errorResponses } from '#api/lib/response-schemas.js';
import type { HealthService } from './health.service.js';

const liveSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });
const readySchema = z.object({ status: z.literal('ready'), parts: z.record(z.string(), z.literal('ok')) });

/**
 * Health for load balancers and orchestrators: live (the process answers; /api/health is the same)
 * and ready (every part answers and the instance is not closing; 503 naming what failed). Never
 * cached, answered before the routes that need a session.
 */
export function healthRoutes(health: HealthService, database: 'pglite' | 'postgres'): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const live = async () => ok({ status: 'ok' as const, database });
    const liveSchemas = { tags: ['store'], response: { 200: envelopeSchema(liveSchema) } };
    // The process answers even while a flood keeps it busy: the check waits in no line (plugins/request-turns.ts).
    const config = { skipsLine: true };
    app.get('/health', { config, schema: { ...liveSchemas, summary: 'Health: the store answers (as live)' } }, live);
    app.get('/health/live', { config, schema: { ...liveSchemas, summary: 'Liveness: the process answers' } }, live);
    app.get(
      '/health/ready',
      {
        schema: {
          summary: 'Readiness: database, migrations, storage and Redis answer',
          tags: ['store'],
          response: { 200: envelopeSchema(readySchema), ...errorResponses(503) },
        },
      },
      async () => {
        const { ready, parts } = await health.readiness();
        if (!ready) {
          const failed = Object.entries(parts).filter(([, state]) => state !== 'ok');
          throw new AppError(
            'UNAVAILABLE',
            `Not ready: ${failed.map(([part, why]) => `${part} (${why})`).join('; ')}`,
            failed.map(([path, message]) => ({ path, message: message! })),
          );
        }
        return ok({ status: 'ready' as const, parts: parts as Record<string, 'ok'> });
      },
    );
  };
}
