import { findCategory, sizeChartInputSchema, type CategorySlug, type SizeChart } from '@kuber/shared';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { notify } from '#web/lib/notify';
import { useSetSizeChart } from '#web/features/products/api/admin/size-charts';
import { newChart, SizeChartEditor, type ChartValue } from './size-chart-editor';

/** One category's chart: edited, saved, or taken away; checked with the API's own rules before it is sent. */
export function SizeChartPanel({ category, chart }: { category: CategorySlug; chart: SizeChart | null }) {
  const [value, setValue] = useState<ChartValue | null>(chart);
  const [error, setError] = useState<string>();
  const save = useSetSizeChart();
  const name = findCategory(category)!.name;

  const submit = (next: ChartValue | null) => {
    if (next) {
      const checked = sizeChartInputSchema.safeParse(next);
      if (!checked.success) return setError(checked.error.issues[0]!.message);
    }
    setError(undefined);
    save.mutate(
      { category, chart: next },
      {
        onSuccess: () => notify('success', next ? `${name}: size chart saved` : `${name}: size chart taken away`),
        onError: (e) => setError(e.message),
      },
    );
  };

  return (
    <section className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5" aria-label={name}>
      <h2 className="text-base font-bold text-zinc-900">{name}</h2>
      {value ? (
        <>
          <SizeChartEditor value={value} onChange={setValue} error={error} label={`Size chart of ${name}`} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => submit(value)} busy={save.isPending} busyText="Saving...">
              Save chart
            </Button>
            {chart && (
              <Button variant="secondary" onClick={() => (setValue(null), submit(null))}>
                Take the chart away
              </Button>
            )}
          </div>
        </>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-zinc-600">No chart: products of {name} show none, unless they have their own.</p>
          <Button variant="secondary" onClick={() => setValue(newChart([]))}>
            Make a chart
          </Button>
        </div>
      )}
    </section>
  );
}
