import { inchesOf, type SizeChart } from '@kuber/shared';
import { useState } from 'react';
import { Dialog } from '#web/components/ui/dialog';
import { useT } from '#web/i18n/i18n-provider';

type Unit = 'cm' | 'in';

/** The rows of the product's own sizes when the chart has them; else every row. */
function rowsFor(chart: SizeChart, sizes: string[]) {
  const mine = chart.rows.filter((row) => sizes.includes(row.size));
  return mine.length ? mine : chart.rows;
}

/**
 * 'Size chart' beside the size picker, and the chart in a dialog: the measures in cm or
 * inches as the shopper chooses (kept while the page is open), the size chosen marked.
 */
export function SizeChartButton({ chart, sizes, chosen }: { chart: SizeChart; sizes: string[]; chosen?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [unit, setUnit] = useState<Unit>('cm');
  const figure = (cm: number | null) => (cm === null ? '–' : unit === 'cm' ? String(cm) : String(inchesOf(cm)));
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-accent underline-offset-2 hover:underline"
      >
        {t('product.sizeChart')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('product.sizeChart')}>
        <fieldset className="mb-3 flex items-center gap-3">
          <legend className="sr-only">{t('product.units')}</legend>
          <span aria-hidden="true" className="text-sm text-zinc-600">
            {t('product.units')}
          </span>
          <div className="inline-flex rounded-md border border-zinc-300 p-0.5">
            {(['cm', 'in'] as const).map((u) => (
              <label
                key={u}
                className={`relative flex h-9 min-w-16 cursor-pointer items-center justify-center rounded px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${unit === u ? 'bg-zinc-900 text-white' : 'text-zinc-700'}`}
              >
                <input
                  type="radio"
                  name="size-chart-unit"
                  value={u}
                  checked={unit === u}
                  onChange={() => setUnit(u)}
                  className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                />
                {t(u === 'cm' ? 'product.unitCm' : 'product.unitIn')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="-mx-1 overflow-x-auto">
          <table className="w-full min-w-max border-collapse text-sm">
            <caption className="pb-2 text-left text-xs text-zinc-600">
              {t('product.sizeChartNote', { unit: t(unit === 'cm' ? 'product.unitCm' : 'product.unitIn') })}
            </caption>
            <thead>
              <tr className="border-b border-zinc-200 text-left">
                <th scope="col" className="px-2 py-2 font-semibold">
                  {t('product.sizeColumn')}
                </th>
                {chart.columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 text-right font-semibold">
                    {t(`measure.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rowsFor(chart, sizes).map((row) => (
                <tr
                  key={row.size}
                  aria-current={row.size === chosen ? 'true' : undefined}
                  className={`border-b border-zinc-100 ${row.size === chosen ? 'bg-accent-soft font-semibold' : ''}`}
                >
                  <th scope="row" className="px-2 py-2 text-left font-semibold">
                    {row.size}
                  </th>
                  {row.cm.map((cm, i) => (
                    <td key={chart.columns[i]} className="px-2 py-2 text-right tabular-nums">
                      {figure(cm)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Dialog>
    </>
  );
}
