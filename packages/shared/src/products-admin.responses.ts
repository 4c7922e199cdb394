import * as z from 'zod/mini';
import { productDetailSchema } from './catalogue.responses.js';
import { count, id, timestamp } from './response-fields.js';

/*
 * The back office's product responses: a product as its owners edit it, a removal, the
 * report of a CSV import. zod's small build (zod/mini), as in every *.responses.ts.
 */

/**
 * A product as its owners see it: everything they can edit, and whether it was ever
 * ordered. Here `inStock` is the owner's switch as set (the storefront also shows a
 * product out of stock when none is left).
 */
export const adminProductSchema = z.extend(productDetailSchema, {
  tags: z.string(),
  imageColors: z.record(z.string(), z.string()),
  /** Its own HSN code and GST rate; null: the default by its category and price. */
  hsnCode: z.nullable(z.string()),
  gstRatePercent: z.nullable(z.number()),
  /** False for what cannot be returned or exchanged. */
  returnable: z.boolean(),
  /** Months of the maker's warranty; null for none. */
  warrantyMonths: z.nullable(z.int()),
  updatedAt: timestamp,
  /* Here `sizeChart` is the product's own chart; null: it shows its category's. */
  /** Orders that hold it: such a product is archived rather than deleted. */
  orderCount: count,
  /** Raised by every change the back office makes; a form sends it back with its save. */
  version: id,
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A deleted product: removed with its pictures, or archived when orders hold it. */
export const productRemovalSchema = z.object({ id, archived: z.boolean() });
export type ProductRemoval = z.infer<typeof productRemovalSchema>;

export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'refused'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** One product of an imported CSV: what the import does (or did) with it, and why not when refused. */
export const importedProductSchema = z.object({
  slug: z.string(),
  name: z.string(),
  action: z.enum(IMPORT_ACTIONS),
  /** Its rows in the file, the header being row 1 (as a spreadsheet numbers them). */
  rows: z.array(id),
  /** What an update changes: 'price', 'stock of size M, Black', … */
  changes: z.array(z.string()),
  /** Why it is refused; `row` when the problem is one row's. */
  errors: z.array(z.object({ row: z.nullable(id), message: z.string() })),
});
export type ImportedProduct = z.infer<typeof importedProductSchema>;

/** The preview of a CSV import (dryRun, nothing written) or its report: per product, with its rows. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows in the file. */
  rows: count,
  created: count,
  updated: count,
  unchanged: count,
  refused: count,
  /** Rows left out, their product being refused. */
  refusedRows: count,
  products: z.array(importedProductSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** A line of an import answered as it goes (`accept: application/x-ndjson`): products done so far. */
export const importProgressSchema = z.object({ progress: z.object({ done: count, total: count }) });
export type ImportProgress = z.infer<typeof importProgressSchema>;
