import type { ReactNode } from 'react';

interface StatusMessageProps {
  title: string;
  body?: ReactNode;
  icon?: ReactNode;
  /** Buttons or links that say what to do next. */
  actions?: ReactNode;
  /** Errors are announced to screen readers straight away. */
  tone?: 'info' | 'error';
}

/** The one shape for empty, error and not-found states. */
export function StatusMessage({ title, body, icon, actions, tone = 'info' }: StatusMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className="mx-auto flex max-w-md flex-col items-center px-4 py-14 text-center"
    >
      {icon && (
        <div
          className={`mb-4 flex size-14 items-center justify-center rounded-full ${tone === 'error' ? 'bg-accent-soft text-accent' : 'bg-zinc-100 text-zinc-600'}`}
        >
          {icon}
        </div>
      )}
      <h2 className="text-xl font-bold text-zinc-900">{title}</h2>
      {body && <p className="mt-2 text-sm leading-6 text-zinc-600">{body}</p>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
