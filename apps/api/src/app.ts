import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { uploadsDir } from './db/paths.js';
import { errorHandler } from './lib/error-handler.js';
import { notFound } from './lib/errors.js';
import { ok } from './lib/envelope.js';
import { publicAnswers } from './lib/http-cache.js';
import { registerSpa } from './lib/spa.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { guards } from './modules/auth/auth.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { MfaService } from './modules/auth/mfa.service.js';
import { TokenSigner } from './modules/auth/tokens.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { createMailer } from './modules/mail/mailer.js';
import { usersAdminRoutes } from './modules/users/users.admin-routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { CartService } from './modules/cart/cart.service.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { WishlistService } from './modules/wishlist/wishlist.service.js';
import { createImageStore } from './modules/uploads/storage.js';
import { uploadsAdminRoutes } from './modules/uploads/uploads.admin-routes.js';
import { imageRoutes } from './modules/uploads/uploads.routes.js';
import { UploadsService } from './modules/uploads/uploads.service.js';

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
  app.decorateRequest('user', null);

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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      success: false,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      timestamp: new Date().toISOString(),
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: `${config.STORE_NAME} API`, version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const catalog = new CatalogService(db, { cacheTtlMs: config.cacheSeconds * 1000 });
  const answers = publicAnswers(config.cacheSeconds * 1000);
  const signer = await TokenSigner.load(db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db, log: app.log });
  const auth = new AuthService(db, signer, mailer, {
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    loginFailureLimit: config.LOGIN_FAILURE_LIMIT,
  });
  const mfa = new MfaService(db, auth, config.STORE_NAME);
  const users = new UsersService(db);
  const { requireUser, requireAdmin, optionalUser } = guards(auth);
  const cart = new CartService(db, config.TAX_RATE_PERCENT);
  const wishlist = new WishlistService(db);
  const orders = new OrdersService(db, {
    taxRatePercent: config.TAX_RATE_PERCENT,
    onStockChange: () => {
      catalog.invalidate();
      answers.clear();
    },
  });
  const addresses = new AddressesService(db);
  const images = await createImageStore(config, uploadsDir(config.dataDir));
  app.addHook('onClose', () => images.close());
  const uploads = new UploadsService(db, images);

  await app.register(
    async (api) => {
      api.get('/health', async () => ok({ status: 'ok', database: database.kind }));
      await api.register(async (pub) => {
        answers.attach(pub);
        await pub.register(catalogRoutes(catalog, optionalUser));
        await pub.register(storeRoutes(config));
      });
      await api.register(authRoutes({ auth, mfa, users, signer, rateLimit: config.AUTH_RATE_LIMIT, publicUrl: config.PUBLIC_URL }));
      await api.register(usersRoutes(users, auth));
      await api.register(async (shopper) => {
        shopper.addHook('onRequest', requireUser);
        shopper.addHook('onSend', async (_req, reply) => {
          reply.header('cache-control', 'no-store');
        });
        await shopper.register(cartRoutes(cart));
        await shopper.register(wishlistRoutes(wishlist));
        await shopper.register(ordersRoutes(orders, addresses));
      });
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', requireAdmin);
          admin.addHook('onSend', async (_req, reply) => {
            reply.header('cache-control', 'no-store');
          });
          await admin.register(usersAdminRoutes(users));
          await admin.register(uploadsAdminRoutes(uploads, config.UPLOAD_MAX_MB));
        },
        { prefix: '/admin' },
      );
      if (config.NODE_ENV !== 'production') await api.register(devRoutes(db));
      api.all('/*', async (req) => {
        throw notFound(`No API route ${req.method} ${req.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  await app.register(imageRoutes(images, uploadsDir(config.dataDir)));

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await registerSpa(app, { distDir: config.webDist, catalog, storeName: config.STORE_NAME, publicUrl: config.PUBLIC_URL });
  }
  return app;
}
