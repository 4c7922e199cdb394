import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logInByPhone, registerShopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addToCart } from './support/orders';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { isPhone, main } from './support/store';

/**
 * The spec's tax, as the test store charges it (TAX_MODE added, 8%): the product page, the cart
 * and checkout all say the tax is added on top, and add it. e2e/gst.spec.ts is the other mode.
 */

/** Full-page pictures from the top, so the sticky header sits where a shopper sees it. */
const fromTop = (page: Page) => ({ prepare: () => page.evaluate(() => window.scrollTo(0, 0)) });

test('the product page, cart and checkout say tax is added, and add it', async ({ page, request }, testInfo) => {
  test.skip(!isPhone(testInfo), 'a phone’s walk; the screens at 1440 px are taken on the way');
  const shopper = await registerShopper(request, { firstName: 'Kabir' });
  expect(await addToCart(request, shopper, 'checked-flannel-shirt')).toBe(true);

  await page.goto('/products/checked-flannel-shirt');
  await expect(main(page).getByText('+ 8% tax, added in the cart')).toBeVisible();
  await page.goto('/login');
  await logInByPhone(page, shopper, '/user');

  await page.goto('/cart');
  await expect(main(page).getByText('Tax (8%)').first()).toBeVisible();
  await expect(main(page).getByText('Includes GST')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shootAtWidths(page, 'tax-added-cart', testInfo, [...WIDTHS], fromTop(page));
  await page.goto('/checkout');
  await expect(main(page).getByText('Tax (8%)').first()).toBeVisible();
  await shootAtWidths(page, 'tax-added-checkout', testInfo, [...WIDTHS], fromTop(page));
});
