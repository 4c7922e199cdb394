import { and, isNull, sql } from 'drizzle-orm';
import {
  CATEGORIES,
  categoryNamed,
  productUpdateSchema,
  variantLabel,
  type AdminProduct,
  type ImportedProduct,
  type ImportReport,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
} from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { slugify } from '#api/db/factories.js';
import { products } from '#api/db/schema.js';
import { pgArray } from '#api/db/bulk.js';
import { AppError } from '#api/lib/errors.js';
import type { Readable } from 'node:stream';
import { exportCsv, parseProductCsv, type CsvRow } from './products-csv.js';
import { changesBetween, comparedOf, type ComparedProduct } from './product-changes.js';
import {
  adminColumns,
  toAdminProduct,
  type ProductInput,
  type ProductsAdminService,
} from './products-admin.service.js';

/** Products written per transaction by the import: fewer for small files, so that progress shows. */
const MIN_BATCH = 10;
const MAX_BATCH = 250;

/** The columns that say which product and variant a row is, and its stock. */
const ROW_COLUMNS = ['slug', 'size', 'color', 'stockQuantity'] as const;
type ProductColumn = Exclude<ProductCsvColumn, (typeof ROW_COLUMNS)[number]>;
/** The product-level columns: one value per product, however many rows it has. */
const PRODUCT_COLUMNS = PRODUCT_CSV_COLUMNS.filter(
  (c): c is ProductColumn => !(ROW_COLUMNS as readonly string[]).includes(c),
);

/** Which column of the file an input field comes from. */
const COLUMN_OF: Partial<Record<string, ProductCsvColumn>> = {
  categorySlug: 'category',
  sizes: 'size',
  colors: 'color',
  slug: 'slug',
};

type Parsed = string | number | boolean | null | string[] | Record<string, string>;

const rupeesCell =
  (column: string) =>
  (text: string): number => {
    const clean = text.replace(/[₹,\s]/g, '');
    if (!/^\d+(\.\d+)?$/.test(clean))
      throw new Error(`${column} must be an amount in rupees, like 1299 or 1299.50 (not '${text.slice(0, 20)}')`);
    return Number(clean);
  };

const booleanCell =
  (column: string) =>
  (text: string): boolean => {
    const t = text.toLowerCase();
    if (['true', 'yes', 'y', '1'].includes(t)) return true;
    if (['false', 'no', 'n', '0'].includes(t)) return false;
    throw new Error(`${column} must be true or false (not '${text.slice(0, 20)}')`);
  };

const listCell = (text: string) =>
  text
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean);

/** How each product-level cell is read; a cell that cannot be read throws the message to show. */
const PARSERS: Record<ProductColumn, (text: string) => Parsed> = {
  name: (t) => t,
  category: (t) => {
    const found = categoryNamed(t);
    if (!found)
      throw new Error(`Unknown category '${t.slice(0, 40)}': use one of ${CATEGORIES.map((c) => c.slug).join(', ')}`);
    return found.slug;
  },
  price: rupeesCell('price'),
  originalPrice: rupeesCell('originalPrice'),
  description: (t) => t,
  tags: (t) => t,
  nameHi: (t) => t,
  descriptionHi: (t) => t,
  images: listCell,
  imageColors: (t) =>
    Object.fromEntries(
      listCell(t).map((pair) => {
        const at = pair.lastIndexOf('=');
        if (at <= 0 || at === pair.length - 1)
          throw new Error(
            `imageColors: write each picture's colour as url=Colour, separated by | (not '${pair.slice(0, 40)}')`,
          );
        return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      }),
    ),
  active: booleanCell('active'),
  featured: booleanCell('featured'),
  inStock: booleanCell('inStock'),
  returnable: booleanCell('returnable'),
  warrantyMonths: (t) => {
    if (!/^\d+$/.test(t)) throw new Error(`warrantyMonths must be a whole number of months (not '${t.slice(0, 20)}')`);
    return Number(t);
  },
  fabric: (t) => t,
  fit: (t) => t,
  care: (t) => t,
  countryOfOrigin: (t) => t,
  manufacturer: (t) => t,
};

