import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CATEGORIES } from '@kuber/shared';
import {
  DEMO_PICTURES_DRAWN,
  DEMO_PRODUCTS,
  DEMO_UPLOAD_DIR,
  demoImageName,
  hashString,
  prng,
  type Art,
  type Colour,
  type DemoProduct,
  type Pattern,
} from './demo-catalogue.js';
import { categoryImageUrl } from '../db/factories.js';
import { uploadsDir } from '../db/paths.js';

/*
 * Demo product pictures, drawn as SVG and rendered to WebP by sharp. Every drawing lives in a
 * 600x800 frame (3:4); the output is 800x1066 plus a 400x533 variant named '-400.webp'.
 */

export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 1066;
export const SMALL_WIDTH = 400;
export const SMALL_HEIGHT = 533;

const HEX: Record<Colour, string> = {
  White: '#f4f2ed',
  Black: '#2a2b30',
  Navy: '#233056',
  Gray: '#8d929b',
  Red: '#c8353e',
  Blue: '#3b6fc4',
  Green: '#2e8a57',
  Yellow: '#f0c33c',
  Pink: '#ee9ab7',
  Maroon: '#7b1e32',
  Beige: '#d9c4a1',
  Brown: '#7a4e2d',
  Olive: '#6b7142',
  Mustard: '#cf9a22',
  Multi: '#e0604f',
};
const RAINBOW = ['#e0604f', '#f0a53c', '#f0d04a', '#4fb06d', '#3b86c4', '#8a5cc2'];
const GOLD = '#d4a83c';
const SILVER = '#b8bec7';

