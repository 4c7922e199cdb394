import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPage,
  AdminProduct,
  CartLine,
  Order,
  ProductDetail,
  ProductInput,
  ProductPage,
  ProductRemoval,
  Session,
  UploadAnswer,
} from '@kuber/shared';
import { ensureCategories } from '#api/db/factories.js';
import { products } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { smallPng, uploadForm } from '../uploads/test-pictures.js';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  // Catalogue answers kept a minute, as in production: every change must drop them.
  t = await createTestApp({ cacheSeconds: 60 });
  await ensureCategories(t.database.db);
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const grid = (stock: Record<string, number>) =>
  Object.entries(stock).map(([key, stockQuantity]) => {
    const [size = '', color = ''] = key.split('/');
    return { size, color, stockQuantity };
  });

let seq = 0;
/** A kurta in two sizes and two colours, Indigo M sold out; each call gets its own name. */
function kurta(overrides: Partial<ProductInput> = {}): ProductInput {
  seq += 1;
  return {
    name: `Handloom Cotton Kurta ${seq}`,
    categorySlug: 'mens-fashion',
    price: 1299,
    originalPrice: 1999,
    description: 'Soft handloom cotton, block printed in Bagru.',
    tags: 'kurta ethnic',
    sizes: ['M', 'L'],
    colors: ['White', 'Indigo'],
    variants: grid({ 'M/White': 5, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2 }),
    ...overrides,
  };
}

const create = (body: ProductInput) => t.as(admin).post<AdminProduct>('/api/admin/products', body);
const storePage = (slug: string) => t.anonymous().get<ProductDetail>(`/api/products/slug/${slug}`);

