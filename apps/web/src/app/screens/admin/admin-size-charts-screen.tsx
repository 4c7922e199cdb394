import { CATEGORIES, type CategorySlug } from '@kuber/shared';
import { useSizeCharts } from '#web/features/products/api/admin/size-charts';
import { SizeChartPanel } from '#web/features/products/components/admin/size-chart-panel';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useState } from 'react';
import { Skeleton } from '#web/components/ui/skeleton';
import { FormAlert } from '#web/components/ui/form-alert';

export default function AdminSizeChartsScreen() {
  useDocumentTitle('Size charts');
  const charts = useSizeCharts();
  const [category, setCategory] = useState<CategorySlug>('mens-fashion');
  const current = charts.data?.find((c) => c.category === category);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">Size charts</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Each category&apos;s chart, in cm: its products show it from their size picker, in cm or inches as the shopper
          chooses. A product can have its own chart instead, in its form.
        </p>
      </div>
      <div role="tablist" aria-label="Categories" className="-mx-1 no-scrollbar flex gap-2 overflow-x-auto px-1 pb-1">
        {CATEGORIES.map((c) => {
          const has = charts.data?.find((x) => x.category === c.slug)?.chart;
          return (
            <button
              key={c.slug}
              type="button"
              role="tab"
              aria-selected={category === c.slug}
              onClick={() => setCategory(c.slug)}
              className={`flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${category === c.slug ? 'border-zinc-900 bg-zinc-900 text-white' : 'border-zinc-300 bg-white text-zinc-800 hover:border-zinc-900'}`}
            >
              {c.name}
              {charts.data && !has && <span className="text-xs font-normal opacity-75">(none)</span>}
            </button>
          );
        })}
      </div>
      {charts.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : charts.error ? (
        <FormAlert>{charts.error.message}</FormAlert>
      ) : (
        <SizeChartPanel key={category} category={category} chart={current?.chart ?? null} />
      )}
    </div>
  );
}
