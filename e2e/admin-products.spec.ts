import type { Browser, Locator, Page } from '@playwright/test';
import { PRODUCT_CSV_COLUMNS } from '@kuber/shared';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { adminHeaders, logInAsAdmin } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shootAtWidths } from './support/screenshots';
import { main, parseRupees, productCards, productPhoto, searchFor, toast } from './support/store';

/**
 * The catalogue back office through the browser, and what shoppers then see: a product made
 * in the form with pictures and a size grid, found by search, its sold-out size refused, its
 * price changed; the table's switches, stock and delete; a CSV import with a bad row.
 */

/** The products table as the admin sees it: the table on a laptop, cards on a phone. */
function productRow(page: Page, name: string): Locator {
  return page
    .locator('tr, li')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .locator('visible=true')
    .first();
}

async function openProducts(page: Page, search?: string) {
  await page.goto(search ? `/admin/products?q=${encodeURIComponent(search)}` : '/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
}

/** A shopper of their own, in a browser context of their own. */
async function shopperPage(browser: Browser, isMobile: boolean): Promise<Page> {
  const context = await browser.newContext(
    isMobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1366, height: 900 } },
  );
  return context.newPage();
}

test.describe('Catalogue back office', () => {
  test('an admin adds a product with two pictures and a size grid; a shopper finds it, is refused the sold-out size, and sees the new price once the admin changes it', async ({
    adminPage: page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    // Both browser projects run against one store: each adds its own product.
    const word = testInfo.project.name === 'phone' ? 'Pavonia' : 'Zarvelia';
    const name = `${word} Chanderi Kurta`;
    await openProducts(page);
    await page.getByRole('link', { name: 'Add product' }).first().click();
    await expect(page).toHaveURL('/admin/products/new');

    await page.getByLabel('Name', { exact: true }).fill(name);
    await expect(page.getByLabel(/^Slug/)).toHaveValue(`${word.toLowerCase()}-chanderi-kurta`);
    await page
      .getByLabel('Description', { exact: true })
      .fill('A light Chanderi cotton kurta with a zari border, for festive days.');
    await page.getByLabel('Category').selectOption({ label: "Women's Fashion" });
    await page.getByLabel('Price', { exact: true }).fill('1499');
    await page.getByLabel(/^MRP/).fill('2999');
    await expect(page.getByText('50% off: shoppers save ₹1,500')).toBeVisible();

    // Three sizes, M sold out and L running low.
    for (const size of ['S', 'M', 'L']) await page.getByRole('button', { name: `Add ${size}`, exact: true }).click();
    await page.getByLabel('Stock of S', { exact: true }).fill('6');
    await page.getByLabel('Stock of M', { exact: true }).fill('0');
    await page.getByLabel('Stock of L', { exact: true }).fill('2');
    await expect(page.getByText('Total: 8 pieces in 3 variants')).toBeVisible();

    await page.locator('input[type="file"]').setInputFiles([
      { name: 'kurta-front.png', mimeType: 'image/png', buffer: await productPhoto('#7a1f2b', '#d4a017') },
      { name: 'kurta-back.png', mimeType: 'image/png', buffer: await productPhoto('#7a1f2b', '#f5f1e6') },
    ]);
    const pictures = page.getByRole('list', { name: /Pictures.*main first/ });
    await expect(pictures.getByRole('img')).toHaveCount(2, { timeout: 30_000 });

    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(toast(page, `${name} added to the catalogue`)).toBeVisible();
    await expect(page).toHaveURL('/admin/products');

    // The shopper finds it by search, with both pictures, and cannot have size M.
    const shopper = await shopperPage(browser, testInfo.project.name === 'phone');
    await shopper.goto('/');
    await searchFor(shopper, `${word} kurta`);
    const card = productCards(main(shopper)).filter({ hasText: name });
    await expect(card).toHaveCount(1);
    expect(parseRupees(await card.innerText())).toBe(1499);
    await card.getByRole('link', { name }).click();
    await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(shopper.getByRole('region', { name: `${name} images` }).getByRole('img')).toHaveCount(2);

    const sizes = shopper.getByRole('group', { name: /Select Size/ });
    const soldOut = sizes.getByRole('radio', { name: 'M, sold out' });
    await expect(soldOut).toBeVisible();
    await soldOut.click();
    await expect(shopper.getByRole('alert').filter({ hasText: 'Size M is sold out' })).toBeVisible();
    await expect(soldOut).not.toBeChecked();
    await sizes.getByText('L', { exact: true }).click();
    await expect(sizes.getByRole('radio', { name: 'L', exact: true })).toBeChecked();
    await expect(shopper.getByText('Only 2 left')).toBeVisible();

    // The admin changes the price; the shopper's page shows it on the next visit.
    await openProducts(page, word);
    await productRow(page, name)
      .getByRole('link', { name: `Edit ${name}` })
      .click();
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('1,499');
    await page.getByLabel('Price', { exact: true }).fill('1299');
    await expect(page.getByText('57% off: shoppers save ₹1,700')).toBeVisible();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `${name} saved`)).toBeVisible();
    await expect(page).toHaveURL(`/admin/products?q=${word}`);
    await expect(productRow(page, name)).toContainText('₹1,299');

    await shopper.reload();
    await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
    expect(
      parseRupees(
        await shopper
          .getByText(/^₹[\d,]+$/)
          .first()
          .innerText(),
      ),
    ).toBe(1299);
    await shopper.context().close();
  });

  test('the table switches a product off and on one switch at a time, changes its stock in place, and deletes a product never ordered', async ({
    adminPage: page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const word = testInfo.project.name === 'phone' ? 'Quillon' : 'Tessaly';
    const name = `${word} Linen Scarf`;
    await page.goto('/admin/products/new');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Category').selectOption({ label: 'Accessories' });
    await page.getByLabel('Price', { exact: true }).fill('599');
    await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('12');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page).toHaveURL('/admin/products');

    await openProducts(page, word);
    const row = productRow(page, name);
    await expect(row).toBeVisible();
    const active = row.getByRole('switch', { name: `Active: ${name}` });
    const featured = row.getByRole('switch', { name: `Featured: ${name}` });
    await expect(active).toBeChecked();
    await expect(featured).not.toBeChecked();
    await featured.click();
    await expect(featured).toBeChecked();
    await expect(toast(page, `${name} is featured`)).toBeVisible();
    await active.click();
    await expect(toast(page, `${name} is hidden from the store`)).toBeVisible();
    // Each switch kept on its own, as the store holds them.
    await page.reload();
    await expect(productRow(page, name).getByRole('switch', { name: `Featured: ${name}` })).toBeChecked();
    await expect(productRow(page, name).getByRole('switch', { name: `Active: ${name}` })).not.toBeChecked();
    await expect(productRow(page, name).getByRole('switch', { name: `In stock: ${name}` })).toBeChecked();

    // The filters find it by what its switches say.
    await page.getByLabel('Shown').selectOption({ label: 'Hidden' });
    await expect(page).toHaveURL(new RegExp(`q=${word}.*active=false|active=false.*q=${word}`));
    await expect(productRow(page, name)).toBeVisible();
    await page.getByLabel('Shown').selectOption({ label: 'Active' });
    await expect(page.getByText('No products match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await openProducts(page, word);

    await productRow(page, name)
      .getByRole('button', { name: `Stock of ${name}: 12. Change` })
      .click();
    const box = page.getByRole('textbox', { name: `Stock of ${name}` }).locator('visible=true');
    await box.fill('-1');
    await box.press('Enter');
    await expect(page.getByText('Stock cannot be below zero').locator('visible=true')).toBeVisible();
    await box.fill('30');
    await box.press('Enter');
    await expect(toast(page, `Stock of ${name} set to 30`)).toBeVisible();
    await page.reload();
    await expect(productRow(page, name).getByRole('button', { name: `Stock of ${name}: 30. Change` })).toBeVisible();

    await productRow(page, name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await expect(dialog).toContainText('It has never been ordered, so it will be removed for good, with its pictures.');
    await dialog.getByRole('button', { name: 'Delete product' }).click();
    await expect(toast(page, `${name} deleted`)).toBeVisible();
    await expect(page.getByText('No products match')).toBeVisible();
  });

  test('an admin imports a CSV with one bad row: the preview says what will change and why the row is refused, and the report says what was done', async ({
    adminPage: page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const word = testInfo.project.name === 'phone' ? 'Orvella' : 'Marindi';
    const good = `${word} Block Print Dupatta`;
    const bad = `${word} Silk Stole`;
    const rows: Record<string, string>[] = [
      {
        slug: `${word.toLowerCase()}-dupatta`,
        name: good,
        category: 'womens-fashion',
        price: '799',
        originalPrice: '1199',
        color: 'Indigo',
        stockQuantity: '8',
      },
      { slug: `${word.toLowerCase()}-dupatta`, color: 'Mustard', stockQuantity: '5' },
      {
        slug: `${word.toLowerCase()}-stole`,
        name: bad,
        category: 'accessories',
        price: '-40',
        color: 'Red',
        stockQuantity: '3',
      },
    ];
    const csv = [
      PRODUCT_CSV_COLUMNS.join(','),
      ...rows.map((row) => PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? '').join(',')),
    ].join('\n');

    await openProducts(page);
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await expect(page).toHaveURL('/admin/products/import');
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await expect(page.getByText('Choose a CSV file to import')).toBeVisible();

    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'new-stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Preview changes' }).click();
    await expect(page.getByRole('heading', { name: 'What new-stock.csv will change' })).toBeVisible();
    await expect(page.getByText('Nothing has been changed yet.', { exact: false })).toBeVisible();
    const preview = page.getByRole('region', { name: 'Preview' });
    // Refusals first: the bad row with its number (the header is row 1) and the reason.
    const refused = preview.getByRole('listitem').filter({ hasText: bad });
    await expect(refused).toContainText('Refused');
    await expect(refused).toContainText(/Row 4: .*price/i);
    await preview.getByRole('button', { name: /^All/ }).click();
    await expect(preview.getByRole('listitem').filter({ hasText: good })).toContainText('New');
    await expect(preview.getByRole('listitem').filter({ hasText: good })).toContainText('Rows 2–3');
    await shootAtWidths(
      page,
      `${testInfo.project.name}-admin-import-preview`,
      testInfo,
      testInfo.project.name === 'desktop' ? [360, 390, 1440] : [],
    );

    await page.getByRole('button', { name: 'Import 1 product' }).click();
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible({ timeout: 30_000 });
    const report = page.getByRole('region', { name: 'Import report' });
    await expect(report.getByRole('listitem').filter({ hasText: bad })).toContainText(/Row 4: .*price/i);
    await report.getByRole('button', { name: /^Created/ }).click();
    await expect(report.getByRole('listitem').filter({ hasText: good })).toContainText('Created');
    await shootAtWidths(
      page,
      `${testInfo.project.name}-admin-import-report`,
      testInfo,
      testInfo.project.name === 'desktop' ? [360, 390, 1440] : [],
    );

    await page.getByRole('button', { name: 'Back to products' }).click();
    await openProducts(page, word);
    await expect(productRow(page, good)).toBeVisible();
    await expect(
      productRow(page, good).getByRole('button', { name: `Stock of ${good}: 13 in 2 variants. Change` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: bad, exact: true })).toHaveCount(0);
  });

  test('an admin saving a form over changes made meanwhile is told what changed, reloads the product, and saves on top of it', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const word = testInfo.project.name === 'phone' ? 'Velmora' : 'Ketharin';
    const name = `${word} Mul Cotton Saree`;
    const headers = await adminHeaders(request);
    const made = await request.post('/api/admin/products', {
      headers,
      data: {
        name,
        categorySlug: 'womens-fashion',
        price: 2499,
        sizes: [],
        colors: ['Red', 'Green'],
        variants: [
          { color: 'Red', stockQuantity: 4 },
          { color: 'Green', stockQuantity: 6 },
        ],
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const id = (await made.json()).data.id as number;

    await logInAsAdmin(page);
    await page.goto(`/admin/products/${id}`);
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    // Meanwhile another admin features it and counts the red ones again.
    expect(
      (await request.put(`/api/admin/products/${id}/status`, { headers, data: { featured: true } })).status(),
    ).toBe(200);
    expect(
      (
        await request.put(`/api/admin/products/${id}/stock`, {
          headers,
          data: { variants: [{ color: 'Red', stockQuantity: 9 }] },
        })
      ).status(),
    ).toBe(200);

    await page.getByLabel('Name', { exact: true }).fill(`${name} Set`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This product was changed meanwhile' });
    await expect(alert).toContainText(
      'This product was changed meanwhile (featured, stock of Red). Reload to see the changes.',
    );
    await expect(alert.getByRole('listitem')).toHaveText(['featured (no → yes)', 'stock of Red (4 → 9)']);
    await expect(alert).toBeFocused();
    await expect(page).toHaveURL(`/admin/products/${id}`);
    await expectNoSeriousA11yViolations(page);
    await shootAtWidths(
      page,
      `${testInfo.project.name}-admin-product-form-changed-meanwhile`,
      testInfo,
      testInfo.project.name === 'desktop' ? [360, 390, 1440] : [],
      { fullPage: false },
    );

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(page.getByRole('switch', { name: /^Featured/ })).toBeChecked();
    await expect(page.getByLabel('Stock of Red', { exact: true })).toHaveValue('9');
    await page.getByLabel('Name', { exact: true }).fill(`${name} Set`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, `${name} Set saved`)).toBeVisible();
    const saved = (await (await request.get(`/api/admin/products/${id}`, { headers })).json()).data;
    expect(saved).toMatchObject({ name: `${name} Set`, featured: true, stockQuantity: 15 });
  });

  test('screenshots of the products table and the product form, new and edit', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'The desktop run takes them at every width');
    test.setTimeout(90_000);
    await logInAsAdmin(page);
    await openProducts(page);
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').nth(1)).toBeVisible();
    await shootAtWidths(page, 'admin-products', testInfo, [360, 390, 1440]);

    await page.goto('/admin/products/new');
    await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();
    await shootAtWidths(page, 'admin-product-form-new', testInfo, [360, 390, 1440]);

    await page.goto('/admin/products/1');
    await expect(page.getByRole('heading', { name: /^Edit / })).toBeVisible();
    await shootAtWidths(page, 'admin-product-form-edit', testInfo, [360, 390, 1440]);
  });
});
