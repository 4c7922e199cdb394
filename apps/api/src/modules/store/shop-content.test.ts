import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopContent, ShopContentInput, Session } from '@kuber/shared';
import { loginAdmin } from '#api/test/accounts.js';
import { shoppingCatalogue } from '#api/test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

/**
 * The shop's own words: the original store's by default, the badge reading the catalogue's real deepest
 * discount; the owner's once saved, in both languages, checked, and shown on the next request.
 */
let t: TestApp;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp({ CACHE_SECONDS: 60 });
  // The Test Tee is ₹499.50 against ₹799: 37% off, the deepest of this catalogue.
  await shoppingCatalogue(t.database.db);
  admin = await loginAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
});

const words = (en: string, hi: string) => ({ en, hi });
const edited: ShopContentInput = {
  banner: {
    eyebrow: words('This week only', 'सिर्फ़ इस हफ़्ते'),
    title: words('Winter Edit', 'सर्दियों का संग्रह'),
    subtitle: words('Warm layers, up to {deepest}% off', 'गर्म कपड़े, {deepest}% तक की छूट'),
    badge: words('{deepest}% OFF', '{deepest}% छूट'),
    image: '/uploads/general/0123456789abcdef0123.webp',
    link: '/category/womens-fashion',
  },
  claims: [words('Cash on delivery', 'कैश ऑन डिलीवरी'), words('Easy returns', 'आसान वापसी')],
  announcement: { enabled: true, text: words('Sale ends Sunday', 'सेल रविवार तक'), link: '/shop' },
  contact: {
    email: 'care@kuber.example',
    phone: '+91 98765 43210',
    address: words('12 Link Road, Bilaspur', '12 लिंक रोड, बिलासपुर'),
    hours: words('10 am to 7 pm', 'सुबह 10 से शाम 7 बजे तक'),
  },
};

describe('the shop’s own words', () => {
  it('are the original store’s by default, the badge reading the real deepest discount', async () => {
    const res = await t.anonymous().get<ShopContent>('/api/store/content');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      banner: { title: { en: 'Big Fashion Sale' }, badge: { en: '{deepest}% OFF' }, link: '/shop' },
      claims: [{ en: '10M+ Happy Customers' }, { en: '500+ Brands' }, { en: '24/7 Support' }],
      announcement: { enabled: false },
      deepestDiscount: 37,
    });
  });

  it('are saved by the owner and shown on the next request, however the answer was cached', async () => {
    const before = await t.anonymous().get('/api/store/content');
    expect(before.headers['cache-control']).toBe('public, no-cache');
    const saved = await t.as(admin).put<ShopContent>('/api/admin/shop-content', edited);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await t.anonymous().get<ShopContent>('/api/store/content');
    expect(after.body.data).toEqual({ ...edited, deepestDiscount: 37 });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await t.as(admin).get<ShopContent>('/api/admin/shop-content')).body.data.banner.title.hi).toBe(
      'सर्दियों का संग्रह',
    );
    // A blank announcement link is none.
    const blank = await t.as(admin).put<ShopContent>('/api/admin/shop-content', {
      ...edited,
      announcement: { ...edited.announcement, link: '' },
    });
    expect(blank.body.data.announcement.link).toBeNull();
    await t.as(admin).put('/api/admin/shop-content', edited);
  });

  it('are refused when a text is missing in a language, too long, or a link leaves the store unsafely', async () => {
    const wrong = async (change: (c: ShopContentInput) => void) => {
      const body = structuredClone(edited);
      change(body);
      const res = await t.as(admin).put('/api/admin/shop-content', body);
      expect(res.status).toBe(400);
      return (res.body.errors as { message: string }[]).map((e) => e.message);
    };
    expect(await wrong((c) => (c.banner.title.hi = ' '))).toContain('Enter the banner title in Hindi');
    expect(await wrong((c) => (c.banner.badge.en = 'A badge far too long to fit'))).toContain(
      'The badge in English must be at most 16 characters',
    );
    expect(await wrong((c) => (c.banner.link = 'javascript:alert(1)'))).toContain(
      'The banner link must be a page of the store (starting with /) or an https:// address',
    );
    expect(await wrong((c) => (c.banner.link = '//evil.example'))).toContain(
      'The banner link must be a page of the store (starting with /) or an https:// address',
    );
    expect(await wrong((c) => (c.claims = []))).toContain('Give at least one claim');
    expect(await wrong((c) => (c.contact.email = 'not-an-email'))).toContain('Enter a valid email address');
    expect(await wrong((c) => (c.banner.image = 'http://example.com/a.jpg'))).toContain(
      'Use a picture uploaded to the store, or an https:// address',
    );
    expect((await t.as(admin).get<ShopContent>('/api/admin/shop-content')).body.data.banner.title.en).toBe(
      'Winter Edit',
    );
  });
});
