import * as z from 'zod/mini';
import { INDIAN_STATES } from './enums.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/* The back office's delivery zones. zod's small build (zod/mini). */

export const adminDeliveryZoneSchema = z.object({
  id,
  name: z.string(),
  states: z.array(z.enum(INDIAN_STATES)),
  pinPrefixes: z.array(z.string()),
  serviceable: z.boolean(),
  codAllowed: z.boolean(),
  shippingCharge: rupees,
  freeAbove: z.nullable(rupees),
  minDays: count,
  maxDays: count,
  version: id,
  updatedAt: timestamp,
});
export type AdminDeliveryZone = z.infer<typeof adminDeliveryZoneSchema>;
