import type { Page, TestInfo } from '@playwright/test';
import { generate } from 'otplib';
import {
  DEMO_ADMIN,
  logInByPhone,
  newShopperDetails,
  recordSubmitButton,
  SHOPPER_PASSWORD,
  submitButtonTexts,
} from './support/accounts';
import { expect, test } from './support/fixtures';
import { isPhone, main } from './support/store';

/**
 * Accounts in the browser: sign-up, log-in by phone, the guards, the admin login (with and
 * without its authenticator step), the profile and password recovery. The server runs in
 * development mode (playwright.config.ts) for the demo admin and the mail outbox.
 */

/** The shopper of these tests, whether she signs up in the browser or through the API (the `shopper` fixture). */
const ASHA = { firstName: 'Asha', lastName: 'Verma' };

test.use({ shopperDetails: ASHA });

/** Signs out the way a shopper would: the account menu on a laptop, the side menu's Logout on a phone. */
async function signOut(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
  } else {
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
}

test.describe('Shopper accounts', () => {
  test('signs up, logs out, logs back in by phone and reaches the account pages', async ({ page }, testInfo) => {
    // Five steps, each a few page loads: more than the default budget on a busy machine.
    test.setTimeout(60_000);
    const shopper = newShopperDetails(ASHA);

    await test.step('sign up: lands on /user, signed in', async () => {
      await page.goto('/signup');
      const form = main(page);
      await form.getByLabel('First Name').fill(shopper.firstName);
      await form.getByLabel('Last Name').fill(shopper.lastName);
      await form.getByLabel('Email').fill(shopper.email);
      await form.getByLabel('Phone Number').fill(shopper.phone);
      await form.getByLabel('Password', { exact: true }).fill(shopper.password);
      await form.getByLabel('Confirm Password', { exact: true }).fill(shopper.password);
      await expect(form.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
      await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await recordSubmitButton(page);
      await form.getByRole('button', { name: 'Create Account' }).click();
      await expect(page).toHaveURL('/user');
      expect(await submitButtonTexts(page)).toEqual(['Create Account', 'Creating Account...', 'Account created!']);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Namaste, ${shopper.firstName}`);
      // Spec: the category bar is for visitors only.
      await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
    });

    await test.step('log out', async () => {
      await signOut(page, testInfo);
      await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    });

    await test.step('log in by phone: back on /user', async () => {
      await page.goto('/login');
      await logInByPhone(page, shopper, '/user');
    });

    await test.step('/profile shows the account and saves a change', async () => {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
      await expect(main(page).getByText(shopper.email, { exact: true })).toBeVisible();
      await expect(main(page).getByText('USER', { exact: true })).toBeVisible();
      await expect(
        main(page)
          .getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
          .first(),
      ).toBeVisible();
      await main(page).getByLabel('Last Name').fill('Sharma');
      await main(page).getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Profile updated successfully')).toBeVisible();
      await page.reload();
      await expect(main(page).getByLabel('Last Name')).toHaveValue('Sharma');
    });

    await test.step('/user is reachable with its quick links', async () => {
      await page.goto('/user');
      for (const name of ['My Orders', 'Wishlist', 'Referral & Coupons', 'My Profile', 'Continue Shopping']) {
        await expect(main(page).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
      }
    });
  });

  test('sign-up checks fields as the shopper types, and shows the server refusing a taken email', async ({ page }) => {
    await page.goto('/signup');
    const form = main(page);
    const password = form.getByLabel('Password', { exact: true });

    await password.fill('weak');
    await password.blur();
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    await password.fill('weakpassword');
    await expect(password).toHaveAccessibleDescription(
      'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)',
    );
    await password.fill(SHOPPER_PASSWORD);
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');

    const confirm = form.getByLabel('Confirm Password', { exact: true });
    await confirm.fill('Something@else1');
    await confirm.blur();
    await expect(confirm).toHaveAccessibleDescription('Passwords do not match');

    const email = form.getByLabel('Email');
    await email.fill('not-an-email');
    await email.blur();
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    const phone = form.getByLabel('Phone Number');
    await phone.fill('12345');
    await phone.blur();
    await expect(phone).toHaveAccessibleDescription('Please enter a valid 10-digit phone number');

    // Submitting shows every rule still broken, including fields never visited.
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByLabel('First Name')).toHaveAccessibleDescription('First name is required');
    await expect(form.getByLabel('First Name')).toBeFocused();

    const shopper = newShopperDetails(ASHA);
    await form.getByLabel('First Name').fill(shopper.firstName);
    await form.getByLabel('Last Name').fill(shopper.lastName);
    await email.fill(DEMO_ADMIN.email);
    await phone.fill(shopper.phone);
    await confirm.fill(SHOPPER_PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(page).toHaveURL('/signup');
  });

  test('login checks its fields, shows the server refusing a wrong password, and logs in by email too', async ({
    page,
    shopper,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByLabel('Mobile Number')).toHaveAccessibleDescription('Enter a valid 10-digit phone number');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Enter your password');

    await page.getByLabel('Mobile Number').fill(shopper.phone);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(main(page).getByRole('alert')).toHaveText('Invalid phone or password');

    // Google and Facebook stay inert.
    for (const name of ['Google', 'Facebook']) {
      const button = page.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAttribute('title', /coming soon/);
    }

    await page.getByRole('button', { name: 'Log in with email instead' }).click();
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/user');
  });

  test('a visitor sent from /profile to /login comes back to /profile after logging in', async ({ page, shopper }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL('/login');
    await logInByPhone(page, shopper, '/profile');
    await expect(main(page).getByText(shopper.email, { exact: true })).toBeVisible();
  });

  test('?redirect= leads back after login, and the account menu works from the keyboard', async ({ page, shopper }) => {
    await page.goto('/login?redirect=%2Fprofile');
    await logInByPhone(page, shopper, '/profile');

    const button = page.getByRole('button', { name: `Account menu for ${shopper.firstName}` });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Account' });
    await expect(menu.getByRole('menuitem', { name: 'Shop' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /^Referral/ })).toBeFocused();
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { name: 'Personal details' }).click();
    await expect(menu).toBeHidden();

    await button.click();
    await menu.getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveURL('/orders');
    await expect(menu).toBeHidden();
  });

  test('no script can read the refresh token, and the session survives a reload, even past the access token', async ({
    page,
    shopper,
  }) => {
    // A crafted return path (it becomes //evil.example/pwn) is ignored: the login leads to the account page.
    await page.goto('/login?redirect=%2F.%2F%2Fevil.example%2Fpwn');
    await logInByPhone(page, shopper, '/user');
    const accountMenu = page
      .getByRole('button', { name: `Account menu for ${shopper.firstName}` })
      .or(page.getByRole('button', { name: 'Open menu' }));

    const refresh = (await page.context().cookies()).find((c) => c.name === 'kf_refresh');
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    const stored = await page.evaluate(() => ({
      storage: JSON.stringify({ ...localStorage }),
      cookies: document.cookie,
      helpers: typeof (window as { createTestAdmin?: unknown }).createTestAdmin,
    }));
    expect(stored.storage).toContain('"token"');
    expect(stored.storage).not.toContain(refresh!.value);
    expect(stored.storage).not.toContain('refresh_token');
    expect(stored.cookies).not.toContain(refresh!.value);
    // The browser-test helpers of the original client are in development builds only.
    expect(stored.helpers).toBe('undefined');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Namaste, ${shopper.firstName}`);
    await expect(accountMenu.first()).toBeVisible();

    // The access token has run out (as after a night away): the cookie brings a new one at start.
    const before = await page.evaluate(() => localStorage.getItem('token'));
    await page.evaluate(() => {
      const meta = JSON.parse(localStorage.getItem('session')!) as { expires_at: number };
      localStorage.setItem('session', JSON.stringify({ ...meta, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    });
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/auth/token') && r.status() === 200);
    await page.reload();
    await refreshed;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Namaste, ${shopper.firstName}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(before);
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('refresh_token');
  });

  test('two tabs with a run-out access token refresh once between them, and the session lives on', async ({
    page,
    shopper,
    context,
  }) => {
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');
    const second = await context.newPage();
    await second.goto('/user');
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(`Namaste, ${shopper.firstName}`);

    const refreshes: number[] = [];
    context.on('response', (r) => {
      if (r.url().includes('/api/auth/token')) refreshes.push(r.status());
    });
    await page.evaluate(() => {
      const meta = JSON.parse(localStorage.getItem('session')!) as { expires_at: number };
      localStorage.setItem('session', JSON.stringify({ ...meta, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    });
    // A refresh token works once: were both tabs to spend it, the server would end the session.
    // The other tab follows the stored session at once and refreshes it; the reloads wait for that
    // refresh, as a reload that cut it off after the server had answered would keep the spent token.
    await expect.poll(() => refreshes.length).toBe(1);
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second])
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(`Namaste, ${shopper.firstName}`);
    expect(refreshes).toEqual([200]);
    const me = await second.evaluate(
      async () =>
        (await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).status,
    );
    expect(me).toBe(200);
  });

  test('a shopper opening /admin/dashboard lands on /user', async ({ page, shopper }) => {
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/user');
  });

  test('forgot password: the emailed link sets a new password that logs in', async ({ page, shopper, request }) => {
    const newPassword = 'Renewed@2025';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(main(page).getByRole('status')).toContainText('If an account exists for this email');

    const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(shopper.email)}`);
    expect(outbox.ok()).toBe(true);
    const mails = (await outbox.json()) as { data: { body: string }[] };
    const link = mails.data[0]?.body.match(/\/reset-password\?token=[\w-]+/)?.[0];
    expect(link, 'reset link in the mail').toBeTruthy();

    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(main(page).getByRole('status')).toContainText('Your password has been changed');
    await main(page).getByRole('link', { name: 'Log in' }).click();

    await expect(page).toHaveURL('/login');
    await logInByPhone(page, { phone: shopper.phone, password: newPassword }, '/user');
  });
});

test.describe('Admin accounts', () => {
  test('the admin logs in at /admin, reaches the dashboard and is sent there when back at /admin', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin');

    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await recordSubmitButton(page);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    expect(await submitButtonTexts(page)).toEqual(['Sign In', 'Signing in...', 'Success!']);
    await expect(page.getByRole('heading', { name: 'Welcome, Demo', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    // The demo admin never turns the factor on in these tests, so the dashboard asks for it.
    await expect(page.getByText(/Two-step verification is off/)).toBeVisible();

    await page.goto('/admin');
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('an admin turns on two-step verification, then must give a code at login', async ({
    page,
    request,
  }, testInfo) => {
    // One admin account is shared by both projects: the factor is enrolled from one of them only.
    test.skip(isPhone(testInfo), 'runs once, on the desktop project');
    test.setTimeout(120_000);

    const created = await request.post('/api/dev/test-admin');
    const admin = ((await created.json()) as { data: { email: string; password: string } }).data;

    await page.goto('/admin');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/admin/dashboard');

    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { name: 'Admin Profile', level: 1 })).toBeVisible();
    const card = page.getByRole('region', { name: 'Two-step verification' });
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Set up authenticator app' }).click();
    await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
    const secret = (await card.locator('code').innerText()).trim();
    await card.getByLabel('6-digit code').fill(await totp(secret));
    await card.getByRole('button', { name: 'Turn On' }).click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();

    // The admin area signs out from its own menu, to the shop's home page.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    await page.goto('/admin');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step verification', level: 1 })).toBeVisible();
    // A code is accepted once, so the one that turned the factor on is spent: the next step's code
    // is given, as an authenticator whose clock runs a little ahead shows it (the server allows
    // one step either side).
    await page.getByLabel('6-digit code').fill(await totp(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Recent orders' })).toBeVisible();
    // With the factor on, the dashboard no longer asks for it.
    await expect(page.getByText(/Two-step verification is off/)).toHaveCount(0);

    await page.goto('/admin/profile');
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
  });
});

/** A step of the authenticator's codes (RFC 6238's default, as the store's factors use). */
const TOTP_STEP_SECONDS = 30;

/** The code an authenticator app shows for a secret now, or `ahead` steps later. */
function totp(secret: string, ahead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * TOTP_STEP_SECONDS });
}
