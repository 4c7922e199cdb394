import { z } from 'zod';
import { boolParam, pageQuery } from './params.js';
import { CATEGORY_SLUGS, categoryNamed, type CategorySlug } from './catalogue.js';
import { GST_RATES } from './gst.js';
import { productFactsSchema } from './product-facts.js';

/*
 * What the shop's owners send to manage the catalogue (their responses are in
 * products-admin.responses.ts). The product form in the web app validates with the same schemas.
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
    .array(z.string().trim().min(1, `A ${label} cannot be empty`).max(30, `A ${label} must be at most 30 characters`), {
      error: `Give the ${label}s as a list`,
    })
    .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} ${label}s`)
    .refine(
      (list) => new Set(list.map((v) => v.toLowerCase())).size === list.length,
      `Each ${label} may be listed once`,
    );

export const stockQuantitySchema = z
  .number({ error: 'Stock must be a whole number' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be below zero')
  .max(100_000, 'Stock must be at most 1,00,000');

/** How a variant is named in messages: 'size M, Black', 'size M', 'Black'. */
export function variantLabel(size: string, color: string): string {
  return [size && `size ${size}`, color].filter(Boolean).join(', ') || 'the product';
}

/**
 * What is wrong with a product's stock grid: it must give every size × colour the
 * product lists exactly once (one variant, '' × '', when it lists none), and nothing else.
 */
export function variantGridProblems(
  sizes: string[],
  colors: string[],
  variants: { size: string; color: string }[],
): string[] {
  const wanted = (sizes.length ? sizes : ['']).flatMap((size) =>
    (colors.length ? colors : ['']).map((color) => ({ size, color })),
  );
  const keyOf = (v: { size: string; color: string }) => JSON.stringify([v.size, v.color]);
  const given = new Map<string, number>();
  for (const v of variants) given.set(keyOf(v), (given.get(keyOf(v)) ?? 0) + 1);
  const wantedKeys = new Set(wanted.map(keyOf));
  const problems: string[] = [];
  const twice = variants.filter(
    (v, i) => given.get(keyOf(v))! > 1 && variants.findIndex((w) => keyOf(w) === keyOf(v)) === i,
  );
  if (twice.length)
    problems.push(`The stock of ${twice.map((v) => variantLabel(v.size, v.color)).join('; ')} is given more than once`);
  const extra = variants.filter((v) => !wantedKeys.has(keyOf(v)));
  if (extra.length) {
    const listed =
      sizes.length || colors.length
        ? "is not among the product's sizes and colours"
        : 'is given, but the product lists no sizes or colours';
    problems.push(`${extra.map((v) => variantLabel(v.size, v.color)).join('; ')} ${listed}`);
  }
  const missing = wanted.filter((v) => !given.has(keyOf(v)));
  if (missing.length) {
    const shown = missing.slice(0, 5).map((v) => variantLabel(v.size, v.color));
    problems.push(
      `Give the stock of ${shown.join('; ')}${missing.length > shown.length ? ` and ${missing.length - shown.length} more` : ''}`,
    );
  }
  return problems;
}

/**
 * A total stock spread over a product's size × colour grid, for clients that send one figure (the
 * original client's `stockQuantity`): as evenly as it goes, the odd pieces to the first sizes and
 * colours in the order listed; a product without sizes or colours has it all on its one variant.
 */
export function spreadStock(total: number, sizes: string[], colors: string[]) {
  const grid = (sizes.length ? sizes : ['']).flatMap((size) =>
    (colors.length ? colors : ['']).map((color) => ({ size, color })),
  );
  const each = Math.floor(total / grid.length);
  return grid.map((v, i) => ({ ...v, stockQuantity: each + (i < total % grid.length ? 1 : 0) }));
}

/** Stock of one size × colour ('' when the product lists no sizes, or no colours). */
export const variantInputSchema = z.object({
  size: z.string().trim().max(30).default(''),
  color: z.string().trim().max(30).default(''),
  stockQuantity: stockQuantitySchema,
});
export type VariantInput = z.input<typeof variantInputSchema>;

/**
 * A variant's stock as a form saves it: the figure wanted and, when the form was filled from
 * the store, the figure it showed then. With both the store changes the stock by their
 * difference, so that pieces sold while the form was open stay sold.
 */
