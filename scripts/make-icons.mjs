#!/usr/bin/env node
/* global Buffer, console, process */
// Draws the store's mark (a white "K" on the accent colour, from the header's
// KuberFashion wordmark) and writes the favicon and every icon a phone asks for
// into apps/web/public. The files are committed: they change only with the mark,
// and the web build then needs no image library. Run after changing the mark:
//   node scripts/make-icons.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const ACCENT = '#d3215c';

// The "K" drawn as a path on a 32-unit square, so no font is needed to draw it.
const K = 'M10 8h3.4v6.6L19.2 8h4.1l-6.4 7.2L23.6 24h-4.2l-4.8-6.4-1.2 1.3V24H10z';

/**
 * The mark on a 32-unit square. `rounded` gives the browser-tab and launcher shape;
 * without it the colour fills the square (maskable icons and Apple's touch icon,
 * which the phone crops to its own shape). `scale` shrinks the K about the centre.
 */
function mark({ rounded, scale = 1 }) {
  const corner = rounded ? ' rx="7"' : '';
  const offset = 16 * (1 - scale);
  const transform = scale === 1 ? '' : ` transform="translate(${offset} ${offset}) scale(${scale})"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"${corner} fill="${ACCENT}"/><path${transform} d="${K}" fill="#fff"/></svg>`;
}

async function png(svg, size, file) {
  // Rendered at the target size (not scaled from a bitmap) so every size is sharp.
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(PUBLIC, file));
}

mkdirSync(path.join(PUBLIC, 'icons'), { recursive: true });
const rounded = mark({ rounded: true });
// Maskable icons may be cut to a circle of 80 % of their width: the K keeps well inside it.
const fullBleed = mark({ rounded: false, scale: 0.8 });

writeFileSync(path.join(PUBLIC, 'favicon.svg'), `${rounded}\n`);
// The sizes Android launchers, Chrome's install dialog and splash screen, and Windows tiles ask for.
for (const size of [48, 72, 96, 128, 144, 152, 192, 256, 384, 512]) await png(rounded, size, `icons/icon-${size}.png`);
for (const size of [192, 512]) await png(fullBleed, size, `icons/maskable-${size}.png`);
// iOS rounds the corners itself and shows transparency as black.
await png(mark({ rounded: false, scale: 0.9 }), 180, 'icons/apple-touch-icon.png');
console.log(`Icons written to ${path.relative(process.cwd(), PUBLIC)}`);
