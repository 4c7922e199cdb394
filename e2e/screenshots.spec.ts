import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { main, productCards, showingText } from './support/store';

/**
 * Full-page pictures of the main screens for people to look at after a run
 * (test-results/screenshots/<project>-<screen>.png). Not pixel comparisons. Home and a
 * product page, all drawn by then, are checked with axe-core too.
 */
async function shoot(page: Page, name: string, testInfo: TestInfo) {
  // What is drawn as the shopper scrolls (home's lowest rows) comes in as the page is scrolled through.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    window.scrollTo(0, 0);
  });
  // Product images are lazy; bring them all in before the picture.
  await page.evaluate(async () => {
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await Promise.all(Array.from(document.images).map((img) => (img.complete ? null : img.decode().catch(() => null))));
  });
  const file = path.join(testInfo.project.outputDir, 'screenshots', `${testInfo.project.name}-${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

test.describe('Screenshots', () => {
  test('home, category, product and search', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Big Fashion Sale' })).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    await shoot(page, 'home', testInfo);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/categories/mens-fashion');
    await expect(showingText(page, 'products')).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    await shoot(page, 'category', testInfo);

    await page.goto('/products/classic-cotton-t-shirt');
    await expect(page.getByRole('heading', { name: 'Classic Cotton T-Shirt', level: 1 })).toBeVisible();
    await shoot(page, 'product', testInfo);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/search?q=sneakers');
    await expect(showingText(page, 'results')).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    await shoot(page, 'search', testInfo);
  });
});
