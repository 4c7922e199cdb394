import { storeSettingsSchema, type CodRules, type StoreSettings } from '@kuber/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '#api/config.js';
import { okResponse } from '#api/lib/response-schemas.js';
import { ok } from '#api/lib/envelope.js';

/** Cash on delivery's rules as the shop set them. */
export const codRules = (config: Config): CodRules => ({
  maxOrder: config.COD_MAX_ORDER,
  fee: config.COD_FEE,
  blockedPins: config.COD_BLOCKED_PINS,
});

export function storeSettings(config: Config): StoreSettings {
  return {
    name: config.STORE_NAME,
    whatsappNumber: config.STORE_WHATSAPP,
    deliverToPin: config.STORE_DELIVER_TO_PIN,
    supportEmail: config.STORE_SUPPORT_EMAIL,
    supportPhone: config.STORE_SUPPORT_PHONE,
    taxRatePercent: config.TAX_MODE === 'gst' ? 0 : config.TAX_RATE_PERCENT,
    taxMode: config.TAX_MODE,
    storeState: config.STORE_STATE,
    legalName: config.STORE_LEGAL_NAME,
    address: config.STORE_ADDRESS,
    grievanceOfficer: config.STORE_GRIEVANCE_OFFICER,
    gstin: config.STORE_GSTIN ?? null,
    couponValue: config.COUPON_VALUE,
    couponMinOrder: config.COUPON_MIN_ORDER,
    couponValidDays: config.COUPON_VALID_DAYS,
    // Online first when the shop has a gateway, then UPI when it has a UPI ID.
    paymentMethods: [
      ...(config.RAZORPAY_KEY_ID ? (['ONLINE'] as const) : []),
      ...(config.STORE_UPI_ID ? (['UPI'] as const) : []),
      'COD',
      'WHATSAPP',
    ],
    upiPaymentWindowHours: config.UPI_PAYMENT_WINDOW_HOURS,
    cod: codRules(config),
    deliveryDays: { min: config.DELIVERY_DAYS_MIN, max: config.DELIVERY_DAYS_MAX },
    returnWindowDays: config.RETURN_WINDOW_DAYS,
    discountCodeWithCoupon: config.DISCOUNT_CODE_WITH_COUPON,
  };
}

/** The store's public settings (name, WhatsApp number, PIN code, support contacts, tax rate, the business behind it, what a referral coupon is worth). */
export function storeRoutes(config: Config): FastifyPluginAsyncZod {
  const settings = storeSettings(config);
  return async (app) => {
    app.get(
      '/store',
      {
        schema: { summary: 'The store’s public settings', tags: ['store'], response: okResponse(storeSettingsSchema) },
      },
      async (_req, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return ok(settings);
      },
    );
  };
}
