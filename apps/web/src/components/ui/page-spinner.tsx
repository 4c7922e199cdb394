import { Spinner } from './spinner';

/** A centred spinner standing in for a whole page while it cannot be drawn yet. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-accent" role="status" aria-label={label}>
      <Spinner className="size-8" />
    </div>
  );
}
