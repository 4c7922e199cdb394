import { test as base, type Page } from '@playwright/test';
import { logInAsAdmin, registerShopper, type Shopper, type ShopperDetails } from './accounts';

export { expect } from '@playwright/test';

interface Fixtures {
  /** What the `shopper` fixture is called and given; a spec sets it with test.use({ shopperDetails: … }). */
  shopperDetails: Partial<ShopperDetails>;
  /** A shopper nobody has used yet, signed up through the API, with their session's token and headers. */
  shopper: Shopper;
  /** The test's page, with the demo admin logged in at /admin and on the dashboard. */
  adminPage: Page;
}

/**
 * Playwright's test with the store's people: `import { expect, test } from './support/fixtures'`
 * and ask for `shopper` or `adminPage` beside `page` and `request`. Each is made afresh for
 * each test that asks for it.
 */
export const test = base.extend<Fixtures>({
  shopperDetails: [{}, { option: true }],
  shopper: async ({ request, shopperDetails }, use) => {
    await use(await registerShopper(request, shopperDetails));
  },
  adminPage: async ({ page }, use) => {
    await logInAsAdmin(page);
    await use(page);
  },
});
