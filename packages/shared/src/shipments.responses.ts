import * as z from 'zod/mini';
import { ORDER_NOTE_CODES, ORDER_STATUSES } from './enums.js';
import { count, id, timestamp } from './response-fields.js';

/*
 * Couriers and parcels as answered: a courier the shop keeps, a parcel of an order as its shopper
 * sees it, and an order as anyone with its number and contact may track it. zod's small build
 * (zod/mini), as in every *.responses.ts; the back office's shapes are in shipments.admin-responses.ts.
 */

export const SHIPMENT_STATUSES = ['PACKED', 'SHIPPED', 'DELIVERED'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** A courier the shop keeps; only the active ones are offered for new parcels. */
export const courierSchema = z.object({
  id,
  name: z.string(),
  /** An https:// address with {awb} where the parcel's AWB number goes (trackingUrl makes the link). */
  trackingUrlPattern: z.string(),
  active: z.boolean(),
});
export type Courier = z.infer<typeof courierSchema>;

/** One order line in a parcel, named as the order recorded it. */
export const shipmentItemSchema = z.object({
  orderItemId: id,
  name: z.string(),
  nameHi: z.nullable(z.string()),
  image: z.string(),
  size: z.nullable(z.string()),
  color: z.nullable(z.string()),
  quantity: id,
});

/** A parcel of an order: its courier and AWB as shipped, the link to follow it, its lines. */
export const shipmentSchema = z.object({
  id,
  status: z.enum(SHIPMENT_STATUSES),
  courierName: z.nullable(z.string()),
  awb: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
  shippedAt: z.nullable(timestamp),
  deliveredAt: z.nullable(timestamp),
  items: z.array(shipmentItemSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** An order as tracked without logging in: nothing of the account beyond the town and PIN it goes to. */
export const trackedOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  placedAt: timestamp,
  /** The day India's calendar promises it by (YYYY-MM-DD), when the order has one. */
  deliveryBy: z.nullable(z.string()),
  city: z.string(),
  pinCode: z.string(),
  totalItems: count,
  items: z.array(
    z.object({
      name: z.string(),
      nameHi: z.nullable(z.string()),
      image: z.string(),
      size: z.nullable(z.string()),
      color: z.nullable(z.string()),
      quantity: id,
    }),
  ),
  shipments: z.array(shipmentSchema),
  /** Its statuses, oldest first: when, and the store's own note if any (never an admin's name or words). */
  history: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      at: timestamp,
      noteCode: z.nullable(z.enum(ORDER_NOTE_CODES)),
    }),
  ),
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
