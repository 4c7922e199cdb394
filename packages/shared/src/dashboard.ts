import { z } from 'zod';
import { addIndiaDays, indiaToday } from './india-dates.js';
import { indiaDateParam } from './params.js';

/* The back office's dashboard: the period it shows. Its response is in dashboard.admin-responses.ts. */

/** The longest period the dashboard shows at once, in days. */
export const MAX_DASHBOARD_DAYS = 366;

/** GET /api/admin/dashboard: a period of India's days, both ends included; the last 7 days when not given. */
export const dashboardQuery = z
  .object({ from: indiaDateParam('from').optional(), to: indiaDateParam('to').optional() })
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
