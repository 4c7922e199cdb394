import { colourSwatch } from '@kuber/shared';

/** A round sample of the colour a name stands for (the store's colour map; a neutral grey for a name it does not know). */
export function ColorSwatch({ color, className = 'size-3.5' }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border border-zinc-300 ${className}`}
      style={{ background: colourSwatch(color) }}
    />
  );
}
