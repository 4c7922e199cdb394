import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { logInByPhone, registerShopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { main, pickOption, productCards } from './support/store';

/**
 * The store as an installed app: what Chrome checks before it offers to install it, the
 * pages a shopper has seen opening without a network, changes refused offline with a
 * message, and a new version offered with a Reload. The service worker runs here (the
 * other browser tests block it).
 */
test.use({ serviceWorkers: 'allow' });
// The last test changes the worker the server sends; the others must not see that mid-way.
test.describe.configure({ mode: 'serial' });

const OFFLINE_STRIP = 'You are offline.';
const OFFLINE_MESSAGE = 'You are offline — try again when you are back online';
const CATEGORY = { path: '/categories/womens-fashion', name: "Women's Fashion" };
const PRODUCT = { path: '/products/classic-cotton-t-shirt', name: 'Classic Cotton T-Shirt' };

/** Opens the store and reloads it once the worker runs, so that the worker answers the page from then on. */
async function openControlled(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'a worker controls the page',
    })
    .toMatch(/\/sw\.js$/);
}

/**
 * Opens a page with the network off. Chromium 150 does not carry DevTools' offline emulation
 * over to the document a navigation makes: its `navigator.onLine` reads true. The emulation is
 * set again on the new document, as a phone's own network state would be there already.
 */
async function gotoOffline(page: Page, context: BrowserContext, url: string): Promise<void> {
  await page.goto(url);
  await context.setOffline(false);
  await context.setOffline(true);
}

