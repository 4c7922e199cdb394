import {
  MAX_IMPORT_MB,
  MAX_IMPORT_ROWS,
  type ImportAction,
  type ImportedProduct,
  type ImportReport,
} from '@kuber/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { FormAlert } from '#web/components/ui/form-alert';
import { importProducts, type ImportProgress } from '#web/features/products/api/admin/import-products';
import { catalogueChanged } from '#web/features/products/api/admin/keys';

type Step =
  | { name: 'choose'; error?: string }
  | { name: 'previewing' | 'importing'; progress?: ImportProgress }
  | { name: 'preview'; report: ImportReport; error?: string }
  | { name: 'done'; report: ImportReport };

const count = new Intl.NumberFormat('en-IN');
const ROWS_AT_A_TIME = 100;

/** The import's steps: the file chosen, what it would change, what was done. */
function useProductImport(onFailure?: (error: unknown) => void) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const running = useRef<AbortController>(undefined);
  // Leaving the screen stops what is still on its way.
  useEffect(() => () => running.current?.abort(), []);

  const run = async (dryRun: boolean) => {
    if (!file) return setStep({ name: 'choose', error: 'Choose a CSV file to import' });
    // Said before a long upload rather than after it, in the store's own words.
    if (file.size > MAX_IMPORT_MB * 1024 * 1024) {
      return setStep({
        name: 'choose',
        error: `The file is larger than ${MAX_IMPORT_MB} MB. Split it into several files and import them one after another.`,
      });
    }
    const controller = new AbortController();
    running.current = controller;
    const working = dryRun ? 'previewing' : 'importing';
    setStep({ name: working });
    try {
      const report = await importProducts(file, {
        dryRun,
        signal: controller.signal,
        onProgress: (progress) => setStep({ name: working, progress }),
      });
      if (dryRun) return setStep({ name: 'preview', report });
      setStep({ name: 'done', report });
      await catalogueChanged(queryClient);
    } catch (error) {
      if (controller.signal.aborted) return;
      onFailure?.(error);
      const message = (error as Error).message;
      setStep(step.name === 'preview' ? { ...step, error: message } : { name: 'choose', error: message });
    }
  };

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setStep({ name: 'choose' });
  };
  return { file, step, run, choose, chooseAnother: () => setStep({ name: 'choose' }) };
}

/**
 * Importing a CSV of products: choose the file, see what it would change (nothing is written
 * yet), confirm, watch it go, then read what was done and what was refused, row by row.
 */
export function ProductImport({
  onFinished,
  onFailure,
}: {
  onFinished: () => void;
  onFailure?: (error: unknown) => void;
}) {
  const { file, step, run, choose, chooseAnother } = useProductImport(onFailure);

  if (step.name === 'previewing' || step.name === 'importing') {
    return (
      <Panel>
        <ImportProgressBar
          progress={step.progress}
          label={step.name === 'previewing' ? 'Checking the file' : 'Importing'}
        />
      </Panel>
    );
  }
  if (step.name === 'preview') {
    return (
      <ImportReportPanel step={step} fileName={file?.name}>
        <PreviewActions report={step.report} onImport={() => void run(false)} onChooseAnother={chooseAnother} />
      </ImportReportPanel>
    );
  }
  if (step.name === 'done') {
    return (
      <ImportReportPanel step={step} fileName={file?.name}>
        <Button onClick={onFinished}>Back to products</Button>
        <Button variant="secondary" onClick={() => choose(undefined)}>
          Import another file
        </Button>
      </ImportReportPanel>
    );
  }
  const error = step.name === 'choose' ? step.error : undefined;
  return <ChooseFileForm error={error} onChoose={choose} onPreview={() => void run(true)} />;
}

const toWriteOf = (report: ImportReport) => report.created + report.updated;

