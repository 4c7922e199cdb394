import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { z } from 'zod';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPaise } from '@kuber/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { uploadsDir } from './db/paths.js';
import { vacuumWhereDue } from './db/vacuum.js';
import { answer, answerSerializer } from './lib/answers.js';
import { createChangeBus, type ChangeBus } from './lib/change-bus.js';
import { refuseControlCharacters } from './lib/control-characters.js';
import { errorHandler } from './lib/error-handler.js';
import { notFound } from './lib/errors.js';
import { ok } from './lib/envelope.js';
import { publicAnswers } from './lib/http-cache.js';
import { publicUrl } from './lib/public-url.js';
import { closeRedis, connectRedis } from './lib/redis.js';
import { documentRefusals, routeAccess, type Access } from './lib/route-access.js';
import { logRedaction, requestId } from './lib/request-log.js';
import { registerSpa } from './modules/pages/pages.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { guards } from './modules/auth/auth.plugin.js';
import { setUpAuth } from './modules/auth/auth.module.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { logTransport, Mailer, smtpTransport } from './modules/mail/mailer.js';
import { orderMailSettings } from './modules/mail/order-mails.js';
import { runPeriodically } from './lib/maintenance.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes.js';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { CouponsService } from './modules/coupons/coupons.service.js';
import { referralsAdminRoutes } from './modules/referrals/referrals.admin-routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { ReferralsService } from './modules/referrals/referrals.service.js';
import { usersAdminRoutes } from './modules/users/users.admin-routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { UsersService } from './modules/users/users.service.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { CartService } from './modules/cart/cart.service.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import { WishlistService } from './modules/wishlist/wishlist.service.js';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin-routes.js';
import { ProductsAdminService } from './modules/catalogue/products-admin.service.js';
import { ProductsCsvService } from './modules/catalogue/products-csv.service.js';
import { createImageStore } from './modules/uploads/storage.js';
import { uploadsAdminRoutes } from './modules/uploads/uploads.admin-routes.js';
import { imageRoutes } from './modules/uploads/uploads.routes.js';
import { UploadsService } from './modules/uploads/uploads.service.js';

/** A route as registered, for the docs and the tests that must cover every route. */
export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RouteEntry[];
    /** What changed, told to every instance (a write made outside the services, as a test's, tells it here). */
    changes: ChangeBus;
  }
}

/** How often unpaid UPI orders past their due time are looked for. */
const UNPAID_CHECK_MS = 5 * 60_000;
/** How often the outbox is swept for mail due (retries after a failed send). */
const MAIL_SWEEP_MS = 30_000;
/** How often the embedded database's tables are looked at for a vacuum (autovacuum's own naptime). */
const VACUUM_CHECK_MS = 60_000;

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where the log goes; standard output unless told (a test reads it). */
  logStream?: { write(line: string): void };
  /** Settles once the demo pictures this start draws are drawn (server.ts); never rejects. */
  demoPictures?: Promise<void>;
}

