import * as z from 'zod/mini';
import { productSchema } from './catalogue.responses.js';
import { TAX_MODES } from './gst.js';
import { envelopeSchema } from './http.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/*
 * The cart's and the wishlist's responses: the cart's lines with its totals beside them,
 * the wishlist's products. zod's small build (zod/mini), as in every *.responses.ts.
 */

export const cartLineSchema = z.object({
  id,
  productId: id,
  name: z.string(),
  /** The product's Hindi name, when the shop gave it one. */
  nameHi: z.nullable(z.string()),
  slug: z.string(),
  image: z.string(),
  category: z.string(),
  price: rupees,
  originalPrice: z.nullable(rupees),
  quantity: id,
  size: z.nullable(z.string()),
  color: z.nullable(z.string()),
  stockQuantity: count,
  lineTotal: rupees,
  /** Why the line cannot be checked out, when it cannot. */
  problem: z.nullable(z.string()),
  product: z.object({ id, price: rupees }),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The cart's totals, answered beside its lines (the original client reads `data` as the list). */
export const cartSummarySchema = z.object({
  totalItems: count,
  /** Sum of price × quantity (the original client's totalAmount): the subtotal. */
  totalAmount: rupees,
  subtotal: rupees,
  tax: rupees,
  /** The rate added on top of the subtotal: 0 in `gst` mode, where prices include GST. */
  taxRatePercent: z.number().check(z.minimum(0)),
  /** How the shop charges tax; the GST the prices include in `gst` mode (0 in `added` mode). */
  taxMode: z.enum(TAX_MODES),
  taxIncluded: rupees,
  shipping: rupees,
  total: rupees,
  canCheckout: z.boolean(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** The cart as the app keeps it: its lines and its totals. */
export interface Cart {
  items: CartLine[];
  summary: CartSummary;
}

/** Every cart call answers the lines as `data` and the totals as `summary`. */
export const cartEnvelopeSchema = z.extend(envelopeSchema(z.array(cartLineSchema)), { summary: cartSummarySchema });
/** A guest cart merged at log-in also says which lines could not be added, and why. */
export const mergedCartEnvelopeSchema = z.extend(cartEnvelopeSchema, {
  skipped: z.array(z.object({ productId: z.int(), reason: z.string() })),
});

export const wishlistItemSchema = z.extend(productSchema, { addedAt: timestamp });
export type WishlistItem = z.infer<typeof wishlistItemSchema>;
