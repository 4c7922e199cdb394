import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { adminHeaders, logInAsAdmin, logInByPhone, uniqueWord, type Shopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shippingAddressOf } from './support/orders';
import { shootAtWidths } from './support/screenshots';
import { isPhone, main, productPhoto, toast } from './support/store';

/**
 * Reviews by people who bought: a shopper whose order was delivered reviews it with a photo from
 * the order page, the owner publishes it, and the product page shows it, counted in its rating.
 */

const SLUG = 'linen-blend-casual-shirt';
const SHOTS = [360, 390, 1440];

interface Summary {
  average: number;
  count: number;
}

async function productOf(request: APIRequestContext) {
  return (await (await request.get(`/api/products/slug/${SLUG}`)).json()).data as {
    id: number;
    name: string;
    variants: { size: string; color: string; stockQuantity: number }[];
  };
}

const summaryOf = async (request: APIRequestContext, id: number) =>
  (await (await request.get(`/api/reviews?productId=${id}`)).json()).data.summary as Summary;

/** The shopper's cash-on-delivery order of the shirt (no other walk buys it), delivered by the shop. */
async function deliveredOrder(
  request: APIRequestContext,
  shopper: Shopper,
  product: Awaited<ReturnType<typeof productOf>>,
) {
  const line = product.variants
    .filter((v) => v.stockQuantity > 0)
    .sort((a, b) => b.stockQuantity - a.stockQuantity)[0]!;
  const added = await request.post('/api/cart/add', {
    headers: shopper.headers,
    data: { productId: product.id, quantity: 1, size: line.size, color: line.color },
  });
  expect(added.status(), await added.text()).toBe(200);
  const placed = await request.post('/api/orders/create', {
    headers: shopper.headers,
    data: { shippingAddress: shippingAddressOf(shopper), paymentMethod: 'COD' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number };
  const delivered = await request.put(`/api/admin/orders/${order.id}/status`, {
    headers: await adminHeaders(request),
    data: { status: 'DELIVERED' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  return order;
}

test.describe('Reviews', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a buyer reviews with a photo, the owner publishes it, and the product page counts it', async ({
    page,
    browser,
    request,
    shopper,
  }, testInfo: TestInfo) => {
    test.skip(isPhone(testInfo), 'widths are set here; taken once, from the desktop project');
    const product = await productOf(request);
    const order = await deliveredOrder(request, shopper, product);
    const before = await summaryOf(request, product.id);
    const title = `Lovely ${uniqueWord()} shirt`;

    await page.goto(`/login?redirect=${encodeURIComponent(`/orders/${order.id}`)}`);
    await logInByPhone(page, shopper, `/orders/${order.id}`);
    const rate = main(page).getByRole('region', { name: 'Review what you bought' });
    await rate.getByRole('link', { name: `Write a review of ${product.name}` }).click();
    await expect(page).toHaveURL(`/products/${SLUG}/review`);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();

    // Sent without a rating, the form says what is missing.
    await main(page).getByRole('button', { name: 'Submit review' }).click();
    await expect(main(page).getByText('Please choose a rating')).toBeVisible();

    await main(page).getByRole('radio', { name: '4 stars' }).check({ force: true });
    await main(page).getByText('True to size', { exact: true }).click();
    await main(page).getByLabel('Title', { exact: true }).fill(title);
    await main(page)
      .getByLabel('Your review', { exact: true })
      .fill('Soft cotton, the colour is as shown and it fits well at the shoulders. Washed twice, no shrinking.');
    await main(page)
      .getByLabel(/^Photos/)
      .setInputFiles({ name: 'worn.png', mimeType: 'image/png', buffer: await productPhoto('#1f3a7a', '#f5f1e6') });
    await expect(main(page).getByRole('img', { name: 'Photo 1' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await shootAtWidths(page, 'reviews-form', testInfo, SHOTS);
    await main(page).getByRole('button', { name: 'Submit review' }).click();
    await expect(toast(page, 'Thank you! Your review will appear once the shop has checked it.')).toBeVisible();
    await expect(page).toHaveURL(`/products/${SLUG}#reviews`);

    // The owner publishes it from the queue.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await context.newPage();
    await logInAsAdmin(admin);
    await admin.goto(`/admin/reviews?status=PENDING&productId=${product.id}`);
    const row = admin.getByRole('table', { name: 'Reviews' }).getByRole('row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Fit: True to size');
    await expect(row.getByRole('img', { name: /^Photo 1 from / })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await shootAtWidths(admin, 'reviews-admin-queue', testInfo, SHOTS);
    await row.getByRole('button', { name: `Publish the review “${title}”` }).click();
    await expect(toast(admin, 'Review published')).toBeVisible();
    await expect(row).toHaveCount(0);
    await context.close();

    // Counted in the product's rating, shown with its photo and 'Verified buyer'.
    const count = before.count + 1;
    const average = Math.round(((before.average * before.count + 4) / count) * 10) / 10;
    await page.goto(`/products/${SLUG}`);
    await expect(main(page).getByText(`(${count} reviews)`)).toBeVisible();
    const reviews = main(page).getByRole('region', { name: 'Ratings & Reviews' });
    // Drawn as the shopper scrolls near it: its place is scrolled to in one step in the page, as it
    // may be swapped for the drawn section at any moment, and tried again while the app has not yet
    // put it in the page.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const place = document.getElementById('reviews');
          place?.scrollIntoView();
          return place !== null;
        }),
      )
      .toBe(true);
    await expect(reviews).toBeVisible();
    await expect(reviews.getByText(`Based on ${count} reviews by buyers`)).toBeVisible();
    await expect(reviews.getByText(average.toFixed(1), { exact: true })).toBeVisible();
    const mine = reviews.getByTestId('review').filter({ hasText: title });
    await expect(mine).toContainText('Verified buyer');
    await expect(mine.getByRole('img', { name: /^Photo 1 from / })).toBeVisible();
    // Checked from the top, as the page opens: nothing lies under the sticky header there.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page);
    await shootAtWidths(page, 'reviews-product-page', testInfo, SHOTS, {
      prepare: async () => {
        await reviews.scrollIntoViewIfNeeded();
      },
    });
    await shootAtWidths(page, 'reviews-product-section', testInfo, SHOTS, {
      fullPage: false,
      prepare: async () => {
        await reviews.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      },
    });
  });
});