export async function buildApp({ config, database, demoPictures, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...logRedaction, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    // The id is ours to check (requestId), not taken as sent.
    requestIdHeader: false,
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ check: config.NODE_ENV === 'test' }));
  app.setErrorHandler(errorHandler);
  app.decorateRequest('user', null);
  refuseControlCharacters(app);
  const routeList: RouteEntry[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', documentRefusals);
  app.addHook('onRoute', (route) => {
    // Read later: a scope's own access hook runs after this one (onRoute hooks run parent first).
    for (const method of [route.method].flat()) {
      routeList.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });

  // The security headers' middleware is made once (@fastify/helmet made it again for every request).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${config.STORE_NAME} API`,
        version: '1.0.0',
        description:
          'Every answer is the envelope { success, message, data, timestamp }; refusals carry code and, for bad input, errors per field.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // Browsers refresh with this HttpOnly cookie, set by the log-in answers for /api/auth; other clients send the token in the body.
          refreshCookie: { type: 'apiKey', in: 'cookie', name: 'kf_refresh' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  if (database.kind === 'pglite') {
    runPeriodically(app, 'vacuum', VACUUM_CHECK_MS, async () => {
      const started = Date.now();
      const done = await vacuumWhereDue(db);
      if (done.length) app.log.info({ done, ms: Date.now() - started }, 'Vacuumed the embedded database');
    });
  }
  const changes = await createChangeBus({ redisUrl: config.REDIS_URL, log: app.log });
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  const catalog = new CatalogueService(db, changes);
  app.addHook('onReady', async () => {
    // Not waited for: the store answers while a big catalogue is read.
    void catalog
      .prepare()
      .then((read) => read && app.log.info(`Catalogue index read: ${read.products} products in ${read.ms} ms`));
  });
  // Pages (about 35 kB each, compressed) get a quarter of the budget; answers, many and smaller, the rest.
  const cacheBytes = config.CACHE_MB * 1024 * 1024;
  const answers = publicAnswers(config.cacheSeconds * 1000, cacheBytes - cacheBytes / 4);
  changes.on('catalogue', answers.clear);
  const transport = config.SMTP_URL
    ? await smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : logTransport(app.log, config.NODE_ENV !== 'production');
  const mailer = new Mailer(db, transport, app.log);
  // Each write that makes mail sends it after its commit; this catches the retries, and mail left by a restart.
  runPeriodically(app, 'mail', MAIL_SWEEP_MS, () => mailer.flush());
  app.addHook('onClose', () => mailer.idle());
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  const storeUrl = () => publicUrl(config, app.server);
  const coupons = new CouponsService(db, {
    valuePaise: toPaise(config.COUPON_VALUE),
    minOrderPaise: toPaise(config.COUPON_MIN_ORDER),
    validDays: config.COUPON_VALID_DAYS,
  });
  const referrals = new ReferralsService(db, coupons, storeUrl);
  const { auth, mfa, signer, throttle } = await setUpAuth(app, {
    config,
    db,
    mailer,
    redis,
    pool: database.pool,
    referrals,
  });
  const users = new UsersService(db);
  const access = guards(auth);
  const cart = new CartService(db, config.TAX_RATE_PERCENT);
  const wishlist = new WishlistService(db);
  const orders = new OrdersService(db, {
    taxRatePercent: config.TAX_RATE_PERCENT,
    changes,
    mailer,
    mails: orderMailSettings(config, storeUrl),
    coupons,
    upi:
      config.STORE_UPI_ID && config.STORE_UPI_NAME
        ? { payeeAddress: config.STORE_UPI_ID, payeeName: config.STORE_UPI_NAME }
        : null,
    upiPaymentWindowHours: config.UPI_PAYMENT_WINDOW_HOURS,
  });
  if (config.STORE_UPI_ID) {
    runPeriodically(app, 'cancelling unpaid UPI orders', UNPAID_CHECK_MS, async () => {
      const cancelled = await orders.cancelUnpaid();
      if (cancelled) app.log.info({ cancelled }, 'Unpaid UPI orders cancelled');
    });
  }
  const dashboard = new DashboardService(db, { lowStockThreshold: config.LOW_STOCK_THRESHOLD });
  const addresses = new AddressesService(db);
  const images = await createImageStore(config, uploadsDir(config.dataDir));
  app.addHook('onClose', () => images.close());
  const uploads = new UploadsService(db, images);
  const productsAdmin = new ProductsAdminService(db, { changes, pictures: uploads });
  const productsCsv = new ProductsCsvService(db, productsAdmin);

  const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };
  await app.register(
    async (api) => {
      api.get('/health', { schema: { tags: ['store'], response: answer(healthSchema) } }, async () =>
        ok({ status: 'ok' as const, database: database.kind }),
      );
      await api.register(async (pub) => {
        pub.addHook('onRoute', routeAccess(access, 'public'));
        answers.attach(pub);
        await pub.register(catalogueRoutes(catalog));
        await pub.register(storeRoutes(config));
      });
      await api.register(async (accounts) => {
        accounts.addHook('onRoute', routeAccess(access, 'public'));
        await accounts.register(authRoutes({ auth, mfa, users, signer, throttle, publicUrl: storeUrl }));
      });
      await api.register(async (shopper) => {
        shopper.addHook('onRoute', routeAccess(access, 'user'));
        shopper.addHook('onSend', noStore);
        await shopper.register(usersRoutes(users));
        await shopper.register(cartRoutes(cart));
        await shopper.register(wishlistRoutes(wishlist));
        await shopper.register(ordersRoutes(orders));
        await shopper.register(addressesRoutes(addresses));
        await shopper.register(referralsRoutes(referrals));
        await shopper.register(couponsRoutes(coupons));
      });
      await api.register(
        async (admin) => {
          admin.addHook('onRoute', routeAccess(access, 'admin'));
          admin.addHook('onSend', noStore);
          await admin.register(usersAdminRoutes(users));
          await admin.register(ordersAdminRoutes(orders));
          await admin.register(dashboardAdminRoutes(dashboard));
          await admin.register(uploadsAdminRoutes(uploads, config.UPLOAD_MAX_MB));
          await admin.register(catalogueAdminRoutes(productsAdmin, productsCsv));
          await admin.register(referralsAdminRoutes(referrals));
        },
        { prefix: '/admin' },
      );
      if (config.NODE_ENV !== 'production') await api.register(devRoutes(db));
      api.all('/*', { schema: { hide: true } }, async (req) => {
        throw notFound(`No API route ${req.method} ${req.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  await app.register(imageRoutes(images, uploadsDir(config.dataDir), demoPictures));

  if (existsSync(path.join(config.webDist, 'index.html'))) {
    await registerSpa(app, {
      distDir: config.webDist,
      catalog,
      storeName: config.STORE_NAME,
      publicUrl: storeUrl,
      cacheTtlMs: config.cacheSeconds * 1000,
      cacheBytes: cacheBytes / 4,
      changes,
    });
  }
  return app;
}
