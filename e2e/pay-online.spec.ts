import type { APIRequestContext, Page } from '@playwright/test';
import { logInAsAdmin, logInByPhone, registerShopper, type Shopper } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/orders';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * Paying online on a phone, through the Razorpay stand-in the test server pays through
 * (playwright.config.ts): checkout sends the shopper to its payment page and back to a paid
 * order; a failed payment offers to try again; a cancelled paid order shows its refund on the way.
 */

/** Products no other spec buys, so their stock is this file's own. */
const SLUGS = ['premium-sneakers', 'kids-rainbow-hoodie'];
const STAND_IN = process.env.E2E_STAND_IN_URL!;

const fromTop = (page: Page) => ({ prepare: () => page.evaluate(() => window.scrollTo(0, 0)) });
const standIn = (request: APIRequestContext, settings: Record<string, boolean>) =>
  request.post(`${STAND_IN}/control`, { data: settings });

async function fillCart(request: APIRequestContext, shopper: Shopper) {
  const product = (await (await request.get(`/api/products/slug/${SLUGS[0]}`)).json()).data as {
    id: number;
    variants: { size: string; color: string; stockQuantity: number }[];
  };
  const variant = product.variants.sort((a, b) => b.stockQuantity - a.stockQuantity)[0]!;
  const added = await request.post('/api/cart/add', {
    headers: shopper.headers,
    data: { productId: product.id, quantity: 1, size: variant.size || undefined, color: variant.color || undefined },
  });
  expect(added.status(), await added.text()).toBe(200);
}

test.describe('Pay online', () => {
  test.describe.configure({ timeout: 120_000 });

  test('checkout → the payment page → back to a paid order', async ({ page, request }, testInfo) => {
    test.skip(!isPhone(testInfo), 'a phone’s walk; screens at 1440 px are taken on the way');
    const shopper = await registerShopper(request, { firstName: 'Meera' });
    await fillCart(request, shopper);
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');

    await test.step('checkout offers online payment first, and says why cash is not offered for a PIN code', async () => {
      await page.goto('/checkout');
      const form = main(page);
      await form.getByLabel('Full name').fill('Meera Nair');
      await form.getByLabel('Mobile number').fill(shopper.phone);
      await form.getByLabel(/Address line 1/).fill('14, Marine Drive');
      await form.getByLabel('City').fill('Kochi');
      await form.getByLabel('State / union territory').selectOption('Kerala');
      await form.getByLabel('PIN code').fill('682001');
      const payments = form.getByRole('group', { name: 'Payment method' });
      await expect(payments.getByRole('radio').first()).toHaveAccessibleName(/Pay online/);
      await expect(payments.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
      await expect(payments).toContainText('Not available for PIN code 682001.');
      await payments.getByRole('radio', { name: /Pay online/ }).check();
      await shootAtWidths(page, 'checkout-online', testInfo, [...WIDTHS], fromTop(page));
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: 'Place Order' }).click();
    });

    await test.step('the stand-in’s page asks for the order’s total; Pay brings the shopper back to a paid order', async () => {
      await page.waitForURL(`${STAND_IN}/pay/**`);
      await expect(page.getByText(/Amount: ₹/)).toBeVisible();
      await page.getByRole('button', { name: /^Pay ₹/ }).click();
      await page.waitForURL(/\/orders\/\d+$/);
      const paid = main(page)
        .getByRole('status')
        .filter({ hasText: /Paid ₹[\d,.]+ online/ });
      await expect(paid).toBeVisible();
      await expect(main(page).getByRole('list', { name: 'Payments and refunds' })).toContainText(
        /Payment received.*pay_/s,
      );
      await expect(main(page).getByText('Confirmed').first()).toBeVisible();
      await shootAtWidths(page, 'order-online-paid', testInfo, [...WIDTHS], fromTop(page));
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('cancelled, the order shows its refund on the way until the gateway says it is done', async () => {
      await standIn(request, { holdRefunds: true });
      try {
        await main(page).getByRole('button', { name: 'Cancel Order' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'Cancel Order' }).click();
        const refunding = main(page)
          .getByRole('status')
          .filter({ hasText: /Refund of ₹[\d,.]+ on its way/ });
        await expect(refunding).toBeVisible();
        await expect(main(page).getByRole('list', { name: 'Payments and refunds' })).toContainText(
          /Refund on its way.*rfnd_/s,
        );
        await shootAtWidths(page, 'order-online-refund-pending', testInfo, [...WIDTHS], fromTop(page));
      } finally {
        await standIn(request, { holdRefunds: false });
      }
    });
  });

  test('a failed payment offers to try again, and the second try pays', async ({ page, request }, testInfo) => {
    test.skip(!isPhone(testInfo), 'a phone’s walk');
    const shopper = await registerShopper(request, { firstName: 'Kabir' });
    const order = await placeOrder(request, shopper, SLUGS.slice(1), undefined, 'ONLINE');
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');
    await page.goto(`/orders/${order.id}`);
    const box = main(page).getByRole('region', { name: 'Waiting for your payment' });
    await expect(box).toBeVisible();
    await expect(box).toContainText(/Pay by \d{1,2} \w{3} \d{4}/);
    await shootAtWidths(page, 'order-online-pending', testInfo, [...WIDTHS], fromTop(page));

    await box.getByRole('button', { name: /^Pay ₹[\d,.]+ now$/ }).click();
    await page.waitForURL(`${STAND_IN}/pay/**`);
    await page.getByRole('button', { name: 'Fail this payment' }).click();
    await expect(page.getByRole('alert')).toContainText('Payment failed');
    await page.getByRole('link', { name: 'Return to the shop' }).click();
    await page.waitForURL(/\/orders\/\d+$/);

    const failed = main(page).getByRole('region', { name: 'Your payment did not go through' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('declined by the bank');
    await shootAtWidths(page, 'order-online-failed', testInfo, [...WIDTHS], fromTop(page));
    await expectNoSeriousA11yViolations(page);

    await failed.getByRole('button', { name: /^Try again/ }).click();
    await page.waitForURL(`${STAND_IN}/pay/**`);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/orders\/\d+$/);
    await expect(
      main(page)
        .getByRole('status')
        .filter({ hasText: /Paid ₹[\d,.]+ online/ }),
    ).toBeVisible();

    await test.step('the admin sees both attempts with their gateway ids', async () => {
      const context = await page.context().browser()!.newContext();
      const admin = await context.newPage();
      await logInAsAdmin(admin);
      await admin.goto(`/admin/orders/${order.id}`);
      const list = admin.getByRole('list', { name: 'Payments and refunds' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list).toContainText(/Payment failed.*pay_.*Payment received.*pay_/s);
      await admin.getByRole('button', { name: 'Refund…' }).click();
      await expect(admin.getByRole('form', { name: 'Refund' })).toContainText('through the payment gateway');
      await shootAtWidths(admin, 'admin-order-online-refund', testInfo, [...WIDTHS]);
      await expectNoSeriousA11yViolations(admin);
      await context.close();
    });
  });
});
