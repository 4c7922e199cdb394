import type { ComponentProps, ReactNode } from 'react';
import { controlStyles, Field } from './field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string;
  /** Help shown under the input until there is an error to show instead. */
  hint?: ReactNode;
  /** A mark inside the input's left edge (₹). */
  leading?: ReactNode;
  /** A control inside the input's right edge (show/hide password). */
  trailing?: ReactNode;
  /** Extra text after the label, such as '(optional)'. */
  labelNote?: string;
}

/** A labelled input with its message underneath, linked for screen readers. */
export function TextField({
  label,
  error,
  hint,
  leading,
  trailing,
  labelNote,
  className = '',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          {leading && (
            <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-zinc-600">
              {leading}
            </span>
          )}
          <input
            {...control}
            className={controlStyles(Boolean(error), `h-11 ${leading ? 'pl-7' : ''} ${trailing ? 'pr-16' : ''}`)}
            {...input}
          />
          {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
        </div>
      )}
    </Field>
  );
}
