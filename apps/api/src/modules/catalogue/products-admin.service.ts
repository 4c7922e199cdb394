import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  findCategory,
  spreadStock,
  toPaise,
  variantLabel,
  type AdminPage,
  type AdminProduct,
  type adminProductsQuery,
  type ProductRemoval,
  type SizeChart,
  type productStatusSchema,
  type productStockSchema,
  type productUpdateSchema,
  type Variant,
  type VariantUpdate,
} from '@kuber/shared';
import type { z } from 'zod';
import { pgArray, unnested, type BulkColumn } from '#api/db/bulk.js';
import { rowsOf, type Db, type Tx } from '#api/db/client.js';
import { refreshSearchWords, slugify } from '#api/db/factories.js';
import { productColumns, type ProductRow } from '#api/db/product-columns.js';
import { orderItems, products, productVariants } from '#api/db/schema.js';
import { addToStock, replaceVariants, type VariantRow } from '#api/db/variants.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { AppError, conflict, invalid, notFound } from '#api/lib/errors.js';
import { colorImagesOf, sortVariants, toProduct } from './catalogue.service.js';
import { changesBetween, comparedOf, type ComparedProduct } from './product-changes.js';

/** A product as created or saved; a new product's ignores `version`, `loaded` and the loaded stock. */
export type ProductInput = z.output<typeof productUpdateSchema>;

/** Removes an uploaded picture once nothing shows it (UploadsService.deleteImage). */
export interface PictureRemover {
  deleteImage(publicUrl: string): Promise<boolean>;
}

/** A product row with what the back office shows beside it: its variants and how many orders hold it. */
interface AdminRow {
  product: ProductRow;
  variants: Variant[];
  orderCount: number;
}

/** The variants and order count of the product row in the same select (the table named: a select list leaves it out of column names). */
export const adminColumns = {
  product: productColumns,
  variants: sql<
    Variant[]
  >`(select coalesce(json_agg(json_build_object('size', v.size, 'color', v.color, 'stockQuantity', v.stock_quantity)), '[]')
    from ${productVariants} v where v.product_id = ${products}.id)`,
  orderCount:
    sql<number>`(select count(distinct oi.order_id) from ${orderItems} oi where oi.product_id = ${products}.id)`.mapWith(
      Number,
    ),
};

export function toAdminProduct({ product, variants, orderCount }: AdminRow): AdminProduct {
  return {
    ...toProduct(product),
    inStock: product.inStock,
    variants: sortVariants(product, variants),
    colorImages: colorImagesOf(product, product.imageColors),
    tags: product.tags,
    nameHi: product.nameHi,
    descriptionHi: product.descriptionHi,
    hsnCode: product.hsnCode,
    gstRatePercent: product.gstRatePercent,
    returnable: product.returnable,
    warrantyMonths: product.warrantyMonths,
    ...factsOf(product),
    sizeChart: product.sizeChart,
    imageColors: product.imageColors,
    updatedAt: product.updatedAt.toISOString(),
    orderCount,
    version: product.version,
  };
}

/** A product's facts as the product page shows them (null: not given). */
type Facts = Pick<ProductRow, 'fabric' | 'fit' | 'care' | 'countryOfOrigin' | 'manufacturer'>;
const FACT_COLUMNS = [
  ['fabric', 'fabric'],
  ['fit', 'fit'],
  ['care', 'care'],
  ['country_of_origin', 'countryOfOrigin'],
  ['manufacturer', 'manufacturer'],
] as const;

export function factsOf(row: Facts): Facts {
  return {
    fabric: row.fabric,
    fit: row.fit,
    care: row.care,
    countryOfOrigin: row.countryOfOrigin,
    manufacturer: row.manufacturer,
  };
}

/** What the owner sets of a products row (money in paise); the slug is settled apart. */
interface ProductFields {
  name: string;
  description: string;
  categoryId: number;
  pricePaise: number;
  originalPricePaise: number | null;
  image: string;
  images: string[];
  sizes: string[];
  colors: string[];
  tags: string;
  nameHi: string | null;
  descriptionHi: string | null;
  imageColors: Record<string, string>;
  featured: boolean;
  active: boolean;
  inStock: boolean;
  /** Left out (undefined) by a write that does not set them, as the CSV's: the product keeps its own. */
  hsnCode?: string | null;
  gstRatePercent?: number | null;
  returnable?: boolean;
  warrantyMonths?: number | null;
  fabric?: string | null;
  fit?: string | null;
  care?: string | null;
  countryOfOrigin?: string | null;
  manufacturer?: string | null;
  sizeChart?: SizeChart | null;
  updatedAt: Date;
}

