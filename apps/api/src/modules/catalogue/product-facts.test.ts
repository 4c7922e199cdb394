import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminProduct,
  CategorySizeChart,
  Order,
  Product,
  ProductDetail,
  ProductPage,
  Session,
  StockAlertAnswer,
} from '@kuber/shared';
import { outbox, products, stockAlerts } from '#api/db/schema.js';
import { seedDemo } from '#api/db/seed.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * Size charts, product facts (in the form, the CSV and the product page), similar products,
 * 'notify me' when a sold-out size is back, and search in Hindi, on the demo catalogue.
 */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { images: false });
  admin = await loginAdmin(t.app, t.database.db);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const bySlug = async (slug: string) => (await t.anonymous().get<ProductDetail>(`/api/products/slug/${slug}`)).body.data;
const adminProduct = async (id: number) => (await t.as(admin).get<AdminProduct>(`/api/admin/products/${id}`)).body.data;
const slugOf = async (pattern: string) =>
  (await t.database.db.select({ slug: products.slug }).from(products).where(like(products.slug, pattern)))[0]!.slug;

/** The product as the admin form saves it: what it has, with `changes` over it. */
async function save(id: number, changes: Record<string, unknown>) {
  const p = await adminProduct(id);
  return t.as(admin).put<AdminProduct>(`/api/admin/products/${id}`, {
    name: p.name,
    categorySlug: p.category,
    price: p.price,
    originalPrice: p.originalPrice,
    description: p.description,
    tags: p.tags,
    sizes: p.sizes,
    colors: p.colors,
    images: p.images,
    imageColors: p.imageColors,
    variants: p.variants,
    version: p.version,
    ...changes,
  });
}

describe('size charts', () => {
  it('shows the category’s chart on its products, and a product’s own chart over it', async () => {
    const shirt = await bySlug(await slugOf('slim-fit-cotton-shirt%'));
    expect(shirt.sizeChart?.columns).toEqual(['chest', 'shoulder', 'length']);
    expect(shirt.sizeChart?.rows.map((r) => r.size)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);

    const chart = { columns: ['chest', 'length'], rows: [{ size: 'M', cm: [100.04, 71] }] };
    const saved = await save(shirt.id, { sizeChart: chart });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data.sizeChart).toEqual({ columns: ['chest', 'length'], rows: [{ size: 'M', cm: [100, 71] }] });
    expect((await bySlug(shirt.slug)).sizeChart?.rows).toEqual([{ size: 'M', cm: [100, 71] }]);

    // Saved without the field: the product keeps its chart; with null, it shows its category's again.
    expect((await save(shirt.id, { price: shirt.price })).status).toBe(200);
    expect((await bySlug(shirt.slug)).sizeChart?.rows).toHaveLength(1);
    expect((await save(shirt.id, { sizeChart: null })).status).toBe(200);
    expect((await bySlug(shirt.slug)).sizeChart?.rows).toHaveLength(5);
  });

  it('lets the owner set and take away a category’s chart, shown at once', async () => {
    const list = (await t.as(admin).get<CategorySizeChart[]>('/api/admin/size-charts')).body.data;
    expect(list.find((c) => c.category === 'accessories')?.chart).toBeNull();
    expect(list.find((c) => c.category === 'footwear')?.chart?.columns).toEqual(['footLength']);

    const kids = await bySlug(
      (
        await t.database.db
          .select({ slug: products.slug })
          .from(products)
          .where(sql`category_id = 3 and size_chart is null and cardinality(sizes) > 0`)
          .limit(1)
      )[0]!.slug,
    );
    expect(kids.sizeChart?.rows[0]).toEqual({ size: '2-3Y', cm: [95, 54, 51] });
    const chart = { columns: ['height'], rows: [{ size: '2-3Y', cm: [96] }] };
    const set = await t.as(admin).put<CategorySizeChart>('/api/admin/size-charts/kids-fashion', { chart });
    expect(set.status, set.text).toBe(200);
    expect((await bySlug(kids.slug)).sizeChart).toEqual(chart);
    expect((await t.as(admin).put('/api/admin/size-charts/kids-fashion', { chart: null })).status).toBe(200);
    expect((await bySlug(kids.slug)).sizeChart).toBeNull();
  });

  it('refuses a chart that does not add up, saying why', async () => {
    const put = (chart: unknown) => t.as(admin).put('/api/admin/size-charts/footwear', { chart });
    const uneven = await put({ columns: ['footLength', 'length'], rows: [{ size: '8', cm: [26] }] });
    expect(uneven.status).toBe(400);
    expect(uneven.text).toContain('Give each size a figure in cm for each column');
    const twice = await put({
      columns: ['footLength'],
      rows: [
        { size: '8', cm: [26] },
        { size: '8', cm: [27] },
      ],
    });
    expect(twice.text).toContain('Each size may be a row once');
    expect((await put({ columns: ['weight'], rows: [{ size: '8', cm: [26] }] })).status).toBe(400);
    expect((await put({ columns: ['footLength'], rows: [{ size: '8', cm: [900] }] })).text).toContain('at most 300 cm');
    expect((await t.as(admin).put('/api/admin/size-charts/hats', { chart: null })).status).toBe(400);
  });
});

