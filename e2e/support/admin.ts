import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

/** The demo admin (playwright.config.ts sets its password). */
export const DEMO_ADMIN = { email: 'admin@kuberfashion.com', password: 'Admin@12345' };

export async function logInAsAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/** A 600 × 800 PNG of one colour with a band of another, as an admin's own product photo might be. */
export async function productPhoto(background: string, band: string): Promise<Buffer> {
  const stripe = await sharp({ create: { width: 600, height: 160, channels: 3, background: band } }).png().toBuffer();
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
export async function shootAtWidths(page: Page, name: string, testInfo: TestInfo, widths: number[], { prepare, fullPage = true }: ShotOptions = {}) {
  const before = page.viewportSize();
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 800 : 900 });
    await prepare?.();
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null))));
    });
    await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', `${name}-${width}.png`), fullPage, animations: 'disabled' });
  }
  if (before) await page.setViewportSize(before);
}
