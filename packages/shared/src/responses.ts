import * as z from 'zod/mini';
import type { adminResponseSchemas } from './admin-responses.js';
import { challengeSchema, enrolledFactorSchema, registrationSchema, sessionSchema } from './auth.responses.js';
import { cartEnvelopeSchema, mergedCartEnvelopeSchema, wishlistItemSchema } from './cart.responses.js';
import { pinDeliverySchema } from './delivery.responses.js';
import { categorySchema, productDetailSchema, productPageSchema, productSchema } from './catalogue.responses.js';
import { adminPageSchema, envelopeSchema, pagedSchema } from './http.js';
import { orderSchema, savedAddressSchema } from './orders.responses.js';
import { hostedPaymentSchema } from './payments.responses.js';
import { adminProductSchema, importReportSchema, productRemovalSchema } from './products-admin.responses.js';
import {
  couponSchema,
  referralChildSchema,
  referralCodeAnswerSchema,
  referralNodeSchema,
  referralStatsSchema,
} from './referrals.responses.js';
import { shipmentSchema, trackedOrderSchema } from './shipments.responses.js';
import { orderReturnsSchema, returnPhotoSchema, returnRequestSchema } from './returns.responses.js';
import { stockAlertAnswerSchema } from './product-facts.responses.js';
import {
  helpfulAnswerSchema,
  productReviewsSchema,
  reviewEligibilitySchema,
  myReviewSchema,
  reviewPhotoSchema,
} from './reviews.responses.js';
import { storeSettingsSchema } from './store.responses.js';
import { discountCheckSchema } from './discounts.responses.js';
import { shopContentSchema } from './shop-content.responses.js';
import { orderDocumentsSchema } from './tax.responses.js';
import { uploadAnswerSchema } from './uploads.responses.js';
import { factorSchema, userSchema } from './users.responses.js';

/**
 * The API's response schemas by name, whole envelopes, for clients that check what they
 * are given (the package's `@kuber/shared/responses` entry). The API declares each route's
 * response with the schemas of the domains' *.responses.ts (they are its OpenAPI
 * description, and fast-json-stringify writes the response from them); the web app checks
 * every response it reads against this map. A module of its own: the web app loads it with
 * its first request rather than as part of every page's script. The back office's, whose
 * names start with 'admin', are in admin-responses.ts, loaded only by admin screens.
 */
export const responseSchemas = {
  none: envelopeSchema(z.null()),
  store: envelopeSchema(storeSettingsSchema),
  categories: envelopeSchema(z.array(categorySchema)),
  product: envelopeSchema(productSchema),
  productDetail: envelopeSchema(productDetailSchema),
  products: envelopeSchema(z.array(productSchema)),
  productPage: envelopeSchema(productPageSchema),
  session: envelopeSchema(sessionSchema),
  registration: envelopeSchema(registrationSchema),
  user: envelopeSchema(userSchema),
  factors: envelopeSchema(z.array(factorSchema)),
  enrolledFactor: envelopeSchema(enrolledFactorSchema),
  challenge: envelopeSchema(challengeSchema),
  cart: cartEnvelopeSchema,
  mergedCart: mergedCartEnvelopeSchema,
  wishlist: envelopeSchema(z.array(wishlistItemSchema)),
  order: envelopeSchema(orderSchema),
  hostedPayment: envelopeSchema(hostedPaymentSchema),
  orders: envelopeSchema(pagedSchema(orderSchema)),
  addresses: envelopeSchema(z.array(savedAddressSchema)),
  orderDocuments: envelopeSchema(orderDocumentsSchema),
  upload: envelopeSchema(uploadAnswerSchema),
  adminProduct: envelopeSchema(adminProductSchema),
  adminProducts: envelopeSchema(adminPageSchema(adminProductSchema)),
  productRemoval: envelopeSchema(productRemovalSchema),
  productImport: envelopeSchema(importReportSchema),
  referralStats: envelopeSchema(referralStatsSchema),
  referralCode: envelopeSchema(referralCodeAnswerSchema),
  coupons: envelopeSchema(pagedSchema(couponSchema)),
  referralTree: envelopeSchema(z.nullable(referralNodeSchema)),
  referralChildren: envelopeSchema(adminPageSchema(referralChildSchema)),
  shipments: envelopeSchema(z.array(shipmentSchema)),
  trackedOrder: envelopeSchema(trackedOrderSchema),
  orderReturns: envelopeSchema(orderReturnsSchema),
  returnRequest: envelopeSchema(returnRequestSchema),
  returnPhoto: envelopeSchema(returnPhotoSchema),
  testAdmin: envelopeSchema(z.object({ email: z.string(), password: z.string() })),
  pinDelivery: envelopeSchema(pinDeliverySchema),
  discountCheck: envelopeSchema(discountCheckSchema),
  shopContent: envelopeSchema(shopContentSchema),
  stockAlert: envelopeSchema(stockAlertAnswerSchema),
  productReviews: envelopeSchema(productReviewsSchema),
  reviewEligibility: envelopeSchema(reviewEligibilitySchema),
  myReview: envelopeSchema(myReviewSchema),
  reviewHelpful: envelopeSchema(helpfulAnswerSchema),
  reviewPhoto: envelopeSchema(reviewPhotoSchema),
};

/** Every response: the shop's (above) and the back office's (admin-responses.ts, a chunk of their own). */
export type ResponseSchemas = typeof responseSchemas & typeof adminResponseSchemas;
export type ResponseName = keyof ResponseSchemas;
export type ResponseOf<K extends ResponseName> = z.output<ResponseSchemas[K]>;