export function productFields(input: ProductInput): ProductFields {
  return {
    name: input.name,
    description: input.description,
    categoryId: findCategory(input.categorySlug)!.id,
    pricePaise: toPaise(input.price),
    originalPricePaise: input.originalPrice == null ? null : toPaise(input.originalPrice),
    image: input.images[0] ?? '',
    images: input.images,
    sizes: input.sizes,
    colors: input.colors,
    tags: input.tags,
    nameHi: input.nameHi || null,
    descriptionHi: input.descriptionHi || null,
    imageColors: input.imageColors,
    featured: input.featured,
    active: input.active,
    inStock: input.inStock,
    hsnCode: input.hsnCode,
    gstRatePercent: input.gstRatePercent,
    returnable: input.returnable,
    warrantyMonths: input.warrantyMonths,
    fabric: input.fabric,
    fit: input.fit,
    care: input.care,
    countryOfOrigin: input.countryOfOrigin,
    manufacturer: input.manufacturer,
    sizeChart: input.sizeChart,
    updatedAt: new Date(),
  };
}

const sameOptions = (a: { sizes: string[]; colors: string[] }, b: { sizes: string[]; colors: string[] }) =>
  a.sizes.join('\n') === b.sizes.join('\n') && a.colors.join('\n') === b.colors.join('\n');

/** The columns of many products written at once (writeMany), with the id of those updated. */
type Written = ProductFields & { id: number; slug: string };
const WRITTEN_COLUMNS: BulkColumn<Written>[] = [
  ['id', 'int', (r) => r.id],
  ['slug', 'text', (r) => r.slug],
  ['name', 'text', (r) => r.name],
  ['description', 'text', (r) => r.description],
  ['category_id', 'int', (r) => r.categoryId],
  ['price_paise', 'int', (r) => r.pricePaise],
  ['original_price_paise', 'int', (r) => r.originalPricePaise],
  ['image', 'text', (r) => r.image],
  ['images', 'text[]', (r) => pgArray(r.images)],
  ['sizes', 'text[]', (r) => pgArray(r.sizes)],
  ['colors', 'text[]', (r) => pgArray(r.colors)],
  ['tags', 'text', (r) => r.tags],
  ['name_hi', 'text', (r) => r.nameHi],
  ['description_hi', 'text', (r) => r.descriptionHi],
  ['image_colors', 'jsonb', (r) => JSON.stringify(r.imageColors)],
  ['featured', 'bool', (r) => r.featured],
  ['active', 'bool', (r) => r.active],
  ['in_stock', 'bool', (r) => r.inStock],
  ['updated_at', 'timestamptz', (r) => r.updatedAt.toISOString()],
];

const SLUG_TAKEN = 'Another product already uses this slug';

/** Every write of a product from the back office raises its version. */
const NEXT_VERSION = sql`${products.version} + 1`;

const variantKey = (v: { size: string; color: string }) => JSON.stringify([v.size, v.color]);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The stock a form showed, of the variants it gives it for. */
function loadedStock(variants: VariantUpdate[]): Partial<Pick<ComparedProduct, 'variants'>> {
  const loaded = variants.flatMap((v) =>
    v.loadedStockQuantity === undefined
      ? []
      : [{ size: v.size ?? '', color: v.color ?? '', stockQuantity: v.loadedStockQuantity }],
  );
  return loaded.length ? { variants: loaded } : {};
}

/** A unique-index clash on the slug, as PostgreSQL reports it (through Drizzle's wrapper or not). */
function isSlugClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.cause?.code ? e.cause : e;
  return pg.code === '23505' && (pg.constraint ?? '').includes('slug');
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS: Record<z.output<typeof adminProductsQuery>['sort'], SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  name: [asc(products.name), asc(products.id)],
  'price-low': [asc(products.pricePaise), asc(products.id)],
  'price-high': [desc(products.pricePaise), desc(products.id)],
  'stock-low': [asc(products.stockQuantity), asc(products.id)],
  'stock-high': [desc(products.stockQuantity), desc(products.id)],
};