export const variantUpdateSchema = variantInputSchema.extend({ loadedStockQuantity: stockQuantitySchema.optional() });
export type VariantUpdate = z.input<typeof variantUpdateSchema>;

/** Raised by every change the back office makes to a product; a save naming an older one is refused. */
export const productVersionSchema = z
  .number({ error: 'version must be a whole number' })
  .int('version must be a whole number')
  .positive('version must be a whole number');

/** A path under /uploads/ of plain names (no `..`, no query): the store's own picture. */
const OWN_UPLOAD = /^\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** An https address with nothing a page or a header could read as the end of it. */
const HTTPS_ADDRESS = /^https:\/\/[^\s"'<>\\`]+$/i;

/**
 * Whether a picture's address is one the store shows: its own upload (`/uploads/...`) or an
 * absolute https address. Anything else (`javascript:`, `data:`, plain http, a path of some
 * other site's) would end up in pages and link previews as it is.
 */
export function isPictureAddress(url: string): boolean {
  if (OWN_UPLOAD.test(url)) return !url.split('/').includes('..');
  if (!HTTPS_ADDRESS.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

export const PICTURE_ADDRESS_MESSAGE = 'Use a picture uploaded to the store, or an https:// address';

export const pictureAddressSchema = z
  .string({ error: PICTURE_ADDRESS_MESSAGE })
  .trim()
  .min(1, PICTURE_ADDRESS_MESSAGE)
  .max(500, 'A picture address must be at most 500 characters')
  .refine(isPictureAddress, PICTURE_ADDRESS_MESSAGE);

/** A product's fields as the owner sets them; productInputSchema adds the rules across fields. */
const productFieldsSchema = z.object({
  name: z
    .string({ error: 'Enter the product name' })
    .trim()
    .min(2, 'Enter the product name')
    .max(120, 'The name must be at most 120 characters'),
  /** Made from the name when left blank; unique. */
  slug: z
    .string()
    .trim()
    .max(140, 'The slug must be at most 140 characters')
    .refine(
      (s) => s === '' || SLUG_PATTERN.test(s),
      'Use lowercase letters, digits and hyphens, like classic-cotton-tee',
    )
    .optional(),
  /** The category's slug; its name or header label ('men') is taken too, as the CSV import takes them. */
  categorySlug: z.string({ error: 'Choose a category' }).trim().max(100).optional(),
  /** The original client's other name for it, when categorySlug is not given. */
  category: z.string({ error: 'Choose a category' }).trim().max(100).optional(),
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
  images: z
    .array(pictureAddressSchema, { error: 'Give the pictures as a list' })
    .max(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} pictures`)
    .default([]),
  /** The original client's main picture: used when `images` is empty. */
  image: pictureAddressSchema.optional(),
  /** Which colour a picture shows (picture URL → colour). */
  imageColors: z.record(z.string(), z.string()).default({}),
  /** Every size × colour the product lists, or one variant when it lists none. */
  variants: z
    .array(variantInputSchema, { error: 'Give the stock as a list of variants' })
    .min(1, 'Give the stock')
    .max(MAX_OPTIONS * MAX_OPTIONS)
    .optional(),
  /** The original client's total stock, when `variants` is not given: spread over the sizes and colours (spreadStock). */
  stockQuantity: stockQuantitySchema.optional(),
  featured: z.boolean({ error: 'featured must be true or false' }).default(false),
  active: z.boolean({ error: 'active must be true or false' }).default(true),
  /** The owner's switch; the store also shows the product out of stock when none is left. */
  inStock: z.boolean({ error: 'inStock must be true or false' }).default(true),
  /**
   * In `gst` mode, the product's own HSN code and GST rate; blank (null) for the default by its
   * category and price (decision 028), left out to keep what the product has.
   */
  hsnCode: z
    .string({ error: 'The HSN code must be text' })
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'An HSN code has 4, 6 or 8 digits')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  gstRatePercent: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: `The GST rate must be one of ${GST_RATES.join(', ')}` })
      .refine(
        (r) => (GST_RATES as readonly number[]).includes(r),
        `The GST rate must be one of ${GST_RATES.join(', ')}`,
      )
      .nullish(),
  ),
  /** False for what cannot be returned or exchanged (innerwear, made to order); left out to keep what the product has. */
  returnable: z.boolean({ error: 'returnable must be true or false' }).optional(),
  /** Months of the maker's warranty; null for none, left out to keep what the product has. */
  warrantyMonths: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: 'The warranty must be a whole number of months' })
      .int('The warranty must be a whole number of months')
      .min(1, 'The warranty must be at least 1 month')
      .max(120, 'The warranty must be at most 120 months')
      .nullish(),
  ),
  /** Fabric, fit, care, origin, maker and the product's own size chart; each left out keeps what the product has. */
  ...productFactsSchema.shape,
});

type ProductFields = z.output<typeof productFieldsSchema>;

/**
 * The original client's payload made ours: `category` for categorySlug, `image` as the only
 * picture, a total `stockQuantity` spread over the variants (`stockTotal` says so, for an edit
 * that keeps the variants when the total is unchanged). What neither names is refused in productRules.
 */
function fromClientPayload<T extends ProductFields>({ category, image, stockQuantity, ...p }: T, ctx: z.RefinementCtx) {
  const named = p.categorySlug || category;
  const categorySlug = named ? categoryNamed(named)?.slug : undefined;
  if (named && !categorySlug)
    ctx.addIssue({ code: 'custom', path: ['categorySlug'], message: `Unknown category: ${named}` });

  const spread = !p.variants && stockQuantity !== undefined;
  if (!p.variants && !spread)
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Give the stock as a list of variants' });
  return {
    ...p,
    categorySlug: categorySlug as CategorySlug,
    images: p.images.length || !image ? p.images : [image],
    variants: (p.variants ?? spreadStock(stockQuantity ?? 0, p.sizes, p.colors)) as NonNullable<T['variants']>,
    stockTotal: spread ? stockQuantity : undefined,
  };
}

/** A category is named, checked with the other fields (a form shows it beside theirs), before anything is made of them. */
const CATEGORY_NAMED = { path: ['categorySlug'], message: 'Choose a category', when: () => true };
const namesCategory = (p: unknown) =>
  typeof p !== 'object' || p === null || Boolean((p as ProductFields).categorySlug || (p as ProductFields).category);

function productRules(p: ReturnType<typeof fromClientPayload<ProductFields>>, ctx: z.RefinementCtx) {
  if (p.originalPrice != null && p.originalPrice < p.price)
    ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: 'The MRP cannot be below the price' });
  for (const message of variantGridProblems(p.sizes, p.colors, p.variants))
    ctx.addIssue({ code: 'custom', path: ['variants'], message });
  for (const [url, colour] of Object.entries(p.imageColors)) {
    if (!p.images.includes(url))
      ctx.addIssue({
        code: 'custom',
        path: ['imageColors'],
        message: `A picture's colour is given for ${url}, which is not among the pictures`,
      });
    else if (!p.colors.includes(colour))
      ctx.addIssue({ code: 'custom', path: ['imageColors'], message: `${colour} is not one of the product's colours` });
  }
}

/** Create or edit a product: prices in rupees, stock per variant (or, as the original client sends it, a total). */
export const productInputSchema = productFieldsSchema
  .refine(namesCategory, CATEGORY_NAMED)
  .transform(fromClientPayload)
  .superRefine(productRules);
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * A product's fields as a form loaded them, sent beside a save so that a refusal can say
 * what has changed since; only compared, never written.
 */
export const loadedProductSchema = z
  .object({
    name: z.string().max(1000),
    categorySlug: z.string().max(100),
    price: z.number(),
    originalPrice: z.number().nullable(),
    description: z.string().max(5000),
    tags: z.string().max(5000),
    nameHi: z.string().max(1000).nullable(),
    descriptionHi: z.string().max(5000).nullable(),
    sizes: z.array(z.string().max(100)).max(100),
    colors: z.array(z.string().max(100)).max(100),
    images: z.array(z.string().max(1000)).max(100),
    imageColors: z.record(z.string().max(1000), z.string().max(100)),
    featured: z.boolean(),
    active: z.boolean(),
    inStock: z.boolean(),
  })
  .partial();
export type LoadedProduct = z.input<typeof loadedProductSchema>;

/**
 * Edit a product. `version` (the one the form loaded) refuses the save with 409 when the
 * product has been changed since; `loaded` lets that refusal say what changed. Both are
 * optional: a client that sends neither replaces the product as it is.
 */
export const productUpdateSchema = productFieldsSchema
  .extend({
    variants: z
      .array(variantUpdateSchema, { error: 'Give the stock as a list of variants' })
      .min(1, 'Give the stock')
      .max(MAX_OPTIONS * MAX_OPTIONS)
      .optional(),
    version: productVersionSchema.optional(),
    loaded: loadedProductSchema.optional(),
  })
  .refine(namesCategory, CATEGORY_NAMED)
  .transform(fromClientPayload)
  .superRefine(productRules);
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** The three switches of the products table, each on its own. */
export const productStatusSchema = z
  .object({
    active: z.boolean({ error: 'active must be true or false' }).optional(),
    featured: z.boolean({ error: 'featured must be true or false' }).optional(),
    inStock: z.boolean({ error: 'inStock must be true or false' }).optional(),
  })
  .refine(
    (s) => s.active !== undefined || s.featured !== undefined || s.inStock !== undefined,
    'Send active, featured or inStock',
  );
export type ProductStatusInput = z.input<typeof productStatusSchema>;

/**
 * Stock of a product with one variant (`stockQuantity`), or of some of its variants by
 * size and colour (`variants`; the others keep theirs). Also switches inStock on when
 * the product then has stock, off when it has none. `version`, when given, refuses the
 * change with 409 should the product have been changed since it was loaded.
 */
export const productStockSchema = z
  .object({
    stockQuantity: stockQuantitySchema.optional(),
    /** With stockQuantity: the figure the form showed, so that the stock changes by the difference. */
    loadedStockQuantity: stockQuantitySchema.optional(),
    variants: z
      .array(variantUpdateSchema, { error: 'Give the stock as a list of variants' })
      .min(1, 'Give the stock of at least one variant')
      .max(MAX_OPTIONS * MAX_OPTIONS)
      .optional(),
    version: productVersionSchema.optional(),
  })
  .refine(
    (s) => (s.stockQuantity === undefined) !== (s.variants === undefined),
    'Send stockQuantity for a product without sizes or colours, or variants with the stock of each size and colour',
  )
  .refine((s) => s.loadedStockQuantity === undefined || s.stockQuantity !== undefined, {
    path: ['loadedStockQuantity'],
    message: 'loadedStockQuantity goes with stockQuantity; give each variant its own',
  });
export type ProductStockInput = z.input<typeof productStockSchema>;

export const ADMIN_PRODUCT_SORTS = ['newest', 'name', 'price-low', 'price-high', 'stock-low', 'stock-high'] as const;

export const adminProductsQuery = pageQuery.extend({
  size: pageQuery.shape.size.default(20),
  q: z.string().trim().max(100).optional(),
  category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }).optional(),
  active: boolParam('active').optional(),
  featured: boolParam('featured').optional(),
  inStock: boolParam('inStock').optional(),
  sort: z
    .enum(ADMIN_PRODUCT_SORTS, { error: `sort must be one of ${ADMIN_PRODUCT_SORTS.join(', ')}` })
    .default('newest'),
});

/**
 * The catalogue's CSV (export and import): one row per variant, the product's fields
 * repeated on each of its rows. On import a product's fields may be given on one of its
 * rows only; a column left out of the file keeps what the product has.
 */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'category',
  'price',
  'originalPrice',
  'description',
  'tags',
  'nameHi',
  'descriptionHi',
  /** Picture URLs, the main one first, separated by `|`. */
  'images',
  /** Which colour a picture shows: `url=Colour` pairs separated by `|`. */
  'imageColors',
  'active',
  'featured',
  'inStock',
  /** true or false: whether the product may be returned or exchanged. */
  'returnable',
  /** Months of the maker's warranty; blank for none. */
  'warrantyMonths',
  /** The product facts: plain text, blank for none (manufacturer: the maker's or importer's name and address). */
  'fabric',
  'fit',
  'care',
  'countryOfOrigin',
  'manufacturer',
  'size',
  'color',
  'stockQuantity',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The largest CSV the import takes, and its most rows. */
export const MAX_IMPORT_MB = 20;
export const MAX_IMPORT_ROWS = 50_000;

export const productImportQuery = z.object({
  /** Answer what the import would do, writing nothing. */
  dryRun: boolParam('dryRun').optional(),
});
