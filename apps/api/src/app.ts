import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { uploadsDir } from './db/paths.js';
import { errorHandler } from './lib/error-handler.js';
import { ok } from './lib/envelope.js';
import { etagHook } from './lib/http-cache.js';
import { registerSpa } from './lib/spa.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { storeRoutes } from './modules/store/store.routes.js';

export interface AppDeps {
  config: Config;
  database: Database;
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: `${config.STORE_NAME} API`, version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const catalog = new CatalogService(database.db, { cacheTtlMs: config.NODE_ENV === 'test' ? 0 : 10_000 });
  app.decorate('catalog', catalog);

  await app.register(
    async (api) => {
      api.get('/health', async () => ok({ status: 'ok', database: database.kind }));
      await api.register(async (pub) => {
        pub.addHook('onSend', etagHook);
        await pub.register(catalogRoutes(catalog));
        await pub.register(storeRoutes(config));
      });
      api.all('/*', async (req, reply) => reply.code(404).send({ success: false, message: `No API route ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND', timestamp: new Date().toISOString() }));
    },
    { prefix: '/api' },
  );

  const uploads = uploadsDir(config.dataDir);
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
    immutable: false,
  });

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await registerSpa(app, { distDir: config.webDist, catalog, storeName: config.STORE_NAME, publicUrl: config.PUBLIC_URL });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalog: CatalogService;
  }
}
