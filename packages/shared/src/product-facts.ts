import { z } from 'zod';
import { emailSchema } from './auth.js';
import { LANGUAGES } from './enums.js';
import { MEASURES } from './product-facts.responses.js';

/*
 * Size charts and a product's facts as the owner sets them, and a shopper's 'notify me'
 * (their answers are in product-facts.responses.ts).
 */

export const MAX_CHART_ROWS = 30;
const CHART_MESSAGE = 'Give each size a figure in cm for each column, or leave it blank';

/** A chart's figures in cm (from 0.5 to 300, one decimal), blank (null) where a size has none. */
export const sizeChartInputSchema = z
  .object({
    columns: z
      .array(z.enum(MEASURES, { error: `A column must be one of ${MEASURES.join(', ')}` }))
      .min(1, 'Choose at least one measure')
      .max(MEASURES.length)
      .refine((c) => new Set(c).size === c.length, 'Each measure may be a column once'),
    rows: z
      .array(
        z.object({
          size: z.string().trim().min(1, 'A size cannot be empty').max(30, 'A size must be at most 30 characters'),
          cm: z.array(
            z
              .number({ error: CHART_MESSAGE })
              .min(0.5, 'A measure must be at least 0.5 cm')
              .max(300, 'A measure must be at most 300 cm')
              .transform((v) => Math.round(v * 10) / 10)
              .nullable(),
          ),
        }),
      )
      .min(1, 'Give at least one size')
      .max(MAX_CHART_ROWS, `At most ${MAX_CHART_ROWS} sizes`),
  })
  .superRefine((chart, ctx) => {
    const sizes = chart.rows.map((r) => r.size.toLowerCase());
    if (new Set(sizes).size !== sizes.length)
      ctx.addIssue({ code: 'custom', path: ['rows'], message: 'Each size may be a row once' });
    chart.rows.forEach((row, i) => {
      if (row.cm.length !== chart.columns.length)
        ctx.addIssue({ code: 'custom', path: ['rows', i, 'cm'], message: CHART_MESSAGE });
    });
  });
export type SizeChartInput = z.input<typeof sizeChartInputSchema>;

/** A category's chart; `chart` null takes it away. */
export const categorySizeChartInputSchema = z.object({ chart: sizeChartInputSchema.nullable() });

/** A product fact: up to `max` characters of plain text, blank (null) for none. */
const fact = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text` })
    .trim()
    .max(max, `The ${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** Left out: the product keeps its own; blank: none. */
export const productFactsSchema = z.object({
  fabric: fact('fabric', 200),
  fit: fact('fit', 100),
  care: fact('care', 300),
  countryOfOrigin: fact('country of origin', 60),
  /** The manufacturer's or importer's name and address. */
  manufacturer: fact("manufacturer's or importer's name and address", 300),
  /** The product's own chart; null: its category's; left out: unchanged. */
  sizeChart: sizeChartInputSchema.nullish(),
});
export const PRODUCT_FACTS = ['fabric', 'fit', 'care', 'countryOfOrigin', 'manufacturer'] as const;

/**
 * 'Notify me' on a sold-out size or colour: the product, the email (a signed-in shopper's own when left out),
 * the size and colour as the product lists them ('' where it lists none).
 */
export const stockAlertSchema = z.object({
  productId: z
    .number({ error: 'productId must be a number' })
    .int('productId must be a whole number')
    .positive('productId must be positive')
    .max(2_147_483_647),
  email: emailSchema.optional(),
  size: z.string().trim().max(30).default(''),
  color: z.string().trim().max(30).default(''),
  language: z.enum(LANGUAGES, { error: 'language must be en or hi' }).default('en'),
});
export type StockAlertInput = z.input<typeof stockAlertSchema>;
