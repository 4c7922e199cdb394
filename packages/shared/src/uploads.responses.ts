import * as z from 'zod/mini';
import { UPLOAD_CATEGORIES } from './uploads.js';

/* The response to a picture upload. zod's small build (zod/mini), as in every *.responses.ts. */

const pixels = z.int().check(z.minimum(1));

/** The answer to an upload: docs/api.md's publicUrl, filename and categorySlug, plus the sizes kept. */
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
  /** Width and height of the picture as kept (after turning it upright). */
  width: pixels,
  height: pixels,
  /** Bytes of the three WebP files together. */
  bytes: pixels,
});
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;
