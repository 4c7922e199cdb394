import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/** The widths the screenshots are taken at: two phones and a laptop. */
export const WIDTHS = [360, 390, 1440] as const;

/** A picture for people to look at after a run (test-results/screenshots), not a pixel comparison. */
export async function shoot(page: Page, name: string, testInfo: TestInfo, fullPage = true) {
  await page.screenshot({
    path: path.join(testInfo.project.outputDir, 'screenshots', `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
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
