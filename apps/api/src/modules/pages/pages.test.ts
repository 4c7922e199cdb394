import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { KEPT_COOKIE } from '@kuber/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCategories, insertProducts } from '#api/db/factories.js';
import { products, reviews } from '#api/db/schema.js';
import { SAMPLE_PRODUCTS } from '#api/demo/sample-products.js';
import { createTestApp, type TestApp } from '#api/test/test-app.js';

let t: TestApp;
let dist: string;
const BIG_SCRIPT = Array.from({ length: 400 }, (_, i) => `console.log(${i});`).join('\n');

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'kf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Default</title><meta name="description" content="default"><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The web build writes larger scripts compressed beside them (apps/web/vite.config.ts).
  writeFileSync(path.join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT));
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // The web build's parsed catalogues; the Hindi one has a text that would close a script element if left as it is.
  mkdirSync(path.join(dist, 'messages'));
  writeFileSync(
    path.join(dist, 'messages', 'en.json'),
    JSON.stringify({ 'cart.title': [{ type: 0, value: 'Shopping Cart' }] }),
  );
  writeFileSync(
    path.join(dist, 'messages', 'hi.json'),
    JSON.stringify({ 'cart.title': [{ type: 0, value: 'शॉपिंग कार्ट</script><script>alert(1)' }] }),
  );
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Kuber Fashion","start_url":"/"}');
  mkdirSync(path.join(dist, 'icons'));
  writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  t = await createTestApp({ webDist: dist });
  await ensureCategories(t.database.db);
  await insertProducts(t.database.db, SAMPLE_PRODUCTS);
});

afterAll(async () => {
  await t?.close();
});

