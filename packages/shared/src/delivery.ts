import { z } from 'zod';
import { INDIAN_STATES } from './enums.js';
import { addIndiaDays } from './india-dates.js';
import { toPaise } from './money.js';

/*
 * Delivery by PIN code: the PIN lookup's parameter, the back office's delivery zones, and the
 * two rules both sides count with (the charge for an order, and the days to deliver it). The
 * answers are in delivery.responses.ts and delivery.admin-responses.ts; which zone a PIN code
 * falls in is the server's to say (apps/api/src/modules/delivery).
 */

export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/;

/** GET /api/delivery/pin/:pin */
export const pinParams = z.object({
  pin: z
    .string()
    .regex(PIN_CODE_PATTERN, 'A PIN code is 6 digits and does not start with 0')
    .meta({ description: 'A 6-digit Indian PIN code' }),
});

/** An unknown PIN code, in the words checkout, the address book and the product page use. */
export const unknownPinMessage = (pin: string) => `PIN code ${pin} is not an Indian PIN code`;
/** A state the PIN code is not in. */
export const wrongStateMessage = (pin: string, pinState: string, state: string) =>
  `PIN code ${pin} is in ${pinState}, not ${state}`;
/** A PIN code no zone delivers to; only its first digit is named, as the shop's areas go. */
export const unservedPinMessage = (pin: string) => `We do not deliver to ${pin.slice(0, 1)}xxxxx yet`;

const money = (name: string) =>
  z
    .number({ error: `${name} must be an amount in rupees` })
    .min(0, `${name} must not be negative`)
    .max(100_000, `${name} must be at most ₹1,00,000`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: `${name} must be in whole paise` });

const days = (name: string) =>
  z
    .number({ error: `${name} must be a whole number of days` })
    .int(`${name} must be a whole number of days`)
    .min(0, `${name} must not be negative`)
    .max(60, `${name} must be at most 60`);

/** A delivery zone as the back office saves it: by states, by PIN prefixes, or both. */
export const deliveryZoneFieldsSchema = z.object({
  name: z
    .string({ error: 'Please name the zone' })
    .trim()
    .min(2, 'Please name the zone')
    .max(80, 'The name must be at most 80 characters'),
  states: z
    .array(z.enum(INDIAN_STATES, { error: 'Please choose states from the list' }), {
      error: 'states must be a list of states',
    })
    .max(INDIAN_STATES.length)
    .default([])
    .transform((s) => [...new Set(s)]),
  pinPrefixes: z
    .array(
      z
        .string({ error: 'A PIN prefix is 1 to 6 digits' })
        .trim()
        .regex(/^[1-9]\d{0,5}$/, 'A PIN prefix is 1 to 6 digits and does not start with 0'),
      { error: 'pinPrefixes must be a list of PIN prefixes' },
    )
    .max(500, 'At most 500 PIN prefixes in a zone')
    .default([])
    .transform((p) => [...new Set(p)]),
  serviceable: z.boolean({ error: 'serviceable must be true or false' }).default(true),
  codAllowed: z.boolean({ error: 'codAllowed must be true or false' }).default(true),
  /** The shipping charge, in rupees. */
  shippingCharge: money('The shipping charge').default(0),
  /** An order whose subtotal (after a coupon) is at least this ships free; null: the charge always applies. */
  freeAbove: money('Free above').nullable().default(null),
  minDays: days('The fastest delivery'),
  maxDays: days('The slowest delivery'),
});

/** A zone names where it is, and its slowest delivery is not faster than its fastest (the back office form checks the same). */
export const deliveryZoneRules = (z0: z.output<typeof deliveryZoneFieldsSchema>, ctx: z.RefinementCtx) => {
  if (z0.states.length === 0 && z0.pinPrefixes.length === 0)
    ctx.addIssue({ code: 'custom', path: ['states'], message: 'Choose at least one state or PIN prefix' });
  if (z0.maxDays < z0.minDays)
    ctx.addIssue({
      code: 'custom',
      path: ['maxDays'],
      message: 'The slowest delivery must not be faster than the fastest',
    });
};

export const deliveryZoneInputSchema = deliveryZoneFieldsSchema.superRefine(deliveryZoneRules);
export type DeliveryZoneInput = z.input<typeof deliveryZoneInputSchema>;

/** An edit carries the version the form loaded: a zone saved meanwhile is refused with 409. */
export const deliveryZoneUpdateSchema = deliveryZoneFieldsSchema
  .extend({
    version: z
      .number({ error: 'version must be a whole number' })
      .int('version must be a whole number')
      .positive('version must be a whole number')
      .max(2_147_483_647, 'version must be a whole number')
      .optional(),
  })
  .superRefine(deliveryZoneRules);
export type DeliveryZoneUpdate = z.input<typeof deliveryZoneUpdateSchema>;

/** What a zone asks of an order: its charge, and the subtotal from which it ships free. */
export interface ShippingRate {
  shippingPaise: number;
  freeAbovePaise: number | null;
}

/**
 * The shipping charge for an order, judged on its subtotal after the coupon (what the shopper
 * pays for the goods): at or above the zone's amount it ships free. The server charges it; checkout
 * previews it the same way.
 */
export function shippingChargePaise(rate: ShippingRate, subtotalAfterDiscountPaise: number): number {
  if (rate.freeAbovePaise !== null && subtotalAfterDiscountPaise >= rate.freeAbovePaise) return 0;
  return rate.shippingPaise;
}

/** The same in rupees, for the web's preview from the lookup's answer. */
export function shippingCharge(rate: { charge: number; freeAbove: number | null }, subtotalAfterDiscount: number) {
  return (
    shippingChargePaise(
      {
        shippingPaise: toPaise(rate.charge),
        freeAbovePaise: rate.freeAbove === null ? null : toPaise(rate.freeAbove),
      },
      toPaise(subtotalAfterDiscount),
    ) / 100
  );
}

/** Sunday, when couriers do not deliver. */
const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/**
 * The day (India's, YYYY-MM-DD) `workingDays` working days after `day`: Sundays are not counted,
 * and a delivery never falls on one. Zero days is the same day, or Monday when it is a Sunday.
 */
export function addWorkingDays(day: string, workingDays: number): string {
  let d = day;
  let left = workingDays;
  while (left > 0 || isSunday(d)) {
    d = addIndiaDays(d, 1);
    if (!isSunday(d)) left -= 1;
  }
  return d;
}
