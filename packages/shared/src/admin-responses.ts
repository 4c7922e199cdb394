import * as z from 'zod/mini';
import { adminDeliveryZoneSchema } from './delivery.admin-responses.js';
import { adminDiscountCodeSchema } from './discounts.admin-responses.js';
import { shopContentSchema } from './shop-content.responses.js';
import { dashboardSchema } from './dashboard.admin-responses.js';
import { adminPageSchema, envelopeSchema } from './http.js';
import { categorySizeChartSchema } from './product-facts.responses.js';
import { adminOrderRowSchema, adminOrderSchema } from './orders.admin-responses.js';
import { bulkShipResultSchema, orderShipmentsSchema } from './shipments.admin-responses.js';
import { courierSchema } from './shipments.responses.js';
import { adminReturnRowSchema, adminReturnSchema } from './returns.admin-responses.js';
import { adminReviewSchema } from './reviews.admin-responses.js';
import { adminUserDetailSchema, adminUserSchema, deletedUserSchema } from './users.admin-responses.js';

/**
 * The back office's response schemas by name (each starts with 'admin'; the package's
 * `@kuber/shared/admin-responses` entry), kept apart from responses.ts so that the shop's
 * first request does not carry them: only admin screens load this.
 */
export const adminResponseSchemas = {
  adminUsers: envelopeSchema(adminPageSchema(adminUserSchema)),
  adminUser: envelopeSchema(adminUserSchema),
  adminUserDetail: envelopeSchema(adminUserDetailSchema),
  adminDeletedUser: envelopeSchema(deletedUserSchema),
  adminOrders: envelopeSchema(adminPageSchema(adminOrderRowSchema)),
  adminOrder: envelopeSchema(adminOrderSchema),
  adminDashboard: envelopeSchema(dashboardSchema),
  adminCouriers: envelopeSchema(z.array(courierSchema)),
  adminCourier: envelopeSchema(courierSchema),
  adminOrderShipments: envelopeSchema(orderShipmentsSchema),
  adminBulkShip: envelopeSchema(bulkShipResultSchema),
  adminDeliveryZones: envelopeSchema(z.array(adminDeliveryZoneSchema)),
  adminDeliveryZone: envelopeSchema(adminDeliveryZoneSchema),
  adminReturns: envelopeSchema(adminPageSchema(adminReturnRowSchema)),
  adminReturn: envelopeSchema(adminReturnSchema),
  adminDiscountCodes: envelopeSchema(adminPageSchema(adminDiscountCodeSchema)),
  adminDiscountCode: envelopeSchema(adminDiscountCodeSchema),
  adminShopContent: envelopeSchema(shopContentSchema),
  adminSizeCharts: envelopeSchema(z.array(categorySizeChartSchema)),
  adminSizeChart: envelopeSchema(categorySizeChartSchema),
  adminReviews: envelopeSchema(adminPageSchema(adminReviewSchema)),
  adminReview: envelopeSchema(adminReviewSchema),
};
