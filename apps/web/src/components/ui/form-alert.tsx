import type { ReactNode } from 'react';

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
