import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { adminHeaders, logInByPhone, registerShopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addToCart } from './support/orders';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { isPhone, main, parseRupees } from './support/store';

/**
 * Discount codes as the owner and a shopper meet them: the owner makes a code in the back office,
 * a shopper types it at checkout and sees the total fall by what it takes off (and a code the order
 * is too small for says why), and the order placed comes to what checkout showed.
 */

const fromTop = (page: Page) => ({ prepare: () => page.evaluate(() => window.scrollTo(0, 0)) });
/** The order summary's Total, in rupees. */
const summaryTotal = async (page: Page) =>
  parseRupees(
    await page
      .locator('section[aria-labelledby="summary-heading"] dl > div')
      .filter({ hasText: /^Total/ })
      .locator('dd')
      .innerText(),
  );

async function applyCode(field: Locator, apply: Locator, code: string) {
  await field.fill(code);
  await apply.click();
}

test.describe('Discount codes', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the owner makes a code; a shopper takes it at checkout and the total falls, a refused code saying why', async ({
    adminPage: page,
    browser,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo), 'one walk; the screens are taken at 360, 390 and 1440 px on the way');
    const code = `SAVE-${Date.now().toString(36).toUpperCase()}`;

    await test.step('the owner makes a code of ₹150 off', async () => {
      await page.goto('/admin/discount-codes');
      await expect(page.getByRole('heading', { name: 'Discount codes', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Make a code' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Make a discount code' });
      await dialog.getByLabel('Code').fill(code.toLowerCase());
      await dialog.getByLabel('Takes off').selectOption('FLAT');
      await dialog.getByLabel('Rupees off').fill('150');
      await expectNoSeriousA11yViolations(page);
      await shootAtWidths(page, 'admin-discount-code-form', testInfo, [...WIDTHS], { fullPage: false });
      await dialog.getByRole('button', { name: 'Make code' }).click();
      await expect(dialog).toBeHidden();
      // Saved as the shoppers will type it, in capitals, with no use yet.
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('₹150 off');
      await expect(row).toContainText('Active');
      await expectNoSeriousA11yViolations(page);
      await shootAtWidths(page, 'admin-discount-codes', testInfo, [...WIDTHS], fromTop(page));
    });

    // A code this order is far too small for, made through the API beside it.
    const big = `BIG-${Date.now().toString(36).toUpperCase()}`;
    const made = await request.post('/api/admin/discount-codes', {
      headers: await adminHeaders(request),
      data: { code: big, kind: 'PERCENT', value: 20, minOrder: 99_999 },
    });
    expect(made.status(), await made.text()).toBe(201);

    const shopper = await registerShopper(request, { firstName: 'Kavya' });
    expect(await addToCart(request, shopper, 'oxford-button-down-shirt')).toBe(true);
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 390, height: 844 },
    });
    const shop = await context.newPage();
    await shop.goto('/login');
    await logInByPhone(shop, shopper, '/user');
    await shop.goto('/checkout');
    const form = main(shop);
    const field = form.getByLabel('Discount code');
    const apply = form.getByRole('button', { name: 'Apply' });

    let shown = 0;
    await test.step('a code the order is too small for says why; the right one takes ₹150 off', async () => {
      await expect(field).toBeVisible();
      const before = await summaryTotal(shop);
      await applyCode(field, apply, big.toLowerCase());
      await expect(form.getByText('This code needs an order of ₹99,999 or more')).toBeVisible();
      expect(await summaryTotal(shop)).toBe(before);

      await applyCode(field, apply, ` ${code.toLowerCase()} `);
      await expect(form.getByRole('status').filter({ hasText: code })).toContainText('applied: ₹150 off');
      await expect(form.getByText(`Code ${code}`)).toBeVisible();
      // ₹150 off, and the tax on it when the shop adds tax on top.
      await expect.poll(() => summaryTotal(shop)).toBeLessThanOrEqual(before - 150);
      shown = await summaryTotal(shop);
      await expectNoSeriousA11yViolations(shop);
      await shootAtWidths(shop, 'checkout-discount-code', testInfo, [...WIDTHS], fromTop(shop));
    });

    await test.step('the order placed comes to what checkout showed, and names the code', async () => {
      await form.getByLabel('Full name').fill('Kavya Iyer');
      await form.getByLabel('Mobile number').fill(shopper.phone);
      await form.getByLabel(/Address line 1/).fill('12, MG Road');
      await form.getByLabel('PIN code').fill('495001');
      await expect(form.getByLabel('City')).toHaveValue(/\S/);
      await form.getByRole('button', { name: 'Place Order' }).click();
      await expect(shop.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
      await expect(main(shop).getByText(`Code ${code}`)).toBeVisible();
      await expect(
        main(shop)
          .getByText(/^−₹150$/)
          .first(),
      ).toBeVisible();
      const placed = (await (await request.get('/api/orders/my-orders', { headers: shopper.headers })).json()).data
        .data[0] as {
        totalAmount: number;
        discountCode: string;
      };
      expect(placed).toMatchObject({ discountCode: code, totalAmount: shown });
    });

    await test.step('the owner sees the use and the money it gave away', async () => {
      await page.reload();
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('₹150');
      await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    });
    await context.close();
  });
});
