import type { VariantInput } from '@kuber/shared';
import { useState } from 'react';
import { useController, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { ColorSwatch } from '#web/components/ui/color-swatch';
import { formatNumberText, parseNumberText } from '#web/lib/number-text';
import { totalStock } from './variant-grid';

/** A form that holds a product's stock as `variants` (the product form, the table's stock dialog). */
interface StockGridProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  /** The grid as the form holds it: every size × colour, sizes as rows (variant-grid.ts keeps it so). */
  variants: readonly VariantInput[];
  /** The caption a screen reader gives the table, and the single box's label. */
  label?: string;
}

const pieces = new Intl.NumberFormat('en-IN');

/**
 * Stock per size × colour: sizes down the side, colours across the top, one box per variant;
 * one column when the product lists only sizes or only colours, and a single box when it
 * lists neither. A wide grid scrolls sideways on a phone with the sizes kept in view.
 */
export function StockGrid<T extends FieldValues>({ control, variants, label = 'Stock' }: StockGridProps<T>) {
  const sizes = unique(variants.map((v) => v.size ?? ''));
  const colors = unique(variants.map((v) => v.color ?? ''));
  const { errors } = useFormState({ control, name: 'variants' as FieldPath<T> });
  const gridError = errors.variants as
    ({ stockQuantity?: { message?: string } }[] & { message?: string; root?: { message?: string } }) | undefined;
  const cellErrors = gridError ?? [];
  const messages = variants.flatMap((v, i) => {
    const message = cellErrors[i]?.stockQuantity?.message;
    return message ? [`${variantName(v) || 'Stock'}: ${message}`] : [];
  });
  // A fault of the grid as a whole (the store's answer on a grid it could not match to the sizes and colours).
  const whole = gridError?.message ?? gridError?.root?.message;
  if (whole) messages.push(whole);
  const total = totalStock(variants);

  if (variants.length === 1 && !sizes[0] && !colors[0]) {
    return (
      <div>
        <StockCell control={control} index={0} label={label} visibleLabel />
        {messages.length > 0 && (
          <p className="mt-1.5 text-xs leading-5 text-red-700">{cellErrors[0]?.stockQuantity?.message ?? whole}</p>
        )}
      </div>
    );
  }

  const hasSizes = sizes.some(Boolean);
  const hasColors = colors.some(Boolean);
  // Only colours: one row per colour; otherwise a row per size and a column per colour (or one 'Stock' column).
  const rows = hasSizes ? sizes : colors;
  const columns = hasSizes && hasColors ? colors : [''];
  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-zinc-200">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">
            {label}, per {hasSizes && hasColors ? 'size and colour' : hasSizes ? 'size' : 'colour'}
          </caption>
          <thead className="bg-zinc-50 text-xs font-semibold text-zinc-600">
            <tr>
              <th scope="col" className="sticky left-0 bg-zinc-50 px-3 py-2 text-left">
                {hasSizes ? 'Size' : 'Colour'}
              </th>
              {columns.map((color) => (
                <th key={color} scope="col" className="px-2 py-2 text-left whitespace-nowrap">
                  {color ? (
                    <span className="inline-flex items-center gap-1.5">
                      <ColorSwatch color={color} />
                      {color}
                    </span>
                  ) : (
                    'Stock'
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-100">
            {rows.map((row, r) => (
              <tr key={row}>
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-1.5 text-left font-semibold whitespace-nowrap text-zinc-900"
                >
                  {hasSizes ? (
                    row
                  ) : (
                    <span className="inline-flex items-center gap-1.5 font-medium">
                      <ColorSwatch color={row} />
                      {row}
                    </span>
                  )}
                </th>
                {columns.map((_, c) => {
                  const index = r * columns.length + c;
                  const variant = variants[index]!;
                  // Keyed by place and variant: a grid reshaped by a new size binds fresh boxes to the moved variants.
                  return (
                    <td key={`${index}:${variant.size}:${variant.color}`} className="px-2 py-1.5">
                      <StockCell control={control} index={index} label={`Stock of ${variantName(variant)}`} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-zinc-600">
        Total: <span className="font-semibold text-zinc-900 tabular-nums">{pieces.format(total)}</span>{' '}
        {total === 1 ? 'piece' : 'pieces'} in {variants.length} variants
      </p>
      {messages.length > 0 && (
        <ul className="mt-1.5 text-xs leading-5 text-red-700">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** 'M in Black', 'M', 'Black'. */
export function variantName({ size = '', color = '' }: Pick<VariantInput, 'size' | 'color'>): string {
  return [size, color].filter(Boolean).join(' in ');
}

function unique(list: string[]): string[] {
  return [...new Set(list)];
}

/** One variant's stock: a whole number, kept as typed until the box is left. */
function StockCell<T extends FieldValues>({
  control,
  index,
  label,
  visibleLabel = false,
}: {
  control: Control<T, unknown, unknown>;
  index: number;
  label: string;
  visibleLabel?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: `variants.${index}.stockQuantity` as FieldPath<T> });
  const { ref, name, onChange, onBlur } = field;
  const value = typeof field.value === 'number' ? field.value : null;
  const [text, setText] = useState(() => formatNumberText(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(parseNumberText(text), value)) setText(formatNumberText(value));
  }
  const invalid = Boolean(fieldState.error);
  const input = (
    <input
      ref={ref}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={visibleLabel ? undefined : label}
      aria-invalid={invalid || undefined}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumberText(event.target.value));
      }}
      onBlur={() => {
        if (value !== null && Number.isFinite(value)) setText(formatNumberText(value));
        onBlur();
      }}
      className={`h-10 rounded-md border px-2 text-right text-base tabular-nums sm:text-sm ${visibleLabel ? 'w-36' : 'w-16 sm:w-20'} ${
        invalid
          ? 'border-red-600 bg-red-50'
          : value === 0
            ? 'border-zinc-200 bg-zinc-50 text-zinc-500'
            : 'border-zinc-300 bg-white text-zinc-900'
      }`}
    />
  );
  if (!visibleLabel) return input;
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium text-zinc-800">
      {label}
      {input}
    </label>
  );
}
