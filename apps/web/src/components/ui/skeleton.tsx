/** Grey placeholder block; callers size it so the real content does not shift the page. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-zinc-200/80 ${className}`} />;
}
