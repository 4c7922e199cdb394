import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { and, asc, gt, isNull } from 'drizzle-orm';
import { MAX_IMPORT_ROWS, PRODUCT_CSV_COLUMNS, type AdminProduct, type ProductCsvColumn } from '@kuber/shared';
import type { Db } from '#api/db/client.js';
import { products } from '#api/db/schema.js';
import { CONTROL } from '#api/lib/control-characters.js';
import { invalid } from '#api/lib/errors.js';
import { adminColumns, toAdminProduct } from './products-admin.service.js';

/*
 * The catalogue as a CSV file: one row per variant (size × colour), the product's
 * fields on each of its rows. The columns are PRODUCT_CSV_COLUMNS (docs/architecture.md: Catalogue CSV).
 */

const LIST_SEPARATOR = '|';
/** Products read per query while exporting. */
const EXPORT_BATCH = 500;

/** The columns that hold figures or true/false; the others hold text. */
const NOT_TEXT: readonly ProductCsvColumn[] = [
  'price',
  'originalPrice',
  'stockQuantity',
  'active',
  'featured',
  'inStock',
  'returnable',
  'warrantyMonths',
];

/**
 * What a spreadsheet reads as a formula at the start of a cell (OWASP: CSV injection). Such a
 * text cell is written with a `'` before it, which spreadsheets take for "this is text"; a
 * text starting with `'`s and then one of these takes one more, so the import's taking one
 * off gives back every text as it was.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

export const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const restored = (text: string) => (text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text);

/** Only descriptions run over several lines (with tabs), as in the product form. */
const MULTILINE: readonly ProductCsvColumn[] = ['description', 'descriptionHi'];
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** At most this many cells with control characters are listed. */
const MAX_LISTED = 10;

/** A product's rows, in the order of its sizes and colours. */
export function csvRowsOf(product: AdminProduct): string[][] {
  const fields: Record<Exclude<ProductCsvColumn, 'size' | 'color' | 'stockQuantity'>, string> = {
    slug: product.slug,
    name: product.name,
    category: product.category,
    price: String(product.price),
    originalPrice: product.originalPrice == null ? '' : String(product.originalPrice),
    description: product.description,
    tags: product.tags,
    nameHi: product.nameHi ?? '',
    descriptionHi: product.descriptionHi ?? '',
    images: product.images.join(LIST_SEPARATOR),
    imageColors: Object.entries(product.imageColors)
      .map(([url, colour]) => `${url}=${colour}`)
      .join(LIST_SEPARATOR),
    active: String(product.active),
    featured: String(product.featured),
    inStock: String(product.inStock),
    returnable: String(product.returnable),
    warrantyMonths: product.warrantyMonths == null ? '' : String(product.warrantyMonths),
    fabric: product.fabric ?? '',
    fit: product.fit ?? '',
    care: product.care ?? '',
    countryOfOrigin: product.countryOfOrigin ?? '',
    manufacturer: product.manufacturer ?? '',
  };
  return product.variants.map((v) =>
    PRODUCT_CSV_COLUMNS.map((column) => {
      const cell =
        column === 'size'
          ? v.size
          : column === 'color'
            ? v.color
            : column === 'stockQuantity'
              ? String(v.stockQuantity)
              : fields[column];
      return NOT_TEXT.includes(column) ? cell : neutralised(cell);
    }),
  );
}

/**
 * Every product but the archived ones, as CSV text streamed a batch of products at a time
 * (so a large catalogue is never held whole in memory). Starts with a byte order mark, so
 * that spreadsheet programs read the Hindi names as UTF-8.
 */
export function exportCsv(db: Db): Readable {
  async function* rows() {
    yield [...PRODUCT_CSV_COLUMNS];
    let after = 0;
    for (;;) {
      const batch = await db
        .select(adminColumns)
        .from(products)
        .where(and(isNull(products.archivedAt), gt(products.id, after)))
        .orderBy(asc(products.id))
        .limit(EXPORT_BATCH);
      if (batch.length === 0) return;
      for (const row of batch) yield* csvRowsOf(toAdminProduct(row));
      after = batch.at(-1)!.product.id;
    }
  }
  return Readable.from(rows()).pipe(stringify({ bom: true }));
}

