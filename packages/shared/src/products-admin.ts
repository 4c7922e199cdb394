import { z } from 'zod';
import { boolParam, pageQuery } from './catalog.js';
import { CATEGORY_SLUGS } from './categories.js';

/*
 * What the shop's owners send to manage the catalogue (issue: back office, part 1).
 * The product form in the web app validates with the same schemas.
 */

export const MAX_PRODUCT_PRICE = 1_000_000;
export const MAX_PRODUCT_IMAGES = 12;
export const MAX_OPTIONS = 20;

/** A slug: lowercase letters and digits in words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Rupees with at most two decimals. */
const rupees = (label: string) =>
  z
    .number({ error: `Enter the ${label} in rupees` })
    .positive(`The ${label} must be more than ₹0`)
    .max(MAX_PRODUCT_PRICE, `The ${label} must be at most ₹10,00,000`)
    .refine((v) => Math.round(v * 100) === v * 100, `The ${label} can have at most two decimals (paise)`);

const optionList = (label: string) =>
  z
    .array(z.string().trim().min(1, `A ${label} cannot be empty`).max(30, `A ${label} must be at most 30 characters`), { error: `Give the ${label}s as a list` })
    .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} ${label}s`)
    .refine((list) => new Set(list.map((v) => v.toLowerCase())).size === list.length, `Each ${label} may be listed once`);

export const stockQuantitySchema = z
  .number({ error: 'Stock must be a whole number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be below zero')
  .max(100_000, 'Stock must be at most 1,00,000');

/** Stock of one size × colour ('' when the product lists no sizes, or no colours). */
export const variantInputSchema = z.object({
  size: z.string().trim().max(30).default(''),
  color: z.string().trim().max(30).default(''),
  stockQuantity: stockQuantitySchema,
});
export type VariantInput = z.input<typeof variantInputSchema>;

/** Create or edit a product: prices in rupees, stock per variant. */
export const productInputSchema = z
  .object({
    name: z.string({ error: 'Enter the product name' }).trim().min(2, 'Enter the product name').max(120, 'The name must be at most 120 characters'),
    /** Made from the name when left blank; unique. */
    slug: z
      .string()
      .trim()
      .max(140, 'The slug must be at most 140 characters')
      .refine((s) => s === '' || SLUG_PATTERN.test(s), 'Use lowercase letters, digits and hyphens, like classic-cotton-tee')
      .optional(),
    categorySlug: z.enum(CATEGORY_SLUGS, { error: 'Choose a category' }),
    price: rupees('price'),
    /** The MRP, when the product sells below it. */
    originalPrice: rupees('MRP').nullish(),
    description: z.string().trim().max(1000, 'The description must be at most 1000 characters').default(''),
    /** Extra words shoppers search by, comma separated. */
    tags: z.string().trim().max(500, 'Tags must be at most 500 characters').default(''),
    nameHi: z.string().trim().max(120, 'The Hindi name must be at most 120 characters').nullish(),
    descriptionHi: z.string().trim().max(1000, 'The Hindi description must be at most 1000 characters').nullish(),
    sizes: optionList('size').default([]),
    colors: optionList('colour').default([]),
    /** Picture URLs as uploaded; the first is the main one. */
    images: z.array(z.string().trim().min(1).max(500), { error: 'Give the pictures as a list' }).max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} pictures`).default([]),
    /** Which colour a picture shows (picture URL → colour). */
    imageColors: z.record(z.string(), z.string()).default({}),
    /** Every size × colour the product lists, or one variant when it lists none. */
    variants: z.array(variantInputSchema).min(1, 'Give the stock').max(MAX_OPTIONS * MAX_OPTIONS),
    featured: z.boolean().default(false),
    active: z.boolean().default(true),
    inStock: z.boolean().default(true),
  })
  .refine((p) => p.originalPrice == null || p.originalPrice >= p.price, { path: ['originalPrice'], message: 'The MRP cannot be below the price' });
export type ProductInput = z.input<typeof productInputSchema>;

/** The three switches of the products table, each on its own. */
export const productStatusSchema = z
  .object({ active: z.boolean().optional(), featured: z.boolean().optional(), inStock: z.boolean().optional() })
  .refine((s) => s.active !== undefined || s.featured !== undefined || s.inStock !== undefined, 'Send active, featured or inStock');

/** Stock of a product with one variant, or of named variants. */
export const productStockSchema = z.union([
  z.object({ stockQuantity: stockQuantitySchema }),
  z.object({ variants: z.array(variantInputSchema).min(1).max(MAX_OPTIONS * MAX_OPTIONS) }),
]);

export const ADMIN_PRODUCT_SORTS = ['newest', 'name', 'price-low', 'price-high', 'stock-low', 'stock-high'] as const;

export const adminProductsQuery = pageQuery.extend({
  size: pageQuery.shape.size.default(20),
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }).optional(),
  active: boolParam('active').optional(),
  featured: boolParam('featured').optional(),
  inStock: boolParam('inStock').optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS, { error: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` }).default('newest'),
});