describe('product facts', () => {
  it('gives every demo product its fabric, care, origin and maker', async () => {
    const [missing] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`fabric is null or care is null or country_of_origin is null or manufacturer is null`);
    expect(missing!.n).toBe(0);
    const jeans = await bySlug(await slugOf('%jeans%'));
    expect(jeans.fabric).toMatch(/denim/i);
    expect(jeans.countryOfOrigin).toBe('India');
    expect(jeans.manufacturer).toMatch(/Tiruppur/);
    expect(jeans.sizeChart?.columns).toEqual(['waist', 'hip', 'inseam']);
  });

  it('saves the facts from the form, and a blank one as none', async () => {
    const id = (await bySlug(await slugOf('oxford-button-down-shirt%'))).id;
    const saved = await save(id, {
      fabric: ' 100% Oxford cotton ',
      fit: 'Slim fit',
      care: 'Machine wash cold',
      countryOfOrigin: 'India',
      manufacturer: 'Kuber Mills, 5 Ring Road, Surat 395002',
    });
    expect(saved.status, saved.text).toBe(200);
    const page = await bySlug(saved.body.data.slug);
    expect(page).toMatchObject({ fabric: '100% Oxford cotton', fit: 'Slim fit', countryOfOrigin: 'India' });
    expect((await save(id, { fit: '' })).body.data.fit).toBeNull();
    const long = await save(id, { care: 'x'.repeat(301) });
    expect(long.status).toBe(400);
    expect(long.text).toContain('The care must be at most 300 characters');
  });

  it('exports the facts in the CSV and imports changes to them, keeping them when the columns are left out', async () => {
    const csv = (await t.as(admin).get('/api/admin/products/export')).text;
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.slug!.startsWith('linen-blend-casual-shirt'))!;
    expect(row.fabric).toMatch(/linen/i);
    expect(row.countryOfOrigin).toBe('India');

    const upload = async (columns: string[], values: Record<string, string>[], query = '') => {
      const form = new FormData();
      const text = stringify([columns, ...values.map((v) => columns.map((c) => v[c] ?? ''))]);
      form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
      return t
        .as(admin)
        .post<{ updated: number; products: { changes: string[] }[] }>(`/api/admin/products/import${query}`, form);
    };
    const mine = rows.filter((r) => r.slug === row.slug);
    const changed = mine.map((r) => ({ ...r, fabric: 'Pure linen', manufacturer: 'Ganga Weavers, Kanpur 208001' }));
    const preview = await upload(Object.keys(row), changed, '?dryRun=true');
    expect(preview.body.data.products[0]!.changes).toEqual(['fabric', 'manufacturer or importer']);
    expect((await upload(Object.keys(row), changed)).body.data.updated).toBe(1);
    expect(await bySlug(row.slug!)).toMatchObject({
      fabric: 'Pure linen',
      manufacturer: 'Ganga Weavers, Kanpur 208001',
    });

    const without = ['slug', 'size', 'color', 'stockQuantity', 'price'];
    const again = await upload(
      without,
      mine.map((r) => ({ ...r, price: '1399' })),
    );
    expect(again.body.data.updated, again.text).toBe(1);
    expect(await bySlug(row.slug!)).toMatchObject({ price: 1399, fabric: 'Pure linen', care: row.care });
  });
});

