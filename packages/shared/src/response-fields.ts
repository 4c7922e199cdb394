import * as z from 'zod/mini';

/*
 * The fields every response schema is made of. A module of its own, outside the package's
 * index, so that each domain's response schemas (the *.responses.ts files) share them
 * without exporting such short names to everyone.
 */

export const count = z.int().check(z.minimum(0));
export const id = z.int().check(z.minimum(1));
export const rupees = z.number().check(z.minimum(0));
export const timestamp = z.iso.datetime();
