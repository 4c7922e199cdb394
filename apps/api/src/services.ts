import type { FastifyInstance } from 'fastify';
import { toPaise } from '@kuber/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { uploadsDir } from './db/paths.js';
import { createChangeBus, type ChangeBus } from './lib/change-bus.js';
import { publicResponseCache } from './lib/http-cache.js';
import { publicUrl } from './lib/public-url.js';
import { closeRedis, connectRedis } from './lib/redis.js';
import { AddressesService } from './modules/addresses/addresses.service.js';
import { setUpAuth } from './modules/auth/auth.module.js';
import { guards } from './modules/auth/auth.plugin.js';
import { CartService } from './modules/cart/cart.service.js';
import { CatalogueService } from './modules/catalogue/catalogue.service.js';
import { ProductsAdminService } from './modules/catalogue/products-admin.service.js';
import { ProductsCsvService } from './modules/catalogue/products-csv.service.js';
import { SizeChartsService } from './modules/catalogue/size-charts.service.js';
import { StockAlertsService } from './modules/catalogue/stock-alerts.service.js';
import { CouponsService } from './modules/coupons/coupons.service.js';
import { DashboardService } from './modules/dashboard/dashboard.service.js';
import { DeliveryService } from './modules/delivery/delivery.service.js';
import { DiscountsService } from './modules/discounts/discounts.service.js';
import { defaultShopContent, ShopContentService } from './modules/store/shop-content.service.js';
import { logTransport, Mailer, smtpTransport } from './modules/mail/mailer.js';
import { orderMailSettings } from './modules/mail/order-mails.js';
import { HealthService } from './modules/health/health.service.js';
import { OrdersService } from './modules/orders/orders.service.js';
import { PaymentsService } from './modules/payments/payments.service.js';
import { RazorpayGateway } from './modules/payments/razorpay-gateway.js';
import { codRules } from './modules/store/store.routes.js';
import { DocumentsService } from './modules/tax/documents.service.js';
import { ExportsService } from './modules/tax/exports.service.js';
import { OrderDocuments } from './modules/tax/order-documents.js';
import { TaxRules } from './modules/tax/tax-rules.js';
import { CouriersService } from './modules/shipments/couriers.service.js';
import { ShipmentsService } from './modules/shipments/shipments.service.js';
import { ReferralsService } from './modules/referrals/referrals.service.js';
import { ReturnsService } from './modules/returns/returns.service.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import { createImageStore } from './modules/uploads/storage.js';
import { UploadsService } from './modules/uploads/uploads.service.js';
import { UsersService } from './modules/users/users.service.js';
import { WishlistService } from './modules/wishlist/wishlist.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What changed, told to every instance (a write made outside the services, as a test's, tells it here). */
    changes: ChangeBus;
  }
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * The store's services, made once for the app, with what they share: the change bus, the cache of
 * public answers, the mailer, Redis and the image store. Each resource closes with the app.
 */
