import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { notFound } from './lib/errors.js';
import { routeAccess } from './lib/route-access.js';
import { addressesRoutes } from './modules/addresses/addresses.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { catalogueAdminRoutes } from './modules/catalogue/catalogue.admin-routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import {
  similarProductsRoutes,
  sizeChartsAdminRoutes,
  stockAlertRoutes,
} from './modules/catalogue/product-facts.routes.js';
import { couponsRoutes } from './modules/coupons/coupons.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { dashboardAdminRoutes } from './modules/dashboard/dashboard.admin-routes.js';
import { devRoutes } from './modules/dev/dev.routes.js';
import { discountsAdminRoutes } from './modules/discounts/discounts.admin-routes.js';
import { discountsRoutes } from './modules/discounts/discounts.routes.js';
import { deliveryAdminRoutes } from './modules/delivery/delivery.admin-routes.js';
import { deliveryRoutes } from './modules/delivery/delivery.routes.js';
import { ordersAdminRoutes } from './modules/orders/orders.admin-routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { paymentsAdminRoutes } from './modules/payments/payments.admin-routes.js';
import { paymentsGatewayRoutes, paymentsRoutes } from './modules/payments/payments.routes.js';
import { referralsAdminRoutes } from './modules/referrals/referrals.admin-routes.js';
import { taxAdminRoutes } from './modules/tax/tax.admin-routes.js';
import { taxRoutes } from './modules/tax/tax.routes.js';
import { referralsRoutes } from './modules/referrals/referrals.routes.js';
import { shipmentsAdminRoutes } from './modules/shipments/shipments.admin-routes.js';
import { shipmentsRoutes, trackingRoutes } from './modules/shipments/shipments.routes.js';
import { returnsAdminRoutes } from './modules/returns/returns.admin-routes.js';
import { returnsRoutes } from './modules/returns/returns.routes.js';
import { reviewsAdminRoutes } from './modules/reviews/reviews.admin-routes.js';
import { reviewsPublicRoutes, reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { shopContentAdminRoutes, shopContentRoutes } from './modules/store/shop-content.routes.js';
import { uploadsAdminRoutes } from './modules/uploads/uploads.admin-routes.js';
import { usersAdminRoutes } from './modules/users/users.admin-routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.js';
import type { Services } from './services.js';

const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};

/**
 * The API's routes, mounted under /api in four scopes by who may call them: the public catalogue
 * (its answers cached), the accounts, the signed-in shopper and the admin (never stored by a cache).
 */
export function apiRoutes(config: Config, database: Database, s: Services): FastifyPluginAsyncZod {
  return async (api) => {
    await api.register(healthRoutes(s.health, database.kind));
    await api.register(async (pub) => {
      pub.addHook('onRoute', routeAccess(s.access, 'public'));
      s.responseCache.attach(pub);
      await pub.register(catalogueRoutes(s.catalogue));
      await pub.register(similarProductsRoutes(database.db));
      await pub.register(storeRoutes(config));
      await pub.register(shopContentRoutes(s.shopContent));
    });
    await api.register(async (pub) => {
      pub.addHook('onRoute', routeAccess(s.access, 'public'));
      await pub.register(deliveryRoutes(s.delivery));
      await pub.register(stockAlertRoutes(s.stockAlerts, s.throttle));
      await pub.register(reviewsPublicRoutes(s.reviews, s.throttle));
    });
    await api.register(async (gateway) => {
      gateway.addHook('onRoute', routeAccess(s.access, 'public'));
      gateway.addHook('onSend', noStore);
      await gateway.register(paymentsGatewayRoutes(s.payments));
      await gateway.register(trackingRoutes(s.shipments, s.throttle));
    });
    await api.register(async (accounts) => {
      accounts.addHook('onRoute', routeAccess(s.access, 'public'));
      const { auth, mfa, users, signer, throttle, storeUrl } = s;
      await accounts.register(authRoutes({ auth, mfa, users, signer, throttle, publicUrl: storeUrl }));
    });
    await api.register(async (shopper) => {
      shopper.addHook('onRoute', routeAccess(s.access, 'user'));
      shopper.addHook('onSend', noStore);
      await shopper.register(usersRoutes(s.users));
      await shopper.register(cartRoutes(s.cart));
      await shopper.register(wishlistRoutes(s.wishlist));
      await shopper.register(ordersRoutes(s.orders));
      await shopper.register(paymentsRoutes(s.payments));
      await shopper.register(addressesRoutes(s.addresses));
      await shopper.register(referralsRoutes(s.referrals));
      await shopper.register(couponsRoutes(s.coupons));
      await shopper.register(taxRoutes(s.documentFiles));
      await shopper.register(shipmentsRoutes(s.shipments));
      await shopper.register(returnsRoutes(s.returns, config.UPLOAD_MAX_MB, s.throttle));
      await shopper.register(discountsRoutes(s.discounts));
      await shopper.register(reviewsRoutes(s.reviews, config.UPLOAD_MAX_MB, s.throttle));
    });
    await api.register(
      async (admin) => {
        admin.addHook('onRoute', routeAccess(s.access, 'admin'));
        admin.addHook('onSend', noStore);
        await admin.register(usersAdminRoutes(s.users));
        await admin.register(ordersAdminRoutes(s.orders));
        await admin.register(paymentsAdminRoutes(s.payments));
        await admin.register(dashboardAdminRoutes(s.dashboard));
        await admin.register(uploadsAdminRoutes(s.uploads, config.UPLOAD_MAX_MB));
        await admin.register(catalogueAdminRoutes(s.productsAdmin, s.productsCsv));
        await admin.register(referralsAdminRoutes(s.referrals));
        await admin.register(taxAdminRoutes(s.documentFiles, s.exports));
        await admin.register(shipmentsAdminRoutes(s.couriers, s.shipments, s.seller));
        await admin.register(deliveryAdminRoutes(s.delivery));
        await admin.register(returnsAdminRoutes(s.returns));
        await admin.register(discountsAdminRoutes(s.discounts));
        await admin.register(shopContentAdminRoutes(s.shopContent));
        await admin.register(sizeChartsAdminRoutes(s.sizeCharts));
        await admin.register(reviewsAdminRoutes(s.reviews));
      },
      { prefix: '/admin' },
    );
    if (config.NODE_ENV !== 'production') await api.register(devRoutes(database.db));
    api.all('/*', { schema: { hide: true } }, async (req) => {
      throw notFound(`No API route ${req.method} ${req.url.split('?')[0]}`);
    });
  };
}
