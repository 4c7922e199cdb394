import { indiaToday, type ExportKind, type TaxMode } from '@kuber/shared';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '#web/components/ui/button';
import { downloadExport } from '#web/features/orders/api/admin/download-export';
import { DateRangeFilter } from './date-range-filter';

const EXPORTS: { kind: ExportKind; label: string; gstOnly?: boolean }[] = [
  { kind: 'orders', label: 'Orders (line by line)' },
  { kind: 'payments', label: 'Payments and refunds' },
  { kind: 'sales-register', label: 'Sales register', gstOnly: true },
  { kind: 'gst-summary', label: 'GST summary (B2C)', gstOnly: true },
];

/** The accountant's CSV files for a period: orders and payments, and in `gst` mode the sales register and GST summary. */
export function ExportsPanel({ taxMode }: { taxMode: TaxMode | undefined }) {
  const id = useId();
  const today = indiaToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [saving, setSaving] = useState<ExportKind | null>(null);
  const save = async (kind: ExportKind) => {
    setSaving(kind);
    try {
      await downloadExport(kind, from, to);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(null);
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-zinc-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-sm font-bold tracking-wide text-zinc-900 uppercase">
        Exports for your accountant
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        CSV files for the days chosen, both included
        {taxMode === 'gst' ? ': invoices and credit notes by the day they were issued.' : '.'}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto">
          {/* Both ends are needed: a day cleared keeps the one before. */}
          <DateRangeFilter
            from={from}
            to={to}
            legend="Days exported"
            onChange={(end, day) => {
              if (day) (end === 'from' ? setFrom : setTo)(day);
            }}
          />
        </div>
        {EXPORTS.filter((e) => !e.gstOnly || taxMode === 'gst').map((e) => (
          <Button
            key={e.kind}
            variant="secondary"
            size="sm"
            disabled={saving !== null || !from || !to}
            onClick={() => void save(e.kind)}
          >
            {saving === e.kind ? 'Preparing…' : e.label}
          </Button>
        ))}
      </div>
    </section>
  );
}
