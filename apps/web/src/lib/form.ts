import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { ZodType } from 'zod';
import { ApiError } from './api';

/**
 * A react-hook-form form checked by a shared zod schema, so every rule and message is the
 * API's own. A field shows its message once it has been left (or the form submitted), and
 * from then on as it is typed in; submitting focuses the first field in error.
 */
export function useZodForm<In extends FieldValues, Out extends FieldValues>(
  schema: ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
) {
  return useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues, mode: 'onTouched' });
}

/** The form-wide message (a failed call that names no field); cleared by the next submit. */
export function formErrorOf<T extends FieldValues, Out>(form: UseFormReturn<T, unknown, Out>): string | undefined {
  return form.formState.errors.root?.server?.message;
}

/**
 * Puts a 400 answer's field errors beside the fields named in `fields`; the API names them by
 * their path in the body, so a form for a nested part (the address in an order) gives that
 * part's `prefix`. Answers whether any was shown. A field's server message stays until the
 * field is edited.
 */
export function showServerFieldErrors<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  error: unknown,
  fields: readonly string[],
  prefix = '',
): boolean {
  if (!(error instanceof ApiError)) return false;
  const shown = new Set<string>();
  for (const { path, message } of error.errors ?? []) {
    if (!path.startsWith(prefix)) continue;
    const name = path.slice(prefix.length).split('.')[0] ?? '';
    if (!fields.includes(name) || shown.has(name)) continue;
    shown.add(name);
    form.setError(name as Path<T>, { type: 'server', message });
  }
  return shown.size > 0;
}

/**
 * Shows a failed call: 400 field errors beside their fields, anything else as the form's
 * message. An answer without the API's envelope carries no message worth showing; the
 * caller's `fallback` (the screen's own text) stands in.
 */
export function showServerError<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  error: unknown,
  fallback: string,
) {
  if (showServerFieldErrors(form, error, Object.keys(form.getValues()))) return;
  const message = error instanceof ApiError && (error.code || error.status === 0) ? error.message : fallback;
  form.setError('root.server', { type: 'server', message });
}
