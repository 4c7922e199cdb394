import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ADMIN, logInAsAdmin, registerShopper, uniqueWord } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shoot } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * The admin area's own layout: the side menu (a drawer behind a menu button on a phone),
 * its own footer, no shop header, cart, category bar or footer, the admin 'Page not found' for screens
 * still to come, and Sign Out.
 */

const MENU = [
  { name: 'Dashboard', href: '/admin/dashboard' },
  { name: 'Orders', href: '/admin/orders' },
  { name: 'Returns', href: '/admin/returns' },
  { name: 'Reviews', href: '/admin/reviews' },
  { name: 'Products', href: '/admin/products' },
  { name: 'Size charts', href: '/admin/size-charts' },
  { name: 'Uploads', href: '/admin/uploads' },
  { name: 'Delivery', href: '/admin/delivery' },
  { name: 'Couriers', href: '/admin/couriers' },
  { name: 'Users', href: '/admin/users' },
  { name: 'Referrals', href: '/admin/referrals' },
  { name: 'Discount codes', href: '/admin/discount-codes' },
  { name: 'Shop settings', href: '/admin/shop-settings' },
  { name: 'Profile', href: '/admin/profile' },
];

/** The admin menu as the admin reaches it: beside the page on a laptop, from the menu button on a phone. */
async function openMenu(page: Page, testInfo: TestInfo) {
  if (isPhone(testInfo)) {
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
  }
  return page.getByRole('navigation', { name: 'Admin' });
}

test.describe('Admin layout', () => {
  test('the admin sees every admin screen in the side menu and none of the shop header', async ({
    adminPage: page,
  }, testInfo) => {
    await expect(page.getByRole('heading', { name: 'Welcome, Demo', level: 1 })).toBeVisible();

    // None of the shopper's page: no header links, category bar, footer or its 'Free Shipping' strip.
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Wishlist/ })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);
    await expect(page.getByText('Free Shipping')).toHaveCount(0);
    // The back office's own footer instead (the spec: a footer-like element on every page).
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Back office');
    await expect(footer.getByRole('link', { name: 'View the shop' })).toHaveAttribute('href', '/');

    const menu = await openMenu(page, testInfo);
    await expect(menu.getByRole('link')).toHaveCount(MENU.length);
    for (const { name, href } of MENU)
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(DEMO_ADMIN.email).locator('visible=true')).toBeVisible();
    await expect(page.getByRole('link', { name: 'KuberFashion', exact: true }).locator('visible=true')).toHaveAttribute(
      'href',
      '/',
    );

    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL('/admin/profile');
    await expect(page.getByRole('heading', { name: 'Admin Profile', level: 1 })).toBeVisible();
    // On a phone, following a link closes the drawer.
    if (isPhone(testInfo)) await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeHidden();
  });

  test('an admin address that names no screen shows Page not found inside the admin layout', async ({
    adminPage: page,
  }, testInfo) => {
    await page.goto('/admin/no-such-screen');
    await expect(main(page).getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found | Kuber Fashion');
    const menu = await openMenu(page, testInfo);
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    if (isPhone(testInfo)) await page.keyboard.press('Escape');
    await main(page).getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('Sign Out goes to the shop signed out, and the admin pages ask for the login again', async ({
    adminPage: page,
  }, testInfo) => {
    await openMenu(page, testInfo);
    await page.getByRole('button', { name: 'Sign Out' }).locator('visible=true').click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/admin');
  });

  test('screenshots of the dashboard and profile at 360, 390 and 1440 px', async ({ page, request }, testInfo) => {
    test.skip(isPhone(testInfo), 'widths are set here; taken once, from the desktop project');
    test.setTimeout(60_000);
    const family = uniqueWord();
    for (let n = 1; n <= 3; n++) await registerShopper(request, { firstName: 'Ritu', lastName: family });
    await logInAsAdmin(page);
    for (const width of [360, 390, 1440]) {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      for (const screen of ['dashboard', 'profile'] as const) {
        await page.goto(`/admin/${screen}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (screen === 'dashboard')
          await expect(page.getByRole('list', { name: 'Figures for the period' })).toBeVisible();
        if (screen === 'profile') await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
        await shoot(page, `admin-${screen}-${width}`, testInfo);
      }
      if (width < 1000) {
        await page.getByRole('button', { name: 'Open admin menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Admin menu' })).toBeVisible();
        await shoot(page, `admin-menu-${width}`, testInfo, false);
      }
    }
  });
});