/**
 * The catalogue as its owners manage it. Every change is told on the change bus, so
 * every instance drops its kept catalogue answers and shoppers see it at once.
 */
export class ProductsAdminService {
  constructor(
    private readonly db: Db,
    private readonly deps: { changes: ChangeBus; pictures: PictureRemover },
  ) {}

  /** Every product but the archived ones, active or not. */
  async list(query: z.output<typeof adminProductsQuery>): Promise<AdminPage<AdminProduct>> {
    const where: SQL[] = [isNull(products.archivedAt)];
    if (query.q) where.push(ilike(products.name, `%${escapeLike(query.q)}%`));
    if (query.category) where.push(eq(products.categoryId, findCategory(query.category)!.id));
    if (query.active !== undefined) where.push(eq(products.active, query.active));
    if (query.featured !== undefined) where.push(eq(products.featured, query.featured));
    if (query.inStock !== undefined) where.push(eq(products.inStock, query.inStock));
    const rows = await this.db
      .select(adminColumns)
      .from(products)
      .where(and(...where))
      .orderBy(...SORTS[query.sort])
      .limit(query.size)
      .offset(query.page * query.size);
    const [counted] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(...where));
    const total = counted?.n ?? 0;
    return {
      items: rows.map(toAdminProduct),
      page: query.page,
      size: query.size,
      total,
      totalPages: Math.ceil(total / query.size),
    };
  }

  async get(id: number, db: Db | Tx = this.db): Promise<AdminProduct> {
    const [row] = await db
      .select(adminColumns)
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)));
    if (!row) throw notFound('Product not found');
    return toAdminProduct(row);
  }

  async create(input: ProductInput): Promise<AdminProduct> {
    const id = await this.db.transaction((tx) => this.write(tx, input, null));
    await this.saved([id]);
    return this.get(id);
  }

  /** Replaces what the owner edits; a blank slug keeps the product's address. */
  async update(id: number, input: ProductInput): Promise<AdminProduct> {
    await this.db.transaction((tx) => this.write(tx, input, id));
    await this.saved([id]);
    return this.get(id);
  }

  /**
   * Writes a product and its variants (the given ones become its only ones) inside the
   * caller's transaction: a new one when `id` is null, else that one (locked first; 404
   * when archived or gone). Answers its id. The CSV import writes through here too.
   */
  async write(tx: Tx, input: ProductInput, id: number | null): Promise<number> {
    const existing = id === null ? null : await this.lock(tx, id);
    if (existing)
      await this.refuseStale(tx, existing, input.version, { ...input.loaded, ...loadedStock(input.variants) });
    const slug = await this.slugFor(tx, input, existing);
    let written: number;
    try {
      if (existing) {
        await tx
          .update(products)
          .set({ ...productFields(input), slug, version: NEXT_VERSION })
          .where(eq(products.id, existing.id));
        written = existing.id;
      } else {
        const [row] = await tx
          .insert(products)
          .values({ ...productFields(input), slug, stockQuantity: 0 })
          .returning({ id: products.id });
        written = row!.id;
      }
    } catch (error) {
      // Two owners saving the same slug at once: the unique index decides.
      if (isSlugClash(error)) throw conflict(SLUG_TAKEN);
      throw error;
    }
    // A client that sends only a total (the original client) leaves the stock per size and colour alone while the total is unchanged.
    if (existing && input.stockTotal === existing.stockQuantity && sameOptions(existing, input)) return written;
    const variants = existing ? await this.stockKeepingSales(tx, written, input.variants) : input.variants;
    await replaceVariants(
      tx,
      [written],
      variants.map((v) => ({ size: v.size, color: v.color, stockQuantity: v.stockQuantity, productId: written })),
    );
    return written;
  }

  /**
   * Refuses with 409 a save made from a version of the product older than its own, saying
   * what changed from what the form loaded (`loaded`) to now. Sales leave the version as it
   * is: a busy shop's owner can still save, and the stock is kept right by its differences.
   */
  private async refuseStale(
    tx: Tx,
    row: ProductRow,
    version: number | undefined,
    loaded: Partial<ComparedProduct>,
  ): Promise<void> {
    if (version === undefined || version === row.version) return;
    const changes = changesBetween(loaded, comparedOf(await this.get(row.id, tx)));
    const what = changes.length ? ` (${changes.map((c) => c.field).join(', ')})` : '';
    const errors = changes.length
      ? changes.map((c) => ({ path: 'version', message: c.detail }))
      : [{ path: 'version', message: `Saved since: version ${row.version} now, not ${version}` }];
    throw new AppError('CONFLICT', `This product was changed meanwhile${what}. Reload to see the changes.`, errors);
  }

  /**
   * The stock to write for each variant a form gives: where it also gives the figure it
   * loaded, the stock now moved by the owner's change (wanted − loaded), so that pieces sold
   * while the form was open stay sold; others as given. 409 naming the variant when a change
   * would take its stock below zero. `pathOf` names a variant's place in the request.
   */
  private async stockKeepingSales(
    tx: Tx,
    productId: number,
    variants: VariantUpdate[],
    pathOf = (i: number) => `variants.${i}.stockQuantity`,
  ): Promise<VariantRow[]> {
    const given = variants.map((v) => ({ ...v, size: v.size ?? '', color: v.color ?? '' }));
    const relative = given.filter((v) => v.loadedStockQuantity !== undefined);
    const changed = await addToStock(
      tx,
      productId,
      relative.map((v) => ({ size: v.size, color: v.color, change: v.stockQuantity - v.loadedStockQuantity! })),
    );
    const now = new Map(changed.map((r) => [variantKey(r), r.stockQuantity]));
    if (changed.length < relative.length) {
      const current = new Map(
        (await tx.select().from(productVariants).where(eq(productVariants.productId, productId))).map((r) => [
          variantKey(r),
          r.stockQuantity,
        ]),
      );
      // A variant the product does not have yet (a size added meanwhile) takes the figure as given.
      const short = given.flatMap((v, i) =>
        v.loadedStockQuantity !== undefined && !now.has(variantKey(v)) && current.has(variantKey(v))
          ? [{ v, i, left: current.get(variantKey(v))! }]
          : [],
      );
      if (short.length) {
        const errors = short.map(({ v, i, left }) => ({
          path: pathOf(i),
          message: `${capitalised(variantLabel(v.size, v.color))} has ${left} left now, not the ${v.loadedStockQuantity} you loaded: it cannot come down by ${v.loadedStockQuantity! - v.stockQuantity}. Reload to see the stock now.`,
        }));
        throw new AppError('CONFLICT', errors[0]!.message, errors);
      }
    }
    return given.map((v) => ({
      size: v.size,
      color: v.color,
      stockQuantity: now.get(variantKey(v)) ?? v.stockQuantity,
    }));
  }

  /**
   * Writes many products in a few statements, all or none (the CSV import's batches).
   * Each must carry its slug; products updated are locked first, as write() does. Throws at
   * the first problem, without saying which product: the caller then writes them one by one.
   * Answers their ids, in order.
   */
  async writeMany(tx: Tx, items: { input: ProductInput; id: number | null }[]): Promise<number[]> {
    const rowOf = (input: ProductInput, id: number): Written => ({ ...productFields(input), id, slug: input.slug! });
    const updates = items.filter((i) => i.id !== null).map((i) => rowOf(i.input, i.id!));
    const creates = items.filter((i) => i.id === null).map((i) => rowOf(i.input, 0));
    if ([...updates, ...creates].some((r) => !r.slug)) throw new Error('writeMany needs every product’s slug');
    if (updates.length) {
      const locked = await tx
        .select({ id: products.id, version: products.version })
        .from(products)
        .where(
          and(
            inArray(
              products.id,
              updates.map((r) => r.id),
            ),
            isNull(products.archivedAt),
          ),
        )
        .for('update');
      if (locked.length !== new Set(updates.map((r) => r.id)).size) throw notFound('Product not found');
      const versions = new Map(locked.map((r) => [r.id, r.version]));
      if (items.some((i) => i.id !== null && i.input.version !== undefined && versions.get(i.id) !== i.input.version))
        throw conflict('A product was changed meanwhile');
      const { from, set } = unnested(WRITTEN_COLUMNS, updates, { key: 'id' });
      await tx.execute(
        sql`update ${products} set ${set}, version = ${NEXT_VERSION} from ${from} where ${products.id} = t.id`,
      );
    }
    const made = new Map<string, number>();
    if (creates.length) {
      const { names, values, from } = unnested(WRITTEN_COLUMNS.slice(1), creates);
      const rows = rowsOf<{ id: number; slug: string }>(
        await tx.execute(sql`insert into ${products} (${names}) select ${values} from ${from} returning id, slug`),
      );
      for (const r of rows) made.set(r.slug, Number(r.id));
    }
    const ids = items.map((i) => i.id ?? made.get(i.input.slug!)!);
    await this.writePromises(
      tx,
      items.map((item, i) => ({ ...item.input, id: ids[i]! })),
    );
    await replaceVariants(
      tx,
      ids,
      items.flatMap((item, i) => item.input.variants.map((v) => ({ ...v, productId: ids[i]! }))),
    );
    return ids;
  }

  /** Whether each product may be returned and its warranty, where given (left out: each keeps its own). */
  private async writePromises(
    tx: Tx,
    rows: ({ id: number; returnable?: boolean; warrantyMonths?: number | null } & Partial<Facts>)[],
  ): Promise<void> {
    type Row = (typeof rows)[number];
    const given = <K extends 'returnable' | 'warrantyMonths' | keyof Facts>(key: K) =>
      rows.filter((r) => r[key] !== undefined);
    const columns = [
      ['returnable', 'bool', given('returnable'), (r: Row) => r.returnable!] as const,
      ['warranty_months', 'int', given('warrantyMonths'), (r: Row) => r.warrantyMonths!] as const,
      ...FACT_COLUMNS.map(([name, key]) => [name, 'text', given(key), (r: Row) => r[key]!] as const),
    ];
    for (const [name, type, list, value] of columns) {
      if (list.length === 0) continue;
      const { from, set } = unnested(
        [
          ['id', 'int', (r) => r.id],
          [name, type, value],
        ],
        list,
        { key: 'id' },
      );
      await tx.execute(sql`update ${products} set ${set} from ${from} where ${products.id} = t.id`);
    }
  }

  /**
   * The product's slug: the one given (409 when another product has it); else, for a new
   * product, one made from the name (with -2, -3… when taken); else the one it has.
   */
  private async slugFor(
    tx: Tx,
    input: ProductInput,
    existing: Pick<ProductRow, 'id' | 'slug'> | null,
  ): Promise<string> {
    if (input.slug) {
      const [other] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, input.slug));
      if (other && other.id !== existing?.id) throw conflict(SLUG_TAKEN);
      return input.slug;
    }
    if (existing) return existing.slug;
    const base = slugify(input.name).slice(0, 120).replace(/-+$/, '');
    if (!base)
      throw invalid('Give the product a slug: its name has no letters or digits a web address can use', [
        { path: 'slug', message: 'Give a slug, like blue-cotton-kurta' },
      ]);
    const taken = new Set(
      (
        await tx
          .select({ slug: products.slug })
          .from(products)
          .where(sql`${products.slug} = ${base} or ${products.slug} ~ ${`^${base}-[0-9]+$`}`)
      ).map((r) => r.slug),
    );
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    return `${base}-${n}`;
  }

  /** The product, locked for this transaction; an archived one is gone (404). */
  private async lock(tx: Tx, id: number): Promise<ProductRow> {
    const [row] = await tx
      .select(productColumns)
      .from(products)
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .for('update');
    if (!row) throw notFound('Product not found');
    return row;
  }

  /**
   * A product never ordered is removed with its pictures; one that orders hold is
   * archived: hidden from the store and this list for good, its slug freed for a new
   * product, its orders keeping their own copy of name, picture and price.
   */
  async remove(id: number): Promise<ProductRemoval> {
    const { archived, pictures } = await this.db.transaction(async (tx) => {
      // Checkout locks the product rows it sells from, so no order can slip in between.
      const row = await this.lock(tx, id);
      const [ordered] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.productId, id))
        .limit(1);
      if (ordered) {
        await tx
          .update(products)
          .set({
            archivedAt: new Date(),
            active: false,
            featured: false,
            slug: `${row.slug}--archived-${row.id}`,
            updatedAt: new Date(),
            version: NEXT_VERSION,
          })
          .where(eq(products.id, id));
        return { archived: true, pictures: [] };
      }
      await tx.delete(products).where(eq(products.id, id));
      return { archived: false, pictures: [...new Set([row.image, ...row.images].filter(Boolean))] };
    });
    this.changed();
    // After the commit: a picture that cannot be removed now stays unused in the store, and
    // never undoes the deletion. Pictures another product, a category or an order shows stay.
    await Promise.allSettled(pictures.map((url) => this.deps.pictures.deleteImage(url)));
    return { id, archived };
  }

  /** The table's three switches, each on its own. */
  async setStatus(id: number, input: z.output<typeof productStatusSchema>): Promise<AdminProduct> {
    const [row] = await this.db
      .update(products)
      .set({
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.featured !== undefined ? { featured: input.featured } : {}),
        ...(input.inStock !== undefined ? { inStock: input.inStock } : {}),
        updatedAt: new Date(),
        version: NEXT_VERSION,
      })
      .where(and(eq(products.id, id), isNull(products.archivedAt)))
      .returning({ id: products.id });
    if (!row) throw notFound('Product not found');
    await this.saved([]);
    return this.get(id);
  }

  /**
   * Sets the stock of a product with one variant, or of the variants named (the others
   * keep theirs); the product is then in stock when it has any (docs/api.md). A figure
   * given with the one the form loaded moves the stock by their difference.
   */
  async setStock(id: number, input: z.output<typeof productStockSchema>): Promise<AdminProduct> {
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id);
      const single = !input.variants;
      const options = row.sizes.length > 0 || row.colors.length > 0;
      if (single && options && input.loadedStockQuantity !== undefined) {
        throw invalid(`${row.name} comes in sizes or colours: give the stock of each as variants`, [
          { path: 'variants', message: 'Give the stock of each size and colour' },
        ]);
      }
      // A total for a product in sizes or colours (the original client's) is spread over them, unless it is the total already.
      if (single && options && input.stockQuantity === row.stockQuantity) return;
      const changes =
        input.variants ??
        (options
          ? spreadStock(input.stockQuantity!, row.sizes, row.colors)
          : [
              {
                size: '',
                color: '',
                stockQuantity: input.stockQuantity!,
                loadedStockQuantity: input.loadedStockQuantity,
              },
            ]);
      await this.refuseStale(tx, row, input.version, loadedStock(changes));
      const current = await tx.select().from(productVariants).where(eq(productVariants.productId, id));
      const errors: { path: string; message: string }[] = [];
      const seen = new Set<string>();
      for (const [i, v] of changes.entries()) {
        if (!current.some((c) => c.size === v.size && c.color === v.color))
          errors.push({ path: `variants.${i}`, message: `${row.name} has no ${variantLabel(v.size, v.color)}` });
        else if (seen.has(variantKey(v)))
          errors.push({
            path: `variants.${i}`,
            message: `The stock of ${variantLabel(v.size, v.color)} is given more than once`,
          });
        seen.add(variantKey(v));
      }
      if (errors.length) throw invalid(errors[0]!.message, errors);
      const figures = await this.stockKeepingSales(tx, id, changes, (i) =>
        single ? 'stockQuantity' : `variants.${i}.stockQuantity`,
      );
      for (const v of figures) {
        await tx
          .update(productVariants)
          .set({ stockQuantity: v.stockQuantity })
          .where(
            and(
              eq(productVariants.productId, id),
              eq(productVariants.size, v.size),
              eq(productVariants.color, v.color),
              sql`${productVariants.stockQuantity} <> ${v.stockQuantity}`,
            ),
          );
      }
      await tx
        .update(products)
        .set({ inStock: sql`${products.stockQuantity} > 0`, updatedAt: new Date(), version: NEXT_VERSION })
        .where(eq(products.id, id));
    });
    await this.saved([]);
    return this.get(id);
  }

  /** Every instance drops its kept catalogue answers, so shoppers see the change on their next request. */
  changed(): void {
    this.deps.changes.publish('catalogue');
  }

  /** After writing products: the search vocabulary learns their words, and the change is told. */
  async saved(productIds: number[]): Promise<void> {
    if (productIds.length) await refreshSearchWords(this.db, productIds);
    this.changed();
  }
}
