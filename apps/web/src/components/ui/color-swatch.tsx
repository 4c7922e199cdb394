/** Colours the catalogue names most; anything else shows a neutral grey (spec). */
const SWATCHES: Record<string, string> = {
  white: '#ffffff',
  black: '#18181b',
  navy: '#1e3a8a',
  gray: '#9ca3af',
  grey: '#9ca3af',
  red: '#dc2626',
  blue: '#2563eb',
};
const NEUTRAL = '#d4d4d8';

function swatchColor(name: string): string {
  return SWATCHES[name.trim().toLowerCase()] ?? NEUTRAL;
}

export function ColorSwatch({ color, className = 'size-3.5' }: { color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 rounded-full border border-zinc-300 ${className}`}
      style={{ backgroundColor: swatchColor(color) }}
    />
  );
}
