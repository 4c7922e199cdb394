import type { ReactNode } from 'react';
import { Button } from './button';

/** A message for a whole form: the server's error, or the success of a one-off action. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const look =
    tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-md border px-3 py-2.5 text-sm leading-6 ${look}`}
    >
      {children}
    </div>
  );
}

/**
 * The end of a two-column admin form in a dialog: the server's refusal, if any, then Cancel and the
 * submit button (side by side from sm up, the submit button first on a phone).
 */
export function DialogFormEnd({
  problem,
  submitting,
  submitLabel,
  onCancel,
}: {
  problem: string | null | undefined;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <>
      {problem && (
        <div className="sm:col-span-2">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={submitting} busyText="Saving…">
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
