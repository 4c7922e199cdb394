/*
 * The colour a colour name shows as a swatch (a product decision: every colour the
 * catalogue uses shows the colour it names). Keys are lower case; look names up with
 * colourHex(), which ignores case and spacing and knows grey and gray as one.
 */

export const COLOUR_HEX: Readonly<Record<string, string>> = {
  white: '#ffffff',
  'off white': '#f5f1e6',
  cream: '#f3e9d2',
  ivory: '#fffbea',
  black: '#18181b',
  charcoal: '#36393f',
  gray: '#9ca3af',
  silver: '#c0c4cc',
  navy: '#1e3a8a',
  blue: '#2563eb',
  'sky blue': '#7cc4ec',
  'royal blue': '#2845c4',
  teal: '#0f766e',
  turquoise: '#2cc0c4',
  green: '#16a34a',
  olive: '#6b7a2a',
  'bottle green': '#0d5c3a',
  mint: '#a8e6cf',
  yellow: '#facc15',
  mustard: '#d4a017',
  gold: '#c9a227',
  orange: '#f97316',
  peach: '#ffbe98',
  coral: '#ff7f66',
  rust: '#b7410e',
  red: '#dc2626',
  maroon: '#7a1f2b',
  wine: '#6d1a36',
  pink: '#f472b6',
  magenta: '#c026a3',
  purple: '#7e3fb8',
  lavender: '#c4b5fd',
  beige: '#e8d8b8',
  khaki: '#c3b091',
  tan: '#d2a26b',
  brown: '#7c4a24',
};

/** Several colours at once (Multi, Multicolour): the swatch shows a wheel of them rather than one. */
export const MULTI_COLOUR_BACKGROUND = 'conic-gradient(#dc2626, #facc15, #16a34a, #2563eb, #7e3fb8, #dc2626)';

/** The swatch of a colour no one mapped yet: a neutral grey, apart from every mapped colour. */
export const UNKNOWN_COLOUR_HEX = '#d4d4d8';

const key = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .replace(/\bgrey\b/g, 'gray');

/** The hex of a colour name ('Navy', 'navy', 'Sky-Blue', 'Grey'), or undefined when it has none. */
export function colourHex(name: string): string | undefined {
  return COLOUR_HEX[key(name)];
}

/** A CSS background for a colour's swatch: its hex, the colour wheel for Multi, else the neutral grey. */
export function colourSwatch(name: string): string {
  const k = key(name);
  if (['multi', 'multicolour', 'multicolor'].includes(k.replace(/ /g, ''))) return MULTI_COLOUR_BACKGROUND;
  return COLOUR_HEX[k] ?? UNKNOWN_COLOUR_HEX;
}
