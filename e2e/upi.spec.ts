import type { APIRequestContext, Page } from '@playwright/test';
import { logInAsAdmin, logInByPhone, registerShopper, type Shopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { isPhone, main, toast } from './support/store';

/**
 * Paying by UPI on a phone: checkout offers it (the test server has the shop's UPI ID), the
 * order's page gives the upi:// link of the order's exact amount and its QR code, takes the
 * 12-digit reference, and the admin sees that reference and marks the order paid.
 */

/** playwright.config.ts gives the test server this payee. */
const UPI_ID = 'kuberfashion.test@okicici';

/** Full-page pictures from the top, so the sticky header sits where a shopper sees it. */
const fromTop = (page: Page) => ({ prepare: () => page.evaluate(() => window.scrollTo(0, 0)) });

/** Products no other spec buys, so their stock is this file's own. */
const SLUGS = ['silk-blouse', 'leather-crossbody-bag'];

/** One piece of the first of SLUGS with a size and colour in stock, into the shopper's cart. */
async function fillCart(request: APIRequestContext, shopper: Shopper) {
  for (const slug of SLUGS) {
    const product = (await (await request.get(`/api/products/slug/${slug}`)).json()).data as {
      id: number;
      variants: { size: string; color: string; stockQuantity: number }[];
    };
    const variant = product.variants.find((v) => v.stockQuantity > 0);
    if (!variant) continue;
    const added = await request.post('/api/cart/add', {
      headers: shopper.headers,
      data: { productId: product.id, quantity: 1, size: variant.size || undefined, color: variant.color || undefined },
    });
    expect(added.status(), await added.text()).toBe(200);
    return;
  }
  throw new Error(`None of ${SLUGS.join(', ')} has stock left`);
}

test.describe('Pay by UPI', () => {
  test.describe.configure({ timeout: 120_000 });

  test('checkout places a UPI order; its page gives the link and QR code, takes the UTR, and the admin marks it paid', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'paying by UPI is a phone’s walk; screens at 1440 px are taken on the way');
    const shopper = await registerShopper(request, { firstName: 'Ananya' });
    await fillCart(request, shopper);
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');

    await test.step('checkout offers Pay by UPI beside online payment, cash and WhatsApp', async () => {
      await page.goto('/checkout');
      const form = main(page);
      await form.getByLabel('Full name').fill('Ananya Rao');
      await form.getByLabel('Mobile number').fill(shopper.phone);
      await form.getByLabel(/Address line 1/).fill('221, 4th Cross, Indiranagar');
      await form.getByLabel('City').fill('Bengaluru');
      await form.getByLabel('State / union territory').selectOption('Karnataka');
      await form.getByLabel('PIN code').fill('560038');
      const payments = form.getByRole('group', { name: 'Payment method' });
      await expect(payments.getByRole('radio')).toHaveCount(4);
      await payments.getByRole('radio', { name: /Pay by UPI/ }).check();
      await shootAtWidths(page, 'checkout-upi', testInfo, [...WIDTHS], fromTop(page));
      await form.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
    });

    const orderId = Number(new URL(page.url()).pathname.split('/').at(-1));
    const order = (await (await request.get(`/api/orders/${orderId}`, { headers: shopper.headers })).json()).data as {
      orderNumber: string;
      totalAmount: number;
    };
    const pay = main(page).getByRole('region', { name: /^Pay ₹[\d,.]+ by UPI$/ });

    await test.step('the order’s page gives the UPI link of the order’s total and its QR code', async () => {
      await expect(page.getByRole('status').filter({ hasText: 'Order placed!' })).toContainText(
        'Pay for it by UPI below',
      );
      const link = pay.getByRole('link', { name: /^Pay ₹[\d,.]+ by UPI$/ });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href.startsWith('upi://pay?')).toBe(true);
      const params = new URLSearchParams(href.slice('upi://pay?'.length));
      expect(params.get('pa')).toBe(UPI_ID);
      expect(params.get('pn')).toBe('Kuber Fashion');
      expect(params.get('am')).toBe(order.totalAmount.toFixed(2));
      expect(params.get('cu')).toBe('INR');
      expect(params.get('tn')).toContain(order.orderNumber);
      expect(params.get('tr')).toBe(order.orderNumber);
      // The amount on the button is the order's total as the price details show it.
      await expect(main(page).getByRole('region', { name: 'Price Details' })).toContainText(
        (await link.innerText()).match(/₹[\d,.]+/)![0],
      );

      const qr = pay.getByRole('img', {
        name: `QR code to pay ${(await link.innerText()).match(/₹[\d,.]+/)![0]} by UPI to Kuber Fashion (${UPI_ID})`,
      });
      await expect(qr).toBeVisible();
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(200);
      await expect(pay).toContainText(UPI_ID);
      await expect(pay).toContainText('Kuber Fashion');
      // The floating chat button would sit on the box's right edge on a phone: the order page has none.
      await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveCount(0);
      // India time, in the store's format: '24 Nov 2026, 4:05 pm'.
      await expect(
        pay.getByText(/Please pay by \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m \(India time\)/i),
      ).toBeVisible();
      await shootAtWidths(page, 'order-upi-qr', testInfo, [...WIDTHS], fromTop(page));
    });

    await test.step('a wrong UTR is refused at the field; the right one is received', async () => {
      const utr = pay.getByLabel('UPI reference (UTR)');
      await utr.fill('41234567');
      await pay.getByRole('button', { name: 'Send reference' }).click();
      await expect(pay.getByText('Enter the 12-digit UPI reference (UTR) from your UPI app')).toBeVisible();
      await expect(utr).toHaveAttribute('aria-invalid', 'true');
      await utr.fill('412345678901');
      await pay.getByRole('button', { name: 'Send reference' }).click();
      await expect(pay.getByRole('status')).toContainText('Reference received, we will confirm your payment');
      await expect(pay.getByRole('status')).toContainText('412345678901');
      // Kept by the server: a reload shows it again.
      await page.reload();
      await expect(pay.getByRole('status')).toContainText('Reference received, we will confirm your payment');
    });

    await test.step('the admin finds it among UPI payments to check, with the reference, and marks it paid', async () => {
      const office = await browser.newContext({
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        viewport: { width: 1366, height: 900 },
      });
      const admin = await office.newPage();
      await logInAsAdmin(admin);
      await admin.goto('/admin/orders');
      await admin.getByRole('link', { name: 'UPI payments to check' }).click();
      await expect(admin).toHaveURL(/paymentMethod=UPI/);
      const row = admin.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: order.orderNumber });
      await expect(row).toContainText('Pay by UPI');
      await expect(row).toContainText('UTR 412345678901');
      await row.getByRole('link', { name: order.orderNumber }).click();
      const payment = main(admin).getByRole('region', { name: 'Payment' });
      await expect(payment).toContainText('412345678901');
      await expect(payment.getByRole('button', { name: 'Not received' })).toBeVisible();
      await shootAtWidths(admin, 'admin-order-upi', testInfo, [...WIDTHS], fromTop(admin));
      await payment.getByRole('button', { name: 'Mark as Paid' }).click();
      await expect(toast(admin, `Order ${order.orderNumber} is marked paid`)).toBeVisible();
      await expect(payment).toContainText(/Paid on \d{1,2} \w{3} \d{4}/);
      await expect(payment.getByRole('button', { name: 'Not received' })).toHaveCount(0);
      await office.close();

      // The shopper's page no longer asks for the payment.
      await page.reload();
      await expect(main(page).getByRole('heading', { name: `Order #${order.orderNumber}` })).toBeVisible();
      await expect(pay).toHaveCount(0);
    });
  });
});
