import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { DEMO_ADMIN, logInAsAdmin, logInByPhone, registerShopper, uniquePhone, uniqueWord } from './support/accounts';
import { expect, test } from './support/fixtures';
import { placeOrder } from './support/orders';
import { shoot, WIDTHS } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * Managing accounts: the users list (search, role filter, paging in the URL), disabling a
 * shopper (signed out at their next request), changing a role and deleting, each confirmed
 * first, an admin's own row locked, and a user's page with their orders and referrals.
 */

/** The users listed: table rows on a laptop, cards on a phone. */
function userRows(page: Page, testInfo: TestInfo) {
  return isPhone(testInfo)
    ? page.getByRole('list', { name: 'Users' }).getByRole('listitem')
    : page
        .getByRole('table', { name: 'Users' })
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') });
}

test.describe('Admin users', () => {
  // Several shoppers sign up in each test (a password hash each) on a machine shared with the other tests.
  test.describe.configure({ timeout: 120_000 });

  test('the list searches, pages and filters by role, and its link reopens the same view', async ({
    adminPage: page,
    request,
  }, testInfo) => {
    const family = uniqueWord();
    await Promise.all(
      Array.from({ length: 12 }, () => registerShopper(request, { firstName: 'Ritu', lastName: family })),
    );
    await page.goto('/admin/users');

    const rows = userRows(page, testInfo);
    await page.getByLabel('Search users').fill(family);
    await expect(page).toHaveURL(`/admin/users?q=${family}`);
    await expect(page.getByText('Showing 1–10 of 12')).toBeVisible();
    await expect(rows).toHaveCount(10);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(`/admin/users?q=${family}&page=2`);
    await page.reload();
    await expect(page.getByLabel('Search users')).toHaveValue(family);
    await expect(page.getByText('Showing 11–12 of 12')).toBeVisible();

    await page.getByLabel('Role', { exact: true }).selectOption('ADMIN');
    await expect(page).toHaveURL(`/admin/users?q=${family}&role=ADMIN`);
    await expect(page.getByText('No users match')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL('/admin/users');
    await page.getByLabel('Role', { exact: true }).selectOption('ADMIN');
    await expect(rows.filter({ hasText: DEMO_ADMIN.email })).toHaveCount(1);

    // The admin's own row: marked, and nothing in it can be changed.
    const own = rows.filter({ hasText: DEMO_ADMIN.email });
    await expect(own.getByText('You', { exact: true })).toBeVisible();
    await expect(own.getByRole('switch')).toBeDisabled();
    await expect(own.getByRole('combobox')).toBeDisabled();
    await expect(own.getByRole('button', { name: /^Delete/ })).toBeDisabled();
  });

  test('an admin disables a shopper, who is signed out at their next request', async ({
    adminPage: page,
    browser,
    request,
  }, testInfo) => {
    const shopper = await registerShopper(request, { firstName: 'Nisha' });
    const theirs = await browser.newContext({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    const shopperPage = await theirs.newPage();
    await shopperPage.goto('/login');
    await logInByPhone(shopperPage, shopper, '/user');

    await page.goto(`/admin/users?q=${shopper.email}`);
    const row = userRows(page, testInfo).filter({ hasText: shopper.email });
    // The switch asks first: a stray tap signs nobody out.
    await row.getByRole('switch', { name: /account enabled/ }).click();
    const asked = page.getByRole('dialog', { name: `Disable Nisha ${shopper.lastName}?` });
    await expect(asked).toContainText('signed out at their next request');
    await asked.getByRole('button', { name: 'Disable account' }).click();
    await expect(page.getByText(`Nisha ${shopper.lastName} is disabled`)).toBeVisible();
    await expect(row.getByText('Disabled').first()).toBeVisible();

    // Their next request is refused: the store signs them out and asks them to log in.
    await shopperPage.goto('/orders');
    await expect(shopperPage).toHaveURL('/login');
    await shopperPage.getByLabel('Mobile Number').fill(shopper.phone);
    await shopperPage.getByLabel('Password', { exact: true }).fill(shopper.password);
    await shopperPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(shopperPage.getByText('This account has been disabled. Please contact customer care.')).toBeVisible();
    await theirs.close();

    await row.getByRole('switch', { name: /account enabled/ }).click();
    await page
      .getByRole('dialog', { name: `Enable Nisha ${shopper.lastName}?` })
      .getByRole('button', { name: 'Enable account' })
      .click();
    await expect(page.getByText(`Nisha ${shopper.lastName} is enabled`)).toBeVisible();
  });

  test('a role changes only once the admin confirms the person and the new role', async ({
    adminPage: page,
    request,
  }, testInfo) => {
    const shopper = await registerShopper(request, { firstName: 'Kavya' });
    const name = `Kavya ${shopper.lastName}`;
    await page.goto(`/admin/users?q=${shopper.email}`);
    const role = userRows(page, testInfo)
      .filter({ hasText: shopper.email })
      .getByRole('combobox', { name: `${name}: role` });

    await role.selectOption('ADMIN');
    const asked = page.getByRole('dialog', { name: `Make ${name} an admin?` });
    await expect(asked).toContainText(`The role of ${name} (${shopper.email}) changes from USER to ADMIN.`);
    await expectNoSeriousA11yViolations(page);
    await asked.getByRole('button', { name: 'Keep as shopper' }).click();
    await expect(asked).toBeHidden();
    await expect(role).toHaveValue('USER');
    // Nothing was sent: the server still has them as a shopper.
    await page.reload();
    await expect(role).toHaveValue('USER');

    await role.selectOption('ADMIN');
    await page
      .getByRole('dialog', { name: `Make ${name} an admin?` })
      .getByRole('button', { name: 'Make admin' })
      .click();
    await expect(page.getByText(`${name} is now an admin`)).toBeVisible();
    await expect(role).toHaveValue('ADMIN');

    await role.selectOption('USER');
    await page
      .getByRole('dialog', { name: `Make ${name} a shopper?` })
      .getByRole('button', { name: 'Make shopper' })
      .click();
    await expect(page.getByText(`${name} is now a shopper`)).toBeVisible();
    await expect(role).toHaveValue('USER');
  });

  test('deleting asks first; a shopper with orders is anonymised and keeps them, with their referrals on their page', async ({
    adminPage: page,
    request,
  }, testInfo) => {
    const parent = await registerShopper(request, { firstName: 'Vikram' });
    const child = await registerShopper(request, { firstName: 'Tara' });
    // A referral code is the referrer's phone number.
    await registerShopper(request, { firstName: 'Dev', phone: uniquePhone('8'), referralCode: parent.phone });
    const order = await placeOrder(
      request,
      parent,
      isPhone(testInfo) ? ['leather-crossbody-bag', 'denim-jacket'] : ['silk-blouse', 'classic-cotton-t-shirt'],
    );

    await page.goto(`/admin/users/${parent.id}`);
    await expect(page.getByRole('heading', { name: `Vikram ${parent.lastName}`, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Orders (1)' })).toContainText(order.orderNumber);
    const referrals = main(page).getByRole('region', { name: 'Referrals (1)' });
    await expect(referrals).toContainText(/\*{6}\d{4}/);
    await expect(referrals).toContainText('active');

    // No orders: the account goes.
    await page.goto(`/admin/users?q=${child.email}`);
    const childRow = userRows(page, testInfo).filter({ hasText: child.email });
    await childRow.getByRole('button', { name: `Delete Tara ${child.lastName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete Tara ${child.lastName}?` });
    await expect(dialog).toContainText('is removed');
    await dialog.getByRole('button', { name: 'Keep the account' }).click();
    await expect(childRow).toHaveCount(1);
    await childRow.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText('User deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No users match')).toBeVisible();

    // With an order: anonymised, disabled, the order kept.
    await page.goto(`/admin/users/${parent.id}`);
    await main(page)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(page.getByRole('dialog')).toContainText('has an order, which the shop keeps');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByText('User deleted; their orders are kept under an anonymised account')).toBeVisible();
    await expect(page).toHaveURL('/admin/users');
    await page.goto(`/admin/users/${parent.id}`);
    await expect(page.getByRole('heading', { name: 'Deleted', level: 1 })).toBeVisible();
    await expect(main(page).getByText('Deleted', { exact: true }).nth(1)).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Orders (1)' })).toContainText(order.orderNumber);
  });

  test('screenshots of the users list, its role confirmation and a user at 360, 390 and 1440 px', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(isPhone(testInfo), 'widths are set here; taken once, from the desktop project');
    const shopper = await registerShopper(request, { firstName: 'Lakshmi' });
    await placeOrder(request, shopper, ['classic-cotton-t-shirt', 'silk-blouse']);
    await logInAsAdmin(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      await page.goto('/admin/users');
      await expect(page.getByText(/^Showing /)).toBeVisible();
      await shoot(page, `admin-users-${width}`, testInfo);
      await page.getByRole('combobox', { name: `Lakshmi ${shopper.lastName}: role` }).selectOption('ADMIN');
      const asked = page.getByRole('dialog', { name: `Make Lakshmi ${shopper.lastName} an admin?` });
      await expect(asked).toBeVisible();
      // The window as the admin sees it: the dialog over the table.
      await shoot(page, `admin-users-role-${width}`, testInfo, false);
      await asked.getByRole('button', { name: 'Keep as shopper' }).click();
      await page.goto(`/admin/users/${shopper.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shoot(page, `admin-user-${width}`, testInfo);
    }
  });
});
