import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  findCategory,
  HTML_LANG,
  isPagePath,
  KEPT_COOKIE,
  pageParams,
  type ProductDetail,
  type Review,
} from '@kuber/shared';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { reviewsStructuredData } from '../reviews/reviews-structured-data.js';
import type { ChangeBus } from '#api/lib/change-bus.js';
import { AppError, notFound } from '#api/lib/errors.js';
import { acceptedEncoding, compress } from '#api/lib/http-cache.js';
import { alternateLinks, HEAD_TEXT, pageCatalogues, pageLanguage, type PageLanguage } from './page-language.js';
import { TtlCache } from '#api/lib/ttl-cache.js';
import { oneAtATime } from '#api/lib/turns.js';

interface PagesOptions {
  distDir: string;
  catalogue: CatalogueService;
  storeName: string;
  /** The store's own address; never taken from the request, whose Host any client can set. */
  publicUrl: () => string;
  /** How long a rendered page is cached (the public answers' lifetime); 0 caches none. */
  cacheTtlMs: number;
  /** The most the cached pages may hold together. */
  cacheBytes: number;
  /** A catalogue change drops every cached page. */
  changes: ChangeBus;
  /** A few of a product's published reviews, for its Product data. */
  reviews?: { forStructuredData(productId: number): Promise<Review[]> };
}

/** A page as it is sent: its status and its HTML, compressed. */
interface Page {
  status: number;
  body: Buffer;
}

interface Head {
  title: string;
  description: string;
  image?: string;
  type?: string;
  jsonLd?: object;
  status?: number;
}