describe('creating a product', () => {
  it('makes the slug from the name, keeps the stock per size and colour, and the store shows it at once', async () => {
    // The category page is kept before the product exists: creating it must drop that copy.
    const before = await t.anonymous().get<ProductPage>('/api/products/category/mens-fashion/paginated?size=50');
    const res = await create(kurta({ name: 'Bagru Print Kurta', featured: true, nameHi: 'बगरू प्रिंट कुर्ता' }));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Product created');
    const made = res.body.data;
    expect(made).toMatchObject({
      name: 'Bagru Print Kurta',
      slug: 'bagru-print-kurta',
      category: 'mens-fashion',
      price: 1299,
      originalPrice: 1999,
      discount: 35,
      stockQuantity: 10,
      inStock: true,
      active: true,
      featured: true,
      nameHi: 'बगरू प्रिंट कुर्ता',
      orderCount: 0,
    });
    expect(made.variants).toEqual(grid({ 'M/White': 5, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2 }));
    const after = await t.anonymous().get<ProductPage>('/api/products/category/mens-fashion/paginated?size=50');
    expect(after.body.data.total).toBe(before.body.data.total + 1);
    const page = await storePage('bagru-print-kurta');
    expect(page.body.data.variants.find((v) => v.size === 'M' && v.color === 'Indigo')!.stockQuantity).toBe(0);
    const found = await t.anonymous().get<ProductPage>('/api/products/search?q=bagru');
    expect(found.body.data.data.map((p) => p.name)).toEqual(['Bagru Print Kurta']);
  });

  it("reads a new product's words for misspelt searches at once", async () => {
    // A search first, so that the store has read the catalogue's words before the product came.
    const search = async (q: string) => (await t.anonymous().get<ProductPage>(`/api/products/search?q=${q}`)).body.data;
    expect((await search('pashmeena')).total).toBe(0);
    expect((await create(kurta({ name: 'Kashmiri Pashmina Stole', tags: 'stole shawl' }))).status).toBe(201);
    const found = await search('pashmeena');
    expect(found.correctedQuery).toBe('pashmina');
    expect(found.data.map((p) => p.name)).toEqual(['Kashmiri Pashmina Stole']);
  });

  it(
    'gives a made slug that is taken the next number, and refuses a given slug that is taken with 409',
    { tags: ['postgres'] },
    async () => {
      const first = await create(kurta({ name: 'Twin Kurta' }));
      const second = await create(kurta({ name: 'Twin Kurta' }));
      expect([first.body.data.slug, second.body.data.slug]).toEqual(['twin-kurta', 'twin-kurta-2']);
      const clash = await create(kurta({ slug: 'twin-kurta' }));
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({ code: 'CONFLICT', message: 'Another product already uses this slug' });
      const racing = await Promise.all([1, 2, 3].map(() => create(kurta({ slug: 'racing-kurta' }))));
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    },
  );

  it('takes a product with no sizes or colours as one stock figure', async () => {
    const res = await create(
      kurta({
        name: 'Brass Diya',
        categorySlug: 'accessories',
        sizes: [],
        colors: [],
        variants: [{ size: '', color: '', stockQuantity: 7 }],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      sizes: [],
      colors: [],
      stockQuantity: 7,
      variants: [{ size: '', color: '', stockQuantity: 7 }],
    });
  });

  it.each<[string, Partial<ProductInput> | Record<string, unknown>, string, string]>([
    ['no name', { name: ' ' }, 'name', 'Enter the product name'],
    ['no category', { categorySlug: '' }, 'categorySlug', 'Choose a category'],
    ['an unknown category', { categorySlug: 'gadgets' }, 'categorySlug', 'Unknown category: gadgets'],
    ['a price of 0', { price: 0 }, 'price', 'The price must be more than ₹0'],
    ['a price below zero', { price: -10 }, 'price', 'The price must be more than ₹0'],
    ['a price in fractions of paise', { price: 99.999 }, 'price', 'The price can have at most two decimals (paise)'],
    [
      'an MRP below the price',
      { price: 1299, originalPrice: 999 },
      'originalPrice',
      'The MRP cannot be below the price',
    ],
    [
      'a slug that is no address',
      { slug: 'Kurta Blue!' },
      'slug',
      'Use lowercase letters, digits and hyphens, like classic-cotton-tee',
    ],
    [
      'stock below zero',
      { variants: grid({ 'M/White': -1, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2 }) },
      'variants.0.stockQuantity',
      'Stock cannot be below zero',
    ],
    [
      'stock in halves',
      { variants: grid({ 'M/White': 1.5, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2 }) },
      'variants.0.stockQuantity',
      'Stock must be a whole number',
    ],
    [
      'a size × colour missing',
      { variants: grid({ 'M/White': 5, 'M/Indigo': 0, 'L/White': 3 }) },
      'variants',
      'Give the stock of size L, Indigo',
    ],
    [
      'a size not listed',
      { variants: grid({ 'M/White': 5, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2, 'XL/White': 1 }) },
      'variants',
      "size XL, White is not among the product's sizes and colours",
    ],
    [
      'a size × colour twice',
      {
        variants: grid({ 'M/White': 5, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2 }).concat({
          size: 'M',
          color: 'White',
          stockQuantity: 1,
        }),
      },
      'variants',
      'The stock of size M, White is given more than once',
    ],
    ['a size listed twice', { sizes: ['M', 'm'] }, 'sizes', 'Each size may be listed once'],
    [
      'a picture coloured in a colour not listed',
      { images: ['/uploads/general/k.webp'], imageColors: { '/uploads/general/k.webp': 'Saffron' } },
      'imageColors',
      "Saffron is not one of the product's colours",
    ],
    ['no stock at all', { variants: [] }, 'variants', 'Give the stock'],
    [
      'a javascript: picture',
      { images: ['javascript:alert(6)'] },
      'images.0',
      'Use a picture uploaded to the store, or an https:// address',
    ],
    [
      'a plain http picture',
      { images: ['/uploads/general/k.webp', 'http://cdn.example.com/k.webp'] },
      'images.1',
      'Use a picture uploaded to the store, or an https:// address',
    ],
    [
      "another site's path",
      { images: ['//evil.example/k.webp'] },
      'images.0',
      'Use a picture uploaded to the store, or an https:// address',
    ],
    [
      'a path out of the uploads',
      { images: ['/uploads/../api/admin/users'] },
      'images.0',
      'Use a picture uploaded to the store, or an https:// address',
    ],
    [
      'a data: picture',
      { images: ['data:image/svg+xml,<svg onload=alert(1)>'] },
      'images.0',
      'Use a picture uploaded to the store, or an https:// address',
    ],
  ])('refuses %s with 400 and the message at its field', async (_what, overrides, path, message) => {
    const res = await create({ ...kurta(), ...overrides } as ProductInput);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
  });

  it("takes the store's own uploads and https addresses as pictures, the first the main one", async () => {
    const images = [
      '/uploads/mens-fashion/kurta-0123456789abcdef0123.webp',
      'https://cdn.example.com/kurta/back.webp?w=800',
    ];
    const res = await create(kurta({ images }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ image: images[0], images });
    const refused = await t
      .as(admin)
      .put<AdminProduct>(
        `/api/admin/products/${res.body.data.id}`,
        kurta({ name: res.body.data.name, images: ['javascript:alert(6)'] }),
      );
    expect(refused.status).toBe(400);
    expect((await t.as(admin).get<AdminProduct>(`/api/admin/products/${res.body.data.id}`)).body.data.images).toEqual(
      images,
    );
  });

  it('refuses shoppers (403) and visitors (401)', async () => {
    const { session } = await registerShopper(t.app);
    expect((await t.as(session).post('/api/admin/products', kurta())).status).toBe(403);
    expect((await t.anonymous().post('/api/admin/products', kurta())).status).toBe(401);
    expect((await t.as(session).get('/api/admin/products')).status).toBe(403);
  });
});

describe('editing a product', () => {
  it('replaces what the owner edits, and the store shows the new price at once', async () => {
    const made = (await create(kurta({ name: 'Price Change Kurta' }))).body.data;
    expect((await storePage(made.slug)).body.data.price).toBe(1299);
    const res = await t
      .as(admin)
      .put<AdminProduct>(
        `/api/admin/products/${made.id}`,
        kurta({ name: 'Price Change Kurta', slug: '', price: 999, originalPrice: null, description: '' }),
      );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      slug: made.slug,
      price: 999,
      originalPrice: null,
      discount: 0,
      description: '',
    });
    expect((await storePage(made.slug)).body.data).toMatchObject({ price: 999, originalPrice: null });
  });

  it('drops a size taken off the list, and the carts holding it lose that line only', async () => {
    const made = (await create(kurta({ name: 'Shrinking Kurta' }))).body.data;
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: made.id, quantity: 1, size: 'L', color: 'White' });
    await t.as(session).post('/api/cart/add', { productId: made.id, quantity: 1, size: 'M', color: 'White' });
    const res = await t.as(admin).put<AdminProduct>(
      `/api/admin/products/${made.id}`,
      kurta({
        name: 'Shrinking Kurta',
        sizes: ['M', 'XL'],
        variants: grid({ 'M/White': 4, 'M/Indigo': 1, 'XL/White': 6, 'XL/Indigo': 0 }),
      }),
    );
    expect(res.body.data.variants).toEqual(grid({ 'M/White': 4, 'M/Indigo': 1, 'XL/White': 6, 'XL/Indigo': 0 }));
    expect(res.body.data.stockQuantity).toBe(11);
    const cart = await t.as(session).get<CartLine[]>('/api/cart');
    expect(cart.body.data.map((l) => [l.size, l.color, l.stockQuantity])).toEqual([['M', 'White', 4]]);
  });

  it("refuses another product's slug with 409, and an unknown product with 404", async () => {
    const a = (await create(kurta())).body.data;
    const b = (await create(kurta())).body.data;
    const clash = await t.as(admin).put<AdminProduct>(`/api/admin/products/${b.id}`, kurta({ slug: a.slug }));
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('Another product already uses this slug');
    expect((await t.as(admin).put(`/api/admin/products/${b.id}`, kurta({ slug: b.slug }))).status).toBe(200);
    expect((await t.as(admin).put('/api/admin/products/999999', kurta())).status).toBe(404);
    expect((await t.as(admin).get('/api/admin/products/999999')).status).toBe(404);
    expect((await t.as(admin).get('/api/admin/products/abc')).status).toBe(400);
  });
});

