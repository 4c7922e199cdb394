import * as z from 'zod/mini';
import { CATEGORY_SLUGS } from './catalogue.js';
import { DISCOUNT_KINDS } from './discounts.responses.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/* The back office's discount codes. zod's small build, as in every *.admin-responses.ts. */

/** A discount code as its owners see it: its rules, and how it has been used by orders still standing. */
export const adminDiscountCodeSchema = z.object({
  id,
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** PERCENT: percent off; FLAT: rupees off. */
  value: z.number(),
  maxDiscount: z.nullable(rupees),
  minOrder: rupees,
  /** India's days, both included; null: open. */
  validFrom: z.nullable(z.string()),
  validTo: z.nullable(z.string()),
  maxUses: z.nullable(count),
  maxUsesPerShopper: z.nullable(count),
  firstOrderOnly: z.boolean(),
  /** Empty: every product. */
  categories: z.array(z.enum(CATEGORY_SLUGS)),
  active: z.boolean(),
  /** Orders placed with it and not cancelled or returned. */
  uses: count,
  /** What those orders were given off, in rupees. */
  givenAway: rupees,
  createdBy: z.nullable(z.string()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;
