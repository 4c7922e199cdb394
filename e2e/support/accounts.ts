import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The people of the browser tests: the demo admin the test server seeds, and shoppers made
 * fresh through the API, with the ways each of them logs in.
 */

/** The demo admin the test server seeds (playwright.config.ts sets its password). */
export const DEMO_ADMIN = { email: 'admin@kuberfashion.com', password: 'Admin@12345' };

/** Every shopper's password: one the sign-up form accepts. */
export const SHOPPER_PASSWORD = 'Shopper@2025';

/** A shopper's details, before or after signing up. */
export interface ShopperDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/** A shopper signed up through the API, with the session it gave them. */
export interface Shopper extends ShopperDetails {
  id: number;
  /** The access token, as the store keeps it in the browser. */
  token: string;
  /** Bearer headers for calling the API as the shopper. */
  headers: Record<string, string>;
}

/** Letters only (names allow nothing else), unique per run. */
export function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('');
}

/** A ten-digit Indian mobile number nobody has used yet, starting with `first`. */
export function uniquePhone(first = '9'): string {
  return `${first}${String(randomInt(1_000_000_000)).padStart(9, '0')}`;
}

/** A shopper nobody has used yet (not signed up): unique per run, project and test. */
export function newShopperDetails(details: Partial<ShopperDetails> = {}): ShopperDetails {
  const firstName = details.firstName ?? 'Meera';
  const lastName = details.lastName ?? uniqueWord();
  const id = `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
  return {
    firstName,
    lastName,
    email: `${lastName.toLowerCase()}.${id}@example.com`,
    phone: uniquePhone(),
    password: SHOPPER_PASSWORD,
    ...details,
  };
}

/**
 * Signs a new shopper up through the API, for tests about what comes after sign-up.
 * A referral code is the referrer's phone number.
 */
export async function registerShopper(
  request: APIRequestContext,
  details: Partial<ShopperDetails> & { referralCode?: string } = {},
): Promise<Shopper> {
  const { referralCode, ...own } = details;
  const shopper = newShopperDetails(own);
  const response = await request.post('/api/auth/register', {
    data: { ...shopper, confirmPassword: shopper.password, ...(referralCode ? { referralCode } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()).data as { access_token: string; user: { id: number } };
  return {
    ...shopper,
    id: session.user.id,
    token: session.access_token,
    headers: { authorization: `Bearer ${session.access_token}` },
  };
}

/** Logs the demo admin in at /admin, as an admin does, and waits for the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
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

/**
 * Starts noting every text the form's submit button shows. Its success state lasts only
 * 1 to 1.5 s, too short to catch reliably by polling on a busy machine.
 */
export async function recordSubmitButton(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const form = location.pathname;
    const note = () => {
      // The page the form leads to may have a submit button of its own.
      if (location.pathname !== form) return;
      const text = document.querySelector('main button[type="submit"]')?.textContent?.trim();
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    (window as unknown as { submitTexts: string[] }).submitTexts = seen;
  });
}

/** The texts the submit button showed since recordSubmitButton, in order. */
export async function submitButtonTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { submitTexts: string[] }).submitTexts);
}

/** On /login: logs in by phone and waits for the page the login leads to, checking the button's three states on the way. */
export async function logInByPhone(
  page: Page,
  shopper: { phone: string; password: string },
  then: string | RegExp,
): Promise<void> {
  await page.getByLabel('Mobile Number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await recordSubmitButton(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(then);
  expect(await submitButtonTexts(page)).toEqual(['Sign In', 'Signing in...', 'Success!']);
}
