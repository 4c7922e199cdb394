import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, CartSummary, Session } from '@kuber/shared';
import { insertProducts } from '#api/db/factories.js';
import { registerShopper } from '#api/test/accounts.js';
import { shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;
let products: Awaited<ReturnType<typeof shoppingCatalogue>>;
let asha: Session;
let ravi: Session;

beforeAll(async () => {
  t = await createTestApp();
  products = await shoppingCatalogue(t.database.db);
  asha = (await registerShopper(t.app)).session;
  ravi = (await registerShopper(t.app)).session;
});
afterAll(async () => {
  await t?.close();
});

/** A guest cart merged at log-in also says which lines could not be added. */
type MergedCart = { skipped: { productId: number; reason: string }[] };

describe('cart', () => {
  it('needs a session', async () => {
    expect((await t.anonymous().get('/api/cart')).status).toBe(401);
    expect((await t.anonymous().post('/api/cart/add', { productId: products.bag.id })).status).toBe(401);
  });

  it('adds lines, merges the same size and colour, keeps other sizes apart, prices from the server', async () => {
    await t.as(asha).delete('/api/cart');
    await t.as(asha).post('/api/cart/add', {
      productId: products.tee.id,
      quantity: 1,
      size: 'M',
      color: 'Black',
      price: 1,
    });
    await t.as(asha).post('/api/cart/add', { productId: products.tee.id, quantity: 2, size: 'm', color: 'black' });
    const { body } = await t.as(asha).post<CartLine[], { summary: CartSummary }>('/api/cart/add', {
      productId: products.tee.id,
      quantity: 1,
      size: 'L',
      color: 'Black',
    });
    expect(body.data.map((i) => [i.size, i.quantity])).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
    expect(body.data[0]).toMatchObject({
      name: 'Test Tee',
      price: 499.5,
      category: 'mens-fashion',
      lineTotal: 1498.5,
      problem: null,
    });
    expect(body.summary.totalItems).toBe(4);
    expect(body.summary.subtotal).toBe(1998);
    expect(body.summary.tax).toBe(159.84);
    expect(body.summary.total).toBe(2157.84);
    expect(body.summary.shipping).toBe(0);
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ quantity: 1_000_000 }, 'You can buy at most 10 of an item at a time'],
    [{ size: undefined }, 'Please select a size'],
    [{ color: undefined }, 'Please select a color'],
    [{ size: 'XXL' }, 'This product is not available in size XXL'],
  ])('refuses %o with a clear message', async (override, message) => {
    const { status, body } = await t.as(asha).post<CartLine[]>('/api/cart/add', {
      productId: products.tee.id,
      quantity: 1,
      size: 'S',
      color: 'White',
      ...override,
    });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses unknown, inactive and sold-out products, and more than the stock', async () => {
    expect((await t.as(asha).post<CartLine[]>('/api/cart/add', { productId: 999999 })).body.message).toBe(
      'This product is not available',
    );
    expect((await t.as(asha).post('/api/cart/add', { productId: products.hidden.id })).status).toBe(400);
    const soldOut = await t.as(asha).post<CartLine[]>('/api/cart/add', { productId: products.soldOut.id, size: '8' });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.message).toBe('Test Sold Out, size 8 is out of stock');
    const tooMany = await t.as(asha).post<CartLine[]>('/api/cart/add', { productId: products.bag.id, quantity: 4 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/Only 3 left in stock/);
  });

  it('keeps the stock per size and colour: a sold-out size is refused while others sell, and a line never takes more than its variant has', async () => {
    const [kurta] = await insertProducts(t.database.db, [
      {
        name: 'Cart Kurta',
        category: 'mens-fashion',
        price: 899,
        sizes: ['S', 'M'],
        colors: ['Blue', 'Red'],
        variants: [
          { size: 'S', color: 'Blue', stockQuantity: 2 },
          { size: 'S', color: 'Red', stockQuantity: 9 },
          { size: 'M', color: 'Blue', stockQuantity: 0 },
          { size: 'M', color: 'Red', stockQuantity: 0 },
        ],
      },
    ]);
    const { session } = await registerShopper(t.app);
    const add = (size: string, color: string, quantity = 1) =>
      t.as(session).post<CartLine[]>('/api/cart/add', { productId: kurta!.id, quantity, size, color });
    const soldOut = await add('M', 'Blue');
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.message).toBe('Cart Kurta, size M, Blue is out of stock');
    expect((await add('S', 'Blue', 2)).status).toBe(200);
    const over = await add('S', 'Blue');
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Only 2 left in stock: you can add at most 0 more of Cart Kurta, size S, Blue');
    const red = await add('S', 'Red', 3);
    expect(red.body.data.map((i) => [i.size, i.color, i.quantity, i.stockQuantity])).toEqual([
      ['S', 'Blue', 2, 2],
      ['S', 'Red', 3, 9],
    ]);
    const redLine = red.body.data[1]!;
    const update = await t.as(session).put<CartLine[]>(`/api/cart/items/${redLine.id}`, { quantity: 10 });
    expect(update.status).toBe(400);
    expect(update.body.message).toBe('Only 9 left in stock for Cart Kurta');
    const merged = await t.as(session).post<CartLine[], MergedCart>('/api/cart/merge', {
      items: [
        { productId: kurta!.id, quantity: 9, size: 'S', color: 'Red' },
        { productId: kurta!.id, quantity: 1, size: 'M', color: 'Red' },
      ],
    });
    expect(merged.body.data.find((i) => i.color === 'Red')!.quantity).toBe(9);
    expect(merged.body.skipped).toEqual([{ productId: kurta!.id, reason: 'Out of stock' }]);
  });

  it("shows the chosen colour's picture on the line", async () => {
    const [tee] = await insertProducts(t.database.db, [
      {
        name: 'Two Colour Tee',
        category: 'mens-fashion',
        price: 499,
        colors: ['White', 'Black'],
        images: ['/uploads/general/tee-white.webp', '/uploads/general/tee-black.webp'],
        imageColors: { '/uploads/general/tee-white.webp': 'White', '/uploads/general/tee-black.webp': 'Black' },
      },
    ]);
    const { session } = await registerShopper(t.app);
    await t.as(session).post('/api/cart/add', { productId: tee!.id, quantity: 1, color: 'White' });
    const { body } = await t
      .as(session)
      .post<CartLine[]>('/api/cart/add', { productId: tee!.id, quantity: 1, color: 'Black' });
    expect(body.data.map((i) => [i.color, i.image])).toEqual([
      ['White', '/uploads/general/tee-white.webp'],
      ['Black', '/uploads/general/tee-black.webp'],
    ]);
  });

  it('never lets repeated adds take a line past 10', async () => {
    await t.as(asha).delete('/api/cart');
    await t.as(asha).post('/api/cart/add', { productId: products.tee.id, quantity: 8, size: 'S', color: 'Black' });
    const over = await t.as(asha).post<CartLine[]>('/api/cart/add', {
      productId: products.tee.id,
      quantity: 5,
      size: 'S',
      color: 'Black',
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('You can buy at most 10 of an item at a time');
    expect((await t.as(asha).get<CartLine[]>('/api/cart')).body.data[0]!.quantity).toBe(8);
  });

  it(
    'counts every one of adds sent at once, and none takes a line past 10 or the stock',
    { tags: ['postgres'] },
    async () => {
      const { session } = await registerShopper(t.app);
      // Small, black: the tee's variant with 10 in stock, so only the line limit can refuse.
      const tee = { productId: products.tee.id, quantity: 1, size: 'S', color: 'Black' };
      const tees = await Promise.all(
        Array.from({ length: 12 }, () => t.as(session).post<CartLine[]>('/api/cart/add', tee)),
      );
      expect(tees.filter((r) => r.status === 200)).toHaveLength(10);
      expect(tees.filter((r) => r.status === 400).map((r) => r.body.message)).toEqual(
        Array(2).fill('You can buy at most 10 of an item at a time'),
      );

      const bags = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.as(session).post<CartLine[]>('/api/cart/add', { productId: products.bag.id, quantity: 1 }),
        ),
      );
      expect(bags.filter((r) => r.status === 200)).toHaveLength(3);
      expect(bags.filter((r) => r.status === 400).map((r) => r.body.message)).toEqual(
        Array(2).fill('Only 3 left in stock: you can add at most 0 more of Test Bag'),
      );

      const lines = (await t.as(session).get<CartLine[]>('/api/cart')).body.data;
      expect(lines.map((i) => [i.name, i.quantity])).toEqual([
        ['Test Tee', 10],
        ['Test Bag', 3],
      ]);
    },
  );

  it('updates quantities (0 removes), never past the stock, and removes lines', async () => {
    await t.as(asha).delete('/api/cart');
    const added = await t.as(asha).post<CartLine[]>('/api/cart/add', { productId: products.bag.id, quantity: 1 });
    const line = added.body.data[0]!;
    expect(
      (await t.as(asha).put<CartLine[]>(`/api/cart/items/${line.id}`, { quantity: 3 })).body.data[0]!.quantity,
    ).toBe(3);
    const over = await t.as(asha).put<CartLine[]>(`/api/cart/items/${line.id}`, { quantity: 4 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('Only 3 left in stock for Test Bag');
    expect((await t.as(asha).put<CartLine[]>(`/api/cart/items/${line.id}`, { quantity: 0 })).body.data).toHaveLength(0);
    expect((await t.as(asha).delete(`/api/cart/items/${line.id}`)).status).toBe(404);
  });

  it('keeps shoppers apart: another shopper’s line answers 404 and is untouched', async () => {
    const mine = await t.as(asha).post<CartLine[]>('/api/cart/add', { productId: products.bag.id, quantity: 1 });
    const line = mine.body.data.find((i) => i.productId === products.bag.id)!;
    expect((await t.as(ravi).put(`/api/cart/items/${line.id}`, { quantity: 2 })).status).toBe(404);
    expect((await t.as(ravi).delete(`/api/cart/items/${line.id}`)).status).toBe(404);
    await t.as(ravi).delete('/api/cart');
    expect((await t.as(ravi).get<CartLine[]>('/api/cart')).body.data).toHaveLength(0);
    expect((await t.as(asha).get<CartLine[]>('/api/cart')).body.data.find((i) => i.id === line.id)?.quantity).toBe(1);
  });

  it('merges a guest cart at log-in, capping at the stock and reporting what it could not add', async () => {
    await t.as(ravi).delete('/api/cart');
    const { body } = await t.as(ravi).post<CartLine[], MergedCart>('/api/cart/merge', {
      items: [
        { productId: products.bag.id, quantity: 7 },
        { productId: products.tee.id, quantity: 1, size: 'S', color: 'White' },
        { productId: products.soldOut.id, quantity: 1, size: '8' },
        { productId: products.tee.id, quantity: 1 },
      ],
    });
    expect(body.data.map((i) => [i.name, i.quantity])).toEqual([
      ['Test Bag', 3],
      ['Test Tee', 1],
    ]);
    expect(body.skipped.map((s) => s.reason)).toEqual(['Out of stock', 'Please select a size']);
  });
});
