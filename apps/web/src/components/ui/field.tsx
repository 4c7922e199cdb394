import { useId, type ReactNode } from 'react';
import { useSchemaMessage } from '#web/i18n/i18n-provider';

/** What a control needs from its field: its id, and the links to its message for screen readers. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** Extra text after the label, such as '(optional)'. */
  labelNote?: string;
  /** Help shown under the control until there is an error to show instead. */
  hint?: ReactNode;
  error?: string;
  /** Something small at the label's right end, such as a character count. */
  aside?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Look shared by text inputs, selects and text areas; red when the field is in error. */
export function controlStyles(invalid: boolean, extra = '') {
  return `w-full rounded-md border bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-zinc-50 disabled:text-zinc-600 sm:text-sm ${
    invalid ? 'border-red-600' : 'border-zinc-300 focus:border-zinc-900'
  } ${extra}`;
}

function useNote(hint: ReactNode, schemaError: string | undefined) {
  const id = useId();
  const noteId = `${id}-note`;
  const error = useSchemaMessage(schemaError);
  const note = error ?? hint;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': note ? noteId : undefined,
  };
  const noteElement = note ? (
    <p id={noteId} className={`mt-1.5 text-xs leading-5 ${error ? 'text-red-700' : 'text-zinc-600'}`}>
      {note}
    </p>
  ) : null;
  return { control, noteElement };
}

/** A label above its control and the message (or hint) under it, linked for screen readers. */
export function Field({ label, labelNote, hint, error, aside, className = '', children }: FieldProps) {
  const { control, noteElement } = useNote(hint, error);
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={control.id} className="text-sm font-medium text-zinc-800">
          {label}
          {labelNote && <span className="ml-1 font-normal text-zinc-500">{labelNote}</span>}
        </label>
        {aside && <span className="text-xs text-zinc-600 tabular-nums">{aside}</span>}
      </div>
      {children(control)}
      {noteElement}
    </div>
  );
}

/**
 * A checkbox or switch with its label beside it: the control first for a checkbox, last
 * (the settings-row look) for a switch.
 */
export function ChoiceField({
  label,
  hint,
  error,
  className = '',
  controlLast = false,
  children,
}: Omit<FieldProps, 'labelNote' | 'aside'> & { controlLast?: boolean }) {
  const { control, noteElement } = useNote(hint, error);
  return (
    <div className={className}>
      <div className={`flex items-center gap-3 ${controlLast ? 'justify-between' : ''}`}>
        {!controlLast && children(control)}
        <label htmlFor={control.id} className="text-sm font-medium text-zinc-800">
          {label}
        </label>
        {controlLast && children(control)}
      </div>
      <div className={controlLast ? '' : 'pl-7'}>{noteElement}</div>
    </div>
  );
}
