import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { SearchIcon } from './icons';

const SEARCH_DELAY_MS = 300;

/**
 * The row of filters above an admin table: a search box, selects and toggles, and Clear
 * when any is set. Each piece is controlled; the screen keeps their values in the URL
 * (useListParams), so a link reopens the same view.
 */
export function FilterBar({ children, onClear }: { children: ReactNode; onClear?: () => void }) {
  return (
    <div role="search" className="flex flex-wrap items-end gap-3">
      {children}
      {onClear && (
        <button
          type="button"
          onClick={onClear}
          className="h-10 rounded-md px-2 text-sm font-semibold text-accent hover:text-accent-strong"
        >
          Clear filters
        </button>
      )}
    </div>
  );
}

interface SearchFilterProps {
  label: string;
  value: string;
  /** Called once typing pauses, or at once on Enter. */
  onChange: (value: string) => void;
  placeholder?: string;
  delayMs?: number;
}

/** A search box that asks for the new list only once typing pauses. */
export function SearchFilter({ label, value, onChange, placeholder, delayMs = SEARCH_DELAY_MS }: SearchFilterProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState(value);
  // A value changed from outside (Clear, Back) shows in the box; the echo of one sent from here
  // leaves alone whatever has been typed since.
  if (seen !== value) {
    setSeen(value);
    setSent(value);
    if (value !== sent) setText(value);
  }
  // Compared with what was last sent, not the value: the list may not have caught up with it yet.
  const send = (next: string) => {
    if (next === sent) return;
    setSent(next);
    onChange(next);
  };
  const sendWhenPaused = useEffectEvent(send);
  useEffect(() => {
    const timer = setTimeout(() => sendWhenPaused(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);

  return (
    <form
      className="min-w-48 flex-1 basis-full sm:basis-64"
      onSubmit={(event) => {
        event.preventDefault();
        send(text.trim());
      }}
    >
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-zinc-600">
        {label}
      </label>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-zinc-500"
          width={18}
          height={18}
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="h-10 w-full rounded-md border border-zinc-300 bg-white pr-3 pl-9 text-base text-zinc-900 placeholder:text-zinc-500 focus:border-zinc-900 sm:text-sm"
        />
      </div>
    </form>
  );
}

interface SelectFilterProps<V extends string> {
  label: string;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: readonly { value: V; label: string }[];
  /** The choice that filters nothing ('All roles'). */
  allLabel: string;
}

/** One of fixed values, or all of them. */
export function SelectFilter<V extends string>({ label, value, onChange, options, allLabel }: SelectFilterProps<V>) {
  const id = useId();
  return (
    <div className="min-w-36">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-zinc-600">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
        className="h-10 w-full rounded-md border border-zinc-300 bg-white px-2 text-base text-zinc-900 sm:text-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A filter that is on or off ('Featured only'), as a pressed-or-not chip. */
export function ToggleFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={checked}
      onClick={() => onChange(!checked)}
      className={`h-10 rounded-full border px-4 text-sm font-medium ${
        checked
          ? 'border-accent bg-accent-soft text-accent'
          : 'border-zinc-300 bg-white text-zinc-800 hover:border-zinc-900'
      }`}
    >
      {label}
    </button>
  );
}