/** The catalogue element of a page, as the app reads it (its text parsed as JSON). */
function catalogueIn(html: string): { language: string; messages: unknown } | undefined {
  const found = html.match(/<script type="application\/json" id="messages" data-language="([a-z]+)">(.*?)<\/script>/s);
  return found ? { language: found[1]!, messages: JSON.parse(found[2]!) } : undefined;
}

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('the web app pages', () => {
  it('a product page carries its title, description, Open Graph tags and Product data', async () => {
    const res = await page('/products/premium-sneakers');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Premium Sneakers - Buy at ₹2,999 | Kuber Fashion</title>');
    expect(html).not.toContain('<title>Default</title>');
    expect(html).toContain('<meta property="og:title"');
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Premium Sneakers',
      offers: { priceCurrency: 'INR', price: '2999.00' },
    });
  });

  it("a product page's data says what it is made of, where and by whom", async () => {
    await t.database.db.execute(sql`update products set fabric = 'Mesh upper, rubber sole', country_of_origin = 'India',
      manufacturer = 'Stride Footwear Industries, Agra 282006' where slug = 'premium-sneakers'`);
    t.app.changes.publish('catalogue');
    const ld = JSON.parse(
      (await page('/products/premium-sneakers')).body.match(
        /<script type="application\/ld\+json">(.*?)<\/script>/,
      )![1]!,
    );
    expect(ld).toMatchObject({
      material: 'Mesh upper, rubber sole',
      countryOfOrigin: 'India',
      manufacturer: { '@type': 'Organization', name: 'Stride Footwear Industries, Agra 282006' },
    });
  });

  it('a reviewed product’s data carries its rating and a few of its published reviews, never one waiting', async () => {
    const [sneakers] = await t.database.db.select().from(products).where(eq(products.slug, 'premium-sneakers'));
    const review = { productId: sneakers!.id, title: 'Comfy all day', body: 'Walked 10 km in them in Jaipur.' };
    await t.database.db.insert(reviews).values([
      { ...review, authorName: 'Nikhil', rating: 5, status: 'PUBLISHED', createdAt: new Date('2026-10-02T10:00:00Z') },
      { ...review, authorName: 'Waiting', rating: 1, status: 'PENDING' },
    ]);
    await t.database.db.update(products).set({ rating: 5, reviews: 1 }).where(eq(products.id, sneakers!.id));
    t.app.changes.publish('catalogue');
    const html = (await page('/products/premium-sneakers')).body;
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 5, reviewCount: 1 });
    expect(ld.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Nikhil' },
        datePublished: '2026-10-02',
        name: 'Comfy all day',
        reviewBody: 'Walked 10 km in them in Jaipur.',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
    const plain = (await page('/products/classic-cotton-t-shirt')).body;
    expect(plain).not.toContain('"review"');
  });

  it('marks the page of a browser that keeps no session or cart, whose start then reads no storage', async () => {
    expect((await page('/categories/footwear')).body).toContain('<html lang="en-IN" data-kept="no">');
    // The cookie the app sets once it stores a session or a cart line.
    const kept = await t.app.inject({
      method: 'GET',
      url: '/categories/footwear',
      headers: { accept: 'text/html', cookie: `lang=hi; ${KEPT_COOKIE}=1` },
    });
    expect(kept.body).toContain('<html lang="hi">');
    expect(kept.headers.vary).toContain('Cookie');
  });

  it('a Hindi visitor gets the first HTML in Hindi: lang, title, description and Product data, with hreflang alternates', async () => {
    const visit = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const byBrowser = await visit('/products/premium-sneakers', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    expect(byBrowser.body).toContain('<html lang="hi"');
    expect(byBrowser.body).toContain('<title>प्रीमियम स्नीकर - ₹2,999 में खरीदें | Kuber Fashion</title>');
    expect(byBrowser.headers.vary).toContain('Accept-Language');
    const ld = JSON.parse(byBrowser.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(ld).toMatchObject({ name: 'प्रीमियम स्नीकर', offers: { price: '2999.00' } });
    expect(byBrowser.body).toMatch(
      /<link rel="alternate" hreflang="hi" href="[^"]*\/products\/premium-sneakers\?lang=hi">/,
    );
    expect(byBrowser.body).toMatch(/<link rel="alternate" hreflang="en-IN" href="[^"]*\/products\/premium-sneakers">/);

    // The choice kept in the cookie wins over the browser's language, and ?lang= over both.
    const chosen = await visit('/categories/footwear', { cookie: 'lang=hi', 'accept-language': 'en-IN' });
    expect(chosen.body).toContain('<html lang="hi"');
    expect(chosen.body).toContain('<title>फ़ुटवियर | Kuber Fashion</title>');
    expect((await visit('/?lang=hi', { cookie: 'lang=en' })).body).toContain(
      '<title>Kuber Fashion | भारत में ऑनलाइन फ़ैशन शॉपिंग</title>',
    );
    const english = await visit('/', { cookie: 'lang=en', 'accept-language': 'hi' });
    expect(english.body).toContain('<html lang="en-IN"');
    expect(english.body).toContain('<title>Kuber Fashion | Online Fashion Shopping in India</title>');
    expect(catalogueIn(english.body)).toEqual({
      language: 'en',
      messages: { 'cart.title': [{ type: 0, value: 'Shopping Cart' }] },
    });
    // A product without a Hindi name keeps its English one on a Hindi page.
    expect((await visit('/products/denim-jacket', { cookie: 'lang=hi' })).body).toContain(
      '<title>Denim Jacket - ₹2,499 में खरीदें | Kuber Fashion</title>',
    );
  });

  it('the page carries the texts of its language, unrun and whole, so the app needs no catalogue script', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/categories/footwear',
      headers: { accept: 'text/html', cookie: 'lang=hi' },
    });
    expect(catalogueIn(res.body)).toEqual({
      language: 'hi',
      messages: { 'cart.title': [{ type: 0, value: 'शॉपिंग कार्ट</script><script>alert(1)' }] },
    });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('unknown products, categories and addresses answer 404 with the app', async () => {
    for (const url of [
      '/products/999999',
      '/products/nope',
      '/categories/nope',
      '/careers',
      '/shop/extra',
      '/user/1',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('a category page has its own title; other routes get the app', async () => {
    expect((await page('/categories/footwear')).body).toContain('<title>Footwear | Kuber Fashion</title>');
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Online Fashion Shopping in India');
    expect((await page('/search?q=shoes')).statusCode).toBe(200);
    for (const url of ['/terms', '/cart', '/orders/KF10000001', '/admin', '/admin/users', '/shop/'])
      expect((await page(url)).statusCode, url).toBe(200);
  });

  it('hashed assets are cached for a year; a missing asset is a 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('a script the build compressed is sent as it was compressed, in the encoding the browser takes', async () => {
    const asset = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await asset('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload).toEqual(readFileSync(path.join(dist, 'assets', 'big-def456.js.br')));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    for (const res of [br, gz, plain]) {
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.headers.vary).toContain('accept-encoding');
    }
  });

  it('the service worker, manifest and shell are checked with the server on every use, never kept as immutable', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).headers['cache-control']).toBe('no-cache');
    const icon = await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });

  it("the page's security policy lets the store's own service worker run and its manifest load", async () => {
    const csp = (await page('/')).headers['content-security-policy'] as string;
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('sends the security headers on pages and on API answers alike', async () => {
    for (const res of [await page('/'), await t.app.inject({ method: 'GET', url: '/api/categories' })]) {
      expect(res.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': expect.stringContaining('max-age='),
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('serves robots.txt and a sitemap listing categories and products', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: ');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/categories/footwear</loc>');
    expect(sitemap.body).toContain('/products/premium-sneakers</loc>');
  });
});

/** A built web app with a page renderer of this source (the shape of apps/web/src/entry-server.tsx). */
function renderedDist(renderer: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'kf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc.css'), 'main{color:#18181b}');
  mkdirSync(path.join(dist, 'messages'));
  writeFileSync(
    path.join(dist, 'messages', 'en.json'),
    JSON.stringify({ 'cart.title': [{ type: 0, value: 'Shopping Cart' }] }),
  );
  writeFileSync(
    path.join(dist, 'messages', 'hi.json'),
    JSON.stringify({ 'cart.title': [{ type: 0, value: 'शॉपिंग कार्ट' }] }),
  );
  writeFileSync(path.join(dist, 'server', 'entry-server.js'), renderer);
  return dist;
}

