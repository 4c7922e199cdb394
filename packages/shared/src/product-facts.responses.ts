import * as z from 'zod/mini';

/*
 * A size chart as the shop shows it (zod/mini: the product page's first request reads it).
 * Requests to change charts and to be told of a size back in stock are in product-facts.ts.
 */

/** What a chart can measure, always in centimetres; the page shows them in cm or inches. */
export const MEASURES = [
  'chest',
  'bust',
  'waist',
  'hip',
  'shoulder',
  'length',
  'sleeve',
  'inseam',
  'footLength',
  'height',
] as const;
export type Measure = (typeof MEASURES)[number];

/** Rows of sizes, each with one figure in cm per column (null where it does not apply). */
export const sizeChartSchema = z.object({
  columns: z.array(z.enum(MEASURES)),
  rows: z.array(z.object({ size: z.string(), cm: z.array(z.nullable(z.number())) })),
});
export type SizeChart = z.infer<typeof sizeChartSchema>;

/** A category's chart as the back office reads it; `chart` null: it has none. */
export const categorySizeChartSchema = z.object({
  category: z.string(),
  chart: z.nullable(sizeChartSchema),
  updatedAt: z.nullable(z.iso.datetime()),
});
export type CategorySizeChart = z.infer<typeof categorySizeChartSchema>;

/** The answer to a 'notify me': whether a wish was made now or one was already waiting. */
export const stockAlertAnswerSchema = z.object({ email: z.string(), alreadyWaiting: z.boolean() });
export type StockAlertAnswer = z.infer<typeof stockAlertAnswerSchema>;

/** Centimetres in inches, to one decimal. */
export const inchesOf = (cm: number) => Math.round((cm / 2.54) * 10) / 10;
