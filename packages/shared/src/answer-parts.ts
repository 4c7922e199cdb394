import * as z from 'zod/mini';

/*
 * The pieces every answer schema is made of. A module of its own, outside the package's
 * index, so that the shop's answers (answer-schemas.ts) and the back office's
 * (admin-answer-schemas.ts) share them without exporting such short names to everyone.
 */

export const count = z.int().check(z.minimum(0));
export const id = z.int().check(z.minimum(1));
export const rupees = z.number().check(z.minimum(0));
export const timestamp = z.iso.datetime();
