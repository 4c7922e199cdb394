import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from './api';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The part of a zod schema a form needs; typed structurally so this module does not pull zod in. */
export interface FormSchema<Out> {
  safeParse(value: unknown): { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };
}

/** What an input needs from the form: spread it onto a TextField. */
export interface FieldProps {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * Form state checked by the same shared schema the API uses, so every rule and message is
 * the server's. A field shows its message once the shopper has left it (or tried to submit),
 * and from then on as they type. Server answers are shown too: 400 errors beside their
 * fields, anything else as one message for the whole form.
 */
export function useSchemaForm<Field extends string, Out>(schema: FormSchema<Out>, initial: Record<Field, string>) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const result = schema.safeParse(values);
  const clientErrors: Partial<Record<Field, string>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const name = String(issue.path[0]) as Field;
      clientErrors[name] ??= issue.message;
    }
  }

  const isField = (name: string): name is Field => Object.hasOwn(initial, name);
  const errorOf = (name: Field) => serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined);

  /** Props for an input bound to `name`. */
  function field(name: Field): FieldProps {
    return {
      name,
      value: values[name],
      error: errorOf(name),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setServerErrors(({ [name]: _spent, ...rest }) => rest as Partial<Record<Field, string>>);
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  }

  /** Validates everything, focuses the first field in error, and calls `onValid` with the parsed data. */
  function handleSubmit(onValid: (data: Out) => Promise<void> | void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setFormError(null);
      setTouched(Object.fromEntries(Object.keys(initial).map((name) => [name, true])) as Record<Field, boolean>);
      if (!result.success) {
        const [name, message] = Object.entries(clientErrors)[0] as [Field, string];
        const input = event.currentTarget.elements.namedItem(name);
        if (input instanceof HTMLElement) input.focus();
        // A value with no input of its own (a token from the link) can only be reported for the form.
        else setFormError(message);
        return;
      }
      await onValid(result.data);
    };
  }

  /** Shows a failed call: 400 field errors beside their fields, other failures as the form's message. */
  function showError(error: unknown, fallback: string) {
    if (error instanceof ApiError && error.errors?.length) {
      const byField: Partial<Record<Field, string>> = {};
      for (const { path, message } of error.errors) {
        const name = path.split('.')[0] ?? '';
        if (isField(name)) byField[name] ??= message;
      }
      if (Object.keys(byField).length > 0) {
        setServerErrors(byField);
        return;
      }
    }
    // An answer without the API's envelope carries no message worth showing; the spec's default stands in.
    setFormError(error instanceof ApiError && (error.code || error.status === 0) ? error.message : fallback);
  }

  return { values, field, handleSubmit, showError, formError, setFormError };
}