/** Width and height from a PNG's header (the IHDR chunk right after the signature). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(1, 4).toString('latin1'), 'a PNG file').toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  lang?: string;
  theme_color?: string;
  background_color?: string;
  prefer_related_applications?: boolean;
  icons?: { src: string; sizes: string; type?: string; purpose?: string }[];
}

test('the store installs: a manifest Chrome accepts, its icons, and a worker that controls the page', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href, 'the page names its manifest').toBeTruthy();
  const manifestUrl = new URL(href!, page.url());

  const answer = await request.get(manifestUrl.href);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['cache-control'], 'a changed manifest is seen at once').toBe('no-cache');
  const manifest = (await answer.json()) as Manifest;

  // Chrome's installability checks: a name, a start URL inside the scope, an app-like display, icons of 192 and 512 px.
  expect(manifest.name).toBe('Kuber Fashion');
  expect(manifest.short_name?.length ?? 0).toBeGreaterThan(0);
  expect(manifest.short_name!.length, 'the short name fits under an icon').toBeLessThanOrEqual(12);
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
  expect(manifest.prefer_related_applications ?? false).toBe(false);
  expect(manifest.lang).toBe('en-IN');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const scope = new URL(manifest.scope ?? '.', manifestUrl);
  const start = new URL(manifest.start_url ?? '', manifestUrl);
  expect(start.origin).toBe(scope.origin);
  expect(start.pathname.startsWith(scope.pathname), `start_url ${start.pathname} inside scope ${scope.pathname}`).toBe(
    true,
  );

  const icons = manifest.icons ?? [];
  for (const [size, purpose] of [
    [192, 'any'],
    [512, 'any'],
    [192, 'maskable'],
    [512, 'maskable'],
  ] as const) {
    const icon = icons.find(
      (i) => i.sizes.split(' ').includes(`${size}x${size}`) && (i.purpose ?? 'any').split(' ').includes(purpose),
    );
    expect(icon, `a ${purpose} icon of ${size} px`).toBeDefined();
    const picture = await request.get(new URL(icon!.src, manifestUrl).href);
    expect(picture.ok(), `${icon!.src} is reachable`).toBe(true);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect(pngSize(await picture.body()), `${icon!.src} is ${size} px square`).toEqual({ width: size, height: size });
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(pngSize(await (await request.get(new URL(touchIcon!, page.url()).href)).body())).toEqual({
    width: 180,
    height: 180,
  });

  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control'], 'a new worker is found at the next visit').toBe('no-cache');
  await openControlled(page);
});

test('offline, a category and a product seen before still open, with the offline strip until the network is back', async ({
  page,
  context,
}) => {
  await openControlled(page);
  await page.goto(CATEGORY.path);
  await expect(productCards(main(page)).first()).toBeVisible();
  const firstCard = (await productCards(main(page)).first().innerText()).split('\n')[0]!;
  await page.goto(PRODUCT.path);
  await expect(page.getByRole('heading', { name: PRODUCT.name, level: 1 })).toBeVisible();
  await expect(page.getByText(OFFLINE_STRIP)).toHaveCount(0);

  await context.setOffline(true);
  await gotoOffline(page, context, CATEGORY.path);
  await expect(page.getByRole('heading', { name: CATEGORY.name, level: 1 })).toBeVisible();
  await expect(productCards(main(page)).first()).toContainText(firstCard);
  await expect(page.getByRole('banner').getByRole('status').getByText(OFFLINE_STRIP)).toBeVisible();

  await gotoOffline(page, context, PRODUCT.path);
  await expect(page.getByRole('heading', { name: PRODUCT.name, level: 1 })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByText(OFFLINE_STRIP)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_STRIP)).toHaveCount(0);
});

test('a shopper who adds to the cart offline is told so, nothing is added, and the cart opens as last loaded', async ({
  page,
  context,
  request,
}) => {
  const shopper = await registerShopper(request, { firstName: 'Kavya', lastName: 'Menon' });

  await openControlled(page);
  await page.goto('/login');
  await logInByPhone(page, shopper, /\/user$/);
  await page.goto('/cart');
  await expect(
    main(page)
      .getByText(/your cart is empty/i)
      .first(),
  ).toBeVisible();

  await page.goto(PRODUCT.path);
  const content = main(page);
  await pickOption(content.getByRole('group', { name: /Size/ }), 'M');
  await pickOption(content.getByRole('group', { name: /Colou?r/ }), 'White');
  await context.setOffline(true);
  await content.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();

  await gotoOffline(page, context, '/cart');
  await expect(page.getByText(OFFLINE_STRIP)).toBeVisible();
  await expect(
    main(page)
      .getByText(/your cart is empty/i)
      .first(),
  ).toBeVisible();

  await context.setOffline(false);
  const cart = await page.evaluate(async () => {
    const response = await fetch('/api/cart', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return (await response.json()).summary as { totalItems: number };
  });
  expect(cart.totalItems, 'nothing reached the server cart').toBe(0);
});

test('a new version of the store offers a reload and runs after it', async ({ page }) => {
  test.setTimeout(90_000);
  await openControlled(page);
  const workerFile = path.join(process.env.E2E_WEB_DIST!, 'sw.js');
  const released = readFileSync(workerFile, 'utf8');
  try {
    // A release changes the worker (its list of files); one more byte is enough for the browser to see a new one.
    writeFileSync(workerFile, `${released}\n// next release\n`);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    // The store asks for a new worker every hour while open (lib/pwa.ts); the test asks now.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    // The offer sits in a live region, so that screen readers announce it.
    const offer = page.getByRole('status').filter({ hasText: 'A new version of the store is ready.' });
    // The new worker installs first (its files are those already kept, so nothing is downloaded again).
    await expect(offer.getByText('A new version of the store is ready.')).toBeVisible({ timeout: 30_000 });
    expect(
      await page.evaluate(() => (window as unknown as { before?: boolean }).before),
      'nothing reloads before the shopper says so',
    ).toBe(true);

    const reloaded = page.waitForEvent('load');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(
      await page.evaluate(() => (window as unknown as { before?: boolean }).before ?? false),
      'the page reloaded',
    ).toBe(false);
    await expect(page.getByText('A new version of the store is ready.')).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
    });
    expect(state, 'the new worker runs the page, none waits').toEqual({ waiting: false, controlled: true });
  } finally {
    writeFileSync(workerFile, released);
  }
});
