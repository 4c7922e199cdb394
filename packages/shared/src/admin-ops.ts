import { z } from 'zod';
import { pageQuery } from './params.js';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums.js';
import { addIndiaDays, indiaToday, isIndiaDate } from './india-dates.js';

/*
 * What the shop's owners send to run the shop day to day (back office, part 2):
 * the orders list and its changes, and the dashboard's period.
 */

/** The longest period the dashboard shows at once, in days. */
export const MAX_DASHBOARD_DAYS = 366;

const day = (name: string) =>
  z
    .string({ error: `${name} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(isIndiaDate, `${name} must be a date (YYYY-MM-DD)`);

/** One of `values`; blank (a cleared filter) is none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .enum([...values, ''] as [...T, ''], { error: `${name} must be one of ${values.join(', ')}` })
    .optional()
    .transform((v) => (v || undefined) as T[number] | undefined);

/** GET /api/admin/orders: api-facts' page, size, status and email, plus a period (India's dates) and a search. */
export const adminOrdersQuery = pageQuery
  .extend({
    size: pageQuery.shape.size.default(10),
    status: optionalChoice(ORDER_STATUSES, 'status'),
    paymentStatus: optionalChoice(PAYMENT_STATUSES, 'paymentStatus'),
    paymentMethod: optionalChoice(PAYMENT_METHODS, 'paymentMethod'),
    /** The shopper's email, whole (api-facts.md). */
    email: z.string().trim().toLowerCase().max(254).optional(),
    /** Part of an order number, an email, the name or phone the order was shipped to. */
    q: z.string().trim().max(100, 'Search text is too long').optional(),
    /** Placed on or after this day, India time. */
    from: day('from').optional(),
    /** Placed on or before this day, India time. */
    to: day('to').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'to must not be before from' });
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

/**
 * The order's version the change was made from (as the admin saw it): when the order changed
 * since, the change is refused with what it is now. Optional, as the spec's client sends none.
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

/** GET /api/admin/dashboard: a period of India's days, both ends included; the last 7 days when not given. */
export const dashboardQuery = z
  .object({ from: day('from').optional(), to: day('to').optional() })
  .transform(({ from, to }) => {
    const end = to ?? (from && from > indiaToday() ? from : indiaToday());
    return { from: from ?? addIndiaDays(end, -6), to: end };
  })
  .refine((p) => p.from <= p.to, { path: ['to'], message: 'to must not be before from' })
  .refine((p) => addIndiaDays(p.from, MAX_DASHBOARD_DAYS - 1) >= p.to, {
    path: ['to'],
    message: `The period can be at most ${MAX_DASHBOARD_DAYS} days`,
  });
export type DashboardQuery = z.input<typeof dashboardQuery>;
