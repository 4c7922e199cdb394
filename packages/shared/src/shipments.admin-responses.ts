import * as z from 'zod/mini';
import { count, id, timestamp } from './response-fields.js';
import { shipmentSchema } from './shipments.responses.js';

/*
 * An order's parcels as the back office sees them, and what many orders shipped at once came to.
 * Like every *.admin-responses.ts, loaded only with the admin screens.
 */

export const adminShipmentSchema = z.extend(shipmentSchema, {
  courierId: z.nullable(id),
  weightGrams: z.nullable(id),
  createdAt: timestamp,
});
export type AdminShipment = z.infer<typeof adminShipmentSchema>;

/** An order's parcels, and per line how many are ordered and packed: what is left to pack. */
export const orderShipmentsSchema = z.object({
  orderId: id,
  /** Whether more parcels can be packed: the order is open and lines are left to pack. */
  canPack: z.boolean(),
  lines: z.array(
    z.object({
      orderItemId: id,
      name: z.string(),
      size: z.nullable(z.string()),
      color: z.nullable(z.string()),
      image: z.string(),
      ordered: id,
      packed: count,
    }),
  ),
  shipments: z.array(adminShipmentSchema),
});
export type OrderShipments = z.infer<typeof orderShipmentsSchema>;

/** Orders shipped at once: those shipped, and those refused with why (none is skipped without a word). */
export const bulkShipResultSchema = z.object({
  shipped: z.array(z.object({ orderId: id, orderNumber: z.string(), shipmentId: id })),
  refused: z.array(z.object({ orderId: id, orderNumber: z.nullable(z.string()), reason: z.string() })),
});
export type BulkShipResult = z.infer<typeof bulkShipResultSchema>;
