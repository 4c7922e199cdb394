import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { HERO_TITLE, main, PRICE_ONLY, productCards } from './support/store';

const CATEGORY_CARDS = [
  { slug: 'mens-fashion', name: "Men's Fashion" },
  { slug: 'womens-fashion', name: "Women's Fashion" },
  { slug: 'kids-fashion', name: 'Kids Fashion' },
  { slug: 'footwear', name: 'Footwear' },
  { slug: 'accessories', name: 'Accessories' },
  { slug: 'sports-active', name: 'Sports & Active' },
];

const ROWS = [
  { title: 'Top Products', href: '/top-products' },
  { title: 'Inspired by Your Interest', href: '/interest-products' },
  { title: 'Trending Now', href: '/trending' },
];

test.describe('Home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero shows the sale and Shop Now leads to /shop', async ({ page, request }) => {
    await expect(page.getByRole('heading', { name: HERO_TITLE, level: 1 })).toBeVisible();
    // The badge and subtitle claim the catalogue's real deepest discount, never a number typed in once.
    const { deepestDiscount } = (await (await request.get('/api/store/content')).json()).data as {
      deepestDiscount: number;
    };
    expect(deepestDiscount).toBeGreaterThan(0);
    expect(deepestDiscount).toBeLessThan(80);
    await expect(main(page).getByText(`Up to ${deepestDiscount}% off across every category`)).toBeVisible();
    await expect(
      main(page)
        .getByText(new RegExp(`^${deepestDiscount}%\\s*OFF$`))
        .first(),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(productCards(main(page)).first()).toBeVisible();
  });

  test('hero quick links search for the lowercase word', async ({ page }) => {
    const quickLinks = main(page).getByRole('navigation', { name: 'Popular searches' });
    for (const word of ['Shirts', 'Jeans', 'Dresses', 'Shoes', 'Accessories']) {
      await expect(quickLinks.getByRole('link', { name: word, exact: true })).toHaveAttribute(
        'href',
        `/search?q=${word.toLowerCase()}`,
      );
    }
    await quickLinks.getByRole('link', { name: 'Jeans', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=jeans$/);
    await expect(productCards(main(page)).filter({ hasText: /jeans/i }).first()).toBeVisible();
  });

  test('the category bar links the six categories by their short labels', async ({ page }) => {
    const bar = page.getByRole('navigation', { name: 'Categories' });
    const labels = {
      Men: 'mens-fashion',
      Women: 'womens-fashion',
      Kids: 'kids-fashion',
      Shoes: 'footwear',
      Accessories: 'accessories',
      Sports: 'sports-active',
    };
    await expect(bar.getByRole('link')).toHaveCount(6);
    for (const [label, slug] of Object.entries(labels)) {
      await expect(bar.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/categories/${slug}`);
    }
  });

  test('shows the trust claims', async ({ page }) => {
    for (const claim of ['10M+ Happy Customers', '500+ Brands', '24/7 Support']) {
      await expect(main(page).getByText(claim, { exact: true })).toBeVisible();
    }
  });

  test('shows six category cards linking to their pages', async ({ page }) => {
    const content = main(page);
    for (const { slug, name } of CATEGORY_CARDS) {
      const card = content.locator(`a[href="/categories/${slug}"]`);
      await expect(card, `card for ${name}`).toHaveCount(1);
      await expect(card).toContainText(name);
      await expect(card).toBeVisible();
    }
    await expect(content.locator('a[href^="/categories/"]')).toHaveCount(CATEGORY_CARDS.length);
  });

  for (const row of ROWS) {
    test(`row '${row.title}' has up to 6 product cards and View All`, async ({ page }) => {
      const section = main(page).getByRole('region', { name: row.title, exact: true });
      await expect(section).toBeVisible();
      // The lowest rows draw their cards as the shopper scrolls to them.
      await section.scrollIntoViewIfNeeded();
      const cards = productCards(section);
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(6);
      await expect(cards.first().getByText(PRICE_ONLY).first()).toBeVisible();

      const viewAll = section.getByRole('link', { name: /^View All/ });
      await expect(viewAll).toHaveText(/View All/);
      await expect(viewAll).toHaveAttribute('href', row.href);
      await viewAll.click();
      await expect(page).toHaveURL(new RegExp(`${row.href}$`));
      await expect(page.getByRole('heading', { name: row.title, level: 1 })).toBeVisible();
      await expect(productCards(main(page)).first()).toBeVisible();
    });
  }

  test('top bar texts are shown and are not links', async ({ page }) => {
    await expect(page.getByText(/Deliver to/).first()).toBeVisible();
    await expect(page.getByText(/Deliver to\D*\d{6}/).first()).toBeVisible();
    for (const text of ['Download App', 'Become a Seller', 'Customer Care']) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: text })).toHaveCount(0);
    }
  });

  test('chat link opens a WhatsApp chat with a prefilled message', async ({ page }) => {
    const chat = page.getByRole('link', { name: /WhatsApp/i });
    await expect(chat).toBeVisible();
    const href = (await chat.getAttribute('href')) ?? '';
    const url = new URL(href);
    expect(url.hostname).toBe('wa.me');
    expect(url.pathname).toMatch(/^\/\d{10,15}$/);
    expect(url.searchParams.get('text')?.trim().length ?? 0).toBeGreaterThan(0);
  });

  test('footer has links; /terms shows the terms page', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    expect(await footer.getByRole('link').count()).toBeGreaterThanOrEqual(10);
    for (const href of ['/terms', '/careers', '/privacy', '/contact']) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }

    await footer.locator('a[href="/terms"]').first().click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { name: /Terms/i }).first()).toBeVisible();
    await expect(
      main(page)
        .getByText(/27 October 2023/)
        .first(),
    ).toBeVisible();
    await expect(
      main(page)
        .getByText(/Bilaspur/)
        .first(),
    ).toBeVisible();
    await expect(
      main(page)
        .getByText(/Chhattisgarh/)
        .first(),
    ).toBeVisible();
    await expect(main(page).getByText(/Name: Ms\. Priya Nair/)).toBeVisible();
  });

  test('a footer link without its own screen shows Page not found, not a blank page', async ({ page }) => {
    await page.getByRole('contentinfo').locator('a[href="/careers"]').first().click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByText('Page not found').first()).toBeVisible();
    // The shell stays: header and footer are still there.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('opening an address the store does not have answers 404 and shows Page not found', async ({ page }) => {
    const response = await page.goto('/careers');
    expect(response?.status(), 'the server answers 404 for an unknown page').toBe(404);
    await expect(page.getByText('Page not found').first()).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Kuber Fashion');
  });
});

test('the first page ships at most 140 KB of JavaScript (gzip) and no account, checkout or admin code', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  // The worker's registration is the last of the first page's scripts: it loads five seconds after `load` (src/main.tsx).
  const registration = page.waitForRequest(/\/assets\/pwa-[\w-]+\.js$/, { timeout: 15_000 });
  await page.goto('/');
  await expect(productCards(main(page)).first()).toBeVisible();
  await registration;
  await page.waitForLoadState('networkidle');

  let gzipBytes = 0;
  for (const url of scripts) {
    const body = await (await page.request.get(url)).body();
    gzipBytes += gzipSync(body, { level: 9 }).length;
  }
  expect(scripts.size, 'home loads its scripts').toBeGreaterThan(0);
  expect(gzipBytes / 1024, `KB of JavaScript (gzip) over ${scripts.size} files`).toBeLessThanOrEqual(140);
  const names = [...scripts].map((url) => new URL(url).pathname.split('/').pop());
  expect(names.filter((name) => /admin|profile|orders|checkout|login|signup|cart-screen/.test(name ?? ''))).toEqual([]);
});
