import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

/** A rupee amount anywhere in a text: '₹1,299', '₹1,29,999', '₹499.50'. */
export const RUPEES = /₹\s?\d[\d,]*(?:\.\d{1,2})?/;
/** An element holding just one amount, e.g. the selling price or the struck-through MRP. */
export const PRICE_ONLY = /^₹\s?\d[\d,]*(?:\.\d{1,2})?$/;
/** Indian digit grouping: the last three digits, then groups of two (₹1,29,999). */
export const INDIAN_GROUPING = /^₹\s?(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})(?:\.\d{1,2})?$/;
/** Where the login and sign-up links go; they may carry the page to come back to. */
export const LOGIN_HREF = /^\/login(\?redirect=[^&]+)?$/;
export const SIGNUP_HREF = /^\/signup(\?redirect=[^&]+)?$/;

export const HERO_TITLE = 'Big Fashion Sale';

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** '₹1,29,999.50' → 129999.5 */
export function parseRupees(text: string): number {
  const match = text.match(RUPEES);
  if (!match) throw new Error(`No rupee amount in "${text}"`);
  return Number(match[0].replace(/[₹,\s]/g, ''));
}

/** The main content of the page, between the header and the footer. */
export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The header's cart link, named 'Cart' or 'Cart, N items'. */
export function cartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ });
}

/** Product cards in a scope: articles that link to a product page. */
export function productCards(scope: Page | Locator): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.getByRole('article').filter({ has: page.locator('a[href^="/products/"]') });
}

/** The price a card shows first: the selling price (the MRP follows it, struck through). */
export async function cardPrice(card: Locator): Promise<number> {
  return parseRupees(await card.getByText(PRICE_ONLY).first().innerText());
}

/**
 * The selling price of every card shown, read in one go so that a list being
 * re-rendered cannot leave the reader waiting for a card that has gone. The first
 * amount in a card's text is its selling price.
 */
export async function visiblePrices(scope: Page | Locator): Promise<number[]> {
  const texts = await productCards(scope).allInnerTexts();
  return texts.map(parseRupees);
}

/** Picks a size or colour chip the way a shopper does, by its label, and checks it took. */
export async function pickOption(group: Locator, option: string): Promise<void> {
  await group.getByText(option, { exact: true }).click();
  await expect(group.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

/** 'Showing X of Y products' (category) or 'Showing X of Y results' (search). */
export function showingText(page: Page, noun: 'products' | 'results'): Locator {
  return page.getByText(new RegExp(`^Showing [\\d,]+ of [\\d,]+ ${noun}$`));
}

export async function readShowing(page: Page, noun: 'products' | 'results'): Promise<{ shown: number; total: number }> {
  const text = await showingText(page, noun).first().innerText();
  const m = text.replace(/,/g, '').match(/Showing (\d+) of (\d+)/);
  if (!m) throw new Error(`Unexpected count text "${text}"`);
  return { shown: Number(m[1]), total: Number(m[2]) };
}

/** The header's search box; on a phone the search icon has to be tapped first. */
export async function headerSearchBox(page: Page): Promise<Locator> {
  const header = page.getByRole('banner');
  const box = header.getByRole('searchbox').locator('visible=true').first();
  if (await box.isVisible()) return box;
  await header.getByRole('button', { name: 'Search', exact: true }).locator('visible=true').first().click();
  await expect(box).toBeVisible();
  return box;
}

export async function searchFor(page: Page, text: string): Promise<Locator> {
  const box = await headerSearchBox(page);
  await box.fill(text);
  await box.press('Enter');
  return box;
}

/**
 * Listing controls (category and search pages). On a desktop the filters sit in a
 * column and sort is a select; on a phone a bottom bar opens Sort and Filter sheets.
 */
function filterColumn(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Filters' });
}

async function desktopLayout(page: Page): Promise<boolean> {
  return filterColumn(page).isVisible();
}

export async function chooseSort(page: Page, label: string): Promise<void> {
  if (await desktopLayout(page)) {
    await main(page).getByRole('combobox', { name: 'Sort by' }).selectOption({ label });
    return;
  }
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Sort by' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('radio', { name: label }).check();
  await expect(sheet).toBeHidden();
}

export async function expectSort(page: Page, label: string): Promise<void> {
  if (await desktopLayout(page)) {
    await expect(main(page).getByRole('combobox', { name: 'Sort by' }).locator('option:checked')).toHaveText(label);
    return;
  }
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Sort by' });
  await expect(sheet.getByRole('radio', { name: label })).toBeChecked();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
}

/** The sort choices offered, in order. */
export async function sortOptions(page: Page): Promise<string[]> {
  if (await desktopLayout(page)) {
    return main(page).getByRole('combobox', { name: 'Sort by' }).locator('option').allInnerTexts();
  }
  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Sort by' });
  await expect(sheet).toBeVisible();
  const radios = sheet.getByRole('radio');
  const labels: string[] = [];
  for (let i = 0; i < (await radios.count()); i++) {
    labels.push((await radios.nth(i).evaluate((el) => (el as HTMLInputElement).labels?.[0]?.innerText ?? '')).trim());
  }
  await sheet.getByRole('button', { name: 'Close' }).click();
  return labels;
}

/** Runs `use` with the filter controls in reach: the desktop column or the phone's Filters sheet. */
export async function withFilters(page: Page, use: (filters: Locator) => Promise<void>): Promise<void> {
  if (await desktopLayout(page)) {
    await use(filterColumn(page));
    return;
  }
  await page.getByRole('button', { name: /^Filter/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await use(sheet);
  await sheet.getByRole('button', { name: 'Done' }).click();
  await expect(sheet).toBeHidden();
}

export function maxPriceSlider(filters: Locator): Locator {
  return filters.getByRole('slider', { name: 'Maximum price' });
}

export async function sliderValue(slider: Locator): Promise<number> {
  return Number(await slider.inputValue());
}

export async function sliderMax(slider: Locator): Promise<number> {
  return Number((await slider.getAttribute('aria-valuemax')) ?? (await slider.getAttribute('max')));
}

/** The login-required dialog raised by cart and wishlist actions while logged out; closed with 'Continue Browsing'. */
export async function expectLoginRequiredDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/log ?in/i).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Login to Your Account' })).toHaveAttribute('href', LOGIN_HREF);
  await expect(dialog.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', SIGNUP_HREF);
  await dialog.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(dialog).toBeHidden();
}

/** Lets a client-side navigation that an action might trigger happen before checking it did not. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Stock of one size × colour, as a product page's answer gives it ('' when the product has no sizes, or no colours). */
export interface ApiVariant {
  size: string;
  color: string;
  stockQuantity: number;
}

/** A product as GET /api/products/slug/:slug answers it: the fields the tests read. */
export interface ApiProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
  originalPrice: number | null;
  stockQuantity: number;
  inStock: boolean;
  sizes: string[];
  colors: string[];
  variants: ApiVariant[];
}

export async function productBySlug(request: APIRequestContext, slug: string): Promise<ApiProduct> {
  const response = await request.get(`/api/products/slug/${slug}`);
  expect(response.ok(), `GET /api/products/slug/${slug}`).toBe(true);
  return (await response.json()).data as ApiProduct;
}

/** A size and colour with at least `atLeast` pieces on the shelf: the demo catalogue sells some out on purpose. */
export function variantInStock(variants: ApiVariant[], atLeast = 1): ApiVariant | undefined {
  return variants.find((v) => v.stockQuantity >= atLeast);
}

/** A toast's text, wherever the toast host put it. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.Toastify').getByText(text);
}

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
