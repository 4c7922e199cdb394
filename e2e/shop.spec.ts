import { expect, test } from '@playwright/test';
import { main, productCards } from './support/store';

test.describe('Shop listing', () => {
  test("'Load More Products' appends more cards", async ({ page }) => {
    await page.goto('/shop');
    const cards = productCards(main(page));
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    expect(before).toBeGreaterThanOrEqual(8);

    const loadMore = page.getByRole('button', { name: 'Load More Products' });
    await expect(loadMore).toBeVisible();
    const firstName = await cards.first().getByRole('link').first().innerText();
    await loadMore.click();
    await expect.poll(() => cards.count(), { message: 'more cards after Load More' }).toBeGreaterThan(before);
    // Appended, not replaced: the first card is still the same one.
    await expect(cards.first().getByRole('link').first()).toHaveText(firstName);
  });

  for (const { path, title } of [
    { path: '/trending', title: 'Trending Now' },
    { path: '/top-products', title: 'Top Products' },
    { path: '/interest-products', title: 'Inspired by Your Interest' },
  ]) {
    test(`${path} lists products under '${title}'`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(productCards(main(page)).first()).toBeVisible();
    });
  }
});
