import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  /** Help shown under the input until there is an error to show instead. */
  hint?: ReactNode;
  /** A control inside the input's right edge (show/hide password). */
  trailing?: ReactNode;
  /** Extra text after the label, such as '(optional)'. */
  labelNote?: string;
}

export const inputStyles =
  'h-11 w-full rounded-md border bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-zinc-50 disabled:text-zinc-600 sm:text-sm';

/** A labelled input with its message underneath, linked for screen readers. */
export function TextField({ label, error, hint, trailing, labelNote, className = '', ...input }: TextFieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
        {labelNote && <span className="ml-1 font-normal text-zinc-500">{labelNote}</span>}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={`${inputStyles} ${error ? 'border-red-600' : 'border-zinc-300 focus:border-zinc-900'} ${trailing ? 'pr-16' : ''}`}
          {...input}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {note && (
        <p id={noteId} className={`mt-1.5 text-xs leading-5 ${error ? 'text-red-700' : 'text-zinc-600'}`}>
          {note}
        </p>
      )}
    </div>
  );
}
