import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCategories, insertProducts } from '../db/factories.js';
import { SAMPLE_PRODUCTS } from '../demo/sample-products.js';
import { outbox } from '../db/schema.js';
import { registerShopper } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** An attacker's headers: every way a client can claim another host. */
const SPOOF = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=evil.example;proto=https',
};

let dist: string;
let own: TestApp;
let configured: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'kf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  // Even behind a proxy it trusts, the store takes its address from its settings, not from headers.
  [own, configured] = await Promise.all([
    createTestApp({ webDist: dist, TRUST_PROXY: true }),
    createTestApp({ webDist: dist, PUBLIC_URL: 'https://kuberfashion.in' }),
  ]);
  for (const t of [own, configured]) {
    await ensureCategories(t.database.db);
    await insertProducts(t.database.db, [
      ...SAMPLE_PRODUCTS,
      {
        name: 'Pictured Kurta',
        category: 'mens-fashion',
        price: 999,
        stockQuantity: 5,
        images: ['/uploads/demo/kurta.webp'],
      },
      {
        name: 'Far Pictured Kurta',
        category: 'mens-fashion',
        price: 999,
        stockQuantity: 5,
        images: ['https://cdn.example.com/kurta.webp'],
      },
    ]);
  }
});
afterAll(async () => {
  await Promise.all([own?.close(), configured?.close()]);
});

async function everythingWritten(t: TestApp): Promise<string> {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { ...SPOOF, accept: 'text/html' } });
  const product = await get('/products/pictured-kurta');
  expect(product.statusCode).toBe(200);
  const robots = await get('/robots.txt');
  const sitemap = await get('/sitemap.xml');
  const { body } = await registerShopper(t.app);
  await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: body.email }, headers: SPOOF });
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, body.email))
    .orderBy(desc(outbox.id))
    .limit(1);
  return [product.body, robots.body, sitemap.body, mail!.body].join('\n');
}

describe('the addresses the store writes', () => {
  it('never come from a request header; without PUBLIC_URL they are the address the store listens on', async () => {
    const written = await everythingWritten(own);
    expect(written).not.toContain('evil.example');
    // The test app does not listen: its configured address (0.0.0.0:3000) is reached as localhost.
    for (const expected of [
      '<link rel="canonical" href="http://localhost:3000/products/pictured-kurta">',
      '<meta property="og:url" content="http://localhost:3000/products/pictured-kurta">',
      '<meta property="og:image" content="http://localhost:3000/uploads/demo/kurta.webp">',
      '"image":["http://localhost:3000/uploads/demo/kurta.webp"]',
      '"url":"http://localhost:3000/products/pictured-kurta"',
      'Sitemap: http://localhost:3000/sitemap.xml',
      '<loc>http://localhost:3000/products/pictured-kurta</loc>',
      'http://localhost:3000/reset-password?token=',
    ]) {
      expect(written).toContain(expected);
    }
  });

  it('are PUBLIC_URL when it is set', async () => {
    const written = await everythingWritten(configured);
    expect(written).not.toContain('evil.example');
    expect(written).not.toContain('localhost');
    expect(written).toContain('<link rel="canonical" href="https://kuberfashion.in/products/pictured-kurta">');
    expect(written).toContain('<loc>https://kuberfashion.in/categories/');
    expect(written).toContain('https://kuberfashion.in/reset-password?token=');
  });

  it("keep a picture's own https address as it is", async () => {
    const page = await own.app.inject({
      method: 'GET',
      url: '/products/far-pictured-kurta',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toContain('<meta property="og:image" content="https://cdn.example.com/kurta.webp">');
    expect(page.body).toContain('"image":["https://cdn.example.com/kurta.webp"]');
  });

  it('a page address with a control character is refused, not a server error', async () => {
    const res = await own.app.inject({
      method: 'GET',
      url: '/products/pictured%00kurta',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(400);
  });
});
