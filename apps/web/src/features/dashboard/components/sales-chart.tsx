import { formatINR, type Dashboard } from '@kuber/shared';
import { lazy, Suspense } from 'react';
import { Skeleton } from '#web/components/ui/skeleton';

const SalesChartCanvas = lazy(() => import('./sales-chart-canvas'));

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** Revenue and orders by day: the chart for the eye, the same numbers as a table for anyone who cannot see it. */
export function SalesChart({ days }: { days: Dashboard['byDay'] }) {
  const total = days.reduce((sum, d) => sum + d.revenue, 0);
  return (
    <section aria-labelledby="sales-by-day" className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
      <h2 id="sales-by-day" className="text-base font-bold text-zinc-900">
        Revenue and orders by day
      </h2>
      <div
        role="img"
        aria-label={`Revenue and orders on each of ${days.length} days; ${formatINR(total)} in all. The table below has every day.`}
        className="mt-3 min-h-[260px]"
      >
        <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
          <SalesChartCanvas days={days} />
        </Suspense>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-accent">Show as a table</summary>
        <div className="mt-2 max-h-80 overflow-y-auto">
          <table aria-label="Revenue and orders by day" className="w-full text-left">
            <thead className="text-xs text-zinc-600 uppercase">
              <tr>
                <th className="py-1 pr-3">Day</th>
                <th className="py-1 pr-3 text-right">Orders</th>
                <th className="py-1 text-right">Revenue</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100 tabular-nums">
              {days.map((d) => (
                <tr key={d.date}>
                  <td className="py-1 pr-3">{dayLabel.format(new Date(`${d.date}T00:00:00Z`))}</td>
                  <td className="py-1 pr-3 text-right">{d.orders}</td>
                  <td className="py-1 text-right">{formatINR(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