describe('pages rendered on the server', () => {
  let r: TestApp;

  beforeAll(async () => {
    // This renderer shows what the API answered it, and in which words.
    const dist = renderedDist(
      `export const PAGE_DATA_ID = 'page-data';
       export async function render(url, fetcher, catalogue) {
         if (url === '/cart') return undefined;
         const answer = await (await fetcher('/api/products/slug/premium-sneakers')).json();
         const words = catalogue.messages['cart.title'][0].value;
         return { html: '<h1 lang="' + catalogue.language + '">' + answer.data.name + ' · ' + words + '</h1>', data: { url, name: answer.data.name, note: '</script><b>' } };
       }`,
    );
    r = await createTestApp({ webDist: dist });
    await ensureCategories(r.database.db);
    await insertProducts(r.database.db, SAMPLE_PRODUCTS);
  });

  afterAll(async () => {
    await r?.close();
  });

  const get = (url: string) => r.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('a page comes with its markup and the data it was rendered from, asked of the API in-process, at its address without what it does not read', async () => {
    const res = await get('/products/premium-sneakers?ref=ad');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><h1 lang="en">Premium Sneakers · Shopping Cart</h1></div>');
    const data = res.body.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)![1]!;
    // The data cannot close its script element early.
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data)).toEqual({
      url: '/products/premium-sneakers',
      name: 'Premium Sneakers',
      note: '</script><b>',
    });
    // Title and Product data stay as before.
    expect(res.body).toContain('<title>Premium Sneakers - Buy at ₹2,999 | Kuber Fashion</title>');
    expect(res.body).toContain('<script type="application/ld+json">');
  });

  it("a Hindi visitor's page is rendered with the Hindi texts, the same the page then hands the browser", async () => {
    const res = await r.app.inject({
      method: 'GET',
      url: '/products/premium-sneakers',
      headers: { accept: 'text/html', cookie: 'lang=hi' },
    });
    expect(res.body).toContain('<div id="root"><h1 lang="hi">Premium Sneakers · शॉपिंग कार्ट</h1></div>');
    const handed = res.body.match(
      /<script type="application\/json" id="messages" data-language="hi">(.*?)<\/script>/,
    )![1]!;
    expect(JSON.parse(handed)).toEqual({ 'cart.title': [{ type: 0, value: 'शॉपिंग कार्ट' }] });
  });

  it('the stylesheet comes inside the page', async () => {
    const { body } = await get('/');
    expect(body).toContain('<style>main{color:#18181b}</style>');
    expect(body).not.toContain('rel="stylesheet"');
  });

  it('a page the renderer leaves to the browser, and a page not found, come as the bare app', async () => {
    const cart = await get('/cart');
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('<div id="root"></div>');
    expect(cart.body).not.toContain('page-data');
    const missing = await get('/products/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('the renderer itself is not served', async () => {
    const res = await r.app.inject({ method: 'GET', url: '/server/entry-server.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('PAGE_DATA_ID');
  });
});

describe('rendered pages kept', () => {
  let k: TestApp;

  beforeAll(async () => {
    // This renderer numbers its renders and shows the price the API answered.
    const dist = renderedDist(
      `export const PAGE_DATA_ID = 'page-data';
       let renders = 0;
       export async function render(url, fetcher, catalogue) {
         const answer = await (await fetcher('/api/products/slug/premium-sneakers')).json();
         renders += 1;
         return { html: '<p>render ' + renders + ' of ' + url + ' in ' + catalogue.language + ' at ' + answer.data.price + '</p>', data: {} };
       }`,
    );
    k = await createTestApp({ webDist: dist, cacheSeconds: 60 });
    await ensureCategories(k.database.db);
    await insertProducts(k.database.db, SAMPLE_PRODUCTS);
  });

  afterAll(async () => {
    await k?.close();
  });

  /** The page as a browser reads it, whichever encoding it came in. */
  const visit = async (url: string, headers: Record<string, string> = {}) => {
    const res = await k.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const encoding = res.headers['content-encoding'];
    const body =
      encoding === 'br'
        ? brotliDecompressSync(res.rawPayload)
        : encoding === 'gzip'
          ? gunzipSync(res.rawPayload)
          : res.rawPayload;
    return { res, text: body.toString(), root: body.toString().match(/<div id="root">(.*?)<\/div>/)?.[1] };
  };

  it('renders a page once and sends it again to every browser, in the encoding each takes', async () => {
    const first = await visit('/products/premium-sneakers', { 'accept-encoding': 'br' });
    expect(first.res.statusCode).toBe(200);
    expect(first.res.headers['content-encoding']).toBe('br');
    expect(first.res.headers.vary).toMatch(/accept-encoding/i);
    expect(first.root).toBe('<p>render 1 of /products/premium-sneakers in en at 2999</p>');
    expect(first.text).toContain('<title>Premium Sneakers - Buy at ₹2,999 | Kuber Fashion</title>');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await visit('/products/premium-sneakers', { 'accept-encoding': encoding });
      expect(again.res.headers['content-type']).toContain('text/html');
      expect(again.text).toBe(first.text);
    }
  });

  it('keeps a page apart for each language, address and browser that keeps no storage', async () => {
    const english = await visit('/categories/footwear', { cookie: `lang=en; ${KEPT_COOKIE}=1` });
    expect(english.root).toMatch(/^<p>render \d+ of \/categories\/footwear in en/);
    const hindi = await visit('/categories/footwear', { cookie: `lang=hi; ${KEPT_COOKIE}=1` });
    expect(hindi.root).toMatch(/ in hi /);
    expect(hindi.text).toContain('<html lang="hi"');
    const other = await visit('/categories/footwear?sort=price-asc', { cookie: `lang=en; ${KEPT_COOKIE}=1` });
    expect(other.root).toMatch(/of \/categories\/footwear\?sort=price-asc in en/);
    const newBrowser = await visit('/categories/footwear', { cookie: 'lang=en' });
    expect(newBrowser.text).toContain('data-kept="no"');
    expect(english.text).not.toContain('data-kept="no"');
    expect(new Set([english.root, hindi.root, other.root, newBrowser.root]).size).toBe(4);
    expect((await visit('/categories/footwear', { cookie: `lang=en; ${KEPT_COOKIE}=1` })).root).toBe(english.root);
  });

  it('renders a page once whatever a link adds that the page does not read: utm_*, fbclid, gclid, a made-up parameter', async () => {
    const first = await visit('/products/denim-jacket?utm_source=mail');
    expect(first.root).toMatch(/^<p>render \d+ of \/products\/denim-jacket in en/);
    for (const url of [
      '/products/denim-jacket',
      '/products/denim-jacket?fbclid=abc',
      '/products/denim-jacket?gclid=1&utm_campaign=diwali',
      '/products/denim-jacket?v=7',
      '/products/denim-jacket?utm=1&utm=2',
    ]) {
      expect((await visit(url)).root, url).toBe(first.root);
    }
    // A list page reads its filters and a search page its text too, in their own order; nothing else.
    const search = await visit('/search?utm_source=x&sort=price-low&q=shoes');
    expect(search.root).toMatch(/of \/search\?q=shoes&sort=price-low in en/);
    expect((await visit('/search?q=shoes&sort=price-low&fbclid=1&page=9')).root).toBe(search.root);
    const other = await visit('/search?q=shirt&sort=price-low');
    expect(other.root).toMatch(/of \/search\?q=shirt&sort=price-low in en/);
    const category = await visit('/categories/footwear?sizes=8&utm_medium=social&min=');
    expect(category.root).toMatch(/of \/categories\/footwear\?sizes=8 in en/);
  });

  it('renders afresh once the catalogue changes', async () => {
    const before = await visit('/');
    expect(before.root).toMatch(/at 2999<\/p>$/);
    await k.database.db.update(products).set({ pricePaise: 279_900 }).where(eq(products.slug, 'premium-sneakers'));
    // Unchanged until the change is told, as for the public answers.
    expect((await visit('/')).root).toBe(before.root);
    k.app.changes.publish('catalogue');
    const after = await visit('/');
    expect(after.root).toMatch(/at 2799<\/p>$/);
    expect(after.root).not.toBe(before.root);
  });
});
