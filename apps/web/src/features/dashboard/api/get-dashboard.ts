import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '#web/lib/api';

/** The figures for a period of India's days (YYYY-MM-DD, both included); the last period stays shown while the next loads. */
export const dashboardQuery = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', period],
    queryFn: ({ signal }) => request('/admin/dashboard', 'adminDashboard', { params: period, signal }),
    placeholderData: keepPreviousData,
  });
