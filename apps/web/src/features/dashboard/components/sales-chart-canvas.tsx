import { formatINR, type Dashboard } from '@kuber/shared';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const HEIGHT = 260;
const ACCENT = '#d3215c';
const INK = '#3f3f46';
const GRID = '#e4e4e7';
/** The orders line marks each day with a dot while days are at least this many pixels apart; closer, the dots run into one another. */
const MIN_POINT_SPACING = 14;

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const label = (date: string) => dayLabel.format(new Date(`${date}T00:00:00Z`));
const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * Revenue (bars, rupees on the left) and orders (a line, on the right) by day, drawn by
 * uPlot. Loaded on its own, with the dashboard only: the shop's pages never carry it.
 * The x axis counts days (0, 1, 2 …), labelled with India's dates.
 */
export default function SalesChartCanvas({ days }: { days: Dashboard['byDay'] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const x = days.map((_, i) => i);
    const opts: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      scales: {
        x: { time: false, range: [-0.5, days.length - 0.5] },
        orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.2))] },
      },
      cursor: { drag: { x: false, y: false } },
      legend: { live: true },
      axes: [
        {
          stroke: INK,
          grid: { show: false },
          ticks: { stroke: GRID },
          // A label on every day while they fit, fewer as the period grows.
          splits: () =>
            x.filter(
              (i) => i % Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(element.clientWidth / 64)))) === 0,
            ),
          values: (_u, splits) => splits.map((i) => (days[i] ? label(days[i].date) : '')),
        },
        {
          stroke: INK,
          grid: { stroke: GRID },
          ticks: { stroke: GRID },
          size: 64,
          values: (_u, splits) => splits.map((v) => compactRupees.format(v)),
        },
        {
          scale: 'orders',
          side: 1,
          stroke: INK,
          grid: { show: false },
          ticks: { stroke: GRID },
          size: 40,
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
        },
      ],
      series: [
        { label: 'Day', value: (_u, i) => (i == null || !days[i] ? '—' : label(days[i].date)) },
        {
          label: 'Revenue',
          stroke: ACCENT,
          fill: `${ACCENT}cc`,
          width: 0,
          paths: uPlot.paths.bars!({ size: [0.7, 48] }),
          points: { show: false },
          value: (_u, v) => (v == null ? '—' : formatINR(v)),
        },
        {
          label: 'Orders',
          scale: 'orders',
          stroke: INK,
          width: 2,
          points: { show: element.clientWidth / days.length >= MIN_POINT_SPACING, size: 6, fill: '#fff' },
          value: (_u, v) => (v == null ? '—' : String(v)),
        },
      ],
    };
    const chart = new uPlot(opts, [x, days.map((d) => d.revenue), days.map((d) => d.orders)], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days]);

  return <div ref={holder} className="w-full" data-testid="sales-chart" />;
}