export async function createServices(app: FastifyInstance, config: Config, database: Database) {
  const { db } = database;
  const changes = await createChangeBus({ redisUrl: config.REDIS_URL, log: app.log });
  app.addHook('onClose', () => changes.close());
  app.decorate('changes', changes);
  const catalogue = new CatalogueService(db, changes);
  app.addHook('onReady', async () => {
    // Not waited for: the store answers while a big catalogue is read.
    void catalogue
      .prepare()
      .then((read) => read && app.log.info(`Catalogue index read: ${read.products} products in ${read.ms} ms`));
  });
  // Pages (about 35 kB each, compressed) get a quarter of the budget; answers, many and smaller, the rest.
  const cacheBytes = config.CACHE_MB * 1024 * 1024;
  const pageCacheBytes = cacheBytes / 4;
  const responseCache = publicResponseCache(config.cacheSeconds * 1000, cacheBytes - pageCacheBytes);
  changes.on('catalogue', responseCache.clear);
  const transport = config.SMTP_URL
    ? await smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : logTransport(app.log, config.NODE_ENV !== 'production');
  const mailer = new Mailer(db, transport, app.log);
  app.addHook('onClose', () => mailer.idle());
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  const storeUrl = () => publicUrl(config, app.server);
  const coupons = new CouponsService(db, {
    valuePaise: toPaise(config.COUPON_VALUE),
    minOrderPaise: toPaise(config.COUPON_MIN_ORDER),
    validDays: config.COUPON_VALID_DAYS,
  });
  const referrals = new ReferralsService(db, coupons, storeUrl, config.REFERRAL_REWARD_ON);
  const { auth, mfa, signer, throttle } = await setUpAuth(app, {
    config,
    db,
    mailer,
    redis,
    pool: database.pool,
    referrals,
  });
  const tax = new TaxRules({
    mode: config.TAX_MODE,
    addedRatePercent: config.TAX_RATE_PERCENT,
    storeState: config.STORE_STATE,
  });
  const seller = {
    name: config.STORE_NAME,
    legalName: config.STORE_LEGAL_NAME,
    address: config.STORE_ADDRESS,
    gstin: config.STORE_GSTIN ?? null,
    state: config.STORE_STATE,
  };
  const documentFiles = new DocumentsService(db, { seller });
  mailer.attachWith((a) => documentFiles.attachment(a));
  const documents = new OrderDocuments({ mailer, storeName: config.STORE_NAME });
  const payments = new PaymentsService(db, {
    gateway:
      config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET
        ? new RazorpayGateway({
            keyId: config.RAZORPAY_KEY_ID,
            keySecret: config.RAZORPAY_KEY_SECRET,
            webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: config.RAZORPAY_API_URL,
          })
        : null,
    onlineWindowHours: config.ONLINE_PAYMENT_WINDOW_HOURS,
    cod: codRules(config),
    storeUrl,
    log: app.log,
    mailer,
    changes,
    // The invoice when the gateway's payment is taken, a credit note with each refund.
    documents,
  });
  const delivery = new DeliveryService(db, {
    defaultDays: { min: config.DELIVERY_DAYS_MIN, max: config.DELIVERY_DAYS_MAX },
    cod: codRules(config),
  });
  const discounts = new DiscountsService(db, { withCoupon: config.DISCOUNT_CODE_WITH_COUPON });
  const orders = new OrdersService(db, {
    taxRatePercent: config.TAX_RATE_PERCENT,
    tax,
    documents,
    changes,
    mailer,
    mails: orderMailSettings(config, storeUrl),
    coupons,
    upi:
      config.STORE_UPI_ID && config.STORE_UPI_NAME
        ? { payeeAddress: config.STORE_UPI_ID, payeeName: config.STORE_UPI_NAME }
        : null,
    upiPaymentWindowHours: config.UPI_PAYMENT_WINDOW_HOURS,
    payments: payments.hook(),
    delivery,
    discounts,
  });
  payments.attach(orders);
  const images = await createImageStore(config, uploadsDir(config.dataDir));
  app.addHook('onClose', () => images.close());
  const uploads = new UploadsService(db, images);
  const health = new HealthService({ database, images, redis, dataDir: config.dataDir });
  const productsAdmin = new ProductsAdminService(db, { changes, pictures: uploads });
  const returns = new ReturnsService(db, {
    windowDays: config.RETURN_WINDOW_DAYS,
    coupons,
    payments,
    uploads,
    mailer,
    mails: orderMailSettings(config, storeUrl),
    changes,
  });
  const reviews = new ReviewsService(db, { moderation: config.REVIEWS_MODERATION, uploads, changes });
  // Ratings and counts are what the published reviews add up to, whatever was typed in before.
  app.addHook('onReady', async () => {
    await reviews.recountAll();
  });
  return {
    changes,
    catalogue,
    responseCache,
    pageCacheBytes,
    mailer,
    storeUrl,
    coupons,
    referrals,
    auth,
    mfa,
    signer,
    throttle,
    access: guards(auth),
    users: new UsersService(db),
    cart: new CartService(db, tax),
    wishlist: new WishlistService(db),
    orders,
    payments,
    tax,
    documents,
    documentFiles,
    exports: new ExportsService(db, config.TAX_MODE),
    dashboard: new DashboardService(db, { lowStockThreshold: config.LOW_STOCK_THRESHOLD }),
    addresses: new AddressesService(db),
    images,
    uploads,
    productsAdmin,
    productsCsv: new ProductsCsvService(db, productsAdmin),
    health,
    seller,
    couriers: new CouriersService(db),
    shipments: new ShipmentsService(db, { orders, mailer, mails: orderMailSettings(config, storeUrl) }),
    delivery,
    returns,
    discounts,
    shopContent: new ShopContentService(db, { defaults: defaultShopContent(config), changes }),
    sizeCharts: new SizeChartsService(db, changes),
    stockAlerts: new StockAlertsService(
      db,
      mailer,
      { storeName: config.STORE_NAME, publicUrl: storeUrl, log: app.log },
      changes,
    ),
    reviews,
  };
}
