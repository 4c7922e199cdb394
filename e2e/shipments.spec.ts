import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logInByPhone, registerShopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/orders';
import { savePdfPicture } from './support/pdf';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * Parcels: the owner packs an order and hands it to a courier with its AWB, the shopper follows
 * the courier's link from their order page and tracks the order without logging in; and the
 * owner ticks orders on the list to save the CSV a courier's panel takes and ship them at once.
 */

const SLUGS = ['denim-jacket', 'classic-cotton-t-shirt'];
const widths = [...WIDTHS];

test.describe('Shipments', () => {
  test.describe.configure({ timeout: 150_000 });

  test('the owner packs and ships an order; the shopper follows its link and tracks it without logging in', async ({
    adminPage: page,
    browser,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo), 'the back office is walked on the desktop; pictures are taken at phone widths there');
    const shopper = await registerShopper(request, { firstName: 'Meera' });
    const order = await placeOrder(request, shopper, SLUGS);
    const awb = `E2E${Date.now()}`;

    await page.goto(`/admin/orders/${order.id}`);
    const panel = main(page).getByRole('region', { name: 'Shipments' });
    const packForm = panel.getByRole('form', { name: 'Pack a parcel' });
    await expect(packForm).toContainText('1 of 1 left to pack');
    await packForm.getByLabel('Courier (optional)').selectOption({ label: 'Delhivery' });
    await packForm.getByLabel('AWB number (optional)').fill(awb);
    await packForm.getByRole('button', { name: 'Pack 1 Item(s)' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Parcel packed' })).toBeVisible();
    const parcel = panel.getByRole('listitem').filter({ hasText: 'Parcel 1' });
    await expect(parcel).toContainText('Packed');
    await expect(packForm).toHaveCount(0);
    await shootAtWidths(page, 'admin-shipments-panel-packed', testInfo, widths);
    await expectNoSeriousA11yViolations(page);

    await parcel.getByRole('button', { name: 'Ship Parcel 1' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Parcel 1 shipped: the shopper is mailed the link' }),
    ).toBeVisible();
    await expect(parcel).toContainText('On its way');
    const link = `https://www.delhivery.com/track/package/${awb}`;
    await expect(parcel.getByRole('link', { name: 'Track' })).toHaveAttribute('href', link);
    await expect(main(page).getByText('Shipped', { exact: true }).first()).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Order History' })).toContainText(
      'Parcel handed to the courier',
    );
    await shootAtWidths(page, 'admin-shipments-panel-shipped', testInfo, widths);

    // The shopper, in a browser of their own, sees the parcel and its link.
    const theirs = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const shopperPage = await theirs.newPage();
    await shopperPage.goto('/login');
    await logInByPhone(shopperPage, shopper, '/user');
    await shopperPage.goto(`/orders/${order.id}`);
    const parcels = main(shopperPage).getByRole('region', { name: 'Shipments' });
    await expect(parcels).toContainText(`Delhivery · AWB ${awb}`);
    await expect(parcels.getByRole('link', { name: /Track with Delhivery/ })).toHaveAttribute('href', link);
    await shootAtWidths(shopperPage, 'order-page-shipment', testInfo, widths);
    await expectNoSeriousA11yViolations(shopperPage);
    await theirs.close();

    // Anyone with the order number and the phone it was placed with, not logged in.
    const visitor = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const trackPage = await visitor.newPage();
    await trackPage.goto('/track-order');
    await expect(trackPage.getByRole('heading', { name: 'Track Your Order', level: 1 })).toBeVisible();
    await expect(main(trackPage).getByRole('link', { name: 'Log in to see all your orders' })).toBeVisible();
    const form = main(trackPage).getByRole('form', { name: 'Find your order' });
    await form.getByRole('button', { name: 'Track Order' }).click();
    await expect(form).toContainText('Please enter the order number');
    await form.getByLabel('Order number').fill(order.orderNumber);
    await form.getByLabel('Mobile number or email').fill('9000000001');
    await form.getByRole('button', { name: 'Track Order' }).click();
    await expect(form.getByRole('alert')).toContainText('We could not find an order with that number');
    await shootAtWidths(trackPage, 'track-order-form', testInfo, widths);
    await expectNoSeriousA11yViolations(trackPage);

    await form.getByLabel('Mobile number or email').fill(shopper.phone);
    await form.getByRole('button', { name: 'Track Order' }).click();
    const found = main(trackPage).getByRole('region', { name: 'Order summary' });
    await expect(found).toContainText(`Order #${order.orderNumber}`);
    await expect(found).toContainText('Shipped');
    await expect(found).toContainText('Delivering to Bilaspur 495001');
    const tracked = main(trackPage).getByRole('region', { name: 'Shipments' });
    await expect(tracked.getByRole('link', { name: /Track with Delhivery/ })).toHaveAttribute('href', link);
    await expect(main(trackPage).getByRole('region', { name: 'Order History' })).toContainText(
      'Parcel handed to the courier',
    );
    // Nothing of the account: no name, street or email.
    await expect(main(trackPage)).not.toContainText('MG Road');
    await expect(main(trackPage)).not.toContainText(shopper.email);
    await shootAtWidths(trackPage, 'track-order-result', testInfo, widths);
    await expectNoSeriousA11yViolations(trackPage);
    await visitor.close();
  });

  test('the owner ticks two orders, saves their courier CSV and ships them at once', async ({
    adminPage: page,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo), 'the back office is walked on the desktop; pictures are taken at phone widths there');
    const shopper = await registerShopper(request, { firstName: 'Rohan' });
    const first = await placeOrder(request, shopper, SLUGS);
    const second = await placeOrder(request, shopper, SLUGS);

    await page.goto(`/admin/orders?q=${encodeURIComponent(shopper.email)}`);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await table.getByRole('checkbox', { name: `Select order ${first.orderNumber}` }).check();
    await table.getByRole('checkbox', { name: `Select order ${second.orderNumber}` }).check();
    await expect(table.getByRole('checkbox', { name: 'Select every order on this page' })).toBeChecked();
    const bar = page.getByRole('region', { name: 'Selected orders' });
    await expect(bar).toContainText('2 orders selected');
    // As seen: the bar stays at the foot of the window while orders are ticked.
    await shootAtWidths(page, 'admin-orders-bulk-bar', testInfo, widths, { fullPage: false });
    await expectNoSeriousA11yViolations(page);

    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Courier CSV' }).click();
    const csv = readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split('\n');
    expect(header).toBe(
      'Order number,Name,Phone,Address line 1,Address line 2,City,State,PIN code,Weight (grams),COD amount,Product description',
    );
    expect(rows).toHaveLength(2);
    for (const order of [first, second]) {
      const row = rows.find((r) => r.startsWith(order.orderNumber))!;
      expect(row).toContain(`,${shopper.phone},"12, MG Road",,Bilaspur,Chhattisgarh,495001,500,`);
      expect(row).toContain(`,${order.totalAmount.toFixed(2)},`);
    }

    // Their packing slips and invoices: one PDF to print.
    const papers = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Print Slips & Invoices' }).click();
    const pdf = await papers;
    expect(pdf.suggestedFilename()).toMatch(/^packing-slips-\d{4}-\d{2}-\d{2}\.pdf$/);
    await savePdfPicture(pdf, 'admin-orders-bulk-papers', testInfo);

    await bar.getByRole('button', { name: 'Mark Shipped' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ship 2 orders' });
    await dialog.getByLabel('Courier').selectOption({ label: 'Blue Dart' });
    await dialog.getByLabel(`AWB for ${first.orderNumber}`).fill(`BD${Date.now()}`);
    await dialog.getByRole('button', { name: 'Ship 2 Orders' }).click();
    await expect(dialog).toContainText('Please enter the AWB number');
    await dialog.getByLabel(`AWB for ${second.orderNumber}`).fill(`BD${Date.now() + 1}`);
    await dialog.getByRole('button', { name: 'Ship 2 Orders' }).click();
    const done = page.getByRole('dialog', { name: 'Shipping done' });
    await expect(done).toContainText(`Shipped ${first.orderNumber}, ${second.orderNumber}`);
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(bar).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: first.orderNumber }).getByRole('combobox')).toHaveValue(
      'SHIPPED',
    );

    // The couriers the shop keeps: the seven a new store starts with.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Couriers' }).click();
    const couriers = main(page).getByRole('region', { name: 'Couriers' });
    await expect(couriers.getByRole('listitem')).toHaveCount(7);
    await expect(couriers.getByRole('switch', { name: 'Offer Shadowfax for new parcels' })).toBeChecked();
    const add = main(page).getByRole('region', { name: 'Add a courier' });
    await add.getByLabel('Tracking link pattern').fill('http://track.example.in/');
    await add.getByRole('button', { name: 'Add Courier' }).click();
    await expect(add).toContainText('Please enter the courier’s name');
    await expect(add).toContainText('The tracking link pattern must contain {awb}');
    await shootAtWidths(page, 'admin-couriers', testInfo, widths);
    await expectNoSeriousA11yViolations(page);
  });
});
