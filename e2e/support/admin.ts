import { randomInt } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** The demo admin the test server seeds (playwright.config.ts). */
export const DEMO_ADMIN = { email: 'admin@kuberfashion.com', password: 'Admin@12345' };

export async function logInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** The demo admin's bearer headers, for reading what the screens should show. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/admin/auth/login', { data: DEMO_ADMIN });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${(await res.json()).data.access_token}` };
}

export interface ApiShopper {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  headers: Record<string, string>;
}

/** Letters only (names allow nothing else), unique per run. */
export function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/** A shopper nobody has used yet, registered through the API, with their bearer headers. */
export async function newShopper(request: APIRequestContext, firstName = 'Meera', lastName = uniqueWord()): Promise<ApiShopper> {
  const shopper = {
    firstName,
    lastName,
    email: `${lastName}.${randomInt(1_000_000)}@example.com`,
    phone: `9${String(randomInt(1_000_000_000)).padStart(9, '0')}`,
    password: 'Shopper@2025',
  };
  const res = await request.post('/api/auth/register', { data: { ...shopper, confirmPassword: shopper.password } });
  expect(res.status(), await res.text()).toBe(201);
  const session = (await res.json()).data;
  return { ...shopper, id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  totalAmount: number;
  totalItems: number;
}

/**
 * The shopper buys one of the first of `slugs` in a size and colour still in stock (each
 * test file names products of its own, so the files never race for the same stock), cash
 * on delivery.
 */
export async function placeOrder(request: APIRequestContext, shopper: ApiShopper, slugs: string[], notes?: string): Promise<PlacedOrder> {
  for (const slug of slugs) {
    const product = (await (await request.get(`/api/products/slug/${slug}`)).json()).data as { id: number; sizes: string[]; colors: string[] };
    const choices = (product.sizes.length ? product.sizes : [undefined]).flatMap((size) => (product.colors.length ? product.colors : [undefined]).map((color) => ({ size, color })));
    for (const choice of choices) {
      const added = await request.post('/api/cart/add', { headers: shopper.headers, data: { productId: product.id, quantity: 1, ...choice } });
      // 409: that size and colour is sold out; the next one may not be.
      if (added.status() === 409) continue;
      expect(added.status(), await added.text()).toBe(200);
      const res = await request.post('/api/orders/create', {
        headers: shopper.headers,
        data: {
          shippingAddress: { fullName: `${shopper.firstName} Iyer`, phone: shopper.phone, line1: '12, MG Road', city: 'Bilaspur', state: 'Chhattisgarh', pinCode: '495001' },
          paymentMethod: 'COD',
          notes,
        },
      });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).data as PlacedOrder;
    }
  }
  throw new Error(`None of ${slugs.join(', ')} has stock left`);
}

/** A picture for people to look at after a run (test-results/screenshots), not a pixel comparison. */
export async function shoot(page: Page, name: string, testInfo: TestInfo, fullPage = true) {
  await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`), fullPage, animations: 'disabled' });
}

export const WIDTHS = [360, 390, 1440] as const;
