import { useId } from 'react';

interface DateRangeFilterProps {
  from?: string;
  to?: string;
  /** One end changed (blank: left open). */
  onChange: (end: 'from' | 'to', day: string | undefined) => void;
  /** What the two days bound, for screen readers. */
  legend?: string;
}

/** Two India dates (YYYY-MM-DD) bounding a list; either may be left open. */
export function DateRangeFilter({ from, to, onChange, legend = 'Placed between' }: DateRangeFilterProps) {
  const id = useId();
  const input = 'h-10 w-full rounded-md border border-zinc-300 bg-white px-2 text-base text-zinc-900 sm:text-sm';
  return (
    <fieldset className="flex min-w-0 items-end gap-2">
      <legend className="sr-only">{legend}</legend>
      <div className="min-w-0 flex-1 sm:w-40 sm:flex-none">
        <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-semibold text-zinc-600">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(e) => onChange('from', e.target.value || undefined)}
          className={input}
        />
      </div>
      <div className="min-w-0 flex-1 sm:w-40 sm:flex-none">
        <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-semibold text-zinc-600">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(e) => onChange('to', e.target.value || undefined)}
          className={input}
        />
      </div>
    </fieldset>
  );
}
