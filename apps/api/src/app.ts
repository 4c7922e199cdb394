import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { uploadsDir } from './db/paths.js';
import { startJobs } from './jobs.js';
import { responseSerializer } from './lib/response-schemas.js';
import { refuseControlCharacters } from './lib/control-characters.js';
import { errorHandler } from './lib/error-handler.js';
import { registerPages } from './modules/pages/pages.routes.js';
import { imageRoutes } from './modules/uploads/uploads.routes.js';
import { metrics } from './plugins/metrics.js';
import { openApi } from './plugins/openapi.js';
import { closeConnectionsOnClose } from './plugins/close-connections.js';
import { requestTurns } from './plugins/request-turns.js';
import { listRoutes } from './plugins/route-list.js';
import { securityHeaders } from './plugins/security-headers.js';
import { logRequests, serverOptions, type LogStream } from './plugins/server-options.js';
import { apiRoutes } from './routes.js';
import { createServices } from './services.js';

export type { RouteEntry } from './plugins/route-list.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance is closing: readiness answers 503 from now on (modules/health). */
    drain(): void;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where the log goes; standard output unless told (a test reads it). */
  logStream?: LogStream;
  /** Settles once the demo pictures this start draws are drawn (server.ts); never rejects. */
  demoPictures?: Promise<void>;
}

/** The store's server: how it answers, its services and timers, then its routes and pages. */
export async function buildApp({ config, database, demoPictures, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logStream)).withTypeProvider<ZodTypeProvider>();
  logRequests(app);
  requestTurns(app);
  closeConnectionsOnClose(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ check: config.NODE_ENV === 'test' }));
  app.setErrorHandler(errorHandler);
  app.decorateRequest('user', null);
  refuseControlCharacters(app);
  listRoutes(app);
  securityHeaders(app);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await openApi(app, config.STORE_NAME);

  const services = await createServices(app, config, database);
  app.decorate('drain', () => services.health.drain());
  metrics(app, { database, token: config.METRICS_TOKEN, cacheSize: services.responseCache.size });
  startJobs(app, config, database, services);

  await app.register(apiRoutes(config, database, services), { prefix: '/api' });
  await app.register(imageRoutes(services.images, uploadsDir(config.dataDir), demoPictures));
  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await registerPages(app, {
      distDir: config.webDist,
      catalogue: services.catalogue,
      storeName: config.STORE_NAME,
      publicUrl: services.storeUrl,
      cacheTtlMs: config.cacheSeconds * 1000,
      cacheBytes: services.pageCacheBytes,
      changes: services.changes,
      reviews: services.reviews,
    });
  }
  return app;
}
