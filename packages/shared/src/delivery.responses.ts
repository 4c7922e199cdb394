import * as z from 'zod/mini';
import type { IndianState } from './enums.js';
import { count, rupees } from './response-fields.js';

/* The delivery answer for a PIN code. zod's small build (zod/mini), as in every *.responses.ts. */

/** Where a PIN code is, and whether, at what charge and by when the shop delivers there. */
export const pinDeliverySchema = z.object({
  pinCode: z.string(),
  /** The district's usual city name, to fill an address's city (the shopper may write a locality instead). */
  city: z.string(),
  district: z.string(),
  /** As INDIAN_STATES spells it (a string here: the list stays out of the first page's script). */
  state: z.string() as z.ZodMiniType<IndianState>,
  serviceable: z.boolean(),
  codAllowed: z.boolean(),
  /** The shipping charge in rupees (0: free). */
  charge: rupees,
  /** An order whose subtotal after a coupon is at least this ships free; null: the charge always applies. */
  freeAbove: z.nullable(rupees),
  minDays: count,
  maxDays: count,
  /** The delivery's earliest and latest day, India's dates (YYYY-MM-DD), Sundays not counted; null where the shop does not deliver. */
  deliveryFrom: z.nullable(z.string()),
  deliveryBy: z.nullable(z.string()),
});
export type PinDelivery = z.infer<typeof pinDeliverySchema>;
