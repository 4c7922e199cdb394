import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { isPhone, main, pickOption, productBySlug, productCards, type ApiProduct } from './support/store';

/*
 * The product page's size chart, facts, picker, notify-me and more to buy; the back office's
 * size charts. One walk per flow.
 */

type Detail = ApiProduct & { variants: { size: string; color: string; stockQuantity: number }[]; inStock: boolean };

/** A product of men's fashion with a size sold out in one colour while others are left, and what it is. */
async function soldOutSize(request: APIRequestContext): Promise<{ product: Detail; size: string; color: string }> {
  const page = (await (await request.get('/api/products/category/mens-fashion/paginated?size=100')).json()).data as {
    data: ApiProduct[];
  };
  for (const listed of page.data) {
    const product = (await (await request.get(`/api/products/${listed.id}`)).json()).data as Detail;
    if (!product.inStock || product.colors.length === 0) continue;
    const out = product.variants.find((v) => v.stockQuantity === 0);
    if (out) return { product, size: out.size, color: out.color };
  }
  throw new Error('no product of men’s fashion has a size sold out in a colour');
}

const sizeChartButton = (page: Page) => main(page).getByRole('button', { name: 'Size chart' });

test.describe('Size chart and product details', () => {
  test('a shopper opens the size chart, switches to inches, picks a size and reads the details', async ({
    page,
  }, testInfo) => {
    await page.goto('/products/classic-cotton-t-shirt');
    const content = main(page);
    await sizeChartButton(page).click();
    const chart = page.getByRole('dialog', { name: 'Size chart' });
    await expect(chart).toBeVisible();
    const rowM = chart.getByRole('row', { name: /^M\b/ });
    await expect(rowM.getByRole('cell').first()).toHaveText('101');
    await chart.getByText('inches', { exact: true }).click();
    await expect(rowM.getByRole('cell').first()).toHaveText('39.8');
    await expect(chart.getByText(/Body measurements, in inches/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (testInfo.project.name === 'desktop')
      await shootAtWidths(page, 'product-size-chart', testInfo, [...WIDTHS], { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(chart).toBeHidden();

    // The page opened in its picture's colour; a size is picked and the chart marks it.
    await expect(content.getByRole('group', { name: /Colou?r/ }).getByRole('radio', { checked: true })).toHaveCount(1);
    await pickOption(content.getByRole('group', { name: /Size/ }), 'M');
    await sizeChartButton(page).click();
    await expect(chart.getByRole('row', { name: /^M\b/ })).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');

    const details = content.getByRole('region', { name: 'Product Details' });
    await expect(details.getByText('Fabric', { exact: true })).toBeVisible();
    await expect(details.getByText('100% cotton', { exact: true })).toBeVisible();
    await expect(details.getByText('Country of origin', { exact: true })).toBeVisible();
    await expect(details.getByText('India', { exact: true })).toBeVisible();
    await expect(details.getByText(/Tiruppur/)).toBeVisible();
  });

  test('a card’s chooser names every missing choice in one message', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'the same on a phone');
    await page.goto('/categories/mens-fashion');
    const card = productCards(main(page)).filter({ hasText: 'Classic Cotton T-Shirt' });
    await card.getByRole('button', { name: /^Add Classic Cotton T-Shirt to cart$/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose your options' });
    await chooser.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(chooser.getByText('Please select a size and a colour', { exact: true })).toBeVisible();
  });

  test('a list filtered by a colour shows each card in that colour, and the page opens in it', async ({
    page,
  }, testInfo) => {
    test.skip(isPhone(testInfo), 'the same on a phone');
    await page.goto('/categories/mens-fashion?colors=Pink');
    const cards = productCards(main(page));
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) await expect(cards.nth(i).locator('img').first()).toHaveAttribute('src', /-pink/);
    const first = cards.first();
    const name = (await first.getByRole('heading').innerText()).trim();
    await first.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\?color=Pink$/);
    await expect(
      main(page)
        .getByRole('group', { name: /Colou?r/ })
        .getByRole('radio', { name: 'Pink' }),
    ).toBeChecked();
  });
});

test.describe('Notify me', () => {
  test('a shopper asks to hear when a sold-out size is back', async ({ page, request }, testInfo) => {
    test.skip(isPhone(testInfo), 'the same on a phone');
    const { product, size, color } = await soldOutSize(request);
    await page.goto(`/products/${product.slug}`);
    const content = main(page);
    await pickOption(content.getByRole('group', { name: /Colou?r/ }), color);
    await content.getByRole('group', { name: /Size/ }).getByText(size, { exact: true }).click();
    await expect(content.getByRole('alert').filter({ hasText: /sold out/ })).toBeVisible();
    await content.getByRole('button', { name: 'Notify me' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tell me when it is back' });
    await dialog.getByLabel('Your email').fill('waiting.shopper@example.in');
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(dialog.getByText('Done! We will mail waiting.shopper@example.in when it is back.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('More to buy', () => {
  test('similar products and recently viewed sit below the details', async ({ page, context, request }, testInfo) => {
    test.skip(isPhone(testInfo), 'widths are set here; taken once, from the desktop project');
    // A browser that keeps a cart keeps what it saw too.
    await context.addCookies([{ name: 'kf_kept', value: '1', url: testInfo.project.use.baseURL! }]);
    const shirt = await productBySlug(request, 'classic-cotton-t-shirt');
    await page.goto('/products/premium-sneakers');
    // Remembered once the page has come to life.
    await page.waitForFunction(() => localStorage.getItem('recently-viewed')?.includes('premium-sneakers'));
    await page.goto(`/products/${shirt.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: shirt.name })).toBeVisible();
    // Drawn once the shopper scrolls near it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('heading', { name: 'Similar products' })).toBeVisible();
    const similar = page.getByRole('region', { name: 'Similar products' });
    await expect(productCards(similar).first()).toBeVisible();
    const seen = page.getByRole('region', { name: 'Recently viewed' });
    await expect(seen.getByRole('link', { name: 'Premium Sneakers' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (testInfo.project.name === 'desktop') await shootAtWidths(page, 'product-facts-page', testInfo, [...WIDTHS]);
  });
});

test.describe('Size charts in the back office', () => {
  test('the owner makes a category’s chart, and takes it away', async ({ adminPage: page }, testInfo) => {
    test.skip(isPhone(testInfo), 'widths are set here; taken once, from the desktop project');
    await page.getByRole('link', { name: 'Size charts' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Size charts' })).toBeVisible();
    await page.getByRole('tab', { name: /Accessories/ }).click();
    await page.getByRole('button', { name: 'Make a chart' }).click();
    const panel = page.getByRole('region', { name: 'Accessories' });
    for (const [i, cm] of ['90', '95', '100', '105'].entries())
      await panel.getByLabel(`Chest of ${['S', 'M', 'L', 'XL'][i]}, cm`).fill(cm);
    await panel.getByLabel('Length of S, cm').fill('60');
    await panel.getByRole('button', { name: 'Save chart' }).click();
    await expect(page.getByText('Accessories: size chart saved')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: /Men's Fashion/ }).click();
    await shootAtWidths(page, 'admin-size-charts', testInfo, [...WIDTHS]);
    await page.getByRole('tab', { name: /Accessories/ }).click();
    await page.getByRole('button', { name: 'Take the chart away' }).click();
    await expect(page.getByText('Accessories: size chart taken away')).toBeVisible();
  });
});
