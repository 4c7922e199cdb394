import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPage,
  AdminReview,
  MyReview,
  Order,
  ProductDetail,
  ProductReviews,
  ReviewEligibility,
  ReviewPhoto,
  Session,
} from '@kuber/shared';
import { products as productsTable } from '#api/db/schema.js';
import { loginAdmin, registerShopper } from '#api/test/accounts.js';
import { ADDRESS, shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';
import { smallPng, uploadForm } from '../uploads/test-pictures.js';

let t: TestApp;
let admin: Session;
let kurta: { id: number };
let saree: { id: number };
let dupatta: { id: number };
let tee: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  const { rows, tee: testTee } = await shoppingCatalogue(t.database.db, [
    { name: 'Review Kurta', category: 'mens-fashion', price: 999, sizes: ['M'], colors: ['Blue'], stockQuantity: 500 },
    { name: 'Review Saree', category: 'womens-fashion', price: 2499, stockQuantity: 500 },
    { name: 'Review Dupatta', category: 'womens-fashion', price: 599, stockQuantity: 50 },
  ]);
  kurta = rows.find((r) => r.name === 'Review Kurta')!;
  saree = rows.find((r) => r.name === 'Review Saree')!;
  dupatta = rows.find((r) => r.name === 'Review Dupatta')!;
  tee = testTee;
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const shopper = async (firstName = 'Priya') => (await registerShopper(t.app, { firstName })).session;

/** A shopper's cash-on-delivery order of the product, delivered by the admin when asked (the default). */
async function bought(session: Session, productId: number, delivered = true): Promise<Order> {
  const line = productId === kurta.id ? { size: 'M', color: 'Blue' } : {};
  expect((await t.as(session).post('/api/cart/add', { productId, quantity: 1, ...line })).status).toBe(200);
  const placed = await t
    .as(session)
    .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (delivered) {
    const res = await t.as(admin).put(`/api/admin/orders/${placed.body.data.id}/status`, { status: 'DELIVERED' });
    expect(res.status).toBe(200);
  }
  return placed.body.data;
}

const review = (overrides: Record<string, unknown> = {}) => ({
  rating: 4,
  fit: 'TRUE_TO_SIZE',
  title: 'Lovely fabric',
  text: 'Soft cotton, the colour is exactly as shown. Wore it to a wedding.',
  ...overrides,
});
const write = (session: Session, productId: number, body: Record<string, unknown> = review()) =>
  t.as(session).post<MyReview>('/api/reviews', { ...body, productId });
const publish = (id: number) => t.as(admin).put<AdminReview>(`/api/admin/reviews/${id}/publish`);
const hide = (id: number, reason = 'Shares a phone number') =>
  t.as(admin).put<AdminReview>(`/api/admin/reviews/${id}/hide`, { reason });

/** The rating and count the product's cards and page show. */
async function shown(productId: number) {
  const res = await t.as(null).get<ProductDetail>(`/api/products/${productId}`);
  return { rating: res.body.data.rating, reviews: res.body.data.reviews };
}

/** A buyer of the product with a review written (waiting for the shop), and its id. */
async function reviewed(productId: number, rating: number, firstName = 'Anjali') {
  const session = await shopper(firstName);
  await bought(session, productId);
  const res = await write(session, productId, review({ rating }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { session, id: res.body.data.id };
}

describe('only buyers of delivered lines review', () => {
  it('refuses a shopper who never bought it, and one whose order is not delivered yet', async () => {
    const stranger = await shopper();
    const refused = await write(stranger, saree.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a shopper whose order of this product was delivered can review it');
    expect((await t.as(stranger).get<ReviewEligibility>(`/api/reviews/mine?productId=${saree.id}`)).body.data).toEqual({
      canReview: false,
      review: null,
    });

    const waiting = await shopper();
    await bought(waiting, saree.id, false);
    expect((await write(waiting, saree.id)).status).toBe(403);
    expect((await t.as(null).post('/api/reviews', { ...review(), productId: saree.id })).status).toBe(401);
    expect((await write(stranger, 999_999)).status).toBe(404);
  });

  it('takes a buyer’s review, which waits for the shop by default; a second one is refused and the first edited', async () => {
    const buyer = await shopper('Meera');
    await bought(buyer, saree.id);
    expect(
      (await t.as(buyer).get<ReviewEligibility>(`/api/reviews/mine?productId=${saree.id}`)).body.data.canReview,
    ).toBe(true);
    const first = await write(buyer, saree.id);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Review sent to the shop');
    expect(first.body.data).toMatchObject({
      status: 'PENDING',
      rating: 4,
      fit: 'TRUE_TO_SIZE',
      title: 'Lovely fabric',
    });
    // Waiting: nobody else sees it yet, and the product's numbers have not moved.
    expect((await t.as(null).get<ProductReviews>(`/api/reviews?productId=${saree.id}`)).body.data.reviews).toEqual([]);
    expect(await shown(saree.id)).toEqual({ rating: 0, reviews: 0 });

    const again = await write(buyer, saree.id, review({ rating: 1 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this product: edit your review instead');

    const other = await shopper();
    expect((await t.as(other).put(`/api/reviews/${first.body.data.id}`, review())).status).toBe(404);
    const edited = await t
      .as(buyer)
      .put<MyReview>(`/api/reviews/${first.body.data.id}`, review({ rating: 5, fit: null }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 5, fit: null, status: 'PENDING' });
    const mine = await t.as(buyer).get<ReviewEligibility>(`/api/reviews/mine?productId=${saree.id}`);
    expect(mine.body.data.review).toMatchObject({ id: first.body.data.id, rating: 5 });
  });

  it('refuses bad input with the field at fault, never a 500', async () => {
    const buyer = await shopper();
    await bought(buyer, saree.id);
    for (const body of [
      review({ rating: 0 }),
      review({ rating: 4.5 }),
      review({ fit: 'BAGGY' }),
      review({ text: 'ok' }),
    ]) {
      const res = await write(buyer, saree.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.length).toBeGreaterThan(0);
    }
  });
});

describe('the rating and count are what the published reviews add up to', () => {
  it('recounts on publish, hide, edit and delete', async () => {
    const a = await reviewed(kurta.id, 5, 'Rohit');
    const b = await reviewed(kurta.id, 2, 'Sneha');
    expect(await shown(kurta.id)).toEqual({ rating: 0, reviews: 0 });

    expect((await publish(a.id)).body.data.status).toBe('PUBLISHED');
    expect(await shown(kurta.id)).toEqual({ rating: 5, reviews: 1 });
    await publish(b.id);
    expect(await shown(kurta.id)).toEqual({ rating: 3.5, reviews: 2 });

    const hidden = await hide(b.id);
    expect(hidden.body.data).toMatchObject({ status: 'HIDDEN', hideReason: 'Shares a phone number' });
    expect(await shown(kurta.id)).toEqual({ rating: 5, reviews: 1 });

    // An edit of a published review goes back to the queue when the shop checks first.
    const edited = await t.as(a.session).put<MyReview>(`/api/reviews/${a.id}`, review({ rating: 3 }));
    expect(edited.body.data.status).toBe('PENDING');
    expect(await shown(kurta.id)).toEqual({ rating: 0, reviews: 0 });
    await publish(a.id);
    await publish(b.id);
    expect(await shown(kurta.id)).toEqual({ rating: 2.5, reviews: 2 });

    expect((await t.as(b.session).delete(`/api/reviews/${b.id}`)).status).toBe(200);
    expect(await shown(kurta.id)).toEqual({ rating: 3, reviews: 1 });

    const page = (await t.as(null).get<ProductReviews>(`/api/reviews?productId=${kurta.id}`)).body.data;
    expect(page.summary).toEqual({
      average: 3,
      count: 1,
      stars: [0, 0, 1, 0, 0],
      fit: { RUNS_SMALL: 0, TRUE_TO_SIZE: 1, RUNS_LARGE: 0 },
    });
    expect(page.reviews[0]).toMatchObject({ author: 'Rohit', verifiedBuyer: true, rating: 3, helpful: 0 });
    // The card's numbers are the list's too.
    const list = await t
      .as(null)
      .get<{ data: { id: number; rating: number; reviews: number }[] }>(
        '/api/products/paginated?category=mens-fashion&size=100',
      );
    expect(list.body.data.data.find((p) => p.id === kurta.id)).toMatchObject({ rating: 3, reviews: 1 });
  });

  it('counts right when the shop publishes and hides many at once', { tags: ['postgres'] }, async () => {
    const ratings = [5, 4, 4, 3, 5, 1, 2, 5, 4, 3];
    const written = [];
    for (const [n, rating] of ratings.entries())
      written.push(await reviewed(saree.id, rating, `Buyer ${String.fromCharCode(65 + n)}`));
    const results = await Promise.all(written.map((w) => publish(w.id)));
    expect(results.map((r) => r.status)).toEqual(ratings.map(() => 200));
    const average = (list: number[]) => list.reduce((s, r) => s + r, 0) / list.length;
    let now = await shown(saree.id);
    expect(now.reviews).toBe(10);
    expect(now.rating).toBeCloseTo(Math.round(average(ratings) * 10) / 10, 5);

    // Hiding the first half while publishing the rest again, all at once.
    await Promise.all(written.map((w, n) => (n < 5 ? hide(w.id) : publish(w.id))));
    now = await shown(saree.id);
    expect(now.reviews).toBe(5);
    expect(now.rating).toBeCloseTo(Math.round(average(ratings.slice(5)) * 10) / 10, 5);
    const [row] = await t.database.db
      .select({ rating: productsTable.rating, reviews: productsTable.reviews })
      .from(productsTable)
      .where(eq(productsTable.id, saree.id));
    expect(row!.reviews).toBe(5);
    expect(row!.rating).toBeCloseTo(average(ratings.slice(5)), 4);
  });
});

describe('was this helpful', () => {
  it('counts a shopper or a browser once, and only on published reviews', async () => {
    const { id } = await reviewed(dupatta.id, 4);
    const browserId = 'b1d4c0de-1234-4f00-9abc-0123456789ab';
    expect((await t.as(null).post(`/api/reviews/${id}/helpful`, { browserId })).status).toBe(404);
    await publish(id);
    const first = await t.as(null).post<{ helpful: number; counted: boolean }>(`/api/reviews/${id}/helpful`, {
      browserId,
    });
    expect(first.body.data).toEqual({ helpful: 1, counted: true });
    const twice = await t.as(null).post<{ helpful: number; counted: boolean }>(`/api/reviews/${id}/helpful`, {
      browserId,
    });
    expect(twice.body.data).toEqual({ helpful: 1, counted: false });
    const voter = await shopper();
    const votes = await Promise.all(
      [1, 2, 3].map(() => t.as(voter).post<{ helpful: number }>(`/api/reviews/${id}/helpful`, {})),
    );
    expect(votes.map((v) => v.status)).toEqual([200, 200, 200]);
    const page = await t.as(null).get<ProductReviews>(`/api/reviews?productId=${dupatta.id}&sort=helpful`);
    expect(page.body.data.reviews[0]).toMatchObject({ id, helpful: 2 });
    const nobody = await t.as(null).post(`/api/reviews/${id}/helpful`, {});
    expect(nobody.status).toBe(400);
  });
});

describe('moderation', () => {
  it('is the admin’s alone; the queue filters by status and product; a reply is public', async () => {
    const { session, id } = await reviewed(dupatta.id, 3, 'Kavya');
    expect((await t.as(session).put(`/api/admin/reviews/${id}/publish`)).status).toBe(403);
    expect((await t.as(null).get('/api/admin/reviews')).status).toBe(401);

    const queue = await t
      .as(admin)
      .get<AdminPage<AdminReview>>(`/api/admin/reviews?status=PENDING&productId=${dupatta.id}`);
    expect(queue.body.data.items.map((r) => r.id)).toContain(id);
    expect(queue.body.data.items.every((r) => r.status === 'PENDING' && r.productId === dupatta.id)).toBe(true);
    expect(queue.body.data.items.find((r) => r.id === id)).toMatchObject({
      author: 'Kavya',
      orderNumber: expect.stringMatching(/^KF/),
    });
    expect((await t.as(admin).get('/api/admin/reviews?status=LOST')).status).toBe(400);

    await publish(id);
    const replied = await t.as(admin).put<AdminReview>(`/api/admin/reviews/${id}/reply`, {
      reply: 'Thank you, Kavya! Do share a photo next time.',
    });
    expect(replied.body.data.reply).toBe('Thank you, Kavya! Do share a photo next time.');
    const page = await t.as(null).get<ProductReviews>(`/api/reviews?productId=${dupatta.id}`);
    expect(page.body.data.reviews.find((r) => r.id === id)).toMatchObject({
      reply: 'Thank you, Kavya! Do share a photo next time.',
      repliedAt: expect.any(String),
    });
    expect((await hide(id, '')).status).toBe(400);
    expect((await publish(999_999)).status).toBe(404);
  });
});

describe('photos', () => {
  it('takes up to three of the shopper’s own uploads, never someone else’s', async () => {
    const buyer = await shopper();
    await bought(buyer, kurta.id);
    const urls: string[] = [];
    for (const name of ['front.png', 'back.png', 'detail.png', 'extra.png']) {
      const res = await t
        .as(buyer)
        .post<ReviewPhoto>('/api/reviews/photos', uploadForm({ data: await smallPng(), name, type: 'image/png' }));
      expect(res.status).toBe(201);
      urls.push(res.body.data.publicUrl);
    }
    // The same small picture each time: one file, one address.
    expect(new Set(urls).size).toBe(1);
    expect(urls[0]).toMatch(/^\/uploads\/reviews\/review-[0-9a-f]{20}\.webp$/);

    const other = await shopper();
    await bought(other, kurta.id);
    const stolen = await write(other, kurta.id, review({ photos: [urls[0]] }));
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors).toEqual([{ path: 'photos.0', message: 'Please upload the photo again' }]);
    const four = await write(
      buyer,
      kurta.id,
      review({
        photos: [
          '/uploads/reviews/a.webp',
          '/uploads/reviews/b.webp',
          '/uploads/reviews/c.webp',
          '/uploads/reviews/d.webp',
        ],
      }),
    );
    expect(four.status).toBe(400);

    const withPhoto = await write(buyer, kurta.id, review({ photos: [urls[0]] }));
    expect(withPhoto.status).toBe(201);
    await publish(withPhoto.body.data.id);
    const page = await t.as(null).get<ProductReviews>(`/api/reviews?productId=${kurta.id}`);
    expect(page.body.data.reviews.find((r) => r.id === withPhoto.body.data.id)?.photos).toEqual([urls[0]]);
    const file = await t.as(null).get(urls[0]!);
    expect(file.status).toBe(200);
  });
});

describe('published at once when the shop says so', () => {
  it('counts a buyer’s review as soon as it is written', async () => {
    const shop = await createTestApp({ REVIEWS_MODERATION: 'at-once' });
    try {
      const { rows } = await shoppingCatalogue(shop.database.db);
      const bag = rows.find((r) => r.name === 'Test Bag')!;
      const buyer = (await registerShopper(shop.app)).session;
      const boss = await loginAdmin(shop.app, shop.database.db);
      await shop.as(buyer).post('/api/cart/add', { productId: bag.id, quantity: 1 });
      const order = await shop
        .as(buyer)
        .post<Order>('/api/orders/create', { shippingAddress: ADDRESS, paymentMethod: 'COD' });
      await shop.as(boss).put(`/api/admin/orders/${order.body.data.id}/status`, { status: 'DELIVERED' });
      const res = await shop.as(buyer).post<MyReview>('/api/reviews', review({ rating: 5, productId: bag.id }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ message: 'Review published', data: { status: 'PUBLISHED' } });
      const product = await shop.as(null).get<ProductDetail>(`/api/products/${bag.id}`);
      expect(product.body.data).toMatchObject({ rating: 5, reviews: 1 });
    } finally {
      await shop.close();
    }
  });
});

describe('a store that typed its ratings in', () => {
  it('starts from the truth: a rating typed in before reviews existed is recounted when the store starts', async () => {
    await t.database.db.update(productsTable).set({ rating: 4.5, reviews: 128 }).where(eq(productsTable.id, tee.id));
    t = await t.reopen();
    expect(await shown(tee.id)).toEqual({ rating: 0, reviews: 0 });
    // The reviewed products keep what their reviews add up to.
    expect((await shown(kurta.id)).reviews).toBeGreaterThan(0);
  });
});