/** A data row of an imported file: its number as a spreadsheet shows it (the header is row 1) and its cells by column. */
export interface CsvRow {
  row: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
  /** What is wrong with the row as a whole, refusing its product. */
  problem?: string;
}

/** The delimiter the header line uses: spreadsheets set to some locales write ';' (or a tab) instead of ','. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * Reads an imported file: its header must name known columns, at least stockQuantity and
 * slug or name. Anything wrong with the file as a whole is refused with 400; what is
 * wrong with a row is left to the import, which refuses that row's product.
 */
export function parseProductCsv(data: Buffer): { columns: ProductCsvColumn[]; rows: CsvRow[] } {
  const text = data.toString('utf8');
  if (text.includes('\uFFFD'))
    throw invalid('The file is not UTF-8 text. Save it from the spreadsheet as "CSV UTF-8" and try again.');
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (error) {
    throw invalid(`The file is not a valid CSV: ${(error as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw invalid('The file is empty: it needs a header row and a row for each size and colour.');
  const columns = header.map((h) => PRODUCT_CSV_COLUMNS.find((c) => c.toLowerCase() === h.toLowerCase()));
  const unknown = header.filter((_, i) => !columns[i]);
  if (unknown.length)
    throw invalid(
      `Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `'${u}'`).join(', ')}. The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}.`,
    );
  const known = columns as ProductCsvColumn[];
  const twice = known.filter((c, i) => known.indexOf(c) !== i);
  if (twice.length) throw invalid(`The column '${twice[0]}' appears more than once.`);
  if (!known.includes('stockQuantity') || !(known.includes('slug') || known.includes('name'))) {
    throw invalid(
      'The file needs a stockQuantity column, and a slug or a name column to say which product each row is for.',
    );
  }
  if (body.length === 0) throw invalid('The file has a header but no rows.');
  if (body.length > MAX_IMPORT_ROWS)
    throw invalid(
      `The file has ${body.length.toLocaleString('en-IN')} rows; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} at a time.`,
    );
  refuseControlCharacters(known, body);
  const rows = body.map((cells, i): CsvRow => {
    const ragged = cells.slice(known.length).some((c) => c !== '');
    return {
      row: i + 2,
      cells: Object.fromEntries(
        known.map((column, j) => [column, NOT_TEXT.includes(column) ? (cells[j] ?? '') : restored(cells[j] ?? '')]),
      ),
      ...(ragged
        ? { problem: 'The row has more cells than the header has columns: is a comma missing its quotes?' }
        : {}),
    };
  });
  return { columns: known, rows };
}

/**
 * Refuses the whole file, before anything is planned or written, when a cell holds a control
 * character: NUL and the like anywhere (the database refuses NUL, and no text of the store
 * holds them), line breaks and tabs outside the descriptions (in a name or a price they
 * mean a quote went missing). Names each such cell by row and column.
 */
function refuseControlCharacters(columns: ProductCsvColumn[], body: string[][]): void {
  const found: { path: string; message: string }[] = [];
  for (const [i, cells] of body.entries()) {
    for (const [j, cell] of cells.entries()) {
      const column = columns[j];
      const match = (column && MULTILINE.includes(column) ? CONTROL : ANY_CONTROL).exec(cell);
      if (!match) continue;
      const code = `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
      const where = `Row ${i + 2}, column ${column ?? j + 1}`;
      found.push({
        path: `rows.${i + 2}.${column ?? j + 1}`,
        message: `${where} holds a control character (${code}), which no product text may hold`,
      });
      if (found.length === MAX_LISTED) break;
    }
    if (found.length === MAX_LISTED) break;
  }
  if (found.length === 0) return;
  const others =
    found.length === 1
      ? ''
      : ` (and ${found.length - 1}${found.length === MAX_LISTED ? ' or more' : ''} other ${found.length === 2 ? 'cell' : 'cells'})`;
  throw invalid(
    `${found[0]!.message}${others}. Remove ${found.length === 1 ? 'it' : 'them'} and import the file again: nothing was imported.`,
    found,
  );
}
