import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, WishlistItem } from '@kuber/shared';
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

describe('wishlist', () => {
  it('adds once, lists, removes, clears; remove of a missing item is 404', async () => {
    const first = await t.as(asha).post<WishlistItem[]>('/api/wishlist/add', { productId: products.tee.id });
    expect(first.body.message).toBe('Added to wishlist');
    const again = await t.as(asha).post<WishlistItem[]>('/api/wishlist/add', { productId: products.tee.id });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Product is already in your wishlist');
    expect(again.body.data).toHaveLength(1);
    expect(again.body.data[0]).toMatchObject({ name: 'Test Tee', price: 499.5, originalPrice: 799 });
    await t.as(asha).post('/api/wishlist/add', { productId: products.bag.id });
    expect((await t.as(ravi).get<WishlistItem[]>('/api/wishlist')).body.data).toHaveLength(0);
    expect((await t.as(ravi).delete(`/api/wishlist/remove/${products.tee.id}`)).status).toBe(404);
    expect(
      (await t.as(asha).delete<WishlistItem[]>(`/api/wishlist/remove/${products.tee.id}`)).body.data.map((p) => p.name),
    ).toEqual(['Test Bag']);
    expect((await t.as(asha).post('/api/wishlist/add', { productId: products.hidden.id })).status).toBe(400);
    expect((await t.as(asha).post('/api/wishlist/add', { productId: 'abc' })).status).toBe(400);
    expect((await t.as(asha).delete<WishlistItem[]>('/api/wishlist/clear')).body.data).toEqual([]);
  });
});