/** What the file will change (nothing yet) or what it changed, its actions (`children`) and every row. */
function ImportReportPanel({
  step,
  fileName,
  children,
}: {
  step: Extract<Step, { name: 'preview' | 'done' }>;
  fileName?: string;
  children: ReactNode;
}) {
  const { report } = step;
  const preview = step.name === 'preview';
  return (
    <div className="flex flex-col gap-5">
      <Panel>
        <h2 className="text-base font-bold text-zinc-900">
          {preview ? `What ${fileName ?? 'the file'} will change` : 'Import finished'}
        </h2>
        <p className="text-sm text-zinc-600">
          {count.format(report.rows)} {report.rows === 1 ? 'row' : 'rows'}, {count.format(report.products.length)}{' '}
          {report.products.length === 1 ? 'product' : 'products'}.{' '}
          {preview ? 'Nothing has been changed yet.' : 'The store shows the changes now.'}
        </p>
        <Summary report={report} done={!preview} />
        {preview && step.error && <FormAlert>{step.error}</FormAlert>}
        <div className="flex flex-col gap-3 sm:flex-row">{children}</div>
        {preview && report.refused > 0 && toWriteOf(report) > 0 && (
          <p className="text-xs text-zinc-600">
            Refused products are left out; each product is imported whole or not at all.
          </p>
        )}
      </Panel>
      <ReportTable report={report} done={!preview} />
    </div>
  );
}

function PreviewActions({
  report,
  onImport,
  onChooseAnother,
}: {
  report: ImportReport;
  onImport: () => void;
  onChooseAnother: () => void;
}) {
  const toWrite = toWriteOf(report);
  return (
    <>
      <Button onClick={onImport} disabled={toWrite === 0}>
        {toWrite === 0
          ? 'Nothing to import'
          : `Import ${count.format(toWrite)} ${toWrite === 1 ? 'product' : 'products'}`}
      </Button>
      <Button variant="secondary" onClick={onChooseAnother}>
        Choose another file
      </Button>
    </>
  );
}

function ChooseFileForm({
  error,
  onChoose,
  onPreview,
}: {
  error?: string;
  onChoose: (file: File | undefined) => void;
  onPreview: () => void;
}) {
  const inputId = useId();
  return (
    <Panel>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onPreview();
        }}
        className="flex flex-col gap-4"
      >
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-zinc-800">
            CSV file
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={`${inputId}-note`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChoose(event.target.files?.[0])}
            className="block w-full text-sm text-zinc-800 file:mr-3 file:h-10 file:rounded-md file:border file:border-zinc-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-zinc-900 hover:file:border-zinc-900"
          />
          <p id={`${inputId}-note`} className={`mt-1.5 text-xs leading-5 ${error ? 'text-red-700' : 'text-zinc-600'}`}>
            {error ??
              `The columns of Export CSV: one row per size and colour, products matched by slug; up to ${MAX_IMPORT_MB} MB and ${count.format(MAX_IMPORT_ROWS)} rows. You will see what changes before anything is saved.`}
          </p>
        </div>
        <div>
          <Button type="submit">Preview changes</Button>
        </div>
      </form>
    </Panel>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">{children}</section>
  );
}

