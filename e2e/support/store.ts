import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Rupee amounts as the store shows them: '₹1,299', '₹1,29,999', '₹499.50'. */
export const RUPEES = /₹\s?\d{1,3}(?:,\d{2})*(?:,\d{3})?(?:\.\d{1,2})?|₹\s?\d+(?:\.\d{1,2})?/;
/** Indian digit grouping: the last three digits, then groups of two. */
export const INDIAN_GROUPING = /^₹\s?(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})(?:\.\d{1,2})?$/;

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** '₹1,29,999.50' → 129999.5 */
export function parseRupees(text: string): number {
  const match = text.match(RUPEES);
  if (!match) throw new Error(`No rupee amount in "${text}"`);
  return Number(match[0].replace(/[₹,\s]/g, ''));
}

/** The main content of the page, below the header. */
export function main(page: Page): Locator {
  return page.getByRole('main');
}

/**
 * Product cards in a scope: every card links to its product page. A card may
 * hold more than one link (image and name), so cards are the list items or
 * articles that contain such a link.
 */
export function productCards(scope: Page | Locator): Locator {
  return scope.getByRole('article').filter({ has: scope.locator('a[href^="/products/"]') });
}

/** The price a card shows first (the selling price; the MRP comes after it, struck through). */
export async function cardPrice(card: Locator): Promise<number> {
  const text = await card.getByText(RUPEES).first().innerText();
  return parseRupees(text);
}

export async function visiblePrices(scope: Page | Locator, limit?: number): Promise<number[]> {
  const cards = productCards(scope);
  const count = Math.min(await cards.count(), limit ?? Number.POSITIVE_INFINITY);
  const prices: number[] = [];
  for (let i = 0; i < count; i++) prices.push(await cardPrice(cards.nth(i)));
  return prices;
}

/** 'Showing X of Y products' (category) or 'Showing X of Y results' (search). */
export function showingText(page: Page, noun: 'products' | 'results'): Locator {
  return page.getByText(new RegExp(`Showing \\d+ of \\d+ ${noun}`));
}

export async function readShowing(page: Page, noun: 'products' | 'results'): Promise<{ shown: number; total: number }> {
  const text = await showingText(page, noun).first().innerText();
  const m = text.match(/Showing (\d+) of (\d+)/);
  if (!m) throw new Error(`Unexpected count text "${text}"`);
  return { shown: Number(m[1]), total: Number(m[2]) };
}

/** The header's search box; on a phone the search icon has to be tapped first. */
export async function headerSearchBox(page: Page): Promise<Locator> {
  const header = page.getByRole('banner');
  const box = header.getByRole('searchbox').or(header.getByRole('textbox', { name: /search/i }));
  const visibleBox = box.locator('visible=true').first();
  if (await visibleBox.isVisible()) return visibleBox;
  await header.getByRole('button', { name: /search/i }).first().click();
  await expect(visibleBox).toBeVisible();
  return visibleBox;
}

export async function searchFor(page: Page, text: string): Promise<Locator> {
  const box = await headerSearchBox(page);
  await box.fill(text);
  await box.press('Enter');
  return box;
}

/** The sort control of a category or search page; on a phone the filters may have to be opened first. */
export async function sortControl(page: Page): Promise<Locator> {
  const sort = page.getByRole('combobox', { name: /sort/i }).locator('visible=true').first();
  if (!(await sort.isVisible())) await openFilters(page);
  await expect(sort).toBeVisible();
  return sort;
}

export async function priceSlider(page: Page): Promise<Locator> {
  const sliders = page.getByRole('slider').locator('visible=true');
  if ((await sliders.count()) === 0) await openFilters(page);
  await expect(sliders.first()).toBeVisible();
  // With a two-thumb range the upper thumb is the one to move down.
  const upper = page.getByRole('slider', { name: /max|upper|to/i }).locator('visible=true');
  return (await upper.count()) > 0 ? upper.first() : sliders.last();
}

export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /filter/i }).locator('visible=true').first();
  await toggle.click();
}

export async function sliderValue(slider: Locator): Promise<number> {
  const now = await slider.getAttribute('aria-valuenow');
  if (now !== null) return Number(now);
  return Number(await slider.inputValue());
}

export async function sliderMax(slider: Locator): Promise<number> {
  const max = (await slider.getAttribute('aria-valuemax')) ?? (await slider.getAttribute('max'));
  return Number(max);
}

/** The login-required dialog raised by cart and wishlist actions while logged out. */
export async function expectLoginRequiredDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  // The message varies with the action ('Please login to continue' by default); it must say to log in.
  await expect(dialog.getByText(/log ?in/i).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Login to Your Account' })).toHaveAttribute('href', '/login');
  await expect(dialog.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', '/signup');
  await dialog.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(dialog).toBeHidden();
}

/** A chosen option: a radio (native or ARIA) or a toggle button. */
export async function expectSelected(option: Locator): Promise<void> {
  await expect
    .poll(async () =>
      option.evaluate((el) => {
        if (el instanceof HTMLInputElement) return el.checked;
        return el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-pressed') === 'true';
      }),
    )
    .toBe(true);
}
