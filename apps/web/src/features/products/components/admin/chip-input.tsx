import { useId, useState, type ReactNode, type Ref } from 'react';
import { controlStyles } from '#web/components/ui/field';
import { CloseIcon, PlusIcon } from '#web/components/ui/icons';

interface ChipInputProps {
  label: string;
  labelNote?: string;
  value: readonly string[];
  onChange: (list: string[]) => void;
  onBlur?: () => void;
  /** Ready-made entries offered as one-tap chips (those already listed are left out). */
  suggestions?: readonly string[];
  /** Something drawn before each entry's text (a colour's swatch). */
  adornment?: (entry: string) => ReactNode;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  maxItems?: number;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A list of short entries (sizes, colours, tags) typed one at a time: Enter, a comma or
 * leaving the box adds what was typed; Backspace in an empty box takes the last one back.
 * An entry already listed (in any case) is not added twice, and the box says so.
 */
export function ChipInput({
  label,
  labelNote,
  value,
  onChange,
  onBlur,
  suggestions = [],
  adornment,
  placeholder,
  hint,
  error,
  maxItems,
  maxLength,
  inputRef,
}: ChipInputProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const full = maxItems !== undefined && value.length >= maxItems;
  const listed = (entry: string) => value.some((v) => v.toLowerCase() === entry.toLowerCase());

  const add = (raw: string) => {
    const entries = raw
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const next = [...value];
    for (const entry of entries) {
      if (next.some((v) => v.toLowerCase() === entry.toLowerCase())) {
        setRefusal(`${entry} is already listed`);
        continue;
      }
      if (maxItems !== undefined && next.length >= maxItems) {
        setRefusal(`At most ${maxItems}`);
        break;
      }
      next.push(entry);
    }
    if (next.length !== value.length) onChange(next);
    setText('');
  };
  const remove = (entry: string) => onChange(value.filter((v) => v !== entry));
  const note = error ?? refusal ?? hint;
  const offered = suggestions.filter((s) => !listed(s));

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
        {labelNote && <span className="ml-1 font-normal text-zinc-500">{labelNote}</span>}
      </label>
      <div
        className={`${controlStyles(Boolean(error), 'flex min-h-11 flex-wrap items-center gap-1.5 py-1.5 focus-within:border-zinc-900')}`}
      >
        {value.length > 0 && (
          <ul className="contents" aria-label={label}>
            {value.map((entry) => (
              <li
                key={entry}
                className="flex h-8 items-center gap-1.5 rounded-full border border-zinc-300 bg-zinc-50 pr-1 pl-3 text-sm text-zinc-900"
              >
                {adornment?.(entry)}
                {entry}
                <button
                  type="button"
                  onClick={() => remove(entry)}
                  aria-label={`Remove ${entry}`}
                  className="flex size-6 items-center justify-center rounded-full text-zinc-600 hover:bg-zinc-200 hover:text-zinc-950"
                >
                  <CloseIcon width={14} height={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          ref={inputRef}
          value={text}
          disabled={full}
          maxLength={maxLength}
          placeholder={full ? undefined : placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => {
            setRefusal(undefined);
            const typed = event.target.value;
            // A comma ends an entry, as Enter does (and a pasted 'S, M, L' adds three).
            if (typed.includes(',')) add(typed);
            else setText(typed);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              // Enter adds the entry; it must not submit the form around it.
              event.preventDefault();
              add(text);
            } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
              event.preventDefault();
              setText(value.at(-1)!);
              onChange(value.slice(0, -1));
            }
          }}
          onBlur={() => {
            if (text.trim()) add(text);
            onBlur?.();
          }}
          className="h-8 min-w-24 flex-1 border-0 bg-transparent px-1 text-base outline-none placeholder:text-zinc-500 disabled:hidden sm:text-sm"
        />
      </div>
      {note && (
        <p
          id={noteId}
          role={refusal && !error ? 'status' : undefined}
          className={`mt-1.5 text-xs leading-5 ${error || refusal ? 'text-red-700' : 'text-zinc-600'}`}
        >
          {note}
        </p>
      )}
      {offered.length > 0 && !full && (
        <div
          className="mt-2 flex flex-wrap gap-1.5"
          role="group"
          aria-label={`Add a ${label.toLowerCase().replace(/s$/, '')}`}
        >
          {offered.map((entry) => (
            <button
              key={entry}
              type="button"
              onClick={() => add(entry)}
              aria-label={`Add ${entry}`}
              className="flex h-8 items-center gap-1 rounded-full border border-dashed border-zinc-300 px-2.5 text-xs font-medium text-zinc-700 hover:border-zinc-900 hover:text-zinc-950"
            >
              <PlusIcon width={12} height={12} />
              {adornment?.(entry)}
              {entry}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
