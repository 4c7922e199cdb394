import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logInAsAdmin, logInByPhone, registerShopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/orders';
import { savePdfPicture } from './support/pdf';
import { shoot, WIDTHS } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * Running orders from the admin area: the list with its search and a status per row, an
 * order's page (history with who and when, payment, the shopper, printing), and what the
 * shopper sees of it on their own order page.
 */

/** Each project buys products of its own, so the two never race for the same stock. */
const productsFor = (testInfo: TestInfo) =>
  isPhone(testInfo) ? ['kids-rainbow-hoodie', 'athletic-running-shorts'] : ['elegant-summer-dress', 'premium-sneakers'];

/** The order's row on a laptop, its card on a phone. */
function orderRow(page: Page, testInfo: TestInfo, orderNumber: string) {
  return isPhone(testInfo)
    ? page.getByRole('list', { name: 'Orders' }).getByRole('listitem').filter({ hasText: orderNumber })
    : page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: orderNumber });
}

test.describe('Admin orders', () => {
  // Shoppers sign up and order, and a second browser logs in, on a machine shared with the other tests.
  test.describe.configure({ timeout: 120_000 });

  test('an admin ships an order, and the shopper’s order page shows Shipped with its time', async ({
    adminPage: page,
    browser,
    request,
  }, testInfo) => {
    const shopper = await registerShopper(request, { firstName: 'Kavya' });
    const order = await placeOrder(request, shopper, productsFor(testInfo), 'Please call before delivery');

    await page.goto('/admin/orders');
    await page.getByLabel('Search orders').fill(order.orderNumber);
    await expect(page).toHaveURL(`/admin/orders?q=${order.orderNumber}`);
    const row = orderRow(page, testInfo, order.orderNumber);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(shopper.email);
    await expect(row).toContainText('Cash on Delivery');
    await row.getByRole('combobox', { name: `Status of order ${order.orderNumber}` }).selectOption('SHIPPED');
    const asked = page.getByRole('dialog', { name: `Mark order ${order.orderNumber} as shipped?` });
    await expect(asked).toContainText('The shopper is told by mail.');
    await expectNoSeriousA11yViolations(page);
    await asked.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByText(`Order ${order.orderNumber} is now shipped`)).toBeVisible();

    await row.getByRole('link', { name: order.orderNumber }).click();
    await expect(page).toHaveURL(`/admin/orders/${order.id}`);
    await expect(page.getByRole('heading', { name: `Order #${order.orderNumber}`, level: 1 })).toBeVisible();
    const history = main(page).getByRole('region', { name: 'Order History' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').last()).toContainText(/Shipped.*by Demo Admin/s);
    await expect(main(page).getByRole('region', { name: "Shopper's Note" })).toContainText(
      'Please call before delivery',
    );
    const shopperPanel = main(page).getByRole('region', { name: 'Shopper', exact: true });
    await expect(shopperPanel).toContainText(shopper.email);
    await expect(shopperPanel.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/91${shopper.phone}\\?text=`),
    );
    // The order page asks as the list does.
    const changeStatus = main(page).getByRole('region', { name: 'Change status' });
    await changeStatus.getByLabel('New status').selectOption('DELIVERED');
    await changeStatus.getByRole('button', { name: 'Update Status' }).click();
    const delivered = page.getByRole('dialog', { name: `Mark order ${order.orderNumber} as delivered?` });
    await expect(delivered).toContainText('The cash is marked collected: the payment becomes paid.');
    await expectNoSeriousA11yViolations(page);
    await delivered.getByRole('button', { name: 'Keep it as it is' }).click();
    await expect(delivered).toBeHidden();

    // The shopper, in a browser of their own, sees the new status and when it shipped.
    const theirs = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const shopperPage = await theirs.newPage();
    await shopperPage.goto('/login');
    await logInByPhone(shopperPage, shopper, '/user');
    await shopperPage.goto(`/orders/${order.id}`);
    await expect(shopperPage.getByRole('heading', { name: `Order #${order.orderNumber}` })).toBeVisible();
    await expect(main(shopperPage).getByText('Shipped', { exact: true }).first()).toBeVisible();
    await expect(main(shopperPage).getByRole('region', { name: 'Payment' })).toContainText(
      /Shipped on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}\s?[ap]m/i,
    );
    await expect(
      main(shopperPage).getByRole('region', { name: 'Order History' }).getByRole('listitem').last(),
    ).toContainText('by Demo Admin');
    await expect(main(shopperPage).getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    await theirs.close();
  });

  test('cancelling from the list asks first; the order page records payment, saves the invoice and prints a packing slip', async ({
    adminPage: page,
    request,
  }, testInfo) => {
    const shopper = await registerShopper(request, { firstName: 'Arjun' });
    const toCancel = await placeOrder(request, shopper, productsFor(testInfo));
    const toPay = await placeOrder(request, shopper, productsFor(testInfo));

    await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
    const row = orderRow(page, testInfo, toCancel.orderNumber);
    await row.getByRole('combobox', { name: `Status of order ${toCancel.orderNumber}` }).selectOption('CANCELLED');
    const dialog = page.getByRole('dialog', { name: `Cancel order ${toCancel.orderNumber}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it as it is' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByRole('combobox')).toHaveValue('PENDING');
    await row.getByRole('combobox').selectOption('CANCELLED');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Order ${toCancel.orderNumber} is now cancelled`)).toBeVisible();
    await expect(row.getByRole('combobox')).toHaveValue('CANCELLED');

    await page.getByLabel('Status', { exact: true }).selectOption('CANCELLED');
    await expect(orderRow(page, testInfo, toPay.orderNumber)).toHaveCount(0);
    await expect(orderRow(page, testInfo, toCancel.orderNumber)).toHaveCount(1);

    await page.goto(`/admin/orders/${toPay.id}`);
    const payment = main(page).getByRole('region', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(payment).toContainText(/Paid on \d/);
    await expect(main(page).getByRole('region', { name: 'Order History' }).getByRole('listitem').last()).toContainText(
      'Payment received',
    );

    // The invoice is the store's PDF (decision 028), saved from the payment panel.
    const download = page.waitForEvent('download');
    await payment.getByRole('button', { name: 'Download invoice (PDF)' }).click();
    const invoice = await download;
    expect(invoice.suggestedFilename()).toBe(`invoice-${toPay.orderNumber}.pdf`);
    if (!isPhone(testInfo)) await savePdfPicture(invoice, 'invoice-added-mode', testInfo);

    // Printing opens the browser's dialog on the packing slip alone; here the dialog is a no-op.
    await page.evaluate(() => (window.print = () => undefined));
    await page.getByRole('button', { name: 'Print Packing Slip' }).click();
    const slip = page.getByRole('article', { name: 'Packing slip', includeHidden: true });
    await expect(slip).toContainText(toPay.orderNumber);
    await page.emulateMedia({ media: 'print' });
    await expect(slip).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    if (!isPhone(testInfo)) await shoot(page, 'admin-packing-slip-print', testInfo);
    await page.emulateMedia({ media: 'screen' });
    await expect(slip).toBeHidden();
  });

  test('screenshots of the orders list, its status confirmation and an order at 360, 390 and 1440 px', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo), 'widths are set here; taken once, from the desktop project');
    const shopper = await registerShopper(request, { firstName: 'Ishaan' });
    const order = await placeOrder(
      request,
      shopper,
      productsFor(testInfo),
      'Leave it with the guard if nobody is home',
    );
    await logInAsAdmin(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      await page.goto('/admin/orders');
      await expect(page.getByText(/^Showing /)).toBeVisible();
      await shoot(page, `admin-orders-${width}`, testInfo);
      // The window as the admin sees it: the question over the list.
      await page.getByRole('combobox', { name: `Status of order ${order.orderNumber}` }).selectOption('CANCELLED');
      const asked = page.getByRole('dialog', { name: `Cancel order ${order.orderNumber}?` });
      await expect(asked).toBeVisible();
      await shoot(page, `admin-orders-status-${width}`, testInfo, false);
      await asked.getByRole('button', { name: 'Keep it as it is' }).click();
      await expect(asked).toBeHidden();
      await page.goto(`/admin/orders/${order.id}`);
      await expect(page.getByRole('heading', { name: `Order #${order.orderNumber}` })).toBeVisible();
      await shoot(page, `admin-order-${width}`, testInfo);
    }
  });
});