describe('the three switches', () => {
  it('switch active, featured and in stock each on its own', async () => {
    const made = (await create(kurta())).body.data;
    const featured = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/status`, { featured: true });
    expect(featured.body.data).toMatchObject({ featured: true, active: true, inStock: true });
    const hidden = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/status`, { active: false });
    expect(hidden.body.data).toMatchObject({ featured: true, active: false, inStock: true });
    expect((await storePage(made.slug)).status).toBe(404);
    const listed = await t
      .as(admin)
      .get<AdminPage<AdminProduct>>(`/api/admin/products?q=${encodeURIComponent(made.name)}`);
    expect(listed.body.data.items.map((p) => p.id)).toEqual([made.id]);
    await t.as(admin).put(`/api/admin/products/${made.id}/status`, { active: true });
    const out = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/status`, { inStock: false });
    expect(out.body.data).toMatchObject({ featured: true, active: true, inStock: false, stockQuantity: 10 });
    const page = (await storePage(made.slug)).body.data;
    expect(page.inStock).toBe(false);
    const { session } = await registerShopper(t.app);
    const refused = await t
      .as(session)
      .post('/api/cart/add', { productId: made.id, quantity: 1, size: 'M', color: 'White' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`${made.name}, size M, White is out of stock`);
  });

  it.each([
    [{}, 'Send active, featured or inStock'],
    [{ active: 'yes' }, 'active must be true or false'],
  ])('refuses %o with 400', async (body, message) => {
    const made = (await create(kurta())).body.data;
    const res = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/status`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('stock', () => {
  it('sets one size × colour, leaving the others, and the product is in stock when any is left', async () => {
    const made = (await create(kurta())).body.data;
    const res = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, {
      variants: [{ size: 'M', color: 'Indigo', stockQuantity: 12 }],
    });
    expect(res.body.data.variants).toEqual(grid({ 'M/White': 5, 'M/Indigo': 12, 'L/White': 3, 'L/Indigo': 2 }));
    expect(res.body.data.stockQuantity).toBe(22);
    const none = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, {
      variants: grid({ 'M/White': 0, 'M/Indigo': 0, 'L/White': 0, 'L/Indigo': 0 }),
    });
    expect(none.body.data).toMatchObject({ stockQuantity: 0, inStock: false });
    const again = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, {
      variants: [{ size: 'L', color: 'White', stockQuantity: 1 }],
    });
    expect(again.body.data).toMatchObject({ stockQuantity: 1, inStock: true });
  });

  it('sets the one figure of a product without sizes or colours', async () => {
    const made = (await create(kurta({ sizes: [], colors: [], variants: [{ size: '', color: '', stockQuantity: 2 }] })))
      .body.data;
    const res = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, { stockQuantity: 40 });
    expect(res.body.data).toMatchObject({
      stockQuantity: 40,
      inStock: true,
      variants: [{ size: '', color: '', stockQuantity: 40 }],
    });
  });

  it.each<[string, object, string]>([
    [
      'a figure below zero',
      { variants: [{ size: 'M', color: 'White', stockQuantity: -3 }] },
      'Stock cannot be below zero',
    ],
    [
      'one figure, and the one the form showed, for a product in sizes',
      { stockQuantity: 5, loadedStockQuantity: 4 },
      'comes in sizes or colours: give the stock of each as variants',
    ],
    [
      'a size it does not have',
      { variants: [{ size: 'XXL', color: 'White', stockQuantity: 1 }] },
      'has no size XXL, White',
    ],
    [
      'neither',
      {},
      'Send stockQuantity for a product without sizes or colours, or variants with the stock of each size and colour',
    ],
    [
      'both',
      { stockQuantity: 1, variants: [{ size: 'M', color: 'White', stockQuantity: 1 }] },
      'Send stockQuantity for a product without sizes or colours, or variants with the stock of each size and colour',
    ],
  ])('refuses %s with 400, changing nothing', async (_what, body, message) => {
    const made = (await create(kurta())).body.data;
    const res = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await t.as(admin).get<AdminProduct>(`/api/admin/products/${made.id}`)).body.data.variants).toEqual(
      made.variants,
    );
  });
});