/** What a product-level column means when every row of a product leaves it blank. */
const WHEN_BLANK: Partial<Record<ProductColumn, Parsed>> = {
  originalPrice: null,
  description: '',
  tags: '',
  nameHi: null,
  descriptionHi: null,
  images: [],
  imageColors: {},
  warrantyMonths: null,
  fabric: null,
  fit: null,
  care: null,
  countryOfOrigin: null,
  manufacturer: null,
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A product of the file, planned: what it becomes, the rows it came from, what happens to it. */
interface PlannedProduct {
  item: ImportedProduct;
  input?: ProductInput;
  /** The product it updates. */
  id: number | null;
}

export interface ImportPlan {
  rows: number;
  planned: PlannedProduct[];
}

type Errors = ImportedProduct['errors'];

/**
 * The catalogue as CSV. Exports stream every product but the archived. Imports create or
 * update products by slug (made from the name when blank), each product (all its rows)
 * in or out as a whole, with the same rules as the product form: a plan first (the dry
 * run answers it), then the writes, one product at a time.
 */
export class ProductsCsvService {
  constructor(
    private readonly db: Db,
    private readonly admin: ProductsAdminService,
  ) {}

  export(): Readable {
    return exportCsv(this.db);
  }

  /** Reads and checks the file against the catalogue as it is; writes nothing. */
  async plan(data: Buffer): Promise<ImportPlan> {
    const { columns, rows } = parseProductCsv(data);
    const groups = new Map<string, CsvRow[]>();
    const orphans: PlannedProduct[] = [];
    for (const row of rows) {
      const key = row.cells.slug || slugify(row.cells.name ?? '');
      if (!key) {
        const message = row.cells.name
          ? 'Give the slug: the name has no letters or digits a web address can use'
          : 'Give the slug or the name of the product the row is for';
        orphans.push({
          id: null,
          item: {
            slug: '',
            name: row.cells.name ?? '',
            action: 'refused',
            rows: [row.row],
            changes: [],
            errors: [{ row: row.row, message }],
          },
        });
        continue;
      }
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const existing = await this.existing([...groups.keys()]);
    const planned = [...groups].map(([slug, group]) => this.planProduct(slug, group, columns, existing.get(slug)));
    return { rows: rows.length, planned: [...planned, ...orphans].sort((a, b) => a.item.rows[0]! - b.item.rows[0]!) };
  }

  /** The products the file names that the store has (archived ones are gone: their slugs are free). */
  private async existing(slugs: string[]): Promise<Map<string, AdminProduct>> {
    const found = new Map<string, AdminProduct>();
    // In slices: one array parameter per query stays small.
    for (let i = 0; i < slugs.length; i += 1000) {
      const rows = await this.db
        .select(adminColumns)
        .from(products)
        .where(
          and(isNull(products.archivedAt), sql`${products.slug} = any(${pgArray(slugs.slice(i, i + 1000))}::text[])`),
        );
      for (const row of rows) found.set(row.product.slug, toAdminProduct(row));
    }
    return found;
  }

  private planProduct(
    slug: string,
    rows: CsvRow[],
    columns: ProductCsvColumn[],
    before: AdminProduct | undefined,
  ): PlannedProduct {
    const errors: Errors = rows.filter((r) => r.problem).map((r) => ({ row: r.row, message: r.problem! }));
    // A product the store has keeps what the file leaves out; a new one starts from the form's defaults.
    const base: Partial<ComparedProduct> = before ? comparedOf(before) : {};
    const fields: Record<string, Parsed> = {};
    /** The row each field was read from, for the messages. */
    const sourceRow: Partial<Record<string, number>> = { slug: rows[0]!.row };
    for (const column of PRODUCT_COLUMNS) {
      if (!columns.includes(column)) continue;
      let first: { row: number; value: Parsed } | undefined;
      for (const r of rows) {
        const text = r.cells[column] ?? '';
        if (text === '') continue;
        let value: Parsed;
        try {
          value = PARSERS[column](text);
        } catch (error) {
          errors.push({ row: r.row, message: (error as Error).message });
          continue;
        }
        if (!first) first = { row: r.row, value };
        else if (!same(first.value, value))
          errors.push({
            row: r.row,
            message: `${column} differs from row ${first.row}: give a product's ${column} on one of its rows, or the same on each`,
          });
      }
      if (first) {
        fields[column] = first.value;
        sourceRow[column] = first.row;
      } else if (column in WHEN_BLANK) {
        fields[column] = WHEN_BLANK[column]!;
      }
    }

    const variants = rows.map((r) => {
      const text = (r.cells.stockQuantity ?? '').replace(/[,\s]/g, '');
      const stock = text === '' ? NaN : Number(text);
      if (Number.isNaN(stock))
        errors.push({
          row: r.row,
          message: `Give the stock of ${variantLabel(r.cells.size ?? '', r.cells.color ?? '')} as a whole number in stockQuantity`,
        });
      return { size: r.cells.size ?? '', color: r.cells.color ?? '', stockQuantity: stock };
    });
    const distinct = (list: string[]) => [...new Set(list.filter(Boolean))];
    const { category, ...rest } = fields as Record<ProductColumn, Parsed>;
    const input: Record<string, unknown> = {
      ...base,
      ...rest,
      ...(category !== undefined ? { categorySlug: category } : {}),
      slug,
      sizes: distinct(variants.map((v) => v.size)),
      colors: distinct(variants.map((v) => v.color)),
      variants,
    };

    const item: ImportedProduct = {
      slug,
      name: typeof input.name === 'string' ? input.name : '',
      action: 'refused',
      rows: rows.map((r) => r.row),
      changes: [],
      errors,
    };
    if (errors.length) return { id: null, item };
    const parsed = productUpdateSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const row =
          field === 'variants' && typeof index === 'number'
            ? rows[index]!.row
            : (sourceRow[COLUMN_OF[String(field)] ?? String(field)] ?? null);
        errors.push({ row, message: issue.message });
      }
      return { id: null, item };
    }
    if (!before) return { id: null, input: parsed.data, item: { ...item, action: 'create' } };
    const now = comparedOf(before);
    const changes = changesBetween(now, parsed.data).map((c) => c.detail);
    const { slug: _slug, variants: _variants, ...loaded } = now;
    // Written only over the product as planned: one saved meanwhile is refused, saying what changed, not written over.
    return {
      id: before.id,
      input: { ...parsed.data, version: before.version, loaded },
      item: { ...item, action: changes.length ? 'update' : 'unchanged', changes },
    };
  }

  /**
   * Writes the planned products in batches, each in one transaction of a few statements
   * however many products it holds. A batch that fails (a slug taken meanwhile, a product
   * archived meanwhile) is written again one product per transaction, so that only the
   * product at fault is refused, with the reason, and each product is in or out whole.
   * Calls `onProgress` after each batch: about twenty steps, whatever the file's size.
   */
  async apply(plan: ImportPlan, onProgress?: (done: number, total: number) => void): Promise<ImportReport> {
    const todo = plan.planned.filter((p) => p.input && (p.item.action === 'create' || p.item.action === 'update'));
    const batchSize = Math.min(MAX_BATCH, Math.max(MIN_BATCH, Math.ceil(todo.length / 20)));
    const written: number[] = [];
    for (let start = 0; start < todo.length; start += batchSize) {
      const batch = todo.slice(start, start + batchSize);
      try {
        written.push(
          ...(await this.db.transaction((tx) =>
            this.admin.writeMany(
              tx,
              batch.map((p) => ({ input: p.input!, id: p.id })),
            ),
          )),
        );
      } catch {
        for (const p of batch) {
          try {
            written.push(await this.db.transaction((tx) => this.admin.write(tx, p.input!, p.id)));
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            p.item = { ...p.item, action: 'refused', changes: [], errors: [{ row: null, message: error.message }] };
          }
        }
      }
      // Shoppers see the new prices and stock as soon as they are written.
      this.admin.changed();
      onProgress?.(Math.min(start + batchSize, todo.length), todo.length);
    }
    await this.admin.saved(written);
    return report(plan, false);
  }
}

/** The report of a plan: what each product of the file does, or did. */
export function report(plan: ImportPlan, dryRun: boolean): ImportReport {
  const items = plan.planned.map((p) => p.item);
  const count = (action: ImportedProduct['action']) => items.filter((i) => i.action === action).length;
  return {
    dryRun,
    rows: plan.rows,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    refused: count('refused'),
    refusedRows: items.filter((i) => i.action === 'refused').reduce((n, i) => n + i.rows.length, 0),
    products: items,
  };
}
