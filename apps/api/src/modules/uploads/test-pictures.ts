import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Pictures for the upload tests, made on the spot. */

const RED = { r: 210, g: 40, b: 60 };
const BLUE = { r: 40, g: 70, b: 200 };

const plain = (width: number, height: number, background: object = RED, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });

/**
 * A phone photo taken sideways: 1600x1000 stored pixels, red on the left and blue on the right,
 * with EXIF orientation 6 (turn 90° clockwise to view: red on top) and the place it was taken.
 */
export async function sidewaysPhoto(): Promise<Buffer> {
  const blueHalf = await plain(800, 1000, BLUE).png().toBuffer();
  return plain(1600, 1000)
    .composite([{ input: blueHalf, left: 800, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera', Copyright: 'Kuber test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '22/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '82/1 8/1 0/1' },
    })
    .toBuffer();
}

export const smallPng = () =>
  plain(300, 200, { ...BLUE, alpha: 0.5 }, 4)
    .png()
    .toBuffer();
export const tallWebp = () => plain(1200, 1600).webp().toBuffer();
export const wideAvif = () => plain(2400, 1800, BLUE).avif({ effort: 0 }).toBuffer();
export const gif = () => plain(120, 80).gif().toBuffer();
export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40"/></svg>',
  );

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid black-and-white PNG of `side` x `side` pixels, a few KB on disk,
 * that decodes to `side`² pixels (8000 → 64 megapixels, 190 MB as RGB).
 */
export function pngBomb(side = 8000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Math.ceil(side / 8) + 1; // a filter byte, then one bit a pixel
  const pixels = deflateSync(Buffer.alloc(row * side), { level: 9 });
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The colour of one pixel of a picture. */
export async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await sharp(image)
    .extract({ left: x, top: y, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

export const isReddish = ([r, g, b]: number[]) => r! > 150 && g! < 100 && b! < 120;
export const isBluish = ([r, g, b]: number[]) => b! > 150 && r! < 100 && g! < 120;

interface FilePart {
  data: Buffer;
  name: string;
  type: string;
}

/** Adds a file to a form under `field`, as a browser's file input does. */
export function appendFile(form: FormData, field: string, file: FilePart): FormData {
  form.append(field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return form;
}

/** A multipart upload form as a browser sends it: the text fields, then the picture in `file`. */
export function uploadForm(file?: FilePart, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return file ? appendFile(form, 'file', file) : form;
}
