import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { adminHeaders, logInAsAdmin, logInByPhone, type Shopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shippingAddressOf } from './support/orders';
import { shootAtWidths } from './support/screenshots';
import { main } from './support/store';

/**
 * Returns and exchanges: a shopper with a delivered order returns one line for a refund and
 * exchanges another for a size up; the owner takes the return from approval to refund.
 */

const KURTA = 'short-cotton-kurta';
const SHORTS = 'cotton-cargo-shorts';
const SHOTS = [360, 390, 1440];

interface Variant {
  size: string;
  color: string;
  stockQuantity: number;
}

async function productOf(request: APIRequestContext, slug: string) {
  return (await (await request.get(`/api/products/slug/${slug}`)).json()).data as {
    id: number;
    name: string;
    variants: Variant[];
  };
}

/** A colour of the product with its M and L both in stock: the shopper buys M and asks for L. */
const sizeUpColour = (variants: Variant[]) =>
  variants.find(
    (v) =>
      v.size === 'M' &&
      v.stockQuantity > 0 &&
      variants.some((l) => l.size === 'L' && l.color === v.color && l.stockQuantity > 1),
  )!.color;

/** The shopper's order of a kurta in M and cargo shorts, cash on delivery, delivered by the shop. */
async function deliveredOrder(request: APIRequestContext, shopper: Shopper) {
  const kurta = await productOf(request, KURTA);
  const shorts = await productOf(request, SHORTS);
  const colour = sizeUpColour(kurta.variants);
  const short = shorts.variants
    .filter((v) => v.stockQuantity > 0)
    .sort((a, b) => b.stockQuantity - a.stockQuantity)[0]!;
  for (const line of [
    { productId: kurta.id, quantity: 1, size: 'M', color: colour },
    { productId: shorts.id, quantity: 1, size: short.size, color: short.color },
  ]) {
    const added = await request.post('/api/cart/add', { headers: shopper.headers, data: line });
    expect(added.status(), await added.text()).toBe(200);
  }
  const placed = await request.post('/api/orders/create', {
    headers: shopper.headers,
    data: {
      shippingAddress: shippingAddressOf(shopper),
      paymentMethod: 'COD',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()).data as { id: number; orderNumber: string };
  const delivered = await request.put(`/api/admin/orders/${order.id}/status`, {
    headers: await adminHeaders(request),
    data: { status: 'DELIVERED' },
  });
  expect(delivered.status(), await delivered.text()).toBe(200);
  return { ...order, kurta, shorts, colour };
}

const stockOf = async (request: APIRequestContext, slug: string, size: string, color: string) =>
  (await productOf(request, slug)).variants.find((v) => v.size === size && v.color === color)!.stockQuantity;

async function ask(page: Page, productName: string) {
  await main(page)
    .getByRole('button', { name: `Return or exchange ${productName}` })
    .click();
  return page.getByRole('dialog', { name: `Return or exchange: ${productName}` });
}

test.describe('Returns and exchanges', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a shopper returns one line for a refund and exchanges another for a size up; the owner takes the return to its refund', async ({
    page,
    browser,
    request,
    shopper,
  }, testInfo: TestInfo) => {
    const order = await deliveredOrder(request, shopper);
    const largeBefore = await stockOf(request, KURTA, 'L', order.colour);

    await page.goto(`/login?redirect=${encodeURIComponent(`/orders/${order.id}`)}`);
    await logInByPhone(page, shopper, `/orders/${order.id}`);
    const returns = main(page).getByRole('region', { name: 'Returns and exchanges' });
    await expect(returns).toContainText(/Return or exchange within 30 days of delivery: until/);

    // The shorts go back for a refund, the way they were paid.
    const back = await ask(page, order.shorts.name);
    await back.getByLabel('Reason').selectOption('TOO_BIG');
    await back.getByLabel('Anything else we should know').fill('Loose at the waist');
    await expectNoSeriousA11yViolations(page);
    await shootAtWidths(page, 'returns-dialog', testInfo, SHOTS, { fullPage: false });
    await back.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Return requested. We will tell you when it is approved.')).toBeVisible();

    // The kurta is exchanged for a size up, held at once.
    const swap = await ask(page, order.kurta.name);
    await swap.getByRole('radio', { name: /^Exchange/ }).check();
    await swap.getByLabel('Reason').selectOption('TOO_SMALL');
    await swap.getByLabel('Size or colour you want instead').selectOption({ label: `Size: L · ${order.colour}` });
    await swap.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Exchange requested. We have kept your size aside.')).toBeVisible();
    expect(await stockOf(request, KURTA, 'L', order.colour)).toBe(largeBefore - 1);

    const requests = returns.getByRole('article');
    await expect(requests).toHaveCount(2);
    await expect(requests.filter({ hasText: 'Exchange' })).toContainText(`→ L, ${order.colour}`);
    await expect(requests.filter({ hasText: 'Return #' })).toContainText('Requested');
    await shootAtWidths(page, 'returns-order-requested', testInfo, SHOTS);

    // The owner works the return from the queue.
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const admin = await context.newPage();
    await logInAsAdmin(admin);
    await admin.goto('/admin/returns?kind=RETURN&status=REQUESTED');
    const row = admin
      .getByRole('table', { name: 'Return requests' })
      .getByRole('row')
      .filter({ hasText: order.orderNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Too big');
    await expectNoSeriousA11yViolations(admin);
    await shootAtWidths(admin, 'returns-admin-queue', testInfo, SHOTS);
    await row.getByRole('link', { name: /^Return #/ }).click();
    await expect(admin.getByRole('heading', { level: 1, name: /^Return #\d+$/ })).toBeVisible();

    const next = admin.getByRole('region', { name: 'Next step' });
    await next.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Request approved')).toBeVisible();
    // A doorstep pickup with one of the shop's couriers: its tracking link made from the AWB.
    await next.getByLabel('Courier').selectOption({ label: 'Delhivery' });
    await next.getByLabel('AWB number').fill('RP1234567');
    await next.getByRole('button', { name: 'Schedule pickup' }).click();
    await expect(admin.getByText('Pickup scheduled')).toBeVisible();
    const pickup = admin.locator('p').filter({ hasText: 'Pickup: Delhivery, AWB RP1234567' });
    await expect(pickup.getByRole('link', { name: 'Track' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/RP1234567',
    );
    await next.getByRole('button', { name: 'Mark received' }).click();
    await expect(admin.getByText('Marked received')).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await shootAtWidths(admin, 'returns-admin-request', testInfo, SHOTS);
    await next.getByRole('button', { name: 'Save check' }).click();
    await expect(admin.getByText('Checked: stock updated')).toBeVisible();
    await next.getByLabel('Refund reference (UTR)').fill('UTR55501234');
    await next.getByRole('button', { name: /^Refund ₹/ }).click();
    await expect(admin.getByText('Refunded', { exact: true }).first()).toBeVisible();
    await expect(next).toContainText('Nothing left to do: this request is refunded.');
    await context.close();

    // The shopper sees the refund and the exchange still waiting on the shop.
    await page.reload();
    await expect(requests.filter({ hasText: 'Return #' })).toContainText(/₹[\d,.]+ refunded the way you paid\./);
    await expect(requests.filter({ hasText: 'Exchange #' })).toContainText('Requested');
    await shootAtWidths(page, 'returns-order-refunded', testInfo, SHOTS);
  });
});