/** What the product form sends when saved: what it holds, the version it loaded, and what it loaded. */
function formSave(loaded: AdminProduct, changes: Partial<ProductInput> = {}, stock: Record<string, number> = {}) {
  const fields = {
    name: loaded.name,
    categorySlug: loaded.category,
    price: loaded.price,
    originalPrice: loaded.originalPrice,
    description: loaded.description,
    tags: loaded.tags,
    nameHi: loaded.nameHi,
    descriptionHi: loaded.descriptionHi,
    sizes: loaded.sizes,
    colors: loaded.colors,
    images: loaded.images,
    imageColors: loaded.imageColors,
    featured: loaded.featured,
    active: loaded.active,
    inStock: loaded.inStock,
  };
  const variants = loaded.variants.map((v) => ({
    ...v,
    stockQuantity: stock[`${v.size}/${v.color}`] ?? v.stockQuantity,
    loadedStockQuantity: v.stockQuantity,
  }));
  return { ...fields, ...changes, variants, version: loaded.version, loaded: fields };
}

async function order(productId: number, size: string, color: string, quantity: number, session?: Session) {
  const shopper = session ?? (await registerShopper(t.app)).session;
  expect((await t.as(shopper).post('/api/cart/add', { productId, quantity, size, color })).status).toBe(200);
  return t.as(shopper).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
}

const stockOf = async (id: number) => {
  const product = (await t.as(admin).get<AdminProduct>(`/api/admin/products/${id}`)).body.data;
  return Object.fromEntries(product.variants.map((v) => [`${v.size}/${v.color}`, v.stockQuantity]));
};