function ImportProgressBar({ progress, label }: { progress?: ImportProgress; label: string }) {
  // Sending is the first half of the bar, the store's work the second.
  const share = !progress
    ? 0
    : progress.stage === 'sending'
      ? progress.share / 2
      : 0.5 + (progress.total ? progress.done / progress.total : 1) / 2;
  const percent = Math.round(share * 100);
  const sent = progress?.stage === 'sending' ? progress.share : 0;
  const text =
    progress?.stage === 'working'
      ? `${label}: ${count.format(progress.done)} of ${count.format(progress.total)} products`
      : sent < 1
        ? `Sending the file… ${Math.round(sent * 100)}%`
        : // Sent; the store reads every row before it says anything.
          'Reading the rows…';
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-zinc-900">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden rounded-full bg-zinc-200"
      >
        <div
          className={`h-full rounded-full bg-accent transition-[width] duration-200 ${sent === 1 ? 'animate-pulse' : ''}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p aria-live="polite" className="text-sm text-zinc-600 tabular-nums">
        {text}
      </p>
    </div>
  );
}

const ACTION_LOOK: Record<ImportAction, { preview: string; done: string; tone: string }> = {
  create: { preview: 'New', done: 'Created', tone: 'bg-emerald-50 text-emerald-800' },
  update: { preview: 'Update', done: 'Updated', tone: 'bg-sky-50 text-sky-800' },
  unchanged: { preview: 'Unchanged', done: 'Unchanged', tone: 'bg-zinc-100 text-zinc-700' },
  refused: { preview: 'Refused', done: 'Refused', tone: 'bg-red-50 text-red-800' },
};

function Summary({ report, done }: { report: ImportReport; done: boolean }) {
  const figures: [ImportAction, number, string?][] = [
    ['create', report.created],
    ['update', report.updated],
    ['unchanged', report.unchanged],
    [
      'refused',
      report.refused,
      report.refusedRows
        ? `${count.format(report.refusedRows)} ${report.refusedRows === 1 ? 'row' : 'rows'}`
        : undefined,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {figures.map(([action, n, note]) => (
        <div key={action} className={`rounded-lg px-3 py-2 ${ACTION_LOOK[action].tone}`}>
          <dt className="text-xs font-semibold">{done ? ACTION_LOOK[action].done : ACTION_LOOK[action].preview}</dt>
          <dd className="text-xl font-bold tabular-nums">
            {count.format(n)}
            {note && <span className="ml-1 text-xs font-normal">({note})</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every product of the file with what happens to it; refusals first, a hundred at a time. */
function ReportTable({ report, done }: { report: ImportReport; done: boolean }) {
  const [only, setOnly] = useState<ImportAction | 'all'>(report.refused > 0 ? 'refused' : 'all');
  const [shown, setShown] = useState(ROWS_AT_A_TIME);
  const order: ImportAction[] = ['refused', 'create', 'update', 'unchanged'];
  const products = report.products
    .filter((p) => only === 'all' || p.action === only)
    .sort((a, b) => order.indexOf(a.action) - order.indexOf(b.action));
  const counts: Record<ImportAction, number> = {
    create: report.created,
    update: report.updated,
    unchanged: report.unchanged,
    refused: report.refused,
  };
  return (
    <section aria-label={done ? 'Import report' : 'Preview'} className="rounded-xl border border-zinc-200 bg-white">
      <div className="flex flex-wrap gap-2 border-b border-zinc-200 px-4 py-3" role="group" aria-label="Show">
        {(['all', ...order] as const).map((action) => (
          <button
            key={action}
            type="button"
            aria-pressed={only === action}
            onClick={() => {
              setOnly(action);
              setShown(ROWS_AT_A_TIME);
            }}
            className={`h-8 rounded-full border px-3 text-xs font-semibold ${only === action ? 'border-accent bg-accent-soft text-accent' : 'border-zinc-300 text-zinc-800 hover:border-zinc-900'}`}
          >
            {action === 'all'
              ? `All (${count.format(report.products.length)})`
              : `${done ? ACTION_LOOK[action].done : ACTION_LOOK[action].preview} (${count.format(counts[action])})`}
          </button>
        ))}
      </div>
      {products.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-zinc-600">None.</p>
      ) : (
        <ul className="divide-y divide-zinc-100">
          {products.slice(0, shown).map((product) => (
            <ReportRow key={`${product.slug}:${product.rows[0] ?? ''}`} product={product} done={done} />
          ))}
        </ul>
      )}
      {products.length > shown && (
        <div className="border-t border-zinc-200 px-4 py-3">
          <Button variant="secondary" size="sm" onClick={() => setShown((n) => n + ROWS_AT_A_TIME)}>
            Show {Math.min(ROWS_AT_A_TIME, products.length - shown)} more of {count.format(products.length - shown)}
          </Button>
        </div>
      )}
    </section>
  );
}

function rowsText(rows: number[]): string {
  if (rows.length === 0) return '';
  if (rows.length === 1) return `Row ${rows[0]}`;
  const contiguous = rows.every((row, i) => i === 0 || row === rows[i - 1]! + 1);
  return contiguous ? `Rows ${rows[0]}–${rows.at(-1)}` : `Rows ${rows.join(', ')}`;
}

function ReportRow({ product, done }: { product: ImportedProduct; done: boolean }) {
  const look = ACTION_LOOK[product.action];
  return (
    <li className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-start sm:gap-4">
      <span className={`w-fit shrink-0 rounded px-2 py-0.5 text-xs font-semibold sm:w-24 sm:text-center ${look.tone}`}>
        {done ? look.done : look.preview}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-zinc-900">
          {product.name || product.slug || 'No name'}
          {product.slug && product.name && (
            <span className="ml-2 text-xs font-normal text-zinc-500">{product.slug}</span>
          )}
        </p>
        <p className="text-xs text-zinc-600">{rowsText(product.rows)}</p>
        {product.errors.length > 0 && (
          <ul className="mt-1 space-y-0.5 text-red-800">
            {product.errors.map((error, i) => (
              <li key={i}>
                {error.row !== null && <span className="font-semibold">Row {error.row}: </span>}
                {error.message}
              </li>
            ))}
          </ul>
        )}
        {product.changes.length > 0 && <p className="mt-1 text-zinc-700">Changes {product.changes.join(', ')}</p>}
      </div>
    </li>
  );
}