/** The web app's page renderer (apps/web/src/entry-server.tsx), built into the app's dist/server. */
interface PageRenderer {
  PAGE_DATA_ID: string;
  render(
    url: string,
    fetcher: typeof fetch,
    catalogue: { language: PageLanguage; messages: unknown },
  ): Promise<{ html: string; data: unknown } | undefined>;
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Serves the built web app: hashed assets cached for a year, the service worker and
 * the web app manifest (with which the store installs on a phone), and for every other
 * page the app's index.html with the page's own title, description, Open Graph
 * tags and Product structured data, so that the first HTML already says what the
 * page is. Unknown products, categories and addresses answer 404 (the app shows
 * its Page not found screen).
 *
 * When the app was built with its page renderer (`npm run build`), the page itself comes
 * rendered with its data, so that a phone paints it before any script has run (decision
 * record 017); the renderer asks the API in-process, as the browser would over the network.
 * Each page is cached, compressed, per address, language and storage mark, as the public answers
 * are (decision record 007).
 */
export async function registerPages(app: FastifyInstance, opts: PagesOptions) {
  // The page's own title and description replace the build's defaults. The stylesheet comes
  // inside the page: on a phone's slow link the first paint then waits for no second download.
  const template = readFileSync(path.join(opts.distDir, 'index.html'), 'utf8')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(
      /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
      (_, file: string) => `<style>${readFileSync(path.join(opts.distDir, file), 'utf8')}</style>`,
    );
  const catalogues = pageCatalogues(opts.distDir);
  const rendererFile = path.join(opts.distDir, 'server/entry-server.js');
  const renderer = existsSync(rendererFile)
    ? ((await import(pathToFileURL(rendererFile).href)) as PageRenderer)
    : undefined;
  const answerInProcess: typeof fetch = async (input, init) => {
    const res = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json', ...(init?.headers as Record<string, string>) },
    });
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  await app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: '/',
    index: false,
    // A route for each file the build wrote, listed once at start, not a catch-all: an address that is
    // no file (a page, a made-up path) goes straight to the page renderer, where a catch-all read the
    // folders at every request to check the path's spelling (a sixth of the server's time under a
    // flood of product pages). The build does not change while the store runs.
    wildcard: false,
    // The build writes each script and stylesheet compressed too (apps/web/vite.config.ts): sent as they are.
    preCompressed: true,
    // The page renderer is the server's own code, not a file for browsers.
    globIgnore: ['server/**'],
    allowedPath: (pathName) => !pathName.startsWith('/server/'),
    setHeaders(reply, filePath) {
      reply.header('cache-control', fileCacheControl(path.relative(opts.distDir, filePath).split(path.sep).join('/')));
    },
  });

  app.get('/robots.txt', async (req, reply) => {
    reply.type('text/plain').header('cache-control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /user\nDisallow: /cart\nDisallow: /checkout\nDisallow: /orders\nDisallow: /api/\nSitemap: ${opts.publicUrl()}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', async (req, reply) => {
    const base = opts.publicUrl();
    const pages = [
      '/',
      '/shop',
      '/trending',
      '/top-products',
      '/new-arrivals',
      '/terms',
      '/about',
      '/contact',
      '/faqs',
      '/shipping',
      '/privacy',
    ];
    const categories = (await opts.catalogue.categories()).map((c) => `/categories/${c.slug}`);
    const products = (await opts.catalogue.slugs(45_000)).map((s) => `/products/${s}`);
    const urls = [...pages, ...categories, ...products]
      .map((p) => `<url><loc>${escape(base + p)}</loc></url>`)
      .join('');
    reply.type('application/xml').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  });

  /** The app's page with this page's head and texts, for the browser to render or to hold the rendered page. */
  const shell = (head: Head, req: FastifyRequest, language: PageLanguage, kept: boolean) =>
    template
      // A browser that keeps no session or cart is told so, and its page starts without reading its storage.
      .replace(/<html[^>]*>/, `<html lang="${HTML_LANG[language]}"${kept ? '' : ' data-kept="no"'}>`)
      .replace('<!--app-head-->', () => renderHead(head, req, opts, language))
      // The texts follow the page's content, so a phone paints the content before they have come
      // (the app's scripts run once the whole page is read, and find them there).
      .replace('<div id="root"></div>', () => `<div id="root"></div>${catalogues[language]?.script ?? ''}`);

  /** A page's HTML, rendered with its data where it can be, else the app for the browser to render. */
  const pageHtml = async (
    req: FastifyRequest,
    address: string,
    language: PageLanguage,
    kept: boolean,
  ): Promise<{ status: number; html: string }> => {
    const head = await headFor(req, opts, language);
    const html = shell(head, req, language, kept);
    const catalogue = catalogues[language];
    // A page that is not there is rendered by the browser, with its own Page not found screen; so is
    // every page when the build wrote no texts to render it with.
    if (!renderer || !catalogue || head.status) return { status: head.status ?? 200, html };
    // In the visitor's language, from the texts the page hands the browser: its first render matches.
    const page = await renderer.render(address, answerInProcess, { language, messages: catalogue.messages });
    if (!page) return { status: 200, html };
    const data = `<script type="application/json" id="${renderer.PAGE_DATA_ID}">${JSON.stringify(page.data).replace(/</g, '\\u003c')}</script>`;
    return {
      status: 200,
      html: html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${data}`),
    };
  };

  // Renders take turns (lib/turns.ts): many pages asked for at once delay other requests by one render.
  const inTurn = oneAtATime();
  const makePage = (req: FastifyRequest, address: string, language: PageLanguage, kept: boolean): Promise<Page> =>
    inTurn(async () => {
      const { status, html } = await pageHtml(req, address, language, kept);
      return { status, body: compress(html, 'br') };
    });

  // Pages are cached, compressed, for as long as the public answers are and until the catalogue changes:
  // rendering one takes tens of milliseconds, sending a cached one a fraction of one.
  const pages = new TtlCache<Page>(opts.cacheTtlMs, { maxBytes: opts.cacheBytes, bytesOf: (page) => page.body.length });
  opts.changes.on('catalogue', () => pages.clear());

  const renderPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const language = pageLanguage(req);
    const kept = Boolean(req.cookies[KEPT_COOKIE]);
    const address = pageAddress(req.url);
    const page = await pages.get(`${language} ${kept ? 'kept' : 'new'} ${address}`, () =>
      makePage(req, address, language, kept),
    );
    reply.code(page.status).type('text/html').header('cache-control', 'no-cache');
    return sendPage(req, reply, page.body);
  };
  app.get('/', renderPage);
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      throw notFound('Not found');
    }
    if (path.extname(req.url.split('?')[0]!) !== '') return reply.code(404).type('text/plain').send('Not found');
    return renderPage(req, reply);
  });
}

/**
 * A page's address as it is rendered and cached: its path and the parameters it reads, in their
 * order, empty ones left out (the page reads them as absent). The language is a key of its own.
 */
function pageAddress(url: string): string {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const asked = new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
  const read = new URLSearchParams();
  for (const name of pageParams(pathname)) {
    const value = asked.get(name);
    if (value) read.set(name, value);
  }
  return read.size ? `${pathname}?${read}` : pathname;
}

/**
 * A page goes as it was compressed, or made plain again for a client that takes no brotli. The same
 * address answers in the language of the cookie or Accept-Language.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: Buffer): FastifyReply {
  reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (acceptedEncoding(req.headers['accept-encoding']) === 'br')
    return reply.header('content-encoding', 'br').send(page);
  return reply.send(brotliDecompressSync(page).toString());
}

/**
 * Hashed assets never change. The service worker, the web app manifest and the page shell
 * are checked with the server on every use, so that a new version of the store is found
 * the next time it is opened; the icons change only with the logo.
 */
function fileCacheControl(file: string): string {
  if (file.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (file.startsWith('icons/') || file === 'favicon.svg') return 'public, max-age=86400';
  return 'no-cache';
}

async function headFor(req: FastifyRequest, opts: PagesOptions, language: PageLanguage): Promise<Head> {
  const pathname = decodeURIComponent(req.url.split('?')[0]!);
  const text = HEAD_TEXT[language];
  const base: Head = { title: text.home(opts.storeName), description: text.about };
  const category = pathname.match(/^\/categories\/([^/]+)\/?$/);
  if (category) {
    const c = findCategory(category[1]!);
    if (!c) return { ...base, title: text.notFound(opts.storeName), status: 404 };
    return text.category(c.slug, opts.storeName);
  }
  const product = pathname.match(/^\/products\/([^/]+)\/?$/);
  if (product) {
    const key = product[1]!;
    try {
      const p = await opts.catalogue.byIdOrSlug(key);
      const written = p.reviews > 0 ? await opts.reviews?.forStructuredData(p.id) : undefined;
      return productHead(p, opts, language, written);
    } catch (err) {
      if (err instanceof AppError && err.status === 404)
        return { ...base, title: text.productNotFound(opts.storeName), status: 404 };
      throw err;
    }
  }
  if (!isPagePath(pathname)) return { ...base, title: text.notFound(opts.storeName), status: 404 };
  return base;
}

/** A Hindi page shows the product's Hindi name and description where the owner gave them, else the English. */
function productHead(p: ProductDetail, opts: PagesOptions, language: PageLanguage, written: Review[] = []): Head {
  const url = `${opts.publicUrl()}/products/${p.slug}`;
  // A picture is the store's own upload (a path) or an https address of its own (isPictureAddress).
  const image = p.image ? (p.image.startsWith('/') ? `${opts.publicUrl()}${p.image}` : p.image) : undefined;
  const name = (language === 'hi' && p.nameHi) || p.name;
  const description = (language === 'hi' && p.descriptionHi) || p.description;
  return {
    title: HEAD_TEXT[language].product(name, p.price, opts.storeName),
    description: description || name,
    image,
    type: 'product',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name,
      description,
      image: image ? [image] : undefined,
      sku: String(p.id),
      ...(p.reviews > 0
        ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating, reviewCount: p.reviews } }
        : {}),
      ...reviewsStructuredData(written),
      offers: {
        '@type': 'Offer',
        url,
        priceCurrency: 'INR',
        price: p.price.toFixed(2),
        availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
      ...productFactsLd(p),
    },
  };
}

/** The product's facts as schema.org reads them: what it is made of, where, and by whom. */
function productFactsLd(p: ProductDetail) {
  return {
    ...(p.fabric ? { material: p.fabric } : {}),
    ...(p.countryOfOrigin ? { countryOfOrigin: p.countryOfOrigin } : {}),
    ...(p.manufacturer ? { manufacturer: { '@type': 'Organization', name: p.manufacturer } } : {}),
  };
}

function renderHead(head: Head, req: FastifyRequest, opts: PagesOptions, language: PageLanguage): string {
  const url = escape(`${opts.publicUrl()}${req.url.split('?')[0]}`);
  const pageUrl = language === 'hi' ? `${url}?lang=hi` : url;
  const tags = [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}">`,
    `<link rel="canonical" href="${pageUrl}">`,
    ...alternateLinks(url),
    `<meta property="og:site_name" content="${escape(opts.storeName)}">`,
    `<meta property="og:title" content="${escape(head.title)}">`,
    `<meta property="og:description" content="${escape(head.description)}">`,
    `<meta property="og:type" content="${head.type ?? 'website'}">`,
    `<meta property="og:url" content="${pageUrl}">`,
    `<meta property="og:locale" content="${language === 'hi' ? 'hi_IN' : 'en_IN'}">`,
    head.image ? `<meta property="og:image" content="${escape(head.image)}">` : '',
    head.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(head.jsonLd).replace(/</g, '\\u003c')}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