describe('a list filtered by colour', () => {
  it('shows each product in the picture of that colour, and says which', async () => {
    const page = (
      await t.anonymous().get<ProductPage>('/api/products/category/mens-fashion/paginated?colors=Pink,Black&size=24')
    ).body.data;
    expect(page.data.length).toBeGreaterThan(1);
    for (const p of page.data) {
      const colour = p.colors.includes('Pink') ? 'Pink' : 'Black';
      expect(p.shownColor, p.name).toBe(colour);
      expect((await adminProduct(p.id)).imageColors[p.image], p.name).toBe(colour);
    }
    const unfiltered = (await t.anonymous().get<ProductPage>('/api/products/category/mens-fashion/paginated')).body
      .data;
    expect(unfiltered.data.every((p) => p.shownColor === undefined)).toBe(true);
  });
});

describe('similar products', () => {
  it('answers products of the same category near the price, sharing tags or colours first, never itself', async () => {
    const shirt = await bySlug(await slugOf('slim-fit-cotton-shirt%'));
    const res = await t.anonymous().get<Product[]>(`/api/products/similar/${shirt.id}`);
    expect(res.status).toBe(200);
    const similar = res.body.data;
    expect(similar.length).toBeGreaterThan(2);
    expect(similar.length).toBeLessThanOrEqual(8);
    for (const p of similar) {
      expect(p.id).not.toBe(shirt.id);
      expect(p.category).toBe(shirt.category);
      expect(p.price).toBeGreaterThanOrEqual(shirt.price / 2);
      expect(p.price).toBeLessThanOrEqual(shirt.price * 2);
    }
    const shares = (p: Product) => p.colors.some((c) => shirt.colors.includes(c));
    expect(shares(similar[0]!)).toBe(true);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect((await t.anonymous().get('/api/products/similar/999999')).status).toBe(404);
    expect((await t.anonymous().get('/api/products/similar/abc')).status).toBe(400);
  });
});

describe('notify me', () => {
  /** A demo product with one size × colour sold out (its stock set to 0 by the admin's stock route). */
  async function soldOutVariant(pattern: string) {
    const p = await adminProduct((await bySlug(await slugOf(pattern))).id);
    const v = p.variants[0]!;
    const res = await t.as(admin).put(`/api/admin/products/${p.id}/stock`, {
      variants: [{ size: v.size, color: v.color, stockQuantity: 0 }],
    });
    expect(res.status, res.text).toBe(200);
    return { id: p.id, name: p.name, slug: p.slug, size: v.size, color: v.color };
  }
  const restock = (id: number, size: string, color: string, stockQuantity: number) =>
    t.as(admin).put(`/api/admin/products/${id}/stock`, { variants: [{ size, color, stockQuantity }] });
  const mailsTo = (email: string) => t.database.db.select().from(outbox).where(eq(outbox.to, email));
  /** Time for a sweep started by a change to end (it takes a few milliseconds). */
  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('takes a wish for a sold-out size once per email, and refuses one for what can be bought', async () => {
    const v = await soldOutVariant('oxford-button-down-shirt%');
    const ask = (body: object, session: Session | null = null) =>
      t.as(session).post<StockAlertAnswer>('/api/stock-alerts', { productId: v.id, ...body });
    const first = await ask({ email: 'Asha@Example.in', size: v.size, color: v.color });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toEqual({ email: 'asha@example.in', alreadyWaiting: false });
    expect((await ask({ email: 'asha@example.in', size: v.size, color: v.color })).body.data.alreadyWaiting).toBe(true);

    const { session, body } = await registerShopper(t.app);
    const own = await ask({ size: v.size, color: v.color }, session);
    expect(own.body.data.email).toBe(String(body.email).toLowerCase());
    const visitor = await ask({ size: v.size, color: v.color });
    expect(visitor.status).toBe(400);
    expect(visitor.text).toContain('Enter your email');

    const other = (await adminProduct(v.id)).variants.find((x) => x.stockQuantity > 0)!;
    const inStock = await ask({ email: 'asha@example.in', size: other.size, color: other.color });
    expect(inStock.status).toBe(409);
    expect((await ask({ email: 'asha@example.in', size: 'XXXXL', color: v.color })).status).toBe(404);
    expect((await ask({ email: 'not-an-email', size: v.size, color: v.color })).status).toBe(400);
  });

  it(
    'mails each wish once when the stock comes back, however many restocks come at once',
    { tags: ['postgres'] },
    async () => {
      const v = await soldOutVariant('linen-blend-casual-shirt%');
      const emails = ['one@example.in', 'two@example.in', 'three@example.in'];
      for (const email of emails)
        expect(
          (await t.anonymous().post('/api/stock-alerts', { productId: v.id, email, size: v.size, color: v.color }))
            .status,
        ).toBe(200);
      // Still sold out: another product's change sends nothing.
      await restock((await bySlug(await slugOf('oxford-button-down-shirt%'))).id, 'XL', 'White', 9);
      await settle();
      expect(await mailsTo('one@example.in')).toHaveLength(0);

      const results = await Promise.all(Array.from({ length: 12 }, (_, i) => restock(v.id, v.size, v.color, 5 + i)));
      expect(results.every((r) => r.status === 200)).toBe(true);
      await waitFor(async () => (await mailsTo('three@example.in')).length > 0);
      for (const email of emails) {
        const mails = await mailsTo(email);
        expect(mails, email).toHaveLength(1);
        expect(mails[0]!.subject).toContain('is back in stock');
        expect(mails[0]!.body).toContain(`/products/${v.slug}`);
      }
      // Sold out and back again: a spent wish sends nothing more.
      await restock(v.id, v.size, v.color, 0);
      await restock(v.id, v.size, v.color, 4);
      await settle();
      for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
      const waiting = await t.database.db
        .select()
        .from(stockAlerts)
        .where(and(eq(stockAlerts.productId, v.id), sql`sent_at is null`));
      expect(waiting).toHaveLength(0);
    },
  );

  it('mails in Hindi when asked on a Hindi page, when a cancelled order puts the last piece back', async () => {
    const p = await adminProduct((await bySlug(await slugOf('banarasi-silk-saree%'))).id);
    const v = p.variants[0]!;
    await restock(p.id, v.size, v.color, 1);
    const { session } = await registerShopper(t.app);
    await t
      .as(session)
      .post('/api/cart/add', { productId: p.id, quantity: 1, size: v.size || undefined, color: v.color || undefined });
    const placed = await t
      .as(session)
      .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
    expect(placed.status, placed.text).toBe(201);
    const asked = await t.anonymous().post('/api/stock-alerts', {
      productId: p.id,
      email: 'meera@example.in',
      size: v.size,
      color: v.color,
      language: 'hi',
    });
    expect(asked.status, asked.text).toBe(200);
    expect((await t.as(session).put(`/api/orders/${placed.body.data.id}/cancel`)).status).toBe(200);
    await waitFor(async () => (await mailsTo('meera@example.in')).length > 0);
    const [mail] = await mailsTo('meera@example.in');
    expect(mail!.subject).toContain('बनारसी सिल्क साड़ी फिर से उपलब्ध है');
    expect(mail!.body).toContain('?lang=hi');
  });
});

