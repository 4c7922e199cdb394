import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, CartSummary, Order, Paged, Product, ProductDetail, SavedAddress, Session } from '@kuber/shared';
import { insertProducts } from '#api/db/factories.js';
import { orders as ordersTable, products as productsTable, productVariants } from '#api/db/schema.js';
import { registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;
let products: Awaited<ReturnType<typeof shoppingCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  products = await shoppingCatalogue(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const stockOf = async (id: number) =>
  (
    await t.database.db.select({ s: productsTable.stockQuantity }).from(productsTable).where(eq(productsTable.id, id))
  )[0]!.s;
/** The stock of each of a product's variants, as 'size/colour': n. */
const variantStock = async (id: number) =>
  Object.fromEntries(
    (await t.database.db.select().from(productVariants).where(eq(productVariants.productId, id))).map((v) => [
      `${v.size}/${v.color}`,
      v.stockQuantity,
    ]),
  );
const oneVariant = async (id: number, size: string, color: string) =>
  (
    await t.database.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.size, size), eq(productVariants.color, color)))
  )[0]!.stockQuantity;
const order = (s: Session, body: object = {}) =>
  t.as(s).post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD', ...body });

describe('placing an order', () => {
  it('creates it from the cart with server prices and tax, takes the stock, empties the cart, saves the address', async () => {
    const { session } = await registerShopper(t.app);
    const teeBefore = await stockOf(products.tee.id);
    await t.as(session).post('/api/cart/add', {
      productId: products.tee.id,
      quantity: 2,
      size: 'M',
      color: 'Black',
    });
    await t.as(session).post('/api/cart/add', { productId: products.bag.id, quantity: 1 });
    const res = await order(session, {
      totalAmount: 1,
      cartItems: [{ productId: products.bag.id, quantity: 1, price: 1 }],
    });
    expect(res.status).toBe(201);
    const o = res.body.data;
    expect(o.orderNumber).toMatch(/^KF\d+$/);
    expect(o).toMatchObject({
      status: 'PENDING',
      paymentMethod: 'COD',
      subtotal: 2998,
      tax: 239.84,
      shipping: 0,
      totalAmount: 3237.84,
      totalItems: 3,
      canCancel: true,
    });
    expect(o.shippingAddress).toMatchObject({
      fullName: 'Asha Verma',
      phone: '9876543210',
      pinCode: '495001',
      state: 'Chhattisgarh',
      country: 'India',
    });
    expect(o.items.map((i) => [i.name, i.quantity, i.size, i.color, i.price])).toEqual([
      ['Test Tee', 2, 'M', 'Black', 499.5],
      ['Test Bag', 1, null, null, 1999],
    ]);
    // The store's own note carries its code, by which the shopper's page words it in their language.
    expect(o.history?.map((h) => [h.status, h.note, h.noteCode])).toEqual([['PENDING', 'Order placed', 'placed']]);
    // The answer is made from the rows the order wrote: read back, the order is the same.
    expect((await t.as(session).get<Order>(`/api/orders/${o.id}`)).body.data).toEqual(o);
    expect(await stockOf(products.tee.id)).toBe(teeBefore - 2);
    expect((await t.as(session).get<CartLine[]>('/api/cart')).body.data).toHaveLength(0);
    const saved = (await t.as(session).get<SavedAddress[]>('/api/addresses')).body.data;
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ city: 'Bilaspur', pinCode: '495001' });
    const product = (await t.anonymous().get<Product>(`/api/products/${products.bag.id}`)).body.data;
    expect(product.stockQuantity).toBe(2);
  });

  it.each([
    [{ shippingAddress: { ...ADDRESS, pinCode: '49500' } }, 'Please enter a valid 6-digit PIN code'],
    [{ shippingAddress: { ...ADDRESS, pinCode: '049500' } }, 'Please enter a valid 6-digit PIN code'],
    [{ shippingAddress: { ...ADDRESS, phone: '12345' } }, 'Please enter a valid 10-digit mobile number'],
    [{ shippingAddress: { ...ADDRESS, state: 'Atlantis' } }, 'Please choose a state or union territory'],
    [{ shippingAddress: { ...ADDRESS, city: '' } }, 'Please enter the city'],
    [{ paymentMethod: 'CARD' }, 'Please choose a payment method'],
  ])('refuses %o with 400', async (body, message) => {
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: products.bag.id, quantity: 1 });
    const res = await order(session, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("keeps the chosen colour's picture on the ordered item", async () => {
    const [tee] = await insertProducts(t.database.db, [
      {
        name: 'Order Colour Tee',
        category: 'mens-fashion',
        price: 599,
        colors: ['White', 'Black'],
        images: ['/uploads/general/o-white.webp', '/uploads/general/o-black.webp'],
        imageColors: { '/uploads/general/o-white.webp': 'White', '/uploads/general/o-black.webp': 'Black' },
      },
    ]);
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: tee!.id, quantity: 1, color: 'Black' });
    const placed = (await order(session)).body.data;
    expect(placed.items.map((i) => [i.color, i.image])).toEqual([['Black', '/uploads/general/o-black.webp']]);
  });

  it('refuses an empty cart', async () => {
    const { session } = await registerShopper(t.app);
    const res = await order(session);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Your cart is empty');
  });

  it('answers 409 naming the line that cannot be fulfilled, and changes nothing', async () => {
    const [scarce] = await insertProducts(t.database.db, [
      { name: 'Scarce Scarf', category: 'accessories', price: 799, stockQuantity: 2 },
    ]);
    const a = (await registerShopper(t.app)).session;
    const b = (await registerShopper(t.app)).session;
    await t.as(a).post('/api/cart/add', { productId: scarce!.id, quantity: 2 });
    await t.as(a).post('/api/cart/add', { productId: products.bag.id, quantity: 1 });
    await t.as(b).post('/api/cart/add', { productId: scarce!.id, quantity: 1 });
    expect((await order(b)).status).toBe(201);
    const bagBefore = await stockOf(products.bag.id);
    const res = await order(a);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Scarce Scarf: Only 1 left in stock');
    expect(await stockOf(products.bag.id)).toBe(bagBefore);
    expect(await stockOf(scarce!.id)).toBe(1);
    const cart = (await t.as(a).get<CartLine[]>('/api/cart')).body as unknown as {
      data: CartLine[];
      summary: CartSummary;
    };
    expect(cart.data).toHaveLength(2);
    expect(cart.summary.canCheckout).toBe(false);
    expect(cart.data.find((i) => i.name === 'Scarce Scarf')?.problem).toBe('Only 1 left in stock');
  });

  it('a product gone inactive is flagged in the cart and blocks checkout', async () => {
    const [fleeting] = await insertProducts(t.database.db, [
      { name: 'Fleeting Cap', category: 'accessories', price: 399, stockQuantity: 9 },
    ]);
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: fleeting!.id, quantity: 1 });
    await t.database.db.update(productsTable).set({ active: false }).where(eq(productsTable.id, fleeting!.id));
    expect((await t.as(session).get<CartLine[]>('/api/cart')).body.data[0]!.problem).toBe('No longer available');
    const res = await order(session);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Fleeting Cap: No longer available');
  });
});

