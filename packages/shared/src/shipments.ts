import { z } from 'zod';

/*
 * Couriers, parcels and tracking: what the back office sends to keep the shop's couriers, pack
 * an order into parcels, ship and deliver them, and act on many orders at once; what anyone sends
 * to track an order. The responses are in shipments.responses.ts and shipments.admin-responses.ts.
 */

/** Where a courier's tracking pattern puts the AWB number. */
export const AWB_PLACEHOLDER = '{awb}';

/**
 * A parcel's tracking link: the courier's pattern with the AWB number, URL-encoded, in place of
 * every {awb}. One function for the shipments, the pickups and the replacement parcels.
 */
export function trackingUrl(pattern: string, awb: string): string {
  return pattern.split(AWB_PLACEHOLDER).join(encodeURIComponent(awb.trim()));
}

/** The weight a parcel is given when the admin weighs none: this many grams per item (the couriers' CSV needs one). */
export const DEFAULT_ITEM_WEIGHT_GRAMS = 500;

const courierName = z
  .string({ error: 'Please enter the courier’s name' })
  .trim()
  .min(2, 'Please enter the courier’s name')
  .max(60, 'The courier’s name must be at most 60 characters');

const trackingUrlPattern = z
  .string({ error: 'Please enter the tracking link pattern' })
  .trim()
  .max(500, 'The tracking link pattern must be at most 500 characters')
  .refine((p) => p.includes(AWB_PLACEHOLDER), 'The tracking link pattern must contain {awb}')
  .refine((p) => {
    try {
      const url = new URL(trackingUrl(p, '0'));
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'The tracking link pattern must be an https:// address');

export const courierInputSchema = z.object({
  name: courierName,
  trackingUrlPattern,
  active: z.boolean({ error: 'active must be true or false' }).default(true),
});
export type CourierInput = z.input<typeof courierInputSchema>;

/** A change to a courier: any of its fields; `active: false` switches it off (its parcels keep its name and links). */
export const courierChangeSchema = z
  .object({
    name: courierName.optional(),
    trackingUrlPattern: trackingUrlPattern.optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((c) => c.name !== undefined || c.trackingUrlPattern !== undefined || c.active !== undefined, {
    message: 'Nothing to change',
  });
export type CourierChange = z.input<typeof courierChangeSchema>;

/** An AWB (air waybill) number as couriers print them: letters, digits and hyphens. */
export const awbSchema = z
  .string({ error: 'Please enter the AWB number' })
  .trim()
  .min(4, 'The AWB number must be at least 4 characters')
  .max(40, 'The AWB number must be at most 40 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'The AWB number can only contain letters, digits and hyphens');

/** A row's id in a body, with the message to show when it is not one. */
const rowId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
const courierId = rowId('Please choose a courier');

const weightGrams = z
  .number({ error: 'The weight must be a whole number of grams' })
  .int('The weight must be a whole number of grams')
  .min(1, 'The weight must be at least 1 gram')
  .max(100_000, 'The weight must be at most 100 kg');

/** A parcel packed from an order: which lines and how many of each, and, if known yet, its courier, AWB and weight. */
export const packShipmentSchema = z.object({
  items: z
    .array(
      z.object({
        orderItemId: rowId('Please choose the items to pack'),
        quantity: z
          .number({ error: 'The quantity must be a whole number' })
          .int('The quantity must be a whole number')
          .min(1, 'The quantity must be at least 1')
          .max(10_000, 'The quantity must be at most 10000'),
      }),
      { error: 'Please choose the items to pack' },
    )
    .min(1, 'Please choose the items to pack')
    .max(200, 'At most 200 lines in one parcel')
    .refine((items) => new Set(items.map((i) => i.orderItemId)).size === items.length, 'Each line at most once'),
  courierId: courierId.optional(),
  awb: awbSchema.optional(),
  weightGrams: weightGrams.optional(),
});
export type PackShipment = z.input<typeof packShipmentSchema>;

/** Ship a parcel: its courier and AWB, given now unless it was packed with them. */
export const shipShipmentSchema = z.object({
  courierId: courierId.optional(),
  awb: awbSchema.optional(),
  weightGrams: weightGrams.optional(),
});
export type ShipShipment = z.input<typeof shipShipmentSchema>;

export const MAX_BULK_ORDERS = 100;

const orderId = rowId('Please choose the orders');

/** Many orders shipped at once: each whole, in one parcel, with its courier and AWB. */
export const bulkShipSchema = z.object({
  orders: z
    .array(z.object({ orderId, courierId, awb: awbSchema }), { error: 'Please choose the orders' })
    .min(1, 'Please choose the orders')
    .max(MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders at once`)
    .refine((list) => new Set(list.map((o) => o.orderId)).size === list.length, 'Each order at most once'),
});
export type BulkShip = z.input<typeof bulkShipSchema>;

/** The orders a courier CSV or the printed papers are made of: their ids, comma-separated (`?ids=12,15,18`). */
export const bulkOrdersQuery = z.object({
  ids: z
    .string({ error: 'Please choose the orders' })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'ids must be order ids separated by commas')
    .transform((ids) => ids.split(',').map(Number))
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), 'ids must be order ids separated by commas')
    .refine((ids) => ids.length <= MAX_BULK_ORDERS, `At most ${MAX_BULK_ORDERS} orders at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each order at most once'),
});
export type BulkOrdersQuery = z.input<typeof bulkOrdersQuery>;

/** An order tracked without logging in: its number and the phone or email it was placed with. */
export const trackOrderSchema = z.object({
  orderNumber: z
    .string({ error: 'Please enter the order number' })
    .trim()
    .min(1, 'Please enter the order number')
    .max(40, 'Please enter the order number')
    .transform((n) => n.toUpperCase()),
  contact: z
    .string({ error: 'Please enter the mobile number or email the order was placed with' })
    .trim()
    .min(1, 'Please enter the mobile number or email the order was placed with')
    .max(254, 'Please enter the mobile number or email the order was placed with'),
});
export type TrackOrder = z.input<typeof trackOrderSchema>;
