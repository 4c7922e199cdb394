import * as z from 'zod/mini';
import { PAYMENT_METHODS } from './enums.js';
import { TAX_MODES } from './gst.js';
import { count, rupees } from './response-fields.js';

/* The store's public settings. zod's small build (zod/mini), as in every *.responses.ts. */

/** Public store settings the web app reads at start. */
export const storeSettingsSchema = z.object({
  name: z.string(),
  whatsappNumber: z.string(),
  deliverToPin: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  /** The rate added on top of the subtotal: 0 in `gst` mode, where prices include GST. */
  taxRatePercent: z.number(),
  /** How the shop charges tax: `added` (taxRatePercent on top) or `gst` (included in prices, itemised on the invoice). */
  taxMode: z.enum(TAX_MODES),
  /** The state the shop is registered in (CGST and SGST there, IGST elsewhere). */
  storeState: z.string(),
  /** The business behind the store, as the terms and privacy pages name it. */
  legalName: z.string(),
  /** Its registered office. */
  address: z.string(),
  /** The grievance officer the IT Act and the e-commerce rules require. */
  grievanceOfficer: z.string(),
  /** The store's GST number, for its invoices; null when not set. */
  gstin: z.nullable(z.string()),
  /** What a referral coupon takes off, the order it needs, and how long it lasts (0: no expiry). */
  couponValue: rupees,
  couponMinOrder: rupees,
  couponValidDays: count,
  /** What checkout offers: UPI only when the shop has set its UPI ID and payee name. */
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  /** How long a UPI order waits for its payment before it is cancelled. */
  upiPaymentWindowHours: count,
  /** Cash on delivery's rules: the largest total (0: no limit), its fee, and the PIN codes (or their first digits) it is off for. */
  cod: z.object({ maxOrder: rupees, fee: rupees, blockedPins: z.array(z.string()) }),
  /** Working days to deliver where no delivery zone says otherwise. */
  deliveryDays: z.object({ min: count, max: count }),
  /** Days after delivery within which what was bought may be returned or exchanged (0: no returns). */
  returnWindowDays: count,
  /** Whether an order may take a referral coupon and a discount code together (else one or the other). */
  discountCodeWithCoupon: z.boolean(),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;