describe('my orders', () => {
  it('lists newest first, shows one order, and never another shopper’s', async () => {
    const { session } = await registerShopper(t.app);
    const other = (await registerShopper(t.app)).session;
    const placed: Order[] = [];
    for (let i = 0; i < 2; i++) {
      await t.as(session).post('/api/cart/add', {
        productId: products.tee.id,
        quantity: 1,
        size: 'S',
        color: 'White',
      });
      placed.push((await order(session)).body.data);
    }
    const list = (await t.as(session).get<Paged<Order>>('/api/orders/my-orders?page=0&size=10')).body.data;
    expect(list.total).toBe(2);
    expect(list.data.map((o) => o.id)).toEqual([placed[1]!.id, placed[0]!.id]);
    expect(list.data[0]!.items[0]!.image).toBe('/uploads/demo/test-tee.webp');
    expect((await t.as(session).get<Order>(`/api/orders/${placed[0]!.id}`)).body.data.orderNumber).toBe(
      placed[0]!.orderNumber,
    );
    expect((await t.as(other).get(`/api/orders/${placed[0]!.id}`)).status).toBe(404);
    expect((await t.as(other).put(`/api/orders/${placed[0]!.id}/cancel`)).status).toBe(404);
    expect((await t.as(other).get<Paged<Order>>('/api/orders/my-orders')).body.data.total).toBe(0);
    expect((await t.as(session).get('/api/orders/abc')).status).toBe(400);
    expect((await t.anonymous().get('/api/orders/my-orders')).status).toBe(401);
  });
});

