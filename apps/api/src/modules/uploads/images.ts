import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import { ACCEPTED_IMAGE_NAMES } from '@kuber/shared';
import { invalid } from '#api/lib/errors.js';

/** The stored sizes: the main picture (its address), the small one srcset offers phones, and the picture as kept. */
export const VARIANTS = [
  { suffix: '', width: 800 },
  { suffix: '-400', width: 400 },
  { suffix: '-full', width: null },
] as const;
export type VariantSuffix = (typeof VARIANTS)[number]['suffix'];

/** The kept original's longer side. */
export const FULL_MAX_SIDE = 2000;
/** 50 megapixels takes a 48 MP phone photo; more is a decompression bomb in waiting (a 200 MP picture decodes to 800 MB). */
export const MAX_PIXELS = 50_000_000;
/**
 * Part of every key: pictures are served as immutable, so a change to how they are made must
 * give them new addresses rather than new bytes behind old ones.
 */
const RECIPE = 'webp-q82-800-400-2000';
const WEBP = { quality: 82, effort: 4, smartSubsample: true } as const;
const HASH_LENGTH = 20;

const NAMES: Record<string, string> = {
  gif: 'GIF',
  svg: 'SVG',
  tiff: 'TIFF',
  pdf: 'PDF',
  jp2k: 'JPEG 2000',
  jxl: 'JPEG XL',
  heif: 'HEIC',
};
const ACCEPT = `Please upload a ${ACCEPTED_IMAGE_NAMES} picture.`;
const NOT_A_PICTURE = `This file is not a picture the store can read. ${ACCEPT}`;
const DAMAGED = 'This picture looks damaged or incomplete and could not be read. Please save it again and retry.';

export interface ImageVariant {
  suffix: VariantSuffix;
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  /** Of the uploaded bytes: the same picture uploaded twice gets the same key. */
  hash: string;
  /** The picture as kept: upright, at most FULL_MAX_SIDE on the longer side. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

function formatOf(meta: Metadata): string {
  // AVIF and HEIC share the HEIF container; only AV1 inside it is AVIF.
  if (meta.format === 'heif') return meta.compression === 'av1' ? 'avif' : 'heif';
  return meta.format;
}

/** The image library loads with the first upload, not with every start of the store. */
const loadSharp = async () => (await import('sharp')).default;

async function identify(input: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw invalid(NOT_A_PICTURE);
  }
  const format = formatOf(meta);
  if (!['jpeg', 'png', 'webp', 'avif'].includes(format)) {
    throw invalid(`${NAMES[format] ?? format.toUpperCase()} files are not accepted. ${ACCEPT}`);
  }
  if (meta.width * meta.height > MAX_PIXELS) {
    const size = `${meta.width.toLocaleString('en-IN')} × ${meta.height.toLocaleString('en-IN')}`;
    throw invalid(
      `This picture is ${size} pixels, more than the ${MAX_PIXELS / 1_000_000} megapixels the store takes. Please make it smaller and retry.`,
    );
  }
  return meta;
}

/**
 * Checks an uploaded file by its content and makes the stored WebP variants: turned upright by
 * its EXIF orientation, every piece of metadata (EXIF, GPS, XMP, IPTC, ICC) left behind, never
 * enlarged. Bad input is refused with a message the admin can act on.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw invalid('The file is empty. Please choose a picture.');
  await identify(input);
  const sharp = await loadSharp();
  const hash = createHash('sha256').update(RECIPE).update(input).digest('hex').slice(0, HASH_LENGTH);

  // Decoded once (JPEG and WebP shrink while decoding), then every size is made from those pixels.
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: FULL_MAX_SIDE, height: FULL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw invalid(DAMAGED);
  }
  const { data, info } = pixels;
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants = await Promise.all(
    VARIANTS.map(async ({ suffix, width }) => {
      const image = sharp(data, raw);
      if (width !== null && width < info.width) image.resize({ width });
      const out = await image.webp(WEBP).toBuffer({ resolveWithObject: true });
      return { suffix, data: out.data, width: out.info.width, height: out.info.height };
    }),
  );
  return { hash, width: info.width, height: info.height, variants };
}
