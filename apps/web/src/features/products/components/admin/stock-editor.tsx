import { stockQuantitySchema, variantInputSchema, type AdminProduct } from '@kuber/shared';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { FormAlert } from '#web/components/ui/form-alert';
import { notify } from '#web/lib/notify';
import { parseNumberText } from '#web/lib/number-text';
import { formErrorOf, showServerError, useZodForm } from '#web/lib/form';
import { type ApiError } from '#web/lib/api';
import { useReloadAdminProduct } from '#web/features/products/api/admin/get-admin-product';
import { useSetProductStock } from '#web/features/products/api/admin/set-product-stock';
import { stockGrid, totalStock } from './variant-grid';
import { ChangedMeanwhile, isChangedMeanwhile } from './changed-meanwhile';
import { StockGrid } from './stock-grid';

/** Fewer than this many pieces left reads as running low. */
export const LOW_STOCK = 5;

const pieces = new Intl.NumberFormat('en-IN');

/**
 * A product's stock, changed where it is shown in the table: a product with one variant takes
 * the new figure in place; one with sizes or colours opens its grid.
 */
export function StockEditor({ product }: { product: AdminProduct }) {
  const single = product.variants.length === 1 && !product.variants[0]!.size && !product.variants[0]!.color;
  return single ? <SingleStock product={product} /> : <GridStock product={product} />;
}

function StockFigure({ stock }: { stock: number }) {
  const tone = stock === 0 ? 'text-red-700' : stock < LOW_STOCK ? 'text-amber-700' : 'text-zinc-900';
  return (
    <span className={`font-semibold tabular-nums ${tone}`}>{stock === 0 ? 'Sold out' : pieces.format(stock)}</span>
  );
}

function SingleStock({ product }: { product: AdminProduct }) {
  const inputId = useId();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const [changedMeanwhile, setChangedMeanwhile] = useState<ApiError>();
  // The product as it was when the box was opened: the table may read it again meanwhile.
  const [opened, setOpened] = useState(product);
  const save = useSetProductStock(product.id);
  const reload = useReloadAdminProduct();

  if (text === null) {
    return (
      <button
        type="button"
        onClick={() => {
          setOpened(product);
          setText(String(product.stockQuantity));
        }}
        aria-label={`Stock of ${product.name}: ${product.stockQuantity}. Change`}
        className="-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 hover:bg-zinc-100"
      >
        <StockFigure stock={product.stockQuantity} />
        <PencilIcon />
      </button>
    );
  }

  const submit = async () => {
    const parsed = stockQuantitySchema.safeParse(parseNumberText(text));
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message);
    setChangedMeanwhile(undefined);
    try {
      // The figure shown beside the one wanted: pieces sold since it was shown stay sold.
      await save.mutateAsync({
        stockQuantity: parsed.data,
        loadedStockQuantity: opened.stockQuantity,
        version: opened.version,
      });
      notify('success', `Stock of ${product.name} set to ${pieces.format(parsed.data)}`);
      setText(null);
      setProblem(undefined);
    } catch (error) {
      if (isChangedMeanwhile(error)) setChangedMeanwhile(error);
      else setProblem((error as Error).message);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setText(null);
      }}
      className="flex flex-col gap-1"
    >
      <div className="flex items-center gap-1.5">
        <label htmlFor={inputId} className="sr-only">
          Stock of {product.name}
        </label>
        <input
          id={inputId}
          // Opened by the admin's own click: the box is where they will type.
          autoFocus
          inputMode="numeric"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(undefined);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          className={`h-9 w-20 rounded-md border px-2 text-right text-base tabular-nums sm:text-sm ${problem ? 'border-red-600' : 'border-zinc-300'}`}
        />
        <Button type="submit" size="sm" busy={save.isPending} busyText="Saving...">
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setText(null)} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
      {problem && (
        <p id={`${inputId}-problem`} className="max-w-56 text-xs text-red-700">
          {problem}
        </p>
      )}
      {changedMeanwhile && (
        <div className="max-w-72">
          <ChangedMeanwhile
            error={changedMeanwhile}
            onReload={async () => {
              await reload(product.id);
              // Closed, so that the figure shown is the store's; a click opens it again from there.
              setText(null);
              setChangedMeanwhile(undefined);
            }}
          />
        </div>
      )}
    </form>
  );
}

const gridSchema = z.object({ variants: z.array(variantInputSchema) });

function GridStock({ product }: { product: AdminProduct }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`Stock of ${product.name}: ${product.stockQuantity} in ${product.variants.length} variants. Change`}
        className="-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 text-left hover:bg-zinc-100"
      >
        <StockFigure stock={product.stockQuantity} />
        <span className="text-xs whitespace-nowrap text-zinc-600">· {product.variants.length} variants</span>
        <PencilIcon />
      </button>
      {open && <StockDialog product={product} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The stock grid of one product, saved on its own (its other fields stay as they are). */
function StockDialog({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const save = useSetProductStock(product.id);
  const reload = useReloadAdminProduct();
  // The product as the grid was last filled from it: pieces sold since stay sold when it is saved.
  const [loaded, setLoaded] = useState(product);
  const [changedMeanwhile, setChangedMeanwhile] = useState<ApiError>();
  const form = useZodForm(gridSchema, { variants: stockGrid(product.sizes, product.colors, product.variants) });
  const variants = useWatch({ control: form.control, name: 'variants' });
  const formError = formErrorOf(form);
  const submit = form.handleSubmit(async ({ variants: grid }) => {
    setChangedMeanwhile(undefined);
    const sent = grid.map((v) => {
      const was = loaded.variants.find((l) => l.size === v.size && l.color === v.color);
      return was ? { ...v, loadedStockQuantity: was.stockQuantity } : v;
    });
    try {
      await save.mutateAsync({ variants: sent, version: loaded.version });
      notify('success', `Stock of ${product.name} saved: ${pieces.format(totalStock(grid))} pieces`);
      onClose();
    } catch (error) {
      if (isChangedMeanwhile(error)) setChangedMeanwhile(error);
      else showServerError(form, error, 'The stock could not be saved. Please try again.');
    }
  });
  const refill = async () => {
    const fresh = await reload(product.id);
    setLoaded(fresh);
    form.reset({ variants: stockGrid(fresh.sizes, fresh.colors, fresh.variants) });
    setChangedMeanwhile(undefined);
  };
  return (
    <Dialog open onClose={onClose} title={`Stock of ${product.name}`}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {changedMeanwhile && <ChangedMeanwhile error={changedMeanwhile} onReload={refill} />}
        {formError && <FormAlert>{formError}</FormAlert>}
        <StockGrid control={form.control} variants={variants} label={`Stock of ${product.name}`} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={save.isPending} busyText="Saving...">
            Save stock
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function PencilIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width={14}
      height={14}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
      className="shrink-0 text-zinc-500"
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
    </svg>
  );
}
