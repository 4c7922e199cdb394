/**
 * The colour each colour name stands for: every colour the catalogue uses (product-decisions.md),
 * close to the demo pictures' own inks, and a few common names owners type.
 */
const SWATCHES: Record<string, string> = {
  white: '#f4f2ed',
  black: '#2a2b30',
  navy: '#233056',
  gray: '#8d929b',
  grey: '#8d929b',
  red: '#c8353e',
  blue: '#3b6fc4',
  green: '#2e8a57',
  yellow: '#f0c33c',
  pink: '#ee9ab7',
  maroon: '#7b1e32',
  beige: '#d9c4a1',
  brown: '#7a4e2d',
  olive: '#6b7142',
  mustard: '#cf9a22',
  orange: '#e9762b',
  purple: '#6d3fa0',
  cream: '#f3ead3',
  gold: '#d4a83c',
  silver: '#b8bec7',
  tan: '#c49a6c',
  teal: '#1f7a7a',
  khaki: '#b7a46e',
  peach: '#f4b899',
  lavender: '#b9a6d9',
  charcoal: '#3a3d42',
};
/** Several colours at once: a wheel rather than any one of them. */
const MULTI = 'conic-gradient(#e0604f, #f0a53c, #f0d04a, #4fb06d, #3b86c4, #8a5cc2, #e0604f)';
/** A name the map does not know: neutral, and marked so it is not read as grey. */
const UNKNOWN = 'repeating-linear-gradient(135deg, #e4e4e7 0 3px, #f4f4f5 3px 6px)';

/** The CSS background a colour name is shown with. */
export function swatchBackground(name: string): string {
  const key = name.trim().toLowerCase();
  if (key === 'multi' || key === 'multicolour' || key === 'multicolor') return MULTI;
  return SWATCHES[key] ?? UNKNOWN;
}

export function ColorSwatch({ color, className = 'size-3.5' }: { color: string; className?: string }) {
  return <span aria-hidden="true" className={`inline-block shrink-0 rounded-full border border-zinc-300 ${className}`} style={{ background: swatchBackground(color) }} />;
}