/** Waits until `done` holds, for up to five seconds. */
async function waitFor(done: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('waited in vain');
}

describe('search in Hindi and with a price', () => {
  const search = async (q: string) =>
    (await t.anonymous().get<ProductPage>(`/api/products/search?q=${encodeURIComponent(q)}&size=50`)).body.data;
  const ids = (page: ProductPage) => page.data.map((p) => p.id).sort((a, b) => a - b);

  it.each([
    ['जींस', 'jeans'],
    ['साड़ी', 'saree'],
    ['कुर्ता', 'kurta'],
    ['जूते', 'shoes'],
  ])('finds for %s what %s finds', async (hindi, english) => {
    const found = await search(hindi);
    const meant = await search(english);
    expect(meant.total).toBeGreaterThan(0);
    expect(ids(found)).toEqual(expect.arrayContaining(ids(meant)));
    expect(found.total).toBe(meant.total);
  });

  it('reads a word by its sound, and a product by its Hindi name', async () => {
    const lehenga = await search('लहंगा');
    expect(lehenga.total).toBeGreaterThan(0);
    expect(lehenga.data.every((p) => /lehenga/i.test(`${p.name} ${p.description}`))).toBe(true);
    const byName = await search('बनारसी');
    expect(byName.data.map((p) => p.name)).toContain('Banarasi Silk Saree');
  });

  it("reads 'under 1000' and '1000 से कम' as the most to pay", async () => {
    for (const q of ['shoes under 1000', 'जूते 1000 से कम', 'shoes below ₹1,000']) {
      const page = await search(q);
      expect(page.total, q).toBeGreaterThan(0);
      expect(page.data.every((p) => p.price <= 1000)).toBe(true);
    }
    const all = await search('shoes');
    expect((await search('shoes under 1000')).total).toBe(all.data.filter((p) => p.price <= 1000).length);
    const above = await search('kurta above 1500');
    expect(above.data.every((p) => p.price >= 1500)).toBe(true);
  });
});
