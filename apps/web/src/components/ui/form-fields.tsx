import { useState, type ComponentProps, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatNumberText, parseNumberText } from '#web/lib/number-text';
import { ChoiceField, controlStyles, Field } from './field';
import { Switch } from './switch';
import { TextField, type TextFieldProps } from './text-field';

/**
 * The form field set: each field is bound to a react-hook-form form by `control` and `name`
 * (a form from useZodForm), shows its label, its hint, and its message once the schema
 * finds fault, and hands its element to the form so a failed submit can focus it.
 */
interface Bound<T extends FieldValues, Out> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
}

interface Labelled {
  label: string;
  labelNote?: string;
  hint?: ReactNode;
  className?: string;
}

type InputProps = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'>;

/** Text, email, phone, password: the value is the text typed. */
export function FormTextField<T extends FieldValues, Out>({ control, name, ...input }: Bound<T, Out> & InputProps) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, disabled, ...events } = field;
  return (
    <TextField
      {...input}
      {...events}
      ref={ref}
      value={(value as string | undefined) ?? ''}
      disabled={disabled ?? input.disabled}
      error={fieldState.error?.message}
    />
  );
}

type NumberProps = Omit<InputProps, 'type' | 'inputMode' | 'leading'> & {
  /** Whole numbers only (stock, quantities) brings up the digits keyboard on a phone. */
  wholeNumbers?: boolean;
};

/**
 * A number: null while empty, NaN when what is typed is not a number (the schema's message
 * says so). A number that may be left out is `.nullish()` in the schema: react-hook-form
 * cannot hold undefined for a field it controls.
 */
export function FormNumberField<T extends FieldValues, Out>({
  wholeNumbers = false,
  ...props
}: Bound<T, Out> & NumberProps) {
  return <NumberBox {...props} kind="number" inputMode={wholeNumbers ? 'numeric' : 'decimal'} />;
}

/** An amount in rupees (₹ shown in the box; paise allowed); the value is the number of rupees, null while empty (as FormNumberField). */
export function FormMoneyField<T extends FieldValues, Out>(props: Bound<T, Out> & Omit<NumberProps, 'wholeNumbers'>) {
  return <NumberBox {...props} kind="money" inputMode="decimal" leading="₹" />;
}

function NumberBox<T extends FieldValues, Out>({
  control,
  name,
  kind,
  ...input
}: Bound<T, Out> & InputProps & { kind: 'number' | 'money' }) {
  const { field, fieldState } = useController({ control, name });
  const { ref, onChange, onBlur, disabled, ...rest } = field;
  const value = asNumber(rest.value);
  // The box keeps what was typed ('12.', '1,299'); the form keeps the number it means.
  const [text, setText] = useState(() => formatNumberText(value, kind));
  // A value set from outside (a reset, a loaded record) replaces the text; one typed here already matches it.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!Object.is(parseNumberText(text), value)) setText(formatNumberText(value, kind));
  }
  return (
    <TextField
      {...input}
      type="text"
      name={rest.name}
      ref={ref}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseNumberText(event.target.value));
      }}
      onBlur={() => {
        if (value !== null && Number.isFinite(value)) setText(formatNumberText(value, kind));
        onBlur();
      }}
      disabled={disabled ?? input.disabled}
      error={fieldState.error?.message}
    />
  );
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined || value === '') return null;
  return parseNumberText(String(value));
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Labelled &
  Omit<
    ComponentProps<'select'>,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'id' | 'children'
  > & {
    options: readonly (SelectOption | string)[];
    /** Shown, and not choosable again, while nothing is chosen. */
    placeholder?: string;
  };

/** One choice from a list; the value is the chosen option's value ('' while none is). */
export function FormSelectField<T extends FieldValues, Out>({
  control,
  name,
  label,
  labelNote,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Bound<T, Out> & SelectProps) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <Field label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(ids) => (
        <select
          {...ids}
          {...select}
          name={field.name}
          ref={field.ref}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled ?? select.disabled}
          className={controlStyles(Boolean(error), `h-11 ${value ? '' : 'text-zinc-500'}`)}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => {
            const { value: optionValue, label: optionLabel } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={optionValue} value={optionValue} className="text-zinc-900">
                {optionLabel}
              </option>
            );
          })}
        </select>
      )}
    </Field>
  );
}

type TextareaProps = Labelled &
  Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'id'>;

/** Longer text (a description, a note); with maxLength it counts the characters left. */
export function FormTextareaField<T extends FieldValues, Out>({
  control,
  name,
  label,
  labelNote,
  hint,
  className,
  rows = 4,
  ...textarea
}: Bound<T, Out> & TextareaProps) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = (field.value as string | null | undefined) ?? '';
  const { maxLength } = textarea;
  return (
    <Field
      label={label}
      labelNote={labelNote}
      hint={hint}
      error={error}
      className={className}
      aside={maxLength ? `${value.length}/${maxLength}` : undefined}
    >
      {(ids) => (
        <textarea
          {...ids}
          {...textarea}
          rows={rows}
          name={field.name}
          ref={field.ref}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled ?? textarea.disabled}
          className={controlStyles(Boolean(error), 'py-2.5 leading-6')}
        />
      )}
    </Field>
  );
}

type ChoiceProps = Omit<Labelled, 'labelNote'> & { disabled?: boolean };

/** A yes/no answered by ticking (Remember me, I agree); the value is a boolean. */
export function FormCheckboxField<T extends FieldValues, Out>({
  control,
  name,
  label,
  hint,
  className,
  disabled,
}: Bound<T, Out> & ChoiceProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChoiceField label={label} hint={hint} error={fieldState.error?.message} className={className}>
      {(ids) => (
        <input
          {...ids}
          type="checkbox"
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          disabled={field.disabled ?? disabled}
          className="size-4 shrink-0 accent-accent"
        />
      )}
    </ChoiceField>
  );
}

/** A setting that is on or off (Active, Featured); the value is a boolean. */
export function FormSwitchField<T extends FieldValues, Out>({
  control,
  name,
  label,
  hint,
  className,
  disabled,
}: Bound<T, Out> & ChoiceProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <ChoiceField label={label} hint={hint} error={fieldState.error?.message} className={className} controlLast>
      {(ids) => (
        <Switch
          {...ids}
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled ?? disabled}
        />
      )}
    </ChoiceField>
  );
}
