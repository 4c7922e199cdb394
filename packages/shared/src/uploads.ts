import { z } from 'zod';
import { CATEGORY_SLUGS } from './categories.js';

/** Pictures not filed under a category (api-facts.md: the default categorySlug). */
export const GENERAL_UPLOADS = 'general';
export const UPLOAD_CATEGORIES = [GENERAL_UPLOADS, ...CATEGORY_SLUGS] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** What the server takes, checked by content; the file picker offers the same. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const ACCEPTED_IMAGE_NAMES = 'JPEG, PNG, WebP or AVIF';

/** The text fields of POST /api/admin/storage/upload (multipart, beside `file`). */
export const uploadFieldsSchema = z.object({
  categorySlug: z
    .enum(UPLOAD_CATEGORIES, { error: `categorySlug must be ${GENERAL_UPLOADS} or a category slug (${CATEGORY_SLUGS.join(', ')})` })
    .default(GENERAL_UPLOADS),
  /** A readable name for the picture's address; the picture's content decides the rest of it. */
  filename: z.string().trim().max(200, 'filename must be at most 200 characters').optional(),
});
export type UploadFields = z.input<typeof uploadFieldsSchema>;

/** The answer to an upload: api-facts.md's publicUrl, filename and categorySlug, plus the sizes kept. */
export const uploadAnswerSchema = z.object({
  /** The 800 px wide WebP, the picture's address everywhere (`/uploads/<key>.webp`). */
  publicUrl: z.string(),
  /** The stored file's name (`<key's last part>.webp`). */
  filename: z.string(),
  categorySlug: z.enum(UPLOAD_CATEGORIES),
  srcset: z.object({
    '400': z.string(),
    '800': z.string(),
    /** The picture as kept: its own size, at most 2000 px on the longer side. */
    full: z.string(),
  }),
  /** Width and height of the picture as kept (after turning it upright), in pixels. */
  width: z.number().int(),
  height: z.number().int(),
  /** Bytes of the three WebP files together. */
  bytes: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
