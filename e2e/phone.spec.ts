import { expect, test } from '@playwright/test';
import { headerSearchBox, main, priceSlider, productCards, sortControl } from './support/store';

test.describe('Phone layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone project only');

  test("the mobile menu opens and offers 'Login / Sign Up'", async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const loginSignup = page.getByRole('link', { name: 'Login / Sign Up' });
    await expect(loginSignup).toBeHidden();
    await header.getByRole('button', { name: /menu/i }).first().tap();
    await expect(loginSignup).toBeVisible();
    await loginSignup.tap();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the search icon expands a search box that searches', async ({ page }) => {
    await page.goto('/');
    const box = await headerSearchBox(page);
    await expect(box).toBeVisible();
    await expect(box).toBeEditable();
    await box.fill('dress');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dress$/);
    await expect(productCards(main(page)).filter({ hasText: 'Elegant Summer Dress' }).first()).toBeVisible();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await expect(productCards(main(page)).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the category page's filter controls are reachable", async ({ page }) => {
    await page.goto('/categories/womens-fashion');
    await expect(page.getByRole('heading', { name: "Women's Fashion", level: 1 })).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    const sort = await sortControl(page);
    await expect(sort).toBeEnabled();
    const slider = await priceSlider(page);
    await expect(slider).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' }).locator('visible=true').first()).toBeVisible();
  });
});
