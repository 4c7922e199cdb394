import { MAX_CHART_ROWS, MEASURES, type Measure, type SizeChartInput } from '@kuber/shared';
import { Button } from '#web/components/ui/button';

/** The measures as the back office names them. */
export const MEASURE_NAMES: Record<Measure, string> = {
  chest: 'Chest',
  bust: 'Bust',
  waist: 'Waist',
  hip: 'Hip',
  shoulder: 'Shoulder',
  length: 'Length',
  sleeve: 'Sleeve',
  inseam: 'Inseam',
  footLength: 'Foot length',
  height: 'Height',
};

export type ChartValue = { columns: Measure[]; rows: { size: string; cm: (number | null)[] }[] };

/** A new chart: the sizes given (or S to XL), measured by chest and length. */
export function newChart(sizes: string[]): ChartValue {
  const rows = (sizes.length ? sizes : ['S', 'M', 'L', 'XL']).slice(0, MAX_CHART_ROWS);
  return { columns: ['chest', 'length'], rows: rows.map((size) => ({ size, cm: [null, null] })) };
}

/** The chart as the API takes it. */
export const chartInput = (chart: ChartValue): SizeChartInput => chart;

/**
 * A size chart's grid: which measures it has (columns), and a row per size with a figure in cm
 * for each (blank where it does not apply). Rows can be added and taken away.
 */
export function SizeChartEditor({
  value,
  onChange,
  error,
  label,
}: {
  value: ChartValue;
  onChange: (chart: ChartValue) => void;
  error?: string;
  /** Names the grid for screen readers ('Size chart of Men's Fashion'). */
  label: string;
}) {
  const toggle = (measure: Measure) => {
    const at = value.columns.indexOf(measure);
    if (at >= 0)
      onChange({
        columns: value.columns.filter((c) => c !== measure),
        rows: value.rows.map((r) => ({ ...r, cm: r.cm.filter((_, i) => i !== at) })),
      });
    else
      onChange({
        columns: [...value.columns, measure],
        rows: value.rows.map((r) => ({ ...r, cm: [...r.cm, null] })),
      });
  };
  const setRow = (index: number, row: ChartValue['rows'][number]) =>
    onChange({ ...value, rows: value.rows.map((r, i) => (i === index ? row : r)) });
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-zinc-900">Measures (in cm)</legend>
        <div className="flex flex-wrap gap-2">
          {MEASURES.map((measure) => (
            <label
              key={measure}
              className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-zinc-300 px-3 text-sm has-checked:border-accent has-checked:bg-accent-soft has-checked:text-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
            >
              <input
                type="checkbox"
                checked={value.columns.includes(measure)}
                onChange={() => toggle(measure)}
                className="size-4 accent-accent"
              />
              {MEASURE_NAMES[measure]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="-mx-1 overflow-x-auto">
        <table className="border-collapse text-sm" aria-label={label}>
          <thead>
            <tr className="border-b border-zinc-200 text-left text-xs text-zinc-600">
              <th scope="col" className="px-1 py-2 font-semibold">
                Size
              </th>
              {value.columns.map((c) => (
                <th key={c} scope="col" className="px-1 py-2 font-semibold">
                  {MEASURE_NAMES[c]} (cm)
                </th>
              ))}
              <th scope="col" className="px-1 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {value.rows.map((row, i) => (
              <tr key={i} className="border-b border-zinc-100">
                <td className="px-1 py-1.5">
                  <input
                    aria-label={`Size of row ${i + 1}`}
                    value={row.size}
                    maxLength={30}
                    onChange={(e) => setRow(i, { ...row, size: e.target.value })}
                    className="h-10 w-20 rounded-md border border-zinc-300 px-2"
                  />
                </td>
                {value.columns.map((c, k) => (
                  <td key={c} className="px-1 py-1.5">
                    <input
                      type="number"
                      inputMode="decimal"
                      step="0.1"
                      min="0.5"
                      max="300"
                      aria-label={`${MEASURE_NAMES[c]} of ${row.size || `row ${i + 1}`}, cm`}
                      value={row.cm[k] ?? ''}
                      onChange={(e) =>
                        setRow(i, {
                          ...row,
                          cm: row.cm.map((v, j) =>
                            j === k ? (e.target.value === '' ? null : Number(e.target.value)) : v,
                          ),
                        })
                      }
                      className="h-10 w-20 rounded-md border border-zinc-300 px-2 tabular-nums"
                    />
                  </td>
                ))}
                <td className="px-1 py-1.5">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove size ${row.size || i + 1}`}
                    onClick={() => onChange({ ...value, rows: value.rows.filter((_, j) => j !== i) })}
                  >
                    ✕
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={value.rows.length >= MAX_CHART_ROWS}
          onClick={() => onChange({ ...value, rows: [...value.rows, { size: '', cm: value.columns.map(() => null) }] })}
        >
          Add a size
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
