import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: the way to the other form (sign up / log in). */
  footer?: ReactNode;
}

/** The frame of the login, sign-up and password pages: a card on a phone-width column. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="px-4 py-6 sm:py-12">
      <div className="mx-auto w-full max-w-md rounded-xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900">{title}</h1>
        {subtitle && <p className="mt-1.5 text-sm leading-6 text-zinc-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <p className="mx-auto mt-5 max-w-md text-center text-sm text-zinc-700">{footer}</p>}
    </div>
  );
}
