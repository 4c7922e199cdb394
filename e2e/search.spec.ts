import { expect, test } from '@playwright/test';
import {
  HERO_TITLE,
  headerSearchBox,
  main,
  nextFrames,
  productCards,
  readShowing,
  searchFor,
  showingText,
  sortOptions,
} from './support/store';

function resultNamed(page: import('@playwright/test').Page, name: string) {
  return productCards(main(page)).filter({ hasText: name });
}

test.describe('Search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: HERO_TITLE })).toBeVisible();
  });

  test("'sneakers' + Enter goes to /search?q=sneakers, shows results and clears the box", async ({ page }) => {
    const box = await searchFor(page, 'sneakers');
    await expect(page).toHaveURL(/\/search\?q=sneakers$/);
    await expect(resultNamed(page, 'Premium Sneakers').first()).toBeVisible();
    await expect(showingText(page, 'results')).toBeVisible();
    const { shown, total } = await readShowing(page, 'results');
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(total);
    expect(await productCards(main(page)).count()).toBe(shown);
    // The header box is cleared after navigating (the phone box may have closed itself).
    if (await box.isVisible()) await expect(box).toHaveValue('');
    else await expect(await headerSearchBox(page)).toHaveValue('');
  });

  test('search text is trimmed and encoded', async ({ page }) => {
    await searchFor(page, '  denim jacket  ');
    await expect(page).toHaveURL(/\/search\?q=denim(%20|\+)jacket$/);
    await expect(resultNamed(page, 'Denim Jacket').first()).toBeVisible();
  });

  test("a misspelling 'sneeker' still finds Premium Sneakers", async ({ page }) => {
    await searchFor(page, 'sneeker');
    await expect(page).toHaveURL(/\/search\?q=sneeker$/);
    await expect(resultNamed(page, 'Premium Sneakers').first()).toBeVisible();
  });

  test("'tshirt' finds Classic Cotton T-Shirt", async ({ page }) => {
    await searchFor(page, 'tshirt');
    await expect(page).toHaveURL(/\/search\?q=tshirt$/);
    await expect(resultNamed(page, 'Classic Cotton T-Shirt').first()).toBeVisible();
  });

  test("a nonsense word shows 'No Results Found'", async ({ page }) => {
    await searchFor(page, 'qwxzvbnm');
    await expect(page).toHaveURL(/\/search\?q=qwxzvbnm$/);
    await expect(page.getByText('No Results Found')).toBeVisible();
    await expect(productCards(main(page))).toHaveCount(0);
  });

  test("/search without q shows 'Start Your Search'", async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Start Your Search')).toBeVisible();
    await expect(productCards(main(page))).toHaveCount(0);
  });

  test('a blank search does nothing', async ({ page }) => {
    const box = await headerSearchBox(page);
    await box.fill('   ');
    await box.press('Enter');
    await nextFrames(page);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByRole('heading', { name: HERO_TITLE })).toBeVisible();
  });

  test('search offers relevance first among its sort choices', async ({ page }) => {
    await page.goto('/search?q=shirt');
    await expect(productCards(main(page)).first()).toBeVisible();
    expect(await sortOptions(page)).toEqual([
      'Relevance',
      'Price: Low to High',
      'Price: High to Low',
      'Highest Rated',
      'Newest',
    ]);
  });
});
