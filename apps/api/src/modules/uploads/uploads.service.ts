import { sql } from 'drizzle-orm';
import { UPLOAD_CATEGORIES, type UploadAnswer, type UploadCategory } from '@kuber/shared';
import { rowsOf, type Db } from '#api/db/client.js';
import { categories, orderItems, products } from '#api/db/schema.js';
import { processImage, VARIANTS } from './images.js';
import type { ImageStore } from './storage.js';

const CATEGORY = `(?:${UPLOAD_CATEGORIES.join('|')})`;
/** A stored file's key: `<category>/<name>.webp`, the name ending in the content hash and a size suffix. */
export const FILE_KEY = new RegExp(`^${CATEGORY}/[a-z0-9-]{1,100}\\.webp$`);
/** The address of an uploaded picture (its main size); the group is the key without `.webp`. */
const PUBLIC_URL = new RegExp(`^/uploads/(${CATEGORY}/(?:[a-z0-9-]+-)?[0-9a-f]{20})\\.webp$`);

const urlOf = (base: string, suffix = '') => `/uploads/${base}${suffix}.webp`;

/** The readable part of a picture's address, from the name the admin gave: 'Blue Kurta.JPG' → 'blue-kurta'. */
function readableName(filename: string | undefined): string {
  if (!filename) return '';
  return filename
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
}

export interface UploadInput {
  data: Buffer;
  categorySlug: UploadCategory;
  filename?: string;
}

export class UploadsService {
  constructor(
    private readonly db: Db,
    private readonly store: ImageStore,
  ) {}

  /** Checks, re-encodes and stores a picture; the same picture with the same name always lands at the same address. */
  async upload({ data, categorySlug, filename }: UploadInput): Promise<UploadAnswer> {
    const image = await processImage(data);
    const name = readableName(filename);
    const base = `${categorySlug}/${name ? `${name}-` : ''}${image.hash}`;
    // VARIANTS lists the main size first; it is written last, so its presence means the set is complete.
    const [main, ...rest] = image.variants;
    await Promise.all(rest.map((v) => this.store.put(`${base}${v.suffix}.webp`, v.data)));
    await this.store.put(`${base}.webp`, main!.data);
    return {
      publicUrl: urlOf(base),
      filename: `${base.split('/')[1]}.webp`,
      categorySlug,
      srcset: { '400': urlOf(base, '-400'), '800': urlOf(base), full: urlOf(base, '-full') },
      width: image.width,
      height: image.height,
      bytes: image.variants.reduce((sum, v) => sum + v.data.length, 0),
    };
  }

  /**
   * Removes an uploaded picture (every size) once nothing shows it any more: no product, category
   * or order line. Call it after the product that used it is gone. Demo pictures and outside links
   * are never removed. Answers whether the files went.
   */
  async deleteImage(publicUrl: string): Promise<boolean> {
    const base = PUBLIC_URL.exec(publicUrl)?.[1];
    if (!base) return false;
    // A content-hashed address may be shared: the same picture uploaded for two products is one file.
    const [row] = rowsOf<{ used: boolean }>(
      await this.db.execute(sql`
        select exists (select 1 from ${products} where ${products.image} = ${publicUrl} or ${publicUrl} = any(${products.images}))
            or exists (select 1 from ${categories} where ${categories.image} = ${publicUrl})
            or exists (select 1 from ${orderItems} where ${orderItems.productImage} = ${publicUrl}) as used`),
    );
    if (row?.used) return false;
    await this.store.delete(VARIANTS.map((v) => `${base}${v.suffix}.webp`));
    return true;
  }
}
