import type { ReactNode } from 'react';

/** The page width and gutters every screen shares. */
export function PageContainer({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-7xl px-4 py-5 lg:py-8 ${className}`}>{children}</div>;
}
