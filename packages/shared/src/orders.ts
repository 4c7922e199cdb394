import { z } from 'zod';
import { INDIAN_STATES, LANGUAGES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums.js';
import { indiaDateParam, pageQuery } from './params.js';
import { couponCodeSchema } from './referrals.js';
import { discountCodeInput } from './discounts.js';
import { requestExample } from './http.js';

/*
 * What a shopper sends to check out (the address, the payment method, a coupon) and what
 * the shop's owners send to run the orders (the list's filters, a status or payment
 * change). The responses are in orders.responses.ts and orders.admin-responses.ts; a UPI
 * payment's link and reference in upi.ts.
 */

export const shippingAddressSchema = z.object({
  fullName: z
    .string({ error: 'Please enter the full name' })
    .trim()
    .min(2, 'Please enter the full name')
    .max(80, 'The name must be at most 80 characters')
    .regex(/^[\p{L}\p{M} .'-]+$/u, 'The name can only contain letters, spaces, dots and hyphens'),
  phone: z
    .string({ error: 'Please enter a valid 10-digit mobile number' })
    .meta({
      description: 'A 10-digit Indian mobile number starting 6-9; spaces, dashes and a +91 or 0 in front are allowed',
    })
    .transform((p) => p.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, ''))
    .refine((p) => /^[6-9]\d{9}$/.test(p), 'Please enter a valid 10-digit mobile number'),
  line1: z
    .string({ error: 'Please enter the house number and street' })
    .trim()
    .min(3, 'Please enter the house number and street')
    .max(120, 'Address line 1 must be at most 120 characters'),
  line2: z
    .string()
    .trim()
    .max(120, 'Address line 2 must be at most 120 characters')
    .optional()
    .transform((v) => v || ''),
  city: z
    .string({ error: 'Please enter the city' })
    .trim()
    .min(2, 'Please enter the city')
    .max(60, 'The city must be at most 60 characters'),
  state: z.enum(INDIAN_STATES, { error: 'Please choose a state or union territory' }),
  pinCode: z
    .string({ error: 'Please enter a valid 6-digit PIN code' })
    .trim()
    .regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit PIN code'),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

export const createOrderSchema = z
  .object({
    shippingAddress: shippingAddressSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
    notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
    /** One of the shopper's own coupons, spent on this order. */
    couponCode: couponCodeSchema,
    /** The language the shopper orders in; the mails about the order are written in it. */
    language: z.enum(LANGUAGES, { error: 'Unknown language' }).default('en'),
    /** A discount code the shop made, checked again as the order is placed. */
    discountCode: discountCodeInput,
  })
  .meta(
    requestExample({
      shippingAddress: {
        fullName: 'Asha Verma',
        phone: '9876543210',
        line1: '12 Link Road',
        line2: 'Near the bus stand',
        city: 'Bilaspur',
        state: 'Chhattisgarh',
        pinCode: '495001',
      },
      paymentMethod: 'COD',
    }),
  );
export type CreateOrder = z.input<typeof createOrderSchema>;

/** The header naming one checkout attempt: a retry with the same key answers the order that attempt placed. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX = 200;

/** POST /api/orders/create's headers: the Idempotency-Key, optional, printable ASCII (a UUID is what the web app sends). */
export const createOrderHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1, 'The Idempotency-Key header must not be empty')
    .max(IDEMPOTENCY_KEY_MAX, `The Idempotency-Key header must be at most ${IDEMPOTENCY_KEY_MAX} characters`)
    .regex(/^[\x20-\x7e]+$/, 'The Idempotency-Key header may hold printable ASCII characters only')
    .optional()
    .meta({
      description:
        'Names one checkout attempt: a repeat with the same key answers the order it placed (201) instead of placing another',
    }),
});

/**
 * An order's money once a coupon is taken off: the discount (never more than the
 * subtotal), tax on the subtotal after it (product decision), the total. One function
 * for the order the server writes and the total checkout shows before it is placed.
 */
export function orderTotals(subtotalPaise: number, couponValuePaise: number, taxRatePercent: number) {
  const discountPaise = Math.min(couponValuePaise, subtotalPaise);
  const taxPaise = Math.round(((subtotalPaise - discountPaise) * taxRatePercent) / 100);
  return { discountPaise, taxPaise, totalPaise: subtotalPaise - discountPaise + taxPaise };
}

/* The back office: the orders list's filters, and a change of an order's status or payment. */

/** One of `values`; blank (a cleared filter) is none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .enum([...values, ''] as [...T, ''], { error: `${name} must be one of ${values.join(', ')}` })
    .optional()
    .transform((v) => (v || undefined) as T[number] | undefined);

/** GET /api/admin/orders: docs/api.md's page, size, status and email, plus a period (India's dates) and a search. */
export const adminOrdersQuery = pageQuery
  .extend({
    size: pageQuery.shape.size.default(10),
    status: optionalChoice(ORDER_STATUSES, 'status'),
    paymentStatus: optionalChoice(PAYMENT_STATUSES, 'paymentStatus'),
    paymentMethod: optionalChoice(PAYMENT_METHODS, 'paymentMethod'),
    /** The shopper's email, whole (docs/api.md). */
    email: z.string().trim().toLowerCase().max(254).optional(),
    /** Part of an order number, an email, the name or phone the order was shipped to. */
    q: z.string().trim().max(100, 'Search text is too long').optional(),
    /** Placed on or after this day, India time. */
    from: indiaDateParam('from').optional(),
    /** Placed on or before this day, India time. */
    to: indiaDateParam('to').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from' });
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

/**
 * The order's version the change was made from (as the admin saw it): when the order changed
 * since, the change is refused with what it is now. Optional, as the original client sends none.
 */
const orderVersion = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .min(1, 'version must be at least 1')
  .max(2_147_483_647, 'version must be a whole number')
  .optional();

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
  /** Why, for the order's history ('Courier: Delhivery AWB 1234'). */
  note: z
    .string()
    .trim()
    .max(500, 'The note must be at most 500 characters')
    .optional()
    .transform((v) => v || undefined),
  version: orderVersion,
});
export type OrderStatusChange = z.input<typeof orderStatusChangeSchema>;

export const orderPaymentChangeSchema = z.object({
  status: z.enum(PAYMENT_STATUSES, { error: `status must be one of ${PAYMENT_STATUSES.join(', ')}` }),
  version: orderVersion,
});
export type OrderPaymentChange = z.input<typeof orderPaymentChangeSchema>;
