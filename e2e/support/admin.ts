import { randomInt } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

/** The demo admin the test server seeds (playwright.config.ts sets its password). */
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
export async function newShopper(
  request: APIRequestContext,
  firstName = 'Meera',
  lastName = uniqueWord(),
): Promise<ApiShopper> {
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
export async function placeOrder(
  request: APIRequestContext,
  shopper: ApiShopper,
  slugs: string[],
  notes?: string,
): Promise<PlacedOrder> {
  for (const slug of slugs) {
    const product = (await (await request.get(`/api/products/slug/${slug}`)).json()).data as {
      id: number;
      variants: { size: string; color: string; stockQuantity: number }[];
    };
    // The fullest shelf first, so that tests running side by side do not race for a last piece;
    // '' stands for a product without sizes, or without colours.
    const choices = product.variants
      .filter((v) => v.stockQuantity > 0)
      .sort((a, b) => b.stockQuantity - a.stockQuantity)
      .map((v) => ({ size: v.size || undefined, color: v.color || undefined }));
    for (const choice of choices) {
      const added = await request.post('/api/cart/add', {
        headers: shopper.headers,
        data: { productId: product.id, quantity: 1, ...choice },
      });
      // Another test may have bought the last piece since the page was read.
      if (added.status() === 400 && /out of stock|Only \d+ left/.test(await added.text())) continue;
      expect(added.status(), await added.text()).toBe(200);
      const res = await request.post('/api/orders/create', {
        headers: shopper.headers,
        data: {
          shippingAddress: {
            fullName: `${shopper.firstName} Iyer`,
            phone: shopper.phone,
            line1: '12, MG Road',
            city: 'Bilaspur',
            state: 'Chhattisgarh',
            pinCode: '495001',
          },
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
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

export const WIDTHS = [360, 390, 1440] as const;

/** A 600 × 800 PNG of one colour with a band of another, as an admin's own product photo might be. */
export async function productPhoto(background: string, band: string): Promise<Buffer> {
  const stripe = await sharp({ create: { width: 600, height: 160, channels: 3, background: band } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 600, height: 800, channels: 3, background } })
    .composite([{ input: stripe, top: 320, left: 0 }])
    .png()
    .toBuffer();
}

/** A toast's text, wherever the toast host put it. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.Toastify').getByText(text);
}

interface ShotOptions {
  /** Brings the page to what is to be shown, at each width (e.g. opens a sheet). */
  prepare?: () => Promise<void>;
  /** The whole page (default), or only the window: a sheet pinned over the page is seen as a shopper sees it. */
  fullPage?: boolean;
}

/**
 * A picture for people to look at after a run (test-results/screenshots/<name>-<width>.png),
 * at each width asked for.
 */
export async function shootAtWidths(
  page: Page,
  name: string,
  testInfo: TestInfo,
  widths: number[],
  { prepare, fullPage = true }: ShotOptions = {},
) {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await prepare?.();
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(
        Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null))),
      );
    });
    await page.screenshot({
      path: path.join(testInfo.project.outputDir, 'screenshots', `${name}-${width}.png`),
      fullPage,
      animations: 'disabled',
    });
  }
  if (before) await page.setViewportSize(before);
}
