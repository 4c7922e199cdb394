import { addIndiaDays, indiaToday, isIndiaDate, MAX_DASHBOARD_DAYS } from '@kuber/shared';
import { useSearchParams } from 'react-router';

export const PERIODS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
] as const;

export type PeriodId = (typeof PERIODS)[number]['id'] | 'custom';

export interface Period {
  id: PeriodId;
  /** India's days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

/**
 * The dashboard's period in the URL, so a link (or a reload) shows the same figures:
 * ?period=today|30d, or ?from=&to= for a custom one; the last 7 days when neither.
 */
export function readPeriod(params: URLSearchParams, today = indiaToday()): Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isIndiaDate(from) && isIndiaDate(to) && from <= to && addIndiaDays(from, MAX_DASHBOARD_DAYS - 1) >= to)
    return { id: 'custom', from, to };
  const preset = PERIODS.find((p) => p.id === params.get('period')) ?? PERIODS[1];
  return { id: preset.id, from: addIndiaDays(today, 1 - preset.days), to: today };
}

export function useDashboardPeriod() {
  const [params, setParams] = useSearchParams();
  const period = readPeriod(params);
  return {
    period,
    choose: (id: Exclude<PeriodId, 'custom'>) => setParams(id === '7d' ? {} : { period: id }, { replace: true }),
    chooseDays: (from: string, to: string) => setParams({ from, to }, { replace: true }),
  };
}
