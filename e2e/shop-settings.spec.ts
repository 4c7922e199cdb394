import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logInAsAdmin } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * The shop's own words: the owner rewrites the home banner and switches the announcement bar on in
 * Shop settings, and a shopper's next page shows them. On the second test store
 * (playwright.config.ts), so the first store's home keeps the words its other tests read.
 */
const SECOND_STORE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
test.use({ baseURL: SECOND_STORE });

const fromTop = (page: Page) => ({ prepare: () => page.evaluate(() => window.scrollTo(0, 0)) });

test('the owner edits the home banner and the announcement bar, and a shopper sees them at once', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'one walk; the screens are taken at 360, 390 and 1440 px on the way');
  test.setTimeout(120_000);
  const title = `Monsoon Edit ${Date.now().toString(36)}`;

  // A shopper opens the home page first, so a cached copy of it and of the shop's words exists.
  const context = await browser.newContext({ baseURL: SECOND_STORE });
  const shop = await context.newPage();
  await shop.goto('/');
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();

  await logInAsAdmin(page);
  await page.goto('/admin/shop-settings');
  await expect(page.getByRole('heading', { name: 'Shop settings', level: 1 })).toBeVisible();
  await page.getByLabel('Title (English)', { exact: true }).fill(title);
  await page.getByLabel('Title (Hindi)', { exact: true }).fill('मानसून कलेक्शन');
  await page.getByLabel('Subtitle (English)', { exact: true }).fill('Rain-ready layers, up to {deepest}% off');
  await page.getByLabel('Show the announcement', { exact: true }).click();
  await page.getByLabel('Announcement (English)', { exact: true }).fill('Free gift wrapping this week');
  await page.getByLabel('Announcement (Hindi)', { exact: true }).fill('इस हफ़्ते मुफ़्त गिफ़्ट रैपिंग');
  // A text left out in one language is refused beside its field.
  await page.getByLabel('Badge (Hindi)', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter the badge in Hindi')).toBeVisible();
  await page.getByLabel('Badge (Hindi)', { exact: true }).fill('{deepest}% छूट');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Shop settings saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootAtWidths(page, 'admin-shop-settings', testInfo, [...WIDTHS], fromTop(page));

  // The shopper's next page: the new banner and the bar, in English and in Hindi.
  await shop.goto('/');
  await expect(shop.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(main(shop).getByText(/^Rain-ready layers, up to \d+% off$/)).toBeVisible();
  await expect(shop.getByTestId('announcement-bar')).toHaveText('Free gift wrapping this week');
  await expectNoSeriousA11yViolations(shop);
  await shootAtWidths(shop, 'home-edited-banner', testInfo, [...WIDTHS], fromTop(shop));
  await shop.goto('/?lang=hi');
  await expect(shop.getByRole('heading', { name: 'मानसून कलेक्शन', level: 1 })).toBeVisible();
  await expect(shop.getByTestId('announcement-bar')).toHaveText('इस हफ़्ते मुफ़्त गिफ़्ट रैपिंग');
  await context.close();
});
