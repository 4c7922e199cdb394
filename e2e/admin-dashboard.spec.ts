import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, logInAsAdmin, registerShopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/orders';
import { shoot, WIDTHS } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * The dashboard's figures against the orders themselves: orders placed and one cancelled
 * here, then every card checked against the admin's order and user lists for the same
 * day (other tests may order at the same time, so both are read together and compared
 * until they agree).
 */

interface Row {
  orderNumber: string;
  status: string;
  totalAmount: number;
  totalItems: number;
  createdAt: string;
}

/** India's today, as the dashboard counts days. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function everyPage<T>(request: APIRequestContext, headers: Record<string, string>, url: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 0; ; page++) {
    const data = (await (await request.get(`${url}&size=100&page=${page}`, { headers })).json()).data as {
      items: T[];
      totalPages: number;
    };
    items.push(...data.items);
    if (page + 1 >= data.totalPages) return items;
  }
}

const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 0,
  }).format(amount);

/** A figure card's value, as its accessible name gives it ('Revenue: ₹1,618.92'). */
const card = (page: Page, label: string) =>
  main(page)
    .getByRole('list', { name: 'Figures for the period' })
    .getByLabel(new RegExp(`^${label}: `));

test.describe('Admin dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the figures for today match the orders placed, with one cancelled', async ({ page, request }, testInfo) => {
    const products = isPhone(testInfo)
      ? ['athletic-running-shorts', 'kids-rainbow-hoodie']
      : ['premium-sneakers', 'elegant-summer-dress'];
    const [asha, ravi] = await Promise.all([
      registerShopper(request, { firstName: 'Asha' }),
      registerShopper(request, { firstName: 'Ravi' }),
    ]);
    const placed = [
      await placeOrder(request, asha, products),
      await placeOrder(request, ravi, products),
      await placeOrder(request, ravi, products),
    ];
    const cancelled = await request.put(`/api/orders/${placed[2]!.id}/cancel`, { headers: ravi.headers });
    expect(cancelled.status()).toBe(200);
    const headers = await adminHeaders(request);

    await logInAsAdmin(page);
    await main(page).getByRole('button', { name: 'Today', exact: true }).click();
    await expect(page).toHaveURL('/admin/dashboard?period=today');
    await expect(main(page).getByRole('button', { name: 'Today', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const today = indiaToday();
    await expect(async () => {
      await page.reload();
      await expect(card(page, 'Revenue')).toBeVisible();
      const orders = await everyPage<Row>(request, headers, `/api/admin/orders?from=${today}&to=${today}`);
      const shoppers = await everyPage<{ createdAt: string }>(request, headers, '/api/admin/users?role=USER');
      const pending = (await (await request.get('/api/admin/orders?status=PENDING', { headers })).json()).data
        .total as number;

      // This test's orders are among them: two counted, the cancelled one not.
      const mine = orders.filter((o) => placed.some((p) => p.orderNumber === o.orderNumber));
      expect(mine.map((o) => o.status).sort()).toEqual(['CANCELLED', 'PENDING', 'PENDING']);

      const counted = orders.filter((o) => o.status !== 'CANCELLED' && o.status !== 'RETURNED');
      const revenue = Math.round(counted.reduce((sum, o) => sum + o.totalAmount * 100, 0)) / 100;
      const newToday = shoppers.filter(
        (u) => new Date(Date.parse(u.createdAt) + 330 * 60_000).toISOString().slice(0, 10) === today,
      ).length;
      await expect(card(page, 'Revenue')).toHaveText(rupees(revenue), { timeout: 1000 });
      await expect(card(page, 'Orders')).toHaveText(String(orders.length), { timeout: 1000 });
      await expect(card(page, 'Average order value')).toHaveText(
        rupees(Math.round((revenue / counted.length) * 100) / 100),
        { timeout: 1000 },
      );
      await expect(card(page, 'Units sold')).toHaveText(String(counted.reduce((n, o) => n + o.totalItems, 0)), {
        timeout: 1000,
      });
      await expect(card(page, 'New shoppers')).toHaveText(String(newToday), { timeout: 1000 });
      await expect(main(page).getByLabel(/^To confirm: /)).toHaveText(String(pending), { timeout: 1000 });
    }).toPass({ timeout: 60_000 });

    // Today's bar and line, and the same numbers in the table beside the chart.
    await expect(main(page).getByTestId('sales-chart').locator('canvas').first()).toBeVisible();
    await main(page).getByText('Show as a table').click();
    await expect(main(page).getByRole('table', { name: 'Revenue and orders by day' }).getByRole('row')).toHaveCount(2);
    const recent = main(page).getByRole('region', { name: 'Recent orders' });
    await expect(
      recent
        .getByRole('link', { name: placed[2]!.orderNumber })
        .or(recent.getByRole('link', { name: placed[1]!.orderNumber })),
    ).not.toHaveCount(0);

    await main(page).getByRole('button', { name: '30 days', exact: true }).click();
    await expect(page).toHaveURL('/admin/dashboard?period=30d');
    // The table stays open as the period changes; a header row and one row a day.
    await expect(main(page).getByRole('table', { name: 'Revenue and orders by day' }).getByRole('row')).toHaveCount(31);

    await main(page).getByRole('button', { name: 'Custom', exact: true }).click();
    await main(page).getByLabel('From', { exact: true }).fill('2025-01-01');
    await main(page).getByLabel('To', { exact: true }).fill('2025-01-03');
    await main(page).getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL('/admin/dashboard?from=2025-01-01&to=2025-01-03');
    await expect(card(page, 'Revenue')).toHaveText('₹0');
    await expect(card(page, 'Orders')).toHaveText('0');
  });

  test('screenshots of the dashboard at 360, 390 and 1440 px', async ({ page, request }, testInfo) => {
    test.skip(isPhone(testInfo), 'widths are set here; taken once, from the desktop project');
    const shopper = await registerShopper(request, { firstName: 'Farah' });
    await placeOrder(request, shopper, ['denim-jacket', 'leather-crossbody-bag']);
    await logInAsAdmin(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      await page.goto('/admin/dashboard?period=30d');
      await expect(card(page, 'Revenue')).toBeVisible();
      await expect(main(page).getByTestId('sales-chart').locator('canvas').first()).toBeVisible();
      await shoot(page, `admin-dashboard-figures-${width}`, testInfo);
    }
  });
});