describe('cancelling', () => {
  it('returns the stock once, to the size and colour it came from, however often it is asked', async () => {
    const { session } = await registerShopper(t.app);
    const untouched = await variantStock(products.tee.id);
    await t.as(session).post('/api/cart/add', {
      productId: products.tee.id,
      quantity: 2,
      size: 'L',
      color: 'White',
    });
    const placed = (await order(session)).body.data;
    const before = await stockOf(products.tee.id);
    expect(await oneVariant(products.tee.id, 'L', 'White')).toBe(untouched['L/White']! - 2);
    const results = await Promise.all([1, 2, 3].map(() => t.as(session).put<Order>(`/api/orders/${placed.id}/cancel`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf(products.tee.id)).toBe(before + 2);
    expect(await variantStock(products.tee.id)).toEqual(untouched);
    const again = await t.as(session).put<Order>(`/api/orders/${placed.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is already cancelled');
    const detail = (await t.as(session).get<Order>(`/api/orders/${placed.id}`)).body.data;
    expect(detail).toMatchObject({ status: 'CANCELLED', canCancel: false });
    expect(detail.history?.map((h) => [h.status, h.noteCode])).toEqual([
      ['PENDING', 'placed'],
      ['CANCELLED', 'cancelledByShopper'],
    ]);
  });

  it('is refused once the order has shipped', async () => {
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', {
      productId: products.tee.id,
      quantity: 1,
      size: 'S',
      color: 'Black',
    });
    const placed = (await order(session)).body.data;
    await t.database.db.update(ordersTable).set({ status: 'SHIPPED' }).where(eq(ordersTable.id, placed.id));
    const res = await t.as(session).put(`/api/orders/${placed.id}/cancel`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order is shipped and can no longer be cancelled');
  });
});

describe('the last items', () => {
  it(
    '200 shoppers ordering the last 50 of one size at once sell exactly 50, and the other sizes keep theirs',
    { tags: ['postgres'], timeout: 120_000 },
    async () => {
      const [hot] = await insertProducts(t.database.db, [
        {
          name: 'Limited Drop Sneaker',
          category: 'footwear',
          price: 3499,
          sizes: ['8', '9', '10'],
          colors: ['White'],
          variants: [
            { size: '8', color: 'White', stockQuantity: 20 },
            { size: '9', color: 'White', stockQuantity: 50 },
            { size: '10', color: 'White', stockQuantity: 20 },
          ],
        },
      ]);
      const shoppers = await Promise.all(
        Array.from({ length: 200 }, () => registerShopper(t.app).then((r) => r.session)),
      );
      for (const s of shoppers) {
        const added = await t.as(s).post('/api/cart/add', {
          productId: hot!.id,
          quantity: 1,
          size: '9',
          color: 'White',
        });
        expect(added.status).toBe(200);
      }
      const results = await Promise.all(shoppers.map((s) => order(s)));
      const codes = results.map((r) => r.status);
      expect(codes.filter((c) => c === 201)).toHaveLength(50);
      expect(codes.filter((c) => c === 409)).toHaveLength(150);
      expect(await variantStock(hot!.id)).toEqual({ '8/White': 20, '9/White': 0, '10/White': 20 });
      expect(await stockOf(hot!.id)).toBe(40);
      const sold = await t.database.db.select().from(ordersTable);
      const hotOrders = results.filter((r) => r.status === 201).map((r) => r.body.data.id);
      expect(sold.filter((o) => hotOrders.includes(o.id))).toHaveLength(50);
      // A shopper who lost keeps the cart, flagged.
      const loser = shoppers[codes.indexOf(409)]!;
      expect((await t.as(loser).get<CartLine[]>('/api/cart')).body.data[0]!.problem).toBe('Out of stock');
      expect(results.find((r) => r.status === 409)!.body.message).toMatch(
        /^Limited Drop Sneaker, size 9, White: (Out of stock|not enough left in stock)$/,
      );
      const page = (await t.anonymous().get<ProductDetail>(`/api/products/${hot!.id}`)).body.data;
      expect(page.inStock).toBe(true);
      expect(page.variants).toEqual([
        { size: '8', color: 'White', stockQuantity: 20 },
        { size: '9', color: 'White', stockQuantity: 0 },
        { size: '10', color: 'White', stockQuantity: 20 },
      ]);
    },
  );
});

describe('home rows from real data', () => {
  it('Trending Now puts the most ordered products first, leaving out cancelled orders', async () => {
    const [a, b] = await insertProducts(t.database.db, [
      { name: 'Trend Kurta', category: 'mens-fashion', price: 1299, stockQuantity: 20 },
      { name: 'Trend Saree', category: 'womens-fashion', price: 2999, stockQuantity: 20 },
    ]);
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: a!.id, quantity: 3 });
    await order(session);
    await t.as(session).post('/api/cart/add', { productId: b!.id, quantity: 10 });
    const cancelled = (await order(session)).body.data;
    await t.as(session).put(`/api/orders/${cancelled.id}/cancel`);
    const trending = (await t.anonymous().get<Paged<Product>>('/api/products/trending?limit=50')).body.data.data.map(
      (p) => p.name,
    );
    expect(trending.indexOf('Trend Kurta')).toBeGreaterThanOrEqual(0);
    expect(trending.indexOf('Trend Kurta')).toBeLessThan(trending.indexOf('Trend Saree'));
    expect(trending[0]).toBe('Limited Drop Sneaker');
  });

  it('Trending Now reads the same page by page: the ordered products, then the rest featured and newest first, each once', async () => {
    const made = await insertProducts(
      t.database.db,
      ['Page Tee', 'Page Cap', 'Page Sock', 'Page Belt', 'Page Scarf', 'Page Bag', 'Page Mat'].map((name) => ({
        name,
        category: 'accessories',
        price: 199,
        stockQuantity: 20,
      })),
    );
    t.app.changes.publish('catalogue');
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: made[5]!.id, quantity: 2 });
    await t.as(session).post('/api/cart/add', { productId: made[2]!.id, quantity: 1 });
    await order(session);
    const ids = (data: Paged<Product>) => data.data.map((p) => p.id);
    const whole = (await t.anonymous().get<Paged<Product>>('/api/products/trending?limit=100')).body.data;
    expect(whole.total).toBeLessThanOrEqual(100);
    const paged: number[] = [];
    for (let page = 0; page * 3 < whole.total; page++)
      paged.push(
        ...ids((await t.anonymous().get<Paged<Product>>(`/api/products/trending?limit=3&page=${page}`)).body.data),
      );
    expect(paged).toEqual(ids(whole));
    expect(new Set(paged).size).toBe(whole.total);
    // After the products ordered (two at least), the catalogue's featured order without them.
    const featured = ids(
      (await t.anonymous().get<Paged<Product>>('/api/products/paginated?page=0&size=100&sort=featured')).body.data,
    );
    const splitsAt = (k: number) => {
      const head = new Set(paged.slice(0, k));
      return k >= 2 && paged.slice(k).join() === featured.filter((id) => !head.has(id)).join();
    };
    // The five never ordered are in that rest; of the two ordered, the one of more units comes first.
    const rest = Math.min(...[0, 1, 3, 4, 6].map((i) => paged.indexOf(made[i]!.id)));
    expect(paged.indexOf(made[5]!.id)).toBeLessThan(paged.indexOf(made[2]!.id));
    expect(paged.indexOf(made[2]!.id)).toBeLessThan(rest);
    expect(paged.some((_, k) => k <= rest && splitsAt(k))).toBe(true);
  });

  it('Inspired by Your Interest follows the shopper’s categories; visitors get the newest of each category in turn', async () => {
    const shoes = await insertProducts(
      t.database.db,
      Array.from({ length: 6 }, (_, i) => ({
        name: `Interest Loafer ${i}`,
        category: 'footwear' as const,
        price: 1500 + i,
        rating: 4,
      })),
    );
    t.app.changes.publish('catalogue');
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/wishlist/add', { productId: shoes[0]!.id });
    const mine = (await t.as(session).get<Paged<Product>>('/api/products/interest?limit=6')).body.data.data;
    expect(mine).toHaveLength(6);
    expect(mine.every((p) => p.category === 'footwear')).toBe(true);
    // Visitors and shoppers without history: the newest of each category in turn.
    const visitor = (await t.anonymous().get<Paged<Product>>('/api/products/interest?limit=6')).body.data.data;
    expect(visitor[0]!.category).not.toBe(visitor[1]!.category);
    expect(visitor.find((p) => p.category === 'footwear')!.name).toBe('Interest Loafer 5');
    const fresh = (await registerShopper(t.app)).session;
    expect((await t.as(fresh).get<Paged<Product>>('/api/products/interest?limit=6')).body.data.data).toEqual(visitor);
  });
});
