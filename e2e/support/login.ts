import { expect, type Page } from '@playwright/test';

/**
 * Starts noting every text the form's submit button shows. Its success state lasts only
 * 1 to 1.5 s (spec), too short to catch reliably by polling on a busy machine.
 */
export async function recordSubmitButton(page: Page) {
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
export async function logInByPhone(page: Page, shopper: { phone: string; password: string }, then: string | RegExp) {
  await page.getByLabel('Mobile Number').fill(shopper.phone);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await recordSubmitButton(page);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(then);
  expect(await submitButtonTexts(page)).toEqual(['Sign In', 'Signing in...', 'Success!']);
}