type Rgb = [number, number, number];
function rgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
function luminance(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The inks one drawing uses, all derived from the product colour and the product's seed. */
interface Ink {
  fill: string;
  dark: string;
  deep: string;
  light: string;
  /** Seams and stitching: visible on both dark and light cloth. */
  line: string;
  outline: string;
  accent: string;
  metal: string;
  multi: boolean;
}

interface Look {
  /** 0..1 values fixed per product, so its colour variants match and its siblings differ. */
  r: number[];
  name: string;
  pattern: Pattern;
  has(word: string): boolean;
}

/** What an art draws: `shape` is the cloth (filled, patterned, shaded); the rest is layered around it. */
interface Drawn {
  shape?: string;
  under?: string;
  inner?: string;
  over?: string;
  /** Height of the hem, where a 'border' pattern runs. */
  hem?: number;
  /** The drawing carries its own print, so the product's pattern is not laid over it. */
  ownPrint?: boolean;
}

/** Where each drawing sits in the 600x800 frame (x1, y1, x2, y2), to size them all alike. */
const BOX: Record<Art, [number, number, number, number]> = {
  tshirt: [84, 150, 516, 684],
  polo: [84, 146, 516, 684],
  shirt: [90, 122, 510, 686],
  kurta: [102, 122, 498, 754],
  nehru: [90, 118, 510, 720],
  jacket: [84, 150, 516, 634],
  bomber: [80, 150, 520, 644],
  puffer: [72, 106, 528, 654],
  trackjacket: [86, 140, 514, 644],
  cardigan: [86, 150, 514, 664],
  hoodie: [84, 84, 516, 654],
  trousers: [178, 128, 422, 732],
  jeans: [182, 128, 418, 732],
  trackpants: [196, 128, 404, 730],
  palazzo: [120, 128, 480, 736],
  leggings: [210, 128, 390, 730],
  shorts: [170, 198, 430, 534],
  dress: [112, 138, 488, 730],
  anarkali: [102, 128, 498, 760],
  frock: [112, 196, 488, 660],
  top: [118, 178, 482, 548],
  saree: [152, 110, 466, 760],
  lehenga: [94, 110, 506, 770],
  dupatta: [176, 96, 424, 734],
  sportsbra: [180, 96, 420, 418],
  dungarees: [176, 142, 424, 692],
  sneaker: [84, 298, 512, 546],
  hightop: [84, 216, 512, 546],
  sandal: [96, 150, 504, 710],
  slides: [96, 150, 504, 710],
  kolhapuri: [96, 150, 504, 710],
  formal: [80, 368, 504, 540],
  loafer: [80, 400, 504, 530],
  jutti: [60, 402, 502, 512],
  boot: [78, 130, 508, 548],
  bag: [134, 90, 466, 668],
  tote: [140, 192, 460, 680],
  backpack: [170, 114, 430, 690],
  wallet: [100, 270, 500, 620],
  watch: [172, 80, 448, 720],
  sunglasses: [72, 318, 528, 470],
  belt: [74, 270, 526, 570],
  cap: [136, 256, 556, 512],
  earrings: [142, 166, 458, 450],
};

const SIDE_SHOES: Art[] = ['sneaker', 'hightop', 'formal', 'loafer', 'jutti', 'boot'];
const PAIR_OFFSET = [48, -62] as const;

/** A transform that scales a drawing to fill (at most) the given box, centred in it. */
function fitInto(art: Art, x: number, y: number, w: number, h: number, maxScale = 1.3): string {
  const [x1, y1, x2, y2] = BOX[art];
  if (SIDE_SHOES.includes(art)) return fitBox([x1, y1 + PAIR_OFFSET[1], x2 + PAIR_OFFSET[0], y2], x, y, w, h, maxScale);
  return fitBox([x1, y1, x2, y2], x, y, w, h, maxScale);
}

function fitBox(
  [x1, y1, x2, y2]: [number, number, number, number],
  x: number,
  y: number,
  w: number,
  h: number,
  maxScale: number,
): string {
  const s = Math.min(w / (x2 - x1), h / (y2 - y1), maxScale);
  const tx = x + w / 2 - (s * (x1 + x2)) / 2;
  const ty = y + h / 2 - (s * (y1 + y2)) / 2;
  return `translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${s.toFixed(3)})`;
}

function inks(colour: Colour, r: number[]): Ink {
  const fill = HEX[colour];
  const l = luminance(fill);
  const accents = [GOLD, '#f7f3ea', '#c8353e', '#233056', '#2e8a57', '#f0c33c'];
  let accent = accents[Math.floor(r[3]! * accents.length)]!;
  if (Math.abs(luminance(accent) - l) < 0.25) accent = l > 0.5 ? '#2a2b30' : '#f7f3ea';
  return {
    fill,
    dark: mix(fill, '#000000', 0.28),
    deep: mix(fill, '#000000', 0.5),
    light: mix(fill, '#ffffff', 0.35),
    line: l < 0.22 ? mix(fill, '#ffffff', 0.25) : mix(fill, '#000000', 0.3),
    outline: mix(fill, '#000000', l > 0.8 ? 0.22 : 0.35),
    accent,
    metal: r[4]! < 0.55 ? GOLD : SILVER,
    multi: colour === 'Multi',
  };
}

const line = (d: string, stroke: string, w = 3, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const fillPath = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const dots = (pts: [number, number][], rad: number, fill: string, extra = '') =>
  pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${rad}" fill="${fill}" ${extra}/>`).join('');
const mirror = (svg: string) => `<g transform="translate(600 0) scale(-1 1)">${svg}</g>`;

/** A long-sleeved top (shirts, jackets, hoodies); `b` makes it bulkier. */
function longSleeve(hem: number, b = 0, top = 150): string {
  return `M${232 - b} ${top} L300 ${top + 22} L${368 + b} ${top} L${446 + b} ${top + 28} Q${476 + b} ${top + 44} ${484 + b} ${top + 96} L${510 + b} 560 L${458 + b} 574 L${424 + b / 2} 318 L${426 + b / 2} ${hem} Q300 ${hem + 14} ${174 - b / 2} ${hem} L${176 - b / 2} 318 L${142 - b} 574 L${90 - b} 560 L${116 - b} ${top + 96} Q${124 - b} ${top + 44} ${154 - b} ${top + 28} Z`;
}

function cuffs(k: Ink, b = 0): string {
  return (
    fillPath(`M${94 - b} 522 L${146 - b} 534 L${142 - b} 574 L${90 - b} 560 Z`, k.dark, 'opacity=".45"') +
    fillPath(`M${506 + b} 522 L${454 + b} 534 L${458 + b} 574 L${510 + b} 560 Z`, k.dark, 'opacity=".45"')
  );
}

function folds(k: Ink, paths: string[]): string {
  return paths.map((d) => line(d, k.deep, 5, 'opacity=".18"')).join('');
}

function buttons(k: Ink, x: number, ys: number[], fill = k.light, r = 5.5): string {
  return dots(
    ys.map((y) => [x, y] as [number, number]),
    r,
    fill,
    `stroke="${k.outline}" stroke-width="1.5"`,
  );
}

const SOLE = (k: Ink) => (luminance(k.fill) > 0.8 ? '#e4e0d8' : '#f5f3ee');

const DRAW: Record<Art, (k: Ink, v: Look) => Drawn> = {
  tshirt(k, v) {
    const variant = Math.floor(v.r[5]! * 3);
    const shape =
      'M232 150 Q300 190 368 150 L468 192 L516 300 L446 330 L420 282 L424 668 Q300 684 176 668 L180 282 L154 330 L84 300 L132 192 Z';
    let over = fillPath('M232 150 Q300 190 368 150 Q300 168 232 150 Z', k.deep);
    over += line('M228 152 Q300 202 372 152', k.dark, 9);
    over +=
      line('M92 286 L160 314', k.line, 3, 'stroke-dasharray="8 6"') +
      line('M508 286 L440 314', k.line, 3, 'stroke-dasharray="8 6"');
    over += line('M182 648 Q300 664 422 648', k.line, 3, 'stroke-dasharray="8 6"');
    over += folds(k, ['M214 420 Q228 520 214 620', 'M380 360 Q368 460 386 560']);
    let inner = '';
    if (v.has('henley')) over += line('M300 176 L300 262', k.line, 3) + buttons(k, 300, [196, 226, 254], k.light, 5);
    else if (v.pattern === 'print') inner += graphic(k, v, 300, 370);
    else if (variant === 0) over += line('M326 232 h54 v60 q-27 10 -54 0 Z', k.line, 3);
    else if (variant === 1) inner += `<rect x="0" y="300" width="600" height="34" fill="${k.accent}" opacity=".9"/>`;
    else over += dots([[348, 240]], 11, k.accent);
    return { shape, inner, over, hem: 668, ownPrint: v.pattern === 'print' };
  },
  polo(k, v) {
    const shape =
      'M232 150 Q300 178 368 150 L468 192 L516 300 L446 330 L420 282 L424 668 Q300 684 176 668 L180 282 L154 330 L84 300 L132 192 Z';
    let over = fillPath('M240 152 Q300 186 360 152 Q300 168 240 152 Z', k.deep);
    over += fillPath('M288 172 h24 v104 h-24 Z', k.dark, 'opacity=".35"') + buttons(k, 300, [200, 240]);
    over += fillPath('M236 146 L300 180 L276 226 L222 168 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`);
    over += fillPath('M364 146 L300 180 L324 226 L378 168 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`);
    over +=
      line('M94 290 L158 316', v.r[6]! > 0.5 ? k.accent : k.line, 6) +
      line('M506 290 L442 316', v.r[6]! > 0.5 ? k.accent : k.line, 6);
    over += folds(k, ['M214 420 Q228 520 214 620', 'M380 360 Q368 460 386 560']);
    if (v.r[5]! > 0.5) over += dots([[360, 250]], 9, k.accent);
    return { shape, over, hem: 668 };
  },
  shirt(k, v) {
    const shape = longSleeve(672, 0, 140);
    let over = fillPath('M232 140 Q300 122 368 140 L300 162 Z', k.deep);
    over += line('M300 164 L300 676', k.line, 3) + line('M312 168 L312 676', k.line, 2, 'opacity=".6"');
    over += buttons(k, 306, [206, 268, 330, 392, 454, 516, 578, 640]);
    over += fillPath('M232 140 L300 164 L270 210 L220 160 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`);
    over += fillPath('M368 140 L300 164 L330 210 L380 160 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`);
    over += cuffs(k);
    if (v.r[5]! > 0.35) over += line('M330 238 h56 v62 l-28 10 l-28 -10 Z', k.line, 3);
    over += folds(k, ['M220 400 Q236 520 220 640', 'M120 330 Q130 420 118 500', 'M480 330 Q470 420 482 500']);
    return { shape, over, hem: 672 };
  },
  kurta(k, v) {
    const shape =
      'M238 128 Q300 146 362 128 L438 156 Q466 170 474 222 L498 548 L454 558 L428 298 L446 738 Q300 754 154 738 L172 298 L146 558 L102 548 L126 222 Q134 170 162 156 Z';
    let over = fillPath('M244 122 Q300 138 356 122 L358 140 Q300 158 242 140 Z', k.dark);
    over += line('M300 146 L300 330', k.line, 3);
    over += buttons(k, 300, [176, 214, 252, 290], k.metal, 5);
    if (v.pattern === 'border' || v.r[5]! > 0.6)
      over +=
        line('M236 150 Q300 200 364 150', k.metal, 5, 'opacity=".9"') +
        line('M238 170 Q300 222 362 170', k.metal, 3, 'stroke-dasharray="2 8" opacity=".9"');
    over += line('M160 738 L166 636', k.line, 3) + line('M440 738 L434 636', k.line, 3);
    over +=
      fillPath('M102 548 L106 512 L150 522 L146 558 Z', k.dark, 'opacity=".35"') +
      fillPath('M498 548 L494 512 L450 522 L454 558 Z', k.dark, 'opacity=".35"');
    over += folds(k, ['M214 400 Q230 560 206 720', 'M386 400 Q372 560 394 720']);
    return { shape, over, hem: 738 };
  },
  nehru(k, v) {
    const under =
      fillPath(longSleeve(706, 0, 146), '#f3efe6', 'stroke="#cfc8bb" stroke-width="2.5"') +
      cuffs({ ...k, dark: '#cfc8bb' });
    const shape =
      'M240 140 L300 170 L360 140 L404 156 Q398 232 430 286 L432 650 Q300 668 168 650 L170 286 Q202 232 196 156 Z';
    let over = fillPath('M242 134 Q300 118 358 134 L356 150 Q300 136 244 150 Z', k.dark);
    over +=
      line('M300 152 L300 662', k.line, 3) +
      buttons(k, 300, [200, 262, 324, 386, 448, 510], v.r[5]! > 0.5 ? k.metal : k.deep, 6);
    over += line('M200 486 h70', k.deep, 5) + line('M330 486 h70', k.deep, 5) + line('M336 272 h52', k.deep, 5);
    if (v.r[6]! > 0.5) over += fillPath('M342 252 l20 -26 l20 26 Z', k.accent);
    over += folds(k, ['M206 330 Q220 450 206 600', 'M394 330 Q380 450 394 600']);
    return { under, shape, over, hem: 650 };
  },
  jacket(k, v) {
    const shape = longSleeve(620, 6);
    const stitch = luminance(k.fill) > 0.7 ? '#b8b2a6' : '#d8a23a';
    let over = fillPath(
      'M226 150 L300 172 L374 150 L392 170 L330 250 L300 180 L270 250 L208 170 Z',
      k.fill,
      `stroke="${k.outline}" stroke-width="2.5"`,
    );
    over += line('M300 180 L300 620', k.line, 3);
    over += buttons(k, 300, [240, 320, 400, 480, 560], k.metal, 7);
    over +=
      line('M200 280 h76 v70 h-76 Z', stitch, 2.5, 'stroke-dasharray="7 5"') +
      line('M324 280 h76 v70 h-76 Z', stitch, 2.5, 'stroke-dasharray="7 5"');
    over += line('M200 306 h76', stitch, 2.5) + line('M324 306 h76', stitch, 2.5);
    over += line('M172 572 L428 572', stitch, 2.5, 'stroke-dasharray="7 5"');
    over += cuffs(k, 6);
    if (v.r[5]! > 0.5) over += line('M188 420 Q198 500 186 560', k.deep, 5, 'opacity=".2"');
    return { shape, over, hem: 620 };
  },
  bomber(k, v) {
    const shape = longSleeve(630, 10);
    const rib = v.r[5]! > 0.5 ? k.deep : k.dark;
    let over = fillPath('M232 150 Q300 200 368 150 L378 170 Q300 226 222 170 Z', rib);
    over +=
      fillPath('M170 596 L430 596 L431 630 Q300 646 169 630 Z', rib) +
      fillPath('M80 524 L136 538 L132 576 L78 562 Z', rib) +
      fillPath('M520 524 L464 538 L468 576 L522 562 Z', rib);
    over += line('M300 190 L300 620', k.metal, 4) + line('M86 380 L140 400', k.line, 3);
    over += line('M212 420 L240 520', k.line, 3) + line('M388 420 L360 520', k.line, 3);
    over += fillPath('M106 300 h38 v44 h-38 Z', k.dark, 'opacity=".5"');
    over += folds(k, ['M210 300 Q220 380 206 460', 'M392 300 Q380 380 394 460']);
    return { shape, over, hem: 630 };
  },
  puffer(k) {
    const shape = longSleeve(640, 18);
    let inner = '';
    for (let y = 210; y < 660; y += 54)
      inner += line(`M0 ${y} Q150 ${y + 10} 300 ${y} Q450 ${y + 10} 600 ${y}`, k.deep, 4, 'opacity=".35"');
    for (let y = 216; y < 660; y += 54)
      inner += line(`M0 ${y} Q150 ${y + 10} 300 ${y} Q450 ${y + 10} 600 ${y}`, '#ffffff', 6, 'opacity=".12"');
    let over = fillPath(
      'M228 120 Q300 106 372 120 L376 178 Q300 196 224 178 Z',
      k.fill,
      `stroke="${k.outline}" stroke-width="2.5"`,
    );
    over += line('M300 130 L300 640', k.metal, 4);
    over += cuffs(k, 18);
    return { shape, inner, over, hem: 640 };
  },
  trackjacket(k) {
    const shape = longSleeve(630, 4);
    const stripe = luminance(k.fill) > 0.7 ? '#2a2b30' : '#f7f3ea';
    let inner = '';
    for (const dx of [0, 18]) {
      inner +=
        line(`M${458 + dx - 20} 180 L${508 + dx - 20} 566`, stripe, 7) +
        line(`M${142 - dx + 20} 180 L${92 - dx + 20} 566`, stripe, 7);
    }
    let over = fillPath('M234 140 Q300 124 366 140 L368 178 Q300 196 232 178 Z', k.dark);
    over += line('M300 150 L300 630', k.metal, 4) + cuffs(k, 4);
    over += fillPath('M172 600 L428 600 L427 630 Q300 644 173 630 Z', k.dark, 'opacity=".55"');
    over += line('M214 440 L234 530', k.line, 3) + line('M386 440 L366 530', k.line, 3);
    return { shape, inner, over, hem: 630 };
  },
  cardigan(k, v) {
    const shape = longSleeve(650, 4);
    const under = '';
    let over = fillPath('M240 150 L300 176 L360 150 L300 360 Z', '#f3efe6', `stroke="${k.outline}" stroke-width="2"`);
    over += line('M238 150 L300 362 L300 650', k.dark, 10) + line('M362 150 L300 362', k.dark, 10);
    over += buttons(k, 312, [388, 446, 504, 562, 620], v.r[5]! > 0.5 ? '#8a6a4a' : k.light, 7);
    let inner = fillPath('M160 612 L440 612 L440 660 L160 660 Z', k.dark, 'opacity=".4"');
    for (let x = 176; x < 430; x += 14) inner += line(`M${x} 616 L${x} 656`, k.deep, 2, 'opacity=".3"');
    over += cuffs(k, 4);
    over += line('M210 420 Q220 480 210 560', k.deep, 5, 'opacity=".2"');
    return { under, shape, inner, over, hem: 650 };
  },
  hoodie(k, v) {
    const under = fillPath(
      'M222 192 Q212 92 300 84 Q388 92 378 192 Q300 216 222 192 Z',
      k.dark,
      `stroke="${k.outline}" stroke-width="2.5"`,
    );
    const shape = longSleeve(640, 6, 170);
    let over = fillPath('M246 188 Q250 120 300 116 Q350 120 354 188 Q300 208 246 188 Z', k.deep);
    const zip = v.has('zip');
    if (zip) over += line('M300 206 L300 640', k.metal, 4);
    over +=
      line('M284 204 L278 300', k.accent, 4) +
      line('M316 204 L322 300', k.accent, 4) +
      dots(
        [
          [278, 304],
          [322, 304],
        ],
        5,
        k.accent,
      );
    if (!zip)
      over +=
        line('M226 468 L374 468 L396 590 L204 590 Z', k.line, 3) +
        line('M226 468 L204 560', k.deep, 4, 'opacity=".35"') +
        line('M374 468 L396 560', k.deep, 4, 'opacity=".35"');
    else over += line('M210 500 L236 580', k.line, 3) + line('M390 500 L364 580', k.line, 3);
    over += fillPath('M172 608 L428 608 L429 640 Q300 654 171 640 Z', k.dark, 'opacity=".45"') + cuffs(k, 6);
    return { under, shape, over, hem: 640 };
  },
  trousers(k, v) {
    const shape = 'M196 130 L404 130 L422 730 L322 732 L302 330 L298 330 L278 732 L178 730 Z';
    let over =
      waistband(k) + line('M300 164 L300 300', k.line, 3) + line('M300 300 Q316 290 316 250 L316 164', k.line, 3);
    over += line('M202 170 Q234 180 246 164', k.line, 3) + line('M398 170 Q366 180 354 164', k.line, 3);
    over +=
      line('M238 330 L228 730', k.deep, 3, 'opacity=".25"') + line('M362 330 L372 730', k.deep, 3, 'opacity=".25"');
    if (v.r[5]! > 0.5)
      over +=
        fillPath('M180 700 L278 702 L278 732 L178 730 Z', k.dark, 'opacity=".25"') +
        fillPath('M420 700 L322 702 L322 732 L422 730 Z', k.dark, 'opacity=".25"');
    return { shape, over, hem: 730 };
  },
  jeans(k) {
    const shape = 'M196 130 L404 130 L418 730 L322 732 L302 330 L298 330 L278 732 L182 730 Z';
    const stitch = luminance(k.fill) > 0.7 ? '#b8b2a6' : '#d8a23a';
    let over =
      waistband(k) +
      line('M300 164 L300 300', stitch, 2.5, 'stroke-dasharray="7 5"') +
      line('M300 300 Q318 290 318 250 L318 164', stitch, 2.5, 'stroke-dasharray="7 5"');
    over +=
      line('M202 172 Q238 184 250 164', stitch, 2.5, 'stroke-dasharray="7 5"') +
      line('M398 172 Q362 184 350 164', stitch, 2.5, 'stroke-dasharray="7 5"');
    over += dots(
      [
        [252, 168],
        [348, 168],
        [300, 148],
      ],
      4.5,
      k.metal,
    );
    over +=
      line('M186 600 Q220 610 270 596', '#ffffff', 6, 'opacity=".12"') +
      line('M412 600 Q380 610 330 596', '#ffffff', 6, 'opacity=".12"');
    over +=
      line('M220 380 Q240 420 226 470', '#ffffff', 10, 'opacity=".1"') +
      line('M380 380 Q360 420 374 470', '#ffffff', 10, 'opacity=".1"');
    over +=
      line('M184 714 L278 716', stitch, 2.5, 'stroke-dasharray="7 5"') +
      line('M416 714 L322 716', stitch, 2.5, 'stroke-dasharray="7 5"');
    return { shape, over, hem: 730 };
  },
  trackpants(k) {
    const shape =
      'M196 130 L404 130 L392 690 L394 730 L322 730 L322 690 L302 330 L298 330 L278 690 L278 730 L206 730 L208 690 Z';
    const stripe = luminance(k.fill) > 0.7 ? '#2a2b30' : '#f7f3ea';
    const inner =
      line('M204 160 L214 690', stripe, 8) +
      line('M396 160 L386 690', stripe, 8) +
      fillPath('M0 690 L600 690 L600 740 L0 740 Z', k.dark, 'opacity=".5"');
    let over = waistband(k) + line('M286 164 L282 240', k.accent, 4) + line('M314 164 L318 240', k.accent, 4);
    over +=
      line('M236 360 Q250 480 240 600', k.deep, 4, 'opacity=".2"') +
      line('M364 360 Q350 480 360 600', k.deep, 4, 'opacity=".2"');
    return { shape, inner, over, hem: 730 };
  },
  palazzo(k) {
    const shape = 'M206 130 L394 130 Q440 420 480 730 L318 736 L300 360 L282 736 L120 730 Q160 420 206 130 Z';
    let over = waistband(k, 206, 394);
    for (let x = 212; x < 392; x += 12) over += line(`M${x} 134 L${x} 160`, k.deep, 2, 'opacity=".35"');
    over += folds(k, [
      'M220 220 Q200 480 168 720',
      'M252 300 Q250 520 236 724',
      'M380 220 Q400 480 432 720',
      'M348 300 Q350 520 364 724',
    ]);
    return { shape, over, hem: 730 };
  },
  leggings(k, v) {
    const shape = 'M210 130 L390 130 L360 730 L314 730 L302 330 L298 330 L286 730 L240 730 Z';
    let over = waistband(k, 210, 390);
    for (let y = 620; y < 726; y += 18)
      over +=
        line(`M${244 + (y - 620) / 20} ${y} q20 6 40 0`, k.deep, 3, 'opacity=".3"') +
        line(`M${316 - (y - 620) / 20} ${y} q20 6 40 0`, k.deep, 3, 'opacity=".3"');
    if (v.has('yoga') || v.has('compression'))
      over +=
        line('M222 170 L254 640', k.light, 4, 'opacity=".4"') + line('M378 170 L346 640', k.light, 4, 'opacity=".4"');
    return { shape, over, hem: 730 };
  },
  shorts(k, v) {
    const shape = 'M192 200 L408 200 L430 520 L320 534 L302 340 L298 340 L280 534 L170 520 Z';
    let over =
      waistband(k, 192, 408, 200) + line('M286 234 L280 300', k.accent, 4) + line('M314 234 L320 300', k.accent, 4);
    over +=
      line('M174 500 L280 514', k.line, 3, 'stroke-dasharray="8 6"') +
      line('M426 500 L320 514', k.line, 3, 'stroke-dasharray="8 6"');
    const inner =
      v.r[5]! > 0.5 || v.has('athletic')
        ? line('M196 230 L178 520', k.accent, 10) + line('M404 230 L422 520', k.accent, 10)
        : '';
    if (v.has('cargo')) over += line('M176 360 h52 v70 h-52 Z', k.line, 3) + line('M424 360 h-52 v70 h52 Z', k.line, 3);
    return { shape, inner, over, hem: 520 };
  },
  dress(k, v) {
    const shape =
      'M252 138 Q300 180 348 138 L368 142 Q364 210 384 262 Q366 300 360 332 Q430 500 488 700 Q300 736 112 700 Q170 500 240 332 Q234 300 216 262 Q236 210 232 142 Z';
    let under = '';
    if (v.r[5]! > 0.5 || v.has('maxi') || v.has('wrap')) {
      under =
        fillPath('M234 144 Q184 150 170 212 Q196 230 222 220 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`) +
        fillPath('M366 144 Q416 150 430 212 Q404 230 378 220 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`);
    }
    let over = fillPath('M252 138 Q300 180 348 138 Q300 156 252 138 Z', k.deep);
    over +=
      v.r[6]! > 0.45
        ? fillPath('M240 322 Q300 336 360 322 L362 348 Q300 362 238 348 Z', k.accent)
        : line('M240 332 Q300 346 360 332', k.line, 3);
    if (v.has('wrap')) over += line('M252 140 L340 332', k.line, 3);
    over += folds(k, ['M270 360 Q230 520 190 700', 'M300 362 Q300 540 300 716', 'M330 360 Q370 520 410 700']);
    return { under, shape, over, hem: 700 };
  },
  anarkali(k) {
    const shape =
      'M240 128 Q300 150 360 128 L432 152 Q458 166 466 214 L492 520 L450 530 L418 296 L352 318 Q420 520 498 736 Q300 770 102 736 Q180 520 248 318 L182 296 L150 530 L108 520 L134 214 Q142 166 168 152 Z';
    let over = fillPath('M262 130 Q300 178 338 130 Q300 150 262 130 Z', k.deep);
    over += line('M248 318 Q300 332 352 318', k.metal, 6);
    over += folds(k, [
      'M270 340 Q210 540 160 736',
      'M290 340 Q270 540 250 746',
      'M310 340 Q330 540 350 746',
      'M330 340 Q390 540 440 736',
    ]);
    over +=
      fillPath('M108 520 L112 490 L152 500 L150 530 Z', k.metal, 'opacity=".8"') +
      fillPath('M492 520 L488 490 L448 500 L450 530 Z', k.metal, 'opacity=".8"');
    return { shape, over, hem: 740 };
  },
  frock(k) {
    const under =
      fillPath('M206 196 Q166 200 162 250 Q190 268 232 250 Z', k.light, `stroke="${k.outline}" stroke-width="2.5"`) +
      fillPath('M394 196 Q434 200 438 250 Q410 268 368 250 Z', k.light, `stroke="${k.outline}" stroke-width="2.5"`);
    const shape =
      'M244 196 Q300 232 356 196 L376 204 Q370 260 380 322 Q452 480 488 624 Q300 664 112 624 Q148 480 220 322 Q230 260 224 204 Z';
    let over = fillPath(
      'M244 196 Q258 244 300 230 Q342 244 356 196 Q300 232 244 196 Z',
      '#fbf8f2',
      'stroke="#d8d2c6" stroke-width="2"',
    );
    over += fillPath('M220 318 Q300 336 380 318 L384 346 Q300 364 216 346 Z', k.accent);
    over +=
      fillPath(
        'M300 340 L254 312 L258 370 Z',
        k.accent,
        `stroke="${mix(k.accent, '#000000', 0.25)}" stroke-width="2"`,
      ) +
      fillPath(
        'M300 340 L346 312 L342 370 Z',
        k.accent,
        `stroke="${mix(k.accent, '#000000', 0.25)}" stroke-width="2"`,
      ) +
      dots([[300, 340]], 10, mix(k.accent, '#000000', 0.15));
    over += line('M122 600 Q300 638 478 600', k.line, 3, 'stroke-dasharray="4 8"');
    over += folds(k, ['M260 370 Q220 500 180 620', 'M340 370 Q380 500 420 620']);
    return { under, shape, over, hem: 628 };
  },
  top(k, v) {
    const tank = v.has('tank') || v.has('crop');
    const shape = tank
      ? 'M252 178 Q300 222 348 178 L364 180 Q370 240 404 290 Q398 400 414 520 Q300 544 186 520 Q202 400 196 290 Q230 240 236 180 Z'
      : 'M240 190 Q300 226 360 190 L420 210 Q470 240 482 300 L424 318 L410 290 Q404 380 420 520 Q300 548 180 520 Q196 380 190 290 L176 318 L118 300 Q130 240 180 210 Z';
    let over = fillPath(
      tank ? 'M252 178 Q300 222 348 178 Q300 196 252 178 Z' : 'M240 190 Q300 226 360 190 Q300 206 240 190 Z',
      k.deep,
    );
    if (!tank) {
      over += line('M124 292 Q150 300 176 318', k.line, 3) + line('M476 292 Q450 300 424 318', k.line, 3);
      if (v.has('peplum'))
        over +=
          line('M196 420 Q300 436 404 420', k.line, 3) +
          folds(k, ['M220 430 L206 516', 'M260 436 L254 528', 'M340 436 L346 528', 'M380 430 L394 516']);
      else if (v.has('blouse') || v.r[5]! > 0.5) over += buttons(k, 300, [236, 286, 336, 386, 436, 486], k.light, 5);
      if (v.has('ruffle'))
        over +=
          line('M118 300 q10 16 20 4 q10 16 20 4 q10 16 20 4', k.line, 3) +
          line('M482 300 q-10 16 -20 4 q-10 16 -20 4 q-10 16 -20 4', k.line, 3);
    }
    over += folds(k, ['M222 330 Q232 430 218 510', 'M378 330 Q368 430 382 510']);
    return { shape, over, hem: 520 };
  },
  saree(k, v) {
    const blouse = v.r[5]! > 0.5 ? k.deep : mix(k.accent, '#000000', 0.1);
    const under =
      mannequin() +
      fillPath(
        'M238 176 Q300 206 362 176 L392 190 L410 244 L384 254 L376 318 L224 318 L216 254 L190 244 L208 190 Z',
        blouse,
      );
    const skirt = 'M222 312 L378 312 Q414 520 448 738 Q300 760 152 738 Q186 520 222 312 Z';
    const drape = 'M332 178 L394 190 L262 360 L206 342 Z';
    const hang = 'M392 188 Q432 208 442 270 L466 640 L414 652 L388 272 Z';
    const shape = `${skirt} ${drape} ${hang}`;
    let over = folds(k, ['M292 400 L272 742', 'M306 400 L300 748', 'M320 400 L330 746', 'M334 400 L360 744']);
    over +=
      line('M156 732 Q300 754 444 732', GOLD, 12) +
      line('M206 344 L330 180', GOLD, 7) +
      line('M262 362 L394 192', GOLD, 5, 'opacity=".8"') +
      line('M416 646 L464 636', GOLD, 12);
    over += line('M388 272 L414 650', k.deep, 4, 'opacity=".25"');
    return { under, shape, over, hem: 738 };
  },
  lehenga(k, v) {
    const choli = v.r[5]! > 0.5 ? k.deep : mix(k.accent, '#000000', 0.1);
    const under =
      mannequin() +
      fillPath(
        'M240 176 Q300 204 360 176 L392 190 L408 240 L382 250 L372 298 L228 298 L218 250 L192 240 L208 190 Z',
        choli,
      );
    const shape = 'M226 318 L374 318 Q456 520 506 730 Q300 770 94 730 Q144 520 226 318 Z';
    let over = fillPath('M224 316 L376 316 L380 338 L220 338 Z', GOLD);
    over +=
      line('M104 704 Q300 744 496 704', GOLD, 18) +
      line('M126 646 Q300 682 474 646', GOLD, 5) +
      line('M150 580 Q300 612 450 580', GOLD, 3, 'stroke-dasharray="3 9"');
    over += folds(k, [
      'M260 350 Q200 540 150 720',
      'M290 350 Q270 540 250 744',
      'M310 350 Q330 540 350 744',
      'M340 350 Q400 540 450 720',
    ]);
    if (v.r[6]! > 0.4)
      over += fillPath(
        'M360 180 Q420 196 430 250 L452 520 L414 528 L394 250 Q386 210 356 196 Z',
        k.light,
        'opacity=".55"',
      );
    return { under, shape, over, hem: 730 };
  },
  dupatta(k) {
    const under =
      line('M300 120 Q300 96 318 96 Q336 98 334 116', '#8a8f98', 5) +
      line('M300 124 L176 184 L424 184 Z', '#8a8f98', 6);
    const shape = 'M196 180 L404 180 L414 700 L186 700 Z';
    let over = fillPath('M206 182 L394 182 L388 560 Q300 584 212 560 Z', '#ffffff', 'opacity=".10"');
    over += line('M214 566 Q300 590 386 566', k.deep, 10, 'opacity=".25"') + line('M212 556 Q300 580 388 556', GOLD, 8);
    over += line('M188 684 L412 684', GOLD, 10);
    let tassels = '';
    for (let x = 194; x <= 408; x += 18) tassels += line(`M${x} 700 L${x} 726`, k.dark, 3) + dots([[x, 730]], 4, GOLD);
    over +=
      tassels +
      folds(k, [
        'M240 600 L236 690',
        'M300 600 L300 690',
        'M360 600 L364 690',
        'M260 200 L254 540',
        'M340 200 L346 540',
      ]);
    return { under, shape, over, hem: 684 };
  },
  sportsbra(k, v) {
    const under = line('M262 136 Q300 96 338 136', k.dark, 18);
    const shape =
      'M184 262 Q196 214 232 186 L236 130 L266 130 L268 196 Q300 262 332 196 L334 130 L364 130 L368 186 Q404 214 416 262 L420 400 Q300 418 180 400 Z';
    let over = fillPath('M182 350 Q300 366 418 350 L420 400 Q300 418 180 400 Z', k.dark);
    over +=
      line('M196 300 Q250 338 300 318 Q350 338 404 300', k.line, 3, 'opacity=".6"') +
      line('M268 198 Q300 262 332 198', k.deep, 6, 'opacity=".4"');
    if (v.r[5]! > 0.5) over += line('M184 376 L416 376', k.accent, 5);
    else over += dots([[300, 334]], 7, k.accent);
    return { under, shape, over, hem: 400 };
  },
  dungarees(k) {
    const under =
      fillPath('M236 254 L214 146 L246 142 L264 254 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`) +
      fillPath('M364 254 L386 146 L354 142 L336 254 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`);
    const shape =
      'M232 250 L368 250 L370 352 L408 360 L424 690 L324 692 L302 470 L298 470 L276 692 L176 690 L192 360 L230 352 Z';
    const stitch = luminance(k.fill) > 0.6 ? k.line : '#d8a23a';
    let over = dots(
      [
        [246, 270],
        [354, 270],
      ],
      9,
      k.metal,
      `stroke="${k.outline}" stroke-width="2"`,
    );
    over +=
      line('M264 290 h72 v56 h-72 Z', stitch, 2.5, 'stroke-dasharray="7 5"') +
      line('M192 362 L408 362', stitch, 2.5, 'stroke-dasharray="7 5"');
    over +=
      fillPath('M178 656 L278 658 L276 692 L176 690 Z', k.dark, 'opacity=".4"') +
      fillPath('M422 656 L322 658 L324 692 L424 690 Z', k.dark, 'opacity=".4"');
    over += line('M300 380 L300 468', stitch, 2.5, 'stroke-dasharray="7 5"');
    return { under, shape, over, hem: 690 };
  },
  sneaker(k, v) {
    const shape =
      'M94 500 Q88 440 146 424 L250 384 Q286 318 332 298 Q352 300 356 316 Q392 338 432 326 L466 314 Q496 360 500 500 Z';
    return sneakerParts(k, v, shape);
  },
  hightop(k, v) {
    const shape =
      'M94 500 Q88 440 146 424 L262 380 Q292 300 300 232 Q330 216 360 226 Q400 238 440 222 L476 230 Q498 360 500 500 Z';
    const d = sneakerParts(k, v, shape);
    d.over +=
      dots([[430, 330]], 26, '#f7f3ea', `stroke="${k.outline}" stroke-width="2"`) + dots([[430, 330]], 10, k.accent);
    return d;
  },
  boot(k) {
    const shape = 'M100 500 Q96 444 156 428 L262 402 Q306 380 314 330 L318 168 L468 168 L476 330 Q496 400 500 500 Z';
    let over = fillPath('M350 172 Q356 294 398 306 Q440 294 446 172 Z', k.deep);
    over +=
      fillPath('M84 500 L508 500 L508 530 L84 530 Q78 514 84 500 Z', '#2d2520') +
      fillPath('M410 530 L506 530 L506 548 L416 548 Z', '#2d2520');
    over += line('M466 168 Q486 150 480 130 Q470 118 458 132', k.dark, 8);
    over +=
      line('M100 488 L500 488', k.line, 2.5, 'stroke-dasharray="7 5"') +
      fillPath('M140 440 Q170 430 220 424', 'none') +
      line('M130 450 Q190 430 240 428', '#ffffff', 8, 'opacity=".15"');
    return { shape, over };
  },
  formal(k, v) {
    const shape = 'M92 500 Q90 452 150 438 L262 414 Q296 380 344 372 L454 368 Q492 376 496 430 L498 500 Z';
    let over =
      fillPath('M86 500 L504 500 L504 516 L86 516 Q80 508 86 500 Z', '#2d2520') +
      fillPath('M412 516 L500 516 L500 540 L418 540 Z', '#2d2520');
    over += fillPath('M300 382 Q334 370 372 372 L380 392 Q340 390 306 404 Z', k.deep);
    const derby = v.has('derby');
    for (let i = 0; i < 4; i++)
      over += line(`M${300 + i * 18} ${398 - i * 6} L${318 + i * 18} ${408 - i * 6}`, '#1e1a17', 4);
    over += line(derby ? 'M262 414 Q300 430 320 470 L320 500' : 'M190 440 Q212 470 206 500', k.line, 3);
    if (!derby && v.r[5]! > 0.4)
      over += dots(
        [
          [204, 452],
          [208, 466],
          [209, 480],
        ],
        2.5,
        k.line,
      );
    over += line('M140 452 Q200 432 250 428', '#ffffff', 9, 'opacity=".18"');
    return { shape, over };
  },
  loafer(k, v) {
    const shape = 'M92 500 Q90 454 150 440 L270 420 Q330 404 380 404 L458 400 Q494 410 496 446 L498 500 Z';
    const flat = v.has('ballet') || v.has('flats');
    let over = fillPath('M86 500 L504 500 L504 514 L86 514 Q80 507 86 500 Z', flat ? k.deep : '#2d2520');
    if (!flat) over += fillPath('M420 514 L500 514 L500 530 L424 530 Z', '#2d2520');
    over += fillPath('M282 420 Q330 406 380 406 L380 414 Q330 418 290 432 Z', k.deep);
    if (flat) {
      over +=
        fillPath('M262 420 l-22 -16 l0 30 Z', k.accent) +
        fillPath('M262 420 l22 -16 l0 30 Z', k.accent) +
        dots([[262, 420]], 6, mix(k.accent, '#000000', 0.2));
    } else if (v.has('slip-on')) {
      over += fillPath('M300 420 Q330 412 360 412 L360 470 Q330 470 300 460 Z', k.deep, 'opacity=".6"');
    } else {
      over += line('M240 424 Q300 450 372 416', k.dark, 12) + fillPath('M292 434 h28 v8 h-28 Z', k.deep);
      over += line('M160 444 Q200 420 250 424', k.line, 3, 'stroke-dasharray="5 5"');
      if (v.has('tassel'))
        over +=
          line('M300 436 L292 470', k.dark, 3) +
          line('M310 436 L316 470', k.dark, 3) +
          dots(
            [
              [292, 474],
              [316, 474],
            ],
            7,
            k.dark,
          );
    }
    over += line('M130 456 Q190 436 240 432', '#ffffff', 8, 'opacity=".18"');
    return { shape, over };
  },
  jutti(k) {
    const shape =
      'M60 470 Q70 452 100 462 Q150 472 200 458 L300 426 Q360 402 420 404 L470 412 Q498 430 498 470 L500 500 L110 500 Q80 494 60 470 Z';
    let over = fillPath('M100 500 L502 500 L502 512 L104 512 Q90 508 100 500 Z', '#5a3a22');
    over += fillPath('M300 426 Q330 414 380 410 L386 424 Q340 426 310 440 Z', k.deep);
    let emb = '';
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      emb += dots([[150 + t * 170, 474 - t * 44]], 4, GOLD);
      emb += dots([[170 + t * 160, 490 - t * 40]], 3, GOLD);
    }
    emb += dots([[230, 478]], 16, 'none', `stroke="${GOLD}" stroke-width="4"`) + dots([[230, 478]], 6, GOLD);
    over += emb + line('M400 420 L470 420', GOLD, 4, 'stroke-dasharray="4 6"');
    return { shape, over };
  },
  sandal(k, v) {
    const heel = v.has('heel');
    const sports = v.has('sports') || v.has('outdoor');
    return { under: pair(sandalOne(k, heel ? 'heel' : sports ? 'sports' : 'flat')) };
  },
  slides(k, v) {
    return { under: pair(sandalOne(k, v.has('flip') ? 'flip' : 'slide')) };
  },
  kolhapuri(k) {
    return { under: pair(sandalOne(k, 'kolhapuri')) };
  },
  bag(k, v) {
    const clutch = v.has('clutch') || v.has('potli');
    const quilted = v.has('quilted');
    let under = clutch
      ? line('M180 400 Q180 230 300 230 Q420 230 420 400', k.metal, 4, 'stroke-dasharray="3 5"')
      : v.has('sling') || v.has('crossbody') || quilted
        ? line(
            'M170 350 Q170 96 300 96 Q430 96 430 350',
            quilted ? k.metal : k.dark,
            quilted ? 7 : 12,
            quilted ? 'stroke-dasharray="10 4"' : '',
          )
        : line('M220 340 Q220 228 300 228 Q380 228 380 340', k.dark, 18);
    if (!clutch && !quilted) under += '';
    const shape =
      'M150 360 Q150 330 180 330 L420 330 Q450 330 450 360 L466 640 Q466 668 438 668 L162 668 Q134 668 134 640 Z';
    let inner = '';
    if (quilted) {
      for (let x = -300; x < 600; x += 56)
        inner +=
          line(`M${x} 330 L${x + 340} 670`, k.deep, 3, 'opacity=".35"') +
          line(`M${x + 340} 330 L${x} 670`, k.deep, 3, 'opacity=".35"');
    }
    if (clutch)
      for (let x = 170; x < 440; x += 40)
        inner +=
          dots(
            [
              [x, 560],
              [x + 20, 600],
            ],
            6,
            GOLD,
          ) + dots([[x + 20, 520]], 4, GOLD);
    let over = fillPath(
      'M150 340 Q150 330 180 330 L420 330 Q450 330 450 340 L448 470 Q300 520 152 470 Z',
      k.dark,
      'opacity=".35"',
    );
    over += line('M152 470 Q300 520 448 470', k.line, 3);
    over += fillPath('M282 478 h36 v30 h-36 Z', k.metal, `stroke="${mix(k.metal, '#000000', 0.3)}" stroke-width="2"`);
    over += line('M160 650 L440 650', k.line, 2.5, 'stroke-dasharray="7 5"');
    return { under, shape, inner, over };
  },
  tote(k, v) {
    const under =
      line('M210 344 Q210 200 262 200 Q290 200 290 344', k.dark, 16) +
      line('M390 344 Q390 200 338 200 Q310 200 310 344', k.dark, 16);
    const shape = 'M140 340 L460 340 L430 680 L170 680 Z';
    const inner = v.r[5]! > 0.5 ? fillPath('M0 420 L600 420 L600 460 L0 460 Z', k.accent, 'opacity=".85"') : '';
    let over = fillPath('M140 340 L460 340 L458 360 L142 360 Z', k.deep, 'opacity=".5"');
    over +=
      line('M160 660 L440 660', k.line, 2.5, 'stroke-dasharray="7 5"') +
      line('M300 360 L300 680', k.deep, 3, 'opacity=".15"');
    if (v.has('duffel')) over += line('M150 400 L450 400', k.metal, 4);
    return { under, shape, inner, over };
  },
  backpack(k) {
    const under = line('M260 170 Q260 120 300 120 Q340 120 340 170', k.dark, 12);
    const shape =
      'M180 220 Q180 160 240 160 L360 160 Q420 160 420 220 L430 660 Q430 690 400 690 L200 690 Q170 690 170 660 Z';
    let over = fillPath(
      'M206 450 L394 450 L400 640 Q400 662 378 662 L222 662 Q200 662 200 640 Z',
      k.dark,
      'opacity=".35"',
    );
    over += line('M206 478 L394 478', k.metal, 3) + line('M196 250 Q300 200 404 250', k.metal, 3);
    over += fillPath('M380 244 h14 v24 h-14 Z', k.metal) + fillPath('M300 470 h14 v24 h-14 Z', k.metal);
    over += fillPath('M250 300 h100 v40 h-100 Z', k.deep, 'opacity=".35"');
    over +=
      line('M176 300 Q156 420 178 560', k.deep, 10, 'opacity=".3"') +
      line('M424 300 Q444 420 422 560', k.deep, 10, 'opacity=".3"');
    return { under, shape, over };
  },
  wallet(k, v) {
    const card = v.r[5]! > 0.5 ? '#3b6fc4' : '#d4a83c';
    const body = `<g transform="rotate(-8 300 450)">${fillPath('M170 300 h210 v90 h-210 Z', card)}${fillPath('M130 330 L470 330 Q490 330 490 350 L490 570 Q490 590 470 590 L130 590 Q110 590 110 570 L110 350 Q110 330 130 330 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`)}${line('M128 346 L472 346 Q476 346 476 350 L476 570 Q476 576 470 576 L130 576 Q124 576 124 570 L124 350 Q124 346 128 346 Z', k.line, 2.5, 'stroke-dasharray="7 5"')}${fillPath('M110 330 L490 330 L490 400 Q300 420 110 400 Z', '#000000', 'opacity=".12"')}${fillPath('M276 500 h48 v24 h-48 Z', k.dark, 'opacity=".6"')}${line('M140 360 Q300 340 460 360', '#ffffff', 8, 'opacity=".12"')}</g>`;
    return { under: body };
  },
  watch(k, v) {
    const smart = v.has('band') || v.has('smart');
    const dial = v.r[5]! > 0.5 ? '#f7f3ea' : '#1f2430';
    const ink = dial === '#1f2430' ? '#f7f3ea' : '#1f2430';
    const metal = v.has('rose') ? '#d9a08a' : k.metal;
    let under =
      fillPath('M248 80 L352 80 L340 290 L260 290 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`) +
      fillPath('M260 510 L340 510 L352 720 L248 720 Z', k.fill, `stroke="${k.outline}" stroke-width="2.5"`);
    under +=
      dots(
        [
          [300, 590],
          [300, 626],
          [300, 662],
        ],
        5,
        k.deep,
      ) +
      line('M254 96 L264 280', k.line, 2, 'stroke-dasharray="6 5"') +
      line('M346 96 L336 280', k.line, 2, 'stroke-dasharray="6 5"');
    let over: string;
    if (smart) {
      over = `<rect x="210" y="296" width="180" height="210" rx="46" fill="#23262e" stroke="${SILVER}" stroke-width="6"/><rect x="230" y="318" width="140" height="166" rx="30" fill="#0e1016"/>`;
      over +=
        line('M244 410 L272 410 L284 380 L300 440 L314 396 L324 410 L356 410', '#4fd08a', 5) +
        fillPath('M246 352 h60 v10 h-60 Z', '#f7f3ea', 'opacity=".8"') +
        fillPath('M246 446 h80 v8 h-80 Z', '#3b86c4');
    } else {
      over =
        dots([[300, 400]], 128, metal, `stroke="${mix(metal, '#000000', 0.3)}" stroke-width="3"`) +
        dots([[300, 400]], 108, dial) +
        fillPath('M424 386 h22 v28 h-22 Z', metal);
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        const r1 = i % 3 === 0 ? 80 : 90;
        over += line(
          `M${300 + Math.sin(a) * r1} ${400 - Math.cos(a) * r1} L${300 + Math.sin(a) * 100} ${400 - Math.cos(a) * 100}`,
          ink,
          i % 3 === 0 ? 6 : 3,
        );
      }
      if (v.has('chronograph'))
        over +=
          dots(
            [
              [262, 420],
              [338, 420],
            ],
            22,
            'none',
            `stroke="${ink}" stroke-width="2" opacity=".6"`,
          ) + fillPath('M356 390 h24 v20 h-24 Z', '#ffffff', `stroke="${ink}" stroke-width="2"`);
      over +=
        line('M300 400 L300 330', ink, 7) +
        line('M300 400 L352 430', ink, 5) +
        line('M300 400 L250 332', k.accent === dial ? '#c8353e' : '#c8353e', 2) +
        dots([[300, 400]], 8, metal);
      over += fillPath('M230 340 Q300 300 370 340 Q300 320 230 340 Z', '#ffffff', 'opacity=".25"');
    }
    return { under, over };
  },
  sunglasses(k, v) {
    const style = v.has('aviator') ? 'aviator' : v.has('cat') ? 'cat' : 'wayfarer';
    const lens =
      style === 'cat' && v.r[5]! > 0.3
        ? `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a2a34"/><stop offset="1" stop-color="#c88aa0"/></linearGradient>`
        : `<linearGradient id="lens" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2230"/><stop offset="1" stop-color="#4a5a70"/></linearGradient>`;
    const left =
      style === 'aviator'
        ? 'M128 350 Q130 330 170 328 L262 328 Q286 330 282 360 Q276 440 226 470 Q186 486 156 460 Q122 420 128 350 Z'
        : style === 'cat'
          ? 'M104 330 Q160 340 190 344 L262 344 Q284 346 280 372 L272 430 Q264 466 226 468 L170 468 Q132 464 126 428 Q120 380 104 330 Z'
          : 'M118 350 Q118 336 140 336 L262 334 Q284 334 282 356 L274 430 Q268 466 230 468 L168 468 Q128 466 122 430 Z';
    const frame = style === 'aviator' ? (k.fill === HEX.Black ? GOLD : k.fill) : k.fill;
    const fw = style === 'aviator' ? 5 : 14;
    const one = `<path d="${left}" fill="url(#lens)" stroke="${frame}" stroke-width="${fw}" stroke-linejoin="round"/>${line('M160 360 Q190 350 220 356', '#ffffff', 6, 'opacity=".35"')}${line(style === 'cat' ? 'M104 332 L72 318' : 'M120 346 L80 338', frame, fw + 2)}`;
    let over = `<defs>${lens}</defs>${one}${mirror(one)}`;
    over += line('M280 360 Q300 344 320 360', frame, style === 'aviator' ? 5 : 12);
    if (style === 'aviator') over += line('M262 330 L338 330', frame, 5);
    return { over };
  },
  belt(k, v) {
    const buckle = v.has('canvas') ? SILVER : k.metal;
    let under = `<ellipse cx="300" cy="420" rx="200" ry="124" fill="none" stroke="${k.fill}" stroke-width="56"/>`;
    under += `<ellipse cx="300" cy="420" rx="226" ry="150" fill="none" stroke="${k.outline}" stroke-width="2.5"/><ellipse cx="300" cy="420" rx="174" ry="98" fill="none" stroke="${k.outline}" stroke-width="2.5"/>`;
    under += `<ellipse cx="300" cy="420" rx="216" ry="140" fill="none" stroke="${k.line}" stroke-width="2" stroke-dasharray="7 6"/>`;
    if (v.has('canvas'))
      under += `<ellipse cx="300" cy="420" rx="200" ry="124" fill="none" stroke="${k.deep}" stroke-width="2" stroke-dasharray="2 6" opacity=".5"/>`;
    let over = fillPath(
      'M330 516 L420 508 Q450 504 452 520 L452 546 Q450 560 420 558 L330 568 Z',
      k.fill,
      `stroke="${k.outline}" stroke-width="2.5"`,
    );
    over += dots(
      [
        [372, 536],
        [404, 532],
      ],
      5,
      k.deep,
    );
    over +=
      `<rect x="250" y="500" width="96" height="84" rx="14" fill="none" stroke="${buckle}" stroke-width="12"/>` +
      line('M298 506 L298 578', buckle, 6);
    over += line('M190 330 Q250 300 330 300', '#ffffff', 10, 'opacity=".12"');
    return { under, over };
  },
  cap(k, v) {
    const shape = 'M140 470 Q136 282 300 262 Q452 272 462 440 Q400 470 300 474 Q200 476 140 470 Z';
    const brim = fillPath(
      'M300 474 Q400 470 462 440 Q528 444 556 478 Q548 508 470 512 Q380 510 300 486 Z',
      k.dark,
      `stroke="${k.outline}" stroke-width="2.5"`,
    );
    let over =
      line('M300 266 Q290 360 300 474', k.line, 3) +
      line('M300 266 Q220 330 208 474', k.line, 3) +
      line('M300 266 Q380 330 396 462', k.line, 3);
    over +=
      `<ellipse cx="300" cy="264" rx="16" ry="8" fill="${k.dark}"/>` +
      dots(
        [
          [250, 330],
          [352, 330],
        ],
        4,
        k.deep,
      );
    over += brim + line('M300 484 Q400 490 470 500', k.line, 2.5, 'stroke-dasharray="7 5"');
    if (v.r[5]! > 0.4) over += `<rect x="214" y="360" width="70" height="44" rx="8" fill="${k.accent}"/>`;
    over += line('M170 400 Q190 320 250 292', '#ffffff', 10, 'opacity=".15"');
    return { shape, over };
  },
  earrings(k) {
    const metal = '#a7adb4';
    const one = (cx: number) => {
      let s = line(`M${cx} 212 Q${cx} 170 ${cx + 22} 170 Q${cx + 42} 174 ${cx + 38} 204`, metal, 5);
      s +=
        dots([[cx, 232]], 22, metal, `stroke="${mix(metal, '#000000', 0.35)}" stroke-width="2"`) +
        dots([[cx, 232]], 10, k.fill);
      s += line(`M${cx} 254 L${cx} 300`, metal, 5) + dots([[cx, 276]], 7, k.fill);
      s += fillPath(
        `M${cx - 64} 404 Q${cx - 60} 312 ${cx} 300 Q${cx + 60} 312 ${cx + 64} 404 Z`,
        metal,
        `stroke="${mix(metal, '#000000', 0.35)}" stroke-width="2.5"`,
      );
      s += line(`M${cx - 50} 380 Q${cx} 340 ${cx + 50} 380`, mix(metal, '#000000', 0.3), 3, 'stroke-dasharray="3 6"');
      s += dots(
        [
          [cx - 20, 356],
          [cx, 340],
          [cx + 20, 356],
        ],
        6,
        k.fill,
      );
      for (let i = 0; i <= 8; i++) {
        const x = cx - 60 + i * 15;
        s +=
          line(`M${x} 404 L${x} ${430 + (i % 2) * 14}`, metal, 2.5) +
          dots([[x, 436 + (i % 2) * 14]], 6, k.fill, `stroke="${mix(k.fill, '#000000', 0.3)}" stroke-width="1.5"`);
      }
      return s;
    };
    return { over: one(206) + one(394) };
  },
};

function waistband(k: Ink, x1 = 196, x2 = 404, y = 130): string {
  let s = fillPath(`M${x1} ${y} L${x2} ${y} L${x2 + 1} ${y + 32} L${x1 - 1} ${y + 32} Z`, k.dark, 'opacity=".3"');
  for (const x of [x1 + 30, 300 - 40, 300 + 40, x2 - 30])
    s += fillPath(`M${x - 4} ${y - 2} h8 v36 h-8 Z`, k.dark, 'opacity=".45"');
  return s;
}

function mannequin(): string {
  return fillPath('M278 120 h44 v64 h-44 Z', '#d9cfc2') + `<ellipse cx="300" cy="120" rx="22" ry="8" fill="#e6ddd1"/>`;
}

function sneakerParts(k: Ink, v: Look, shape: string): Drawn {
  const sole = SOLE(k);
  let over = fillPath(
    'M84 498 L506 498 Q512 536 490 546 L118 546 Q84 540 84 512 Z',
    sole,
    'stroke="#c9c3b8" stroke-width="2.5"',
  );
  over +=
    line('M90 520 L506 520', '#c9c3b8', 3) +
    fillPath('M100 536 L490 536 Q486 546 470 546 L120 546 Z', v.r[6]! > 0.5 ? k.accent : '#b9b3a8', 'opacity=".8"');
  over += fillPath('M96 498 Q92 446 146 426 L166 420 Q150 460 178 498 Z', k.light, 'opacity=".55"');
  over += line('M252 388 L340 320', k.deep, 10, 'opacity=".5"');
  for (let i = 0; i < 5; i++)
    over += line(
      `M${246 + i * 20} ${378 - i * 15} L${270 + i * 20} ${402 - i * 15}`,
      luminance(k.fill) > 0.7 ? '#8d929b' : '#f7f3ea',
      5,
    );
  const stripe = Math.floor(v.r[5]! * 3);
  if (stripe === 0) over += line('M190 476 Q300 470 430 372', k.accent, 16);
  else if (stripe === 1) for (const dx of [0, 26, 52]) over += line(`M${300 + dx} 372 L${270 + dx} 480`, k.accent, 9);
  else over += line('M160 470 L470 470', k.accent, 8);
  over += fillPath('M466 316 Q490 340 498 400 L482 402 Q478 350 458 326 Z', k.accent);
  over += line('M140 448 Q200 420 250 408', '#ffffff', 8, 'opacity=".2"');
  return { shape, over };
}

function sandalOne(k: Ink, kind: 'flat' | 'heel' | 'sports' | 'flip' | 'slide' | 'kolhapuri'): string {
  const sole =
    'M300 170 Q368 172 378 270 Q384 340 368 420 Q362 490 378 570 Q384 670 300 684 Q216 670 222 570 Q238 490 232 420 Q216 340 222 270 Q232 172 300 170 Z';
  const base =
    kind === 'kolhapuri' ? k.fill : kind === 'flip' || kind === 'slide' ? k.light : mix(k.fill, '#d9c4a1', 0.5);
  let s = fillPath(sole, mix(base, '#000000', 0.3), 'transform="translate(6 12)"');
  s += fillPath(sole, base, `stroke="${mix(base, '#000000', 0.35)}" stroke-width="3"`);
  s += fillPath(
    'M300 190 Q352 192 360 270 Q364 340 350 420 Q344 490 358 570 Q362 650 300 662 Q238 650 242 570 Q256 490 250 420 Q236 340 240 270 Q248 192 300 190 Z',
    mix(base, '#ffffff', 0.18),
  );
  const strap = `stroke="${k.outline}" stroke-width="2.5"`;
  if (kind === 'flip') {
    s += line('M300 236 L236 380', k.fill, 18) + line('M300 236 L364 380', k.fill, 18) + dots([[300, 236]], 10, k.dark);
  } else if (kind === 'slide') {
    s +=
      fillPath('M222 270 Q300 228 378 270 L376 420 Q300 396 226 420 Z', k.fill, strap) +
      fillPath('M270 300 h60 v30 h-60 Z', k.light, 'opacity=".5"');
  } else if (kind === 'kolhapuri') {
    s +=
      line('M214 360 Q300 320 386 360', mix(k.fill, '#000000', 0.25), 34) +
      line('M214 360 Q300 320 386 360', GOLD, 3, 'stroke-dasharray="10 8"');
    s +=
      line('M300 338 L300 232', mix(k.fill, '#000000', 0.25), 14) +
      dots([[300, 226]], 14, 'none', `stroke="${mix(k.fill, '#000000', 0.25)}" stroke-width="7"`);
    s += line(
      'M300 182 Q360 186 370 270 Q376 340 362 420 Q354 490 370 570 Q374 660 300 672 Q226 660 230 570 Q246 490 238 420 Q224 340 230 270 Q240 186 300 182',
      mix(k.fill, '#000000', 0.35),
      2.5,
      'stroke-dasharray="6 6"',
    );
  } else {
    s += fillPath('M226 300 Q300 268 374 300 L372 346 Q300 318 230 346 Z', k.fill, strap);
    s += fillPath('M232 470 Q300 450 368 470 L366 502 Q300 484 234 502 Z', k.fill, strap);
    if (kind === 'sports')
      s +=
        fillPath('M232 380 Q300 360 368 380 L368 414 Q300 396 232 414 Z', k.fill, strap) +
        fillPath('M330 380 h28 v28 h-28 Z', k.dark);
    if (kind === 'heel') s += fillPath('M262 600 h76 v50 h-76 Z', mix(k.fill, '#000000', 0.35), 'opacity=".7"');
  }
  return s;
}

function pair(one: string): string {
  const scaled = `<g transform="translate(300 430) scale(.86) translate(-300 -430)">${one}</g>`;
  return `<g transform="translate(-92 0) rotate(-7 300 430)">${scaled}</g><g transform="translate(600 0) scale(-1 1) translate(-92 0) rotate(-7 300 430)">${scaled}</g>`;
}

/** A small chest graphic for printed tees: a sun, a mountain or a leaf, chosen per product. */
function graphic(k: Ink, v: Look, x: number, y: number): string {
  const ink = k.accent;
  const kind = Math.floor(v.r[6]! * 3);
  return `<g transform="translate(${x} ${y}) scale(1.35) translate(${-x} ${-y})">${graphicAt(ink, k, kind, x, y)}</g>`;
}

function graphicAt(ink: string, k: Ink, kind: number, x: number, y: number): string {
  if (kind === 0) {
    let s = dots([[x, y]], 40, ink);
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      s += line(
        `M${x + Math.cos(a) * 52} ${y + Math.sin(a) * 52} L${x + Math.cos(a) * 70} ${y + Math.sin(a) * 70}`,
        ink,
        6,
      );
    }
    return s;
  }
  if (kind === 1)
    return (
      fillPath(
        `M${x - 80} ${y + 50} L${x - 24} ${y - 40} L${x + 8} ${y + 6} L${x + 30} ${y - 20} L${x + 80} ${y + 50} Z`,
        ink,
      ) + dots([[x + 48, y - 44]], 14, ink)
    );
  return (
    fillPath(`M${x} ${y - 70} Q${x + 70} ${y - 10} ${x} ${y + 70} Q${x - 70} ${y - 10} ${x} ${y - 70} Z`, ink) +
    line(`M${x} ${y - 60} L${x} ${y + 66}`, k.fill, 4)
  );
}

type Box = [number, number, number, number];

const rectD = (x: number, y: number, w: number, h: number) => `M${x} ${y}h${w}v${h}h${-w}Z`;
const circleD = (x: number, y: number, r: number) =>
  `M${(x - r).toFixed(1)} ${y.toFixed(1)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;

/** Every grid position (step w x h, aligned to the frame's origin) that touches the box. */
function grid(box: Box, w: number, h: number): [number, number][] {
  const cells: [number, number][] = [];
  for (let x = Math.floor(box[0] / w) * w; x < box[2]; x += w)
    for (let y = Math.floor(box[1] / h) * h; y < box[3]; y += h) cells.push([x, y]);
  return cells;
}

/**
 * A cloth pattern as a few compound paths over the drawing's box. librsvg renders <pattern>
 * fills slowly; one path with many sub-paths costs about as much as a single shape.
 */
function patternSvg(k: Ink, pattern: Pattern, box: Box): string {
  const on = luminance(k.fill) < 0.45 ? '#ffffff' : '#000000';
  const op = on === '#ffffff' ? 0.22 : 0.14;
  const cells = (w: number, h: number) => grid(box, w, h);
  const path = (d: string[], fill: string, opacity: number) =>
    d.length ? `<path d="${d.join('')}" fill="${fill}" fill-opacity="${opacity.toFixed(2)}"/>` : '';
  const width = box[2] - box[0];
  const height = box[3] - box[1];
  switch (pattern) {
    case 'stripes':
      return path(
        cells(width + 44, 44).map(([, y]) => rectD(box[0], y, width, 16)),
        on,
        op * 1.4,
      );
    case 'pinstripe':
      return path(
        cells(22, height + 40).map(([x]) => rectD(x, box[1], 3, height)),
        on,
        op * 1.3,
      );
    case 'checks':
      return (
        path(
          cells(width + 64, 64).map(([, y]) => rectD(box[0], y, width, 22)),
          on,
          op,
        ) +
        path(
          cells(64, height + 64).map(([x]) => rectD(x, box[1], 22, height)),
          on,
          op,
        ) +
        path(
          [
            ...cells(64, height + 64).map(([x]) => rectD(x + 40, box[1], 3, height)),
            ...cells(width + 64, 64).map(([, y]) => rectD(box[0], y + 40, width, 3)),
          ],
          k.accent,
          0.6,
        )
      );
    case 'dots':
      return path(
        cells(28, 28).flatMap(([x, y]) => [circleD(x + 7, y + 7, 3.5), circleD(x + 21, y + 21, 3.5)]),
        on === '#ffffff' ? '#ffffff' : k.deep,
        op * 2,
      );
    case 'print': {
      const petals: string[] = [];
      const hearts: string[] = [];
      const specks: string[] = [];
      for (const [x, y] of cells(72, 72)) {
        for (const [fx, fy] of [
          [x + 18, y + 18],
          [x + 54, y + 54],
        ] as const) {
          for (let a = 0; a < 5; a++)
            petals.push(
              circleD(fx + Math.cos((a * 2 * Math.PI) / 5) * 7, fy + Math.sin((a * 2 * Math.PI) / 5) * 7, 5.5),
            );
          hearts.push(circleD(fx, fy, 3.5));
        }
        specks.push(circleD(x + 54, y + 16, 3), circleD(x + 16, y + 54, 3));
      }
      return (
        path(petals, k.accent, 0.8) +
        path(hearts, on === '#ffffff' ? '#ffffff' : k.deep, 0.7) +
        path(specks, on, op * 1.5)
      );
    }
    default:
      return '';
  }
}

const BACKDROP_HUES = [28, 36, 200, 160, 340, 260, 18, 120];

function background(r: number[], id: string): { defs: string; svg: string } {
  const hue = BACKDROP_HUES[Math.floor(r[0]! * BACKDROP_HUES.length)]!;
  const top = `hsl(${hue}, 32%, 95%)`;
  const bottom = `hsl(${hue + 12}, 24%, 86%)`;
  const defs = `<linearGradient id="${id}bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="${id}glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#ffffff" stop-opacity=".7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  let svg = `<rect width="600" height="800" fill="url(#${id}bg)"/>`;
  const style = Math.floor(r[1]! * 3);
  if (style === 0)
    svg += `<path d="M110 800 L110 330 A190 190 0 0 1 490 330 L490 800 Z" fill="#ffffff" opacity=".38"/>`;
  else if (style === 1) svg += `<circle cx="300" cy="400" r="270" fill="url(#${id}glow)"/>`;
  else {
    svg += `<circle cx="300" cy="400" r="250" fill="#ffffff" opacity=".3"/>`;
    svg += `<circle cx="300" cy="400" r="286" fill="none" stroke="#ffffff" stroke-width="2" opacity=".5"/>`;
  }
  svg += `<rect y="${style === 0 ? 760 : 770}" width="600" height="40" fill="#000000" opacity=".035"/>`;
  return { defs, svg };
}

/** SVG for one art in one colour, without the background, under a unique id prefix. */
function itemSvg(art: Art, colour: Colour, look: Look, id: string, fit: string): string {
  const k = inks(colour, look.r);
  const d = DRAW[art](k, look);
  let defs = '';
  let body = d.under ?? '';
  if (d.shape) {
    const shape = (fill: string, extra = '') => fillPath(d.shape!, fill, extra);
    body = shape('#000000', 'opacity=".10" transform="translate(7 11)"') + body + shape(k.fill);
    if (k.multi) {
      const bands = RAINBOW.map((c, i) => `<rect x="0" y="${i * 44}" width="600" height="44" fill="${c}"/>`).join('');
      defs += `<pattern id="${id}rb" width="600" height="264" patternUnits="userSpaceOnUse">${bands}</pattern>`;
      body += shape(`url(#${id}rb)`, 'opacity=".9"');
    }
    // Clipping costs an offscreen surface, so only drawings with cloth details inside the outline get one.
    let inner =
      patternSvg(k, look.pattern === 'border' || d.ownPrint ? 'plain' : look.pattern, BOX[art]) + (d.inner ?? '');
    if (look.pattern === 'border' && d.hem) {
      inner += `<rect x="0" y="${d.hem - 42}" width="600" height="16" fill="${GOLD}" opacity=".9"/><rect x="0" y="${d.hem - 20}" width="600" height="5" fill="${GOLD}" opacity=".9"/>`;
    }
    if (inner) {
      defs += `<clipPath id="${id}clip"><path d="${d.shape}"/></clipPath>`;
      body += `<g clip-path="url(#${id}clip)">${inner}</g>`;
    }
    defs += `<linearGradient id="${id}shade" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".18"/><stop offset=".5" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".16"/></linearGradient>`;
    body += shape(`url(#${id}shade)`, `stroke="${k.outline}" stroke-width="2.5" stroke-linejoin="round"`);
  }
  body += d.over ?? '';
  // Side-view shoes are shown as a pair, the second one just behind the first.
  if (SIDE_SHOES.includes(art))
    body = `<g transform="translate(${PAIR_OFFSET[0]} ${PAIR_OFFSET[1]})">${body}</g>${body}`;
  return `<defs>${defs}</defs><g transform="${fit}">${body}</g>`;
}

function lookFor(seedText: string, name: string, pattern: Pattern): Look {
  const rand = prng(hashString(seedText));
  const r = Array.from({ length: 8 }, () => rand());
  const lower = name.toLowerCase();
  return { r, name, pattern, has: (word) => lower.includes(word) };
}

/**
 * librsvg composites every element that has `opacity` through a full-size offscreen surface;
 * fill and stroke opacity draw directly, which makes the pictures about twice as fast to rasterise.
 */
function flatten(svg: string): string {
  return svg.replace(/\sopacity="([^"]+)"/g, ' fill-opacity="$1" stroke-opacity="$1"');
}

/** The SVG picture of a product in one of its colours. */
export function productSvg(
  p: Pick<DemoProduct, 'slug' | 'name' | 'art' | 'pattern'>,
  colour: Colour,
  width = IMAGE_WIDTH,
  height = IMAGE_HEIGHT,
): string {
  const look = lookFor(p.slug, p.name, p.pattern);
  const bg = background(look.r, 'p');
  return flatten(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 800" preserveAspectRatio="xMidYMid slice"><defs>${bg.defs}</defs>${bg.svg}${itemSvg(p.art, colour, look, 'i', fitInto(p.art, 60, 130, 480, 600))}</svg>`,
  );
}

type Slot = [number, number, number, number];
/** Two pieces behind and one in front, except shoes (a shelf) and accessories (a flat lay). */
const BACK_LEFT: Slot = [24, 110, 300, 420];
const BACK_RIGHT: Slot = [276, 110, 300, 420];
const FRONT: Slot = [140, 380, 320, 380];
const CATEGORY_ART: Record<string, [Art, Colour, Pattern, Slot][]> = {
  'mens-fashion': [
    ['kurta', 'Beige', 'border', BACK_LEFT],
    ['jeans', 'Blue', 'plain', BACK_RIGHT],
    ['shirt', 'Navy', 'plain', FRONT],
  ],
  'womens-fashion': [
    ['saree', 'Maroon', 'print', BACK_LEFT],
    ['kurta', 'Mustard', 'print', BACK_RIGHT],
    ['dress', 'Pink', 'plain', FRONT],
  ],
  'kids-fashion': [
    ['dungarees', 'Blue', 'plain', BACK_LEFT],
    ['tshirt', 'Red', 'plain', BACK_RIGHT],
    ['frock', 'Yellow', 'print', FRONT],
  ],
  footwear: [
    ['formal', 'Brown', 'plain', [70, 90, 460, 210]],
    ['jutti', 'Maroon', 'plain', [70, 320, 460, 180]],
    ['sneaker', 'White', 'plain', [70, 500, 460, 230]],
  ],
  accessories: [
    ['watch', 'Navy', 'plain', [40, 110, 200, 560]],
    ['sunglasses', 'Black', 'plain', [250, 120, 320, 170]],
    ['bag', 'Brown', 'plain', [270, 330, 290, 400]],
  ],
  'sports-active': [
    ['trackpants', 'Navy', 'plain', BACK_LEFT],
    ['tshirt', 'Green', 'plain', BACK_RIGHT],
    ['sneaker', 'Red', 'plain', [120, 500, 360, 240]],
  ],
};

/** A category card: three of its kinds of product, overlapping like a shop-window display. */
export function categorySvg(slug: string, width = IMAGE_WIDTH, height = IMAGE_HEIGHT): string {
  const items = CATEGORY_ART[slug] ?? [];
  const look = lookFor(`category-${slug}`, slug, 'plain');
  const bg = background([look.r[0]!, 0.9, ...look.r.slice(2)], 'c');
  const body = items
    .map(([art, colour, pattern, [x, y, w, h]], i) => {
      const itemLook = lookFor(`${slug}-${art}`, art, pattern);
      return itemSvg(art, colour, itemLook, `c${i}`, fitInto(art, x, y, w, h, 1.1));
    })
    .join('');
  return flatten(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 800" preserveAspectRatio="xMidYMid slice"><defs>${bg.defs}</defs>${bg.svg}${body}</svg>`,
  );
}

export interface ImageJob {
  file: string;
  svg: (width: number, height: number) => string;
}

/** Every demo picture: one per product and colour, plus one per category. */
export function demoImageJobs(uploadsDir: string): ImageJob[] {
  const dir = path.join(uploadsDir, DEMO_UPLOAD_DIR);
  const jobs: ImageJob[] = [];
  for (const p of DEMO_PRODUCTS) {
    for (const colour of p.colors) {
      jobs.push({ file: path.join(dir, demoImageName(p.slug, colour)), svg: (w, h) => productSvg(p, colour, w, h) });
    }
  }
  for (const c of CATEGORIES) {
    jobs.push({
      file: path.join(dir, path.basename(categoryImageUrl(c.slug))),
      svg: (w, h) => categorySvg(c.slug, w, h),
    });
  }
  return jobs;
}

const smallName = (file: string) => file.replace(/\.webp$/, '-400.webp');

async function writeAtomic(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Effort 2 encodes twice as fast as the default 4 for the same size on flat drawings. */
const WEBP = { quality: 76, effort: 2, preset: 'drawing' } as const;
const MAX_BYTES = 25 * 1024;

async function renderJob(job: ImageJob): Promise<number> {
  // Rasterised once (no alpha: the backgrounds are opaque) and encoded at both sizes.
  const { data, info } = await sharp(Buffer.from(job.svg(IMAGE_WIDTH, IMAGE_HEIGHT)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [first, small] = await Promise.all([
    sharp(data, raw).webp(WEBP).toBuffer(),
    sharp(data, raw)
      .resize(SMALL_WIDTH, SMALL_HEIGHT)
      .webp({ ...WEBP, quality: 80 })
      .toBuffer(),
  ]);
  // Fine prints cost bytes; the few that come out heavy are encoded again a little softer.
  let large = first;
  for (const quality of [60, 45]) {
    if (large.length <= MAX_BYTES) break;
    large = await sharp(data, raw)
      .webp({ ...WEBP, quality })
      .toBuffer();
  }
  // The large file goes last: its presence marks the job done.
  await writeAtomic(smallName(job.file), small);
  await writeAtomic(job.file, large);
  return 2;
}

/**
 * Renders the demo pictures missing under `<uploadsDir>/demo`, a few at a time, and then marks
 * the folder complete (DEMO_PICTURES_DRAWN). Answers how many files were written and how long it took.
 */
export async function generateDemoImages(
  uploadsDir: string,
  opts: { concurrency?: number } = {},
): Promise<{ files: number; ms: number }> {
  const started = performance.now();
  await mkdir(path.join(uploadsDir, DEMO_UPLOAD_DIR), { recursive: true });
  const todo = demoImageJobs(uploadsDir).filter((j) => !existsSync(j.file));
  const concurrency = Math.max(1, opts.concurrency ?? Math.min(8, os.availableParallelism() * 2));
  let next = 0;
  let files = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++]!;
      const written = await renderJob(job);
      files += written;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  await writeFile(path.join(uploadsDir, DEMO_UPLOAD_DIR, DEMO_PICTURES_DRAWN), '');
  return { files, ms: Math.round(performance.now() - started) };
}

/** Draws the demo pictures missing under `<dataDir>/uploads/demo` and says how many it drew. */
export async function drawDemoPictures(dataDir: string, log: (msg: string) => void): Promise<void> {
  const { files, ms } = await generateDemoImages(uploadsDir(dataDir));
  if (files) log(`Demo pictures: ${files} files drawn in ${ms} ms`);
}