describe('saving over changes made meanwhile', () => {
  it('raises the version on every write of the back office, but not on a sale', async () => {
    const made = (await create(kurta())).body.data;
    expect(made.version).toBe(1);
    const saved = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${made.id}`, formSave(made, { price: 1199 }));
    expect(saved.body.data.version).toBe(2);
    expect(
      (await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/status`, { featured: true })).body.data
        .version,
    ).toBe(3);
    expect(
      (
        await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, {
          variants: [{ size: 'L', color: 'White', stockQuantity: 9 }],
        })
      ).body.data.version,
    ).toBe(4);
    expect((await order(made.id, 'L', 'White', 1)).status).toBe(201);
    expect((await t.as(admin).get<AdminProduct>(`/api/admin/products/${made.id}`)).body.data).toMatchObject({
      version: 4,
      stockQuantity: 15,
    });
  });

  it('refuses with 409 a save from a form loaded before another save, naming what changed, and writes nothing', async () => {
    const loaded = (await create(kurta())).body.data;
    const other = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${loaded.id}`, formSave(loaded, { price: 999 }, { 'M/White': 8 }));
    expect(other.status).toBe(200);
    const stale = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${loaded.id}`, formSave(loaded, { name: 'Renamed Kurta' }));
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'CONFLICT',
      message: 'This product was changed meanwhile (price, stock of size M, White). Reload to see the changes.',
    });
    expect(stale.body.errors).toEqual([
      { path: 'version', message: 'price (₹1299 → ₹999)' },
      { path: 'version', message: 'stock of size M, White (5 → 8)' },
    ]);
    const now = (await t.as(admin).get<AdminProduct>(`/api/admin/products/${loaded.id}`)).body.data;
    expect(now).toMatchObject({ name: loaded.name, price: 999, version: 2 });
    expect(await stockOf(loaded.id)).toMatchObject({ 'M/White': 8 });
    // Reloaded, the same change saves.
    expect(
      (
        await t
          .as(admin)
          .put<AdminProduct>(`/api/admin/products/${loaded.id}`, formSave(now, { name: 'Renamed Kurta' }))
      ).body.data,
    ).toMatchObject({ name: 'Renamed Kurta', price: 999, version: 3 });
  });

  it('refuses a stale stock edit and a save after a switch was flipped, and takes either without a version', async () => {
    const loaded = (await create(kurta())).body.data;
    await t.as(admin).put(`/api/admin/products/${loaded.id}/status`, { active: false });
    const stock = await t.as(admin).put<AdminProduct>(`/api/admin/products/${loaded.id}/stock`, {
      version: loaded.version,
      variants: [{ size: 'M', color: 'White', stockQuantity: 6, loadedStockQuantity: 5 }],
    });
    expect(stock.status).toBe(409);
    expect(stock.body.message).toBe('This product was changed meanwhile. Reload to see the changes.');
    const save = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${loaded.id}`, formSave(loaded, { description: 'New words' }));
    expect(save.status).toBe(409);
    expect(save.body.message).toBe('This product was changed meanwhile (active). Reload to see the changes.');
    expect(save.body.errors).toEqual([{ path: 'version', message: 'active (yes → no)' }]);
    expect(await stockOf(loaded.id)).toMatchObject({ 'M/White': 5 });
    // The original client sends no version: its save replaces the product as it did.
    expect(
      (
        await t
          .as(admin)
          .put<AdminProduct>(`/api/admin/products/${loaded.id}`, kurta({ name: loaded.name, active: true }))
      ).status,
    ).toBe(200);
  });

  it('keeps the pieces sold while the form was open: a name change leaves 2 of 5 after 3 sold, and 5 set to 7 gives 4', async () => {
    const loaded = (await create(kurta())).body.data;
    expect((await order(loaded.id, 'M', 'White', 3)).status).toBe(201);
    const renamed = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${loaded.id}`, formSave(loaded, { name: 'Kurta Sold Meanwhile' }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Kurta Sold Meanwhile', stockQuantity: 7 });
    expect(await stockOf(loaded.id)).toEqual({ 'M/White': 2, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2 });

    const again = (await create(kurta())).body.data;
    expect((await order(again.id, 'M', 'White', 3)).status).toBe(201);
    const restocked = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${again.id}`, formSave(again, {}, { 'M/White': 7 }));
    expect(restocked.status).toBe(200);
    expect(await stockOf(again.id)).toMatchObject({ 'M/White': 4 });
    // The stock dialog in the table moves it the same way.
    expect((await order(again.id, 'M', 'White', 1)).status).toBe(201);
    const dialog = await t.as(admin).put<AdminProduct>(`/api/admin/products/${again.id}/stock`, {
      version: restocked.body.data.version,
      variants: [{ size: 'M', color: 'White', stockQuantity: 10, loadedStockQuantity: 4 }],
    });
    expect(dialog.status).toBe(200);
    expect(await stockOf(again.id)).toMatchObject({ 'M/White': 9 });
  });

  it('refuses with 409 naming the variant a change that would take its stock below zero, and writes nothing', async () => {
    const loaded = (await create(kurta())).body.data;
    expect((await order(loaded.id, 'M', 'White', 4)).status).toBe(201);
    const res = await t
      .as(admin)
      .put<AdminProduct>(
        `/api/admin/products/${loaded.id}`,
        formSave(loaded, { name: 'Never Saved Kurta' }, { 'M/White': 0, 'L/White': 4 }),
      );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Size M, White has 1 left now, not the 5 you loaded: it cannot come down by 5. Reload to see the stock now.',
    );
    expect(res.body.errors).toEqual([{ path: 'variants.0.stockQuantity', message: res.body.message }]);
    const now = (await t.as(admin).get<AdminProduct>(`/api/admin/products/${loaded.id}`)).body.data;
    expect(now).toMatchObject({ name: loaded.name, version: 1 });
    expect(await stockOf(loaded.id)).toEqual({ 'M/White': 1, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2 });

    const single = (
      await create(kurta({ sizes: [], colors: [], variants: [{ size: '', color: '', stockQuantity: 2 }] }))
    ).body.data;
    expect((await order(single.id, '', '', 2)).status).toBe(201);
    const none = await t.as(admin).put<AdminProduct>(`/api/admin/products/${single.id}/stock`, {
      stockQuantity: 1,
      loadedStockQuantity: 2,
    });
    expect(none.status).toBe(409);
    expect(none.body.errors).toEqual([
      {
        path: 'stockQuantity',
        message:
          'The product has 0 left now, not the 2 you loaded: it cannot come down by 1. Reload to see the stock now.',
      },
    ]);
  });

  it(
    'keeps stock to what the owner’s changes and the sales say while both happen at once, round after round',
    { tags: ['postgres'] },
    async () => {
      const made = (
        await create(kurta({ variants: grid({ 'M/White': 30, 'M/Indigo': 0, 'L/White': 3, 'L/Indigo': 2 }) }))
      ).body.data;
      const { session } = await registerShopper(t.app);
      let expected = 30;
      for (let round = 0; round < 20; round++) {
        // The owner's form was filled before this round's sale.
        const loaded = (await t.as(admin).get<AdminProduct>(`/api/admin/products/${made.id}`)).body.data;
        const was = (await stockOf(made.id))['M/White']!;
        const change = round % 2 === 0 ? 2 : -1;
        await t.as(session).post('/api/cart/add', { productId: made.id, quantity: 1, size: 'M', color: 'White' });
        const save =
          round % 4 < 2
            ? t
                .as(admin)
                .put<AdminProduct>(
                  `/api/admin/products/${made.id}`,
                  formSave(loaded, { tags: `round ${round}` }, { 'M/White': was + change }),
                )
            : t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, {
                version: loaded.version,
                variants: [{ size: 'M', color: 'White', stockQuantity: was + change, loadedStockQuantity: was }],
              });
        const [sold, saved] = await Promise.all([
          t.as(session).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' }),
          save,
        ]);
        expect([sold.status, saved.status], JSON.stringify([sold.body.message, saved.body.message])).toEqual([
          201, 200,
        ]);
        expected += change - 1;
        const now = await t.as(admin).get<AdminProduct>(`/api/admin/products/${made.id}`);
        expect((await stockOf(made.id))['M/White']).toBe(expected);
        expect(now.body.data.stockQuantity).toBe(expected + 5);
      }
      expect(expected).toBe(20);
    },
  );
});

describe('the products table', () => {
  it('pages every product, active or not, with filters, search by name and sorts', async () => {
    const prefix = `Table ${Date.now()}`;
    const made = [];
    for (const [i, extra] of [
      { price: 500 },
      { price: 700, featured: true },
      { price: 300, active: false },
    ].entries()) {
      made.push((await create(kurta({ name: `${prefix} Kurta ${i}`, ...extra }))).body.data);
    }
    const q = `q=${encodeURIComponent(prefix)}`;
    const page = (await t.as(admin).get<AdminPage<AdminProduct>>(`/api/admin/products?${q}&size=2&sort=price-low`)).body
      .data;
    expect(page).toMatchObject({ total: 3, totalPages: 2, page: 0, size: 2 });
    expect(page.items.map((p) => p.price)).toEqual([300, 500]);
    const names = async (query: string) =>
      (await t.as(admin).get<AdminPage<AdminProduct>>(`/api/admin/products?${q}&${query}`)).body.data.items.map(
        (p) => p.name,
      );
    expect(await names('active=false')).toEqual([`${prefix} Kurta 2`]);
    expect(await names('featured=true')).toEqual([`${prefix} Kurta 1`]);
    expect(await names('sort=price-high')).toEqual([1, 0, 2].map((i) => `${prefix} Kurta ${i}`));
    expect(await names('category=footwear')).toEqual([]);
    expect(await names('sort=name')).toEqual([0, 1, 2].map((i) => `${prefix} Kurta ${i}`));
    const wild = await t.as(admin).get<AdminPage<AdminProduct>>('/api/admin/products?q=%25_%5C');
    expect(wild.body.data.total).toBe(0);
    const bad = await t.as(admin).get<AdminProduct>('/api/admin/products?sort=cheapest');
    expect(bad.status).toBe(400);
  });
});

describe('deleting a product', () => {
  it('removes one never ordered, with the pictures only it shows', async () => {
    const upload = async (name: string) => {
      const form = uploadForm({ data: await smallPng(), name, type: 'image/png' }, { filename: name });
      return (await t.as(admin).post<UploadAnswer>('/api/admin/storage/upload', form)).body.data.publicUrl;
    };
    const own = await upload('own-kurta.png');
    const shared = await upload('shared-kurta.png');
    const doomed = (await create(kurta({ images: [own, shared] }))).body.data;
    await create(kurta({ images: [shared] }));
    const picture = (url: string) =>
      t
        .anonymous()
        .get(url)
        .then((r) => r.status);
    expect(await picture(own)).toBe(200);
    const res = await t.as(admin).delete<ProductRemoval>(`/api/admin/products/${doomed.id}`);
    expect(res.body).toMatchObject({ message: 'Product deleted', data: { id: doomed.id, archived: false } });
    expect((await t.as(admin).get(`/api/admin/products/${doomed.id}`)).status).toBe(404);
    expect(await picture(own)).toBe(404);
    expect(await picture(own.replace('.webp', '-400.webp'))).toBe(404);
    expect(await picture(shared)).toBe(200);
    expect((await t.as(admin).delete(`/api/admin/products/${doomed.id}`)).status).toBe(404);
  });

  it('archives one that orders hold: gone from the store and the table, its slug free, the orders keeping their copy', async () => {
    const sold = (await create(kurta({ name: 'Sold Once Kurta' }))).body.data;
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: sold.id, quantity: 1, size: 'L', color: 'Indigo' });
    const order = (
      await t.as(session).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' })
    ).body.data;
    expect((await t.as(admin).get<AdminProduct>(`/api/admin/products/${sold.id}`)).body.data.orderCount).toBe(1);
    const res = await t.as(admin).delete<ProductRemoval>(`/api/admin/products/${sold.id}`);
    expect(res.body.data).toEqual({ id: sold.id, archived: true });
    expect((await storePage('sold-once-kurta')).status).toBe(404);
    expect((await t.as(admin).get(`/api/admin/products/${sold.id}`)).status).toBe(404);
    expect((await t.as(admin).put(`/api/admin/products/${sold.id}/status`, { active: true })).status).toBe(404);
    const table = await t.as(admin).get<AdminPage<AdminProduct>>('/api/admin/products?q=Sold%20Once');
    expect(table.body.data.items).toEqual([]);
    const kept = (await t.as(session).get<Order>(`/api/orders/${order.id}`)).body.data;
    expect(kept.items.map((i) => [i.name, i.size, i.color, i.price])).toEqual([
      ['Sold Once Kurta', 'L', 'Indigo', 1299],
    ]);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, sold.id));
    expect(row).toMatchObject({ active: false });
    expect(row!.archivedAt).not.toBeNull();
    // Cancelling the order still puts its stock back, on the archived product.
    expect((await t.as(session).put(`/api/orders/${order.id}/cancel`)).status).toBe(200);
    const again = await create(kurta({ name: 'Sold Once Kurta', slug: 'sold-once-kurta' }));
    expect(again.status).toBe(201);
  });
});

describe("the original client's product payload", () => {
  /** What the original client's admin form sends: a category by its label, one picture, a total stock. */
  const specPayload = (overrides: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      name: `Chikankari Kurti ${seq}`,
      price: 899,
      originalPrice: 1499,
      description: 'Lucknowi hand embroidery.',
      categorySlug: 'women',
      image: 'https://images.example.in/kurti.jpg',
      images: [],
      sizes: ['S', 'M', 'L'],
      colors: ['Pink', 'Mint'],
      stockQuantity: 20,
      featured: false,
      inStock: true,
      active: true,
      ...overrides,
    };
  };
  const stockOf = (p: AdminProduct) =>
    Object.fromEntries(p.variants.map((v) => [`${v.size}/${v.color}`, v.stockQuantity]));

  it('is taken: the category by its label or name, the image as the picture, the total spread over sizes and colours', async () => {
    const res = await t.as(admin).post<AdminProduct>('/api/admin/products', specPayload());
    expect(res.status, res.text).toBe(201);
    expect(res.body.data).toMatchObject({
      category: 'womens-fashion',
      image: 'https://images.example.in/kurti.jpg',
      images: ['https://images.example.in/kurti.jpg'],
      stockQuantity: 20,
    });
    // 20 over six: 4 to the first two, 3 to the rest.
    expect(stockOf(res.body.data)).toEqual({
      'S/Pink': 4,
      'S/Mint': 4,
      'M/Pink': 3,
      'M/Mint': 3,
      'L/Pink': 3,
      'L/Mint': 3,
    });
    const byName = await t
      .as(admin)
      .post<AdminProduct>(
        '/api/admin/products',
        specPayload({ categorySlug: undefined, category: "Men's Fashion", sizes: [], colors: [], stockQuantity: 7 }),
      );
    expect(byName.status, byName.text).toBe(201);
    expect(byName.body.data).toMatchObject({ category: 'mens-fashion', stockQuantity: 7 });
    expect(byName.body.data.variants).toEqual([expect.objectContaining({ size: '', color: '', stockQuantity: 7 })]);
  });

  it('refuses what names no category or no stock, with the field at fault', async () => {
    const noCategory = await t.as(admin).post('/api/admin/products', specPayload({ categorySlug: 'shoes-for-cats' }));
    expect(noCategory.status).toBe(400);
    const unknown = await t
      .as(admin)
      .post('/api/admin/products', specPayload({ categorySlug: undefined, category: 'pets' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ path: 'categorySlug', message: 'Unknown category: pets' }]);
    const noStock = await t.as(admin).post('/api/admin/products', specPayload({ stockQuantity: undefined }));
    expect(noStock.status).toBe(400);
    expect(noStock.body.errors).toEqual([{ path: 'variants', message: 'Give the stock as a list of variants' }]);
  });

  it('an edit keeps the stock per size and colour while the total is unchanged, and spreads a new total', async () => {
    const made = (await t.as(admin).post<AdminProduct>('/api/admin/products', specPayload())).body.data;
    // The owner's own screen sets precise stock per variant.
    const precise = { 'S/Pink': 10, 'S/Mint': 0, 'M/Pink': 5, 'M/Mint': 5, 'L/Pink': 0, 'L/Mint': 0 };
    const set = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${made.id}/stock`, { variants: grid(precise) });
    expect(stockOf(set.body.data)).toEqual(precise);
    // The original client saves its form (the same total, 20, a new price): the stock per variant stays.
    const same = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${made.id}`, specPayload({ name: made.name, price: 849 }));
    expect(same.status, same.text).toBe(200);
    expect(same.body.data.price).toBe(849);
    expect(stockOf(same.body.data)).toEqual(precise);
    // A new total is spread.
    const more = await t
      .as(admin)
      .put<AdminProduct>(`/api/admin/products/${made.id}`, specPayload({ name: made.name, stockQuantity: 12 }));
    expect(Object.values(stockOf(more.body.data))).toEqual([2, 2, 2, 2, 2, 2]);
    // PUT …/stock with a total alone: likewise.
    const stock = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, { stockQuantity: 8 });
    expect(stock.status, stock.text).toBe(200);
    expect(Object.values(stockOf(stock.body.data))).toEqual([2, 2, 1, 1, 1, 1]);
    const unchanged = await t.as(admin).put<AdminProduct>(`/api/admin/products/${made.id}/stock`, { stockQuantity: 8 });
    expect(stockOf(unchanged.body.data)).toEqual(stockOf(stock.body.data));
  });
});
