import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  cartLink,
  expectLoginRequiredDialog,
  HERO_TITLE,
  main,
  pickOption,
  productCards,
  variantInStock,
  type ApiVariant,
} from './support/store';

/**
 * The shop's pages arrive rendered with their data (decision record 017): a phone paints
 * them before any script has run, and the app then takes them over without redrawing,
 * without a warning, and without asking the API again for what the page already holds.
 */

interface Page_ {
  name: string;
  path: string;
  /** What a shopper sees first on that page. */
  heading: string;
}

async function shopPages(request: APIRequestContext): Promise<Page_[]> {
  const res = await request.get('/api/products/top-rated?limit=1');
  expect(res.ok()).toBe(true);
  const [top] = (await res.json()).data as { name: string; slug: string }[];
  return [
    { name: 'home', path: '/', heading: HERO_TITLE },
    { name: 'category', path: '/categories/womens-fashion', heading: "Women's Fashion" },
    { name: 'product', path: `/products/${top!.slug}`, heading: top!.name },
  ];
}

/** Errors and warnings the page writes to the console, and errors it throws. */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    // The test run blocks the service worker (playwright.config.ts); the browser says so, the store does not.
    if (message.text().includes('Service Worker registration blocked by Playwright')) return;
    if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  return said;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a category and a product page show their content from the first HTML', async ({ page, request }) => {
    for (const { name, path, heading } of await shopPages(request)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 }), name).toBeVisible();
      if (name !== 'product') await expect(productCards(main(page)).first(), `${name} shows products`).toBeVisible();
    }
    // A product page shows its price and its picture before any script.
    await expect(
      main(page)
        .getByText(/₹\s?\d/)
        .first(),
    ).toBeVisible();
    await expect(main(page).locator('img').first()).toBeVisible();
  });

  test('pages that depend on the shopper are left to the browser', async ({ request }) => {
    const cart = await (await request.get('/cart')).text();
    expect(cart).toContain('<div id="root"></div>');
  });
});

test('the app takes over the first HTML with a clean console and no second request for its data', async ({
  page,
  request,
}) => {
  for (const { name, path, heading } of await shopPages(request)) {
    const said = watchConsole(page);
    const catalogueRequests: string[] = [];
    page.on('request', (req) => {
      if (/\/api\/(products|categories)/.test(req.url())) catalogueRequests.push(req.url());
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();

    // Hydrated: a tap is answered by the app (a visitor's wishlist heart asks them to log in).
    await main(page)
      .getByRole('button', { name: /to wishlist$|^Wishlist$/i })
      .first()
      .click();
    await expectLoginRequiredDialog(page);

    expect(said, `${name}: console`).toEqual([]);
    expect(catalogueRequests, `${name}: the page asked again for data it came with`).toEqual([]);
    page.removeAllListeners('request');
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
  }
});

test("a visitor's pages start without reading the browser's storage; once a cart line is kept, the next page reads it", async ({
  page,
  request,
}) => {
  // Every read and write of localStorage and document.cookie the page makes, counted from before its first script.
  await page.addInitScript(() => {
    const touched: string[] = [];
    Object.assign(window, { storageTouched: touched });
    for (const name of ['getItem', 'setItem', 'removeItem'] as const) {
      const original = Storage.prototype[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(Storage.prototype, name, {
        value(this: Storage, ...args: unknown[]) {
          touched.push(`storage.${name}(${String(args[0])})`);
          return original.apply(this, args);
        },
      });
    }
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(Document.prototype, 'cookie', {
      get(this: Document) {
        touched.push('document.cookie');
        return cookie.get!.call(this) as string;
      },
      set(this: Document, value: string) {
        touched.push('document.cookie =');
        cookie.set!.call(this, value);
      },
    });
  });
  const touched = () => page.evaluate(() => (window as unknown as { storageTouched: string[] }).storageTouched);
  const { data: product } = (await (await request.get('/api/products/slug/classic-cotton-t-shirt')).json()) as {
    data: { name: string; variants: ApiVariant[] };
  };
  const { size, color } = variantInStock(product.variants)!;
  const cart = cartLink(page);

  await page.goto('/products/classic-cotton-t-shirt');
  await expect(page.locator('html')).toHaveAttribute('data-kept', 'no');
  // Hydrated: a tap is answered by the app.
  await main(page)
    .getByRole('button', { name: /to wishlist$|^Wishlist$/i })
    .first()
    .click();
  await expectLoginRequiredDialog(page);
  expect(await touched(), 'a visitor keeps nothing: the page looked in no storage').toEqual([]);

  // The visitor's first line is kept in the browser, and the browser says so to the server.
  const content = main(page);
  await pickOption(content.getByRole('group', { name: /Size/ }), size);
  await pickOption(content.getByRole('group', { name: /Colou?r/ }), color);
  await content.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toContainText(product.name);
  await expect(cart).toHaveAccessibleName('Cart, 1 item');

  await page.goto('/categories/mens-fashion');
  await expect(page.locator('html')).not.toHaveAttribute('data-kept');
  await expect(cart, 'the next page reads the kept line').toHaveAccessibleName('Cart, 1 item');
  expect(await touched()).toContain('storage.getItem(cart)');
});

test('below a phone’s first screen, the app takes the page over only as the shopper gets there, and a tap there is answered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const said = watchConsole(page);
  // Whether the app has taken an element over: React marks the elements it hydrated.
  const takenOver = (element: Locator) =>
    element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const heroLink = page.getByRole('link', { name: 'Shop Now' });
  await expect.poll(() => takenOver(heroLink), 'the first screen is taken over at once').toBe(true);
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' });
  expect(await takenOver(footerLink), 'the footer waits').toBe(false);
  // The lowest rows' cards are drawn only once the shopper scrolls near them: the first HTML is that much smaller.
  const trending = page.locator('section', { has: page.getByRole('heading', { name: 'Trending Now' }) });
  await expect(productCards(trending)).toHaveCount(0);

  await trending.scrollIntoViewIfNeeded();
  await expect(productCards(trending)).toHaveCount(6);
  await trending
    .getByRole('button', { name: /to wishlist$/i })
    .first()
    .click();
  await expectLoginRequiredDialog(page);
  await page.keyboard.press('Escape');

  // A tap on a card far down a category page, before anything else, is answered too.
  await page.goto('/categories/womens-fashion');
  await page.waitForLoadState('networkidle');
  const last = productCards(main(page)).last();
  expect(await takenOver(last.getByRole('link').first()), 'the grid’s lower cards wait').toBe(false);
  await last.getByRole('button', { name: /to wishlist$/i }).click();
  await expectLoginRequiredDialog(page);
  expect(said).toEqual([]);
});

test('on a slow phone, a tap on a link while the app is still taking the page over leads to the next page', async ({
  page,
}) => {
  // Six times slower than this machine: the app's start outlasts the first paint by seconds, and
  // the tap comes in the middle of it. The parts below the first screen are still the server's
  // then; the next page used to wait on them for good, its address shown over the old page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/');
  await main(page)
    .getByRole('link', { name: /^Men's Fashion/ })
    .click();
  await expect(page).toHaveURL(/\/categories\/mens-fashion$/);
  await expect(page.getByRole('heading', { name: "Men's Fashion", level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(productCards(main(page)).first()).toBeVisible();
});
