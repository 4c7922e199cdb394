import * as z from 'zod/mini';
import { CATEGORIES, CATEGORY_SLUGS, categoryNamed } from './catalogue.js';

/*
 * Picture uploads (docs/api.md): what the upload form sends. zod's small build, like the
 * response (uploads.responses.ts): the upload's fields are few.
 */

/** Pictures not filed under a category (docs/api.md: the default categorySlug). */
export const GENERAL_UPLOADS = 'general';
/** Shoppers' photos of a return's damage, filed apart from the catalogue's pictures (never chosen by an admin's upload). */
export const RETURN_UPLOADS = 'returns';
/** Shoppers' photos in their reviews, filed apart as return photos are. */
export const REVIEW_UPLOADS = 'reviews';
export const UPLOAD_CATEGORIES = [GENERAL_UPLOADS, ...CATEGORY_SLUGS, RETURN_UPLOADS, REVIEW_UPLOADS] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** What the server takes, checked by content; the file picker offers the same. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const ACCEPTED_IMAGE_NAMES = 'JPEG, PNG, WebP or AVIF';

/**
 * Where an upload is filed: general (also when blank), or a category named by its slug, name or
 * header label in any case, as the CSV import takes it (the original client sent `men`, `women`, `kids`).
 */
const uploadCategory = z.pipe(
  z.string(),
  z.transform((text, ctx): UploadCategory => {
    if (!text.trim() || text.trim().toLowerCase() === GENERAL_UPLOADS) return GENERAL_UPLOADS;
    const found = categoryNamed(text);
    if (found) return found.slug;
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: `categorySlug must be ${GENERAL_UPLOADS} or a category's slug, name or label (${CATEGORIES.map((c) => `${c.slug}, ${c.label}`).join('; ')})`,
    });
    return z.NEVER;
  }),
);

/** The text fields of POST /api/admin/storage/upload (multipart, beside `file`). */
export const uploadFieldsSchema = z.object({
  categorySlug: z._default(uploadCategory, GENERAL_UPLOADS),
  /** A readable name for the picture's address; the picture's content decides the rest of it. */
  filename: z.optional(z.string().check(z.trim(), z.maxLength(200, 'filename must be at most 200 characters'))),
});
/** The fields as the store's own client sends them: a category by its slug. */
export type UploadFields = Partial<z.output<typeof uploadFieldsSchema>>;

/** The whole multipart form, as the API's description shows it (the route reads and checks the form itself). */
export const uploadFormSchema = z.object({
  ...uploadFieldsSchema.shape,
  file: z.file().check(z.mime([...ACCEPTED_IMAGE_TYPES])),
});
