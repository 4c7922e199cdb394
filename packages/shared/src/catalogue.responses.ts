import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { CATEGORY_SLUGS } from './catalogue.js';
import { pagedSchema } from './http.js';
import { sizeChartSchema } from './product-facts.responses.js';
import { count, id, rupees, timestamp } from './response-fields.js';

/*
 * The catalogue's responses: products, a product page's product, categories, a page of a
 * product list with its filters. zod's small build (zod/mini), as in every *.responses.ts:
 * the web app loads these with its first request, so they must weigh little; request
 * schemas, on screens of their own, use full zod (catalogue.ts).
 */

/** A product as the API answers it: money in rupees. */
export const productSchema = z.object({
  id,
  /** The same as id (the original client reads either). */
  productId: id,
  name: z.string(),
  slug: z.string(),
  price: rupees,
  /** The MRP when the product is sold below it. */
  originalPrice: z.nullable(rupees),
  /** Whole percent off the MRP; 0 when there is none. */
  discount: z.int().check(z.minimum(0), z.maximum(100)),
  category: z.enum(CATEGORY_SLUGS),
  categoryId: id,
  image: z.string(),
  images: z.array(z.string()),
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  reviews: count,
  description: z.string(),
  /** The name and description in Hindi when the owner gave them; a Hindi page falls back to English. */
  nameHi: z.nullable(z.string()),
  descriptionHi: z.nullable(z.string()),
  sizes: z.array(z.string()),
  colors: z.array(z.string()),
  inStock: z.boolean(),
  featured: z.boolean(),
  stockQuantity: count,
  active: z.boolean(),
  createdAt: timestamp,
  /** In a list filtered by colour: the colour its picture (`image`) shows, for the product page to open in. */
  shownColor: z.optional(z.string()),
});
export type Product = z.infer<typeof productSchema>;

/** Stock of one size × colour ('' when the product lists no sizes, or no colours). */
export const variantSchema = z.object({ size: z.string(), color: z.string(), stockQuantity: count });
export type Variant = z.infer<typeof variantSchema>;

/** A product page's product: its stock per size and colour, and which pictures show which colour. */
export const productDetailSchema = z.extend(productSchema, {
  variants: z.array(variantSchema),
  colorImages: z.record(z.string(), z.array(z.string())),
  /** False for what cannot be returned or exchanged (innerwear, made to order). */
  returnable: z.boolean(),
  /** The maker's warranty in months; null: none. */
  warrantyMonths: z.nullable(z.int().check(z.minimum(1))),
  /** What it is made of, its fit and care, where it was made and who made or imported it (name and address); null: not given. */
  fabric: z.nullable(z.string()),
  fit: z.nullable(z.string()),
  care: z.nullable(z.string()),
  countryOfOrigin: z.nullable(z.string()),
  manufacturer: z.nullable(z.string()),
  /** The product's own size chart, else its category's; null: none. Measures in cm. */
  sizeChart: z.nullable(sizeChartSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const categorySchema = z.object({
  id,
  slug: z.enum(CATEGORY_SLUGS),
  name: z.string(),
  label: z.string(),
  description: z.string(),
  image: z.string(),
  productCount: count,
});
export type Category = z.infer<typeof categorySchema>;

/** One choice of a list filter and how many products it would show. */
const facetSchema = <T extends $ZodType>(value: T) => z.array(z.object({ value, count: z.optional(count) }));

/**
 * What a category or search page can be narrowed by, each choice with its count:
 * sizes in stock, colours, discount of at least 10/30/50/70 %, rating of at least 1-4.
 * A search with more than 1,000 matches gives the choices found among its first 1,000
 * without counts (decision record 013).
 */
export const facetsSchema = z.object({
  sizes: facetSchema(z.string()),
  colors: facetSchema(z.string()),
  discounts: facetSchema(z.int()),
  ratings: facetSchema(z.int()),
});
export type Facets = z.infer<typeof facetsSchema>;

/** A page of a product list; priceRange spans the list before the price filter, for the slider. */
export const productPageSchema = z.extend(pagedSchema(productSchema), {
  priceRange: z.object({ min: rupees, max: rupees }),
  facets: z.optional(facetsSchema),
  /** A search that corrected a misspelt word: the words it searched for instead ('jeens' gives 'jeans'). */
  correctedQuery: z.optional(z.string()),
});
export type ProductPage = z.infer<typeof productPageSchema>;
