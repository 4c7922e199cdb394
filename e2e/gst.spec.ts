import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { adminHeaders, logInAsAdmin, logInByPhone, registerShopper, type Shopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addToCart } from './support/orders';
import { savePdfPicture } from './support/pdf';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * A shop registered for GST: the second test store (playwright.config.ts) runs with TAX_MODE=gst.
 * Its cart and checkout say the prices include GST and add nothing; a confirmed order's page gives
 * the numbered tax invoice as a PDF; the admin orders screen exports the GST files.
 */
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}` });

/** Full-page pictures from the top, so the sticky header sits where a shopper sees it. */
const fromTop = (page: Page) => ({ prepare: () => page.evaluate(() => window.scrollTo(0, 0)) });

/** A piece at 18% (₹2,999 sneakers, over the ₹2,500 slab) and one at 5% (a ₹1,499 dress). */
const SLUGS = ['premium-sneakers', 'elegant-summer-dress'];

async function fillCart(request: APIRequestContext, shopper: Shopper) {
  for (const slug of SLUGS) expect(await addToCart(request, shopper, slug), slug).toBe(true);
}

test.describe('A shop that charges GST', () => {
  test.describe.configure({ timeout: 120_000 });

  test('cart and checkout say the prices include GST; the order page gives the tax invoice as a PDF', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'a phone’s walk; the screens at 1440 px are taken on the way');
    const shopper = await registerShopper(request, { firstName: 'Meera' });
    await fillCart(request, shopper);
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');

    await page.goto('/cart');
    const cartTotals = main(page);
    await expect(cartTotals.getByText('Includes GST').first()).toBeVisible();
    await expect(cartTotals.getByText(/^Tax \(/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shootAtWidths(page, 'gst-cart', testInfo, [...WIDTHS], fromTop(page));

    await page.goto('/checkout');
    await expect(main(page).getByText('Includes GST').first()).toBeVisible();
    await expect(main(page).getByText(/^Tax \(/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shootAtWidths(page, 'gst-checkout', testInfo, [...WIDTHS], fromTop(page));

    // The order is placed from the same cart, across states (IGST), and the shop confirms it.
    const placed = await request.post('/api/orders/create', {
      headers: shopper.headers,
      data: {
        shippingAddress: {
          fullName: 'Meera Sharma',
          phone: shopper.phone,
          line1: '221, 4th Cross, Indiranagar',
          city: 'Bengaluru',
          state: 'Karnataka',
          pinCode: '560038',
        },
        paymentMethod: 'COD',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()).data as { id: number; orderNumber: string; totalAmount: number };
    const confirmed = await request.put(`/api/admin/orders/${order.id}/status`, {
      headers: await adminHeaders(request),
      data: { status: 'CONFIRMED' },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    await page.goto(`/orders/${order.id}`);
    const payment = main(page).getByRole('region', { name: 'Payment' });
    const button = payment.getByRole('button', { name: /Download invoice \(PDF\)/ });
    await expect(button).toContainText(/INV\/\d{2}-\d{2}\/\d{6}/);
    await expect(main(page).getByRole('region', { name: 'Price Details' })).toContainText('Includes GST');
    await expectNoSeriousA11yViolations(page);
    await shootAtWidths(page, 'gst-order', testInfo, [...WIDTHS], fromTop(page));
    const download = page.waitForEvent('download');
    await button.click();
    const invoice = await download;
    expect(invoice.suggestedFilename()).toMatch(/^invoice-INV-\d{2}-\d{2}-\d{6}\.pdf$/);
    const pdf = await savePdfPicture(invoice, 'invoice-gst-mode', testInfo);
    expect(pdf.length).toBeGreaterThan(5_000);
  });

  test('the admin orders screen exports the sales register and the GST summary', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'the back office’s exports; its screens are shot at every width');
    await logInAsAdmin(page);
    await page.goto('/admin/orders');
    const panel = page.getByRole('region', { name: 'Exports for your accountant' });
    for (const name of ['Orders (line by line)', 'Payments and refunds', 'Sales register', 'GST summary (B2C)'])
      await expect(panel.getByRole('button', { name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootAtWidths(page, 'admin-exports-gst', testInfo, [...WIDTHS], {
      prepare: () => panel.scrollIntoViewIfNeeded(),
      fullPage: false,
    });
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Sales register' }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^sales-register-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
