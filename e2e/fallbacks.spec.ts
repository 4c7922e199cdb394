import { logInByPhone } from './support/accounts';
import { expect, test } from './support/fixtures';
import { addToCart } from './support/orders';
import { isPhone, main, productBySlug, productCards } from './support/store';

/**
 * The fallbacks the spec describes, with the API made to fail: a signed-in shopper's cart and
 * wishlist open as last loaded on this device (with a quiet note), and a failed top-rated row on
 * home is made from the full list instead of failing the page.
 */

const SLUG = 'checked-flannel-shirt';
const serverError = { status: 500, contentType: 'application/json', body: '{"success":false,"message":"Down"}' };

test.describe('When the store fails', () => {
  // One walk on the phone is enough: nothing here differs by screen size.
  test.beforeEach(({ page: _page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'runs once, on the phone project');
  });

  test('the cart and the wishlist show their last copy with a note, and recover on Try again', async ({
    page,
    request,
    shopper,
  }) => {
    const product = await productBySlug(request, SLUG);
    expect(await addToCart(request, shopper, SLUG)).toBe(true);
    await request.post('/api/wishlist/add', { headers: shopper.headers, data: { productId: product.id } });
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');

    // Loaded once while the store answers: the copies are kept in this browser.
    for (const path of ['/cart', '/wishlist']) {
      await page.goto(path);
      await expect(main(page).getByText(product.name).first()).toBeVisible();
    }

    await page.route('**/api/cart', (route) => route.fulfill(serverError));
    await page.route('**/api/wishlist', (route) => route.fulfill(serverError));
    for (const path of ['/cart', '/wishlist']) {
      await page.goto(path);
      await expect(main(page).getByText(product.name).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'We could not reach the store just now' })).toBeVisible();
    }

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('We could not reach the store just now')).toBeHidden();
    await expect(main(page).getByText(product.name).first()).toBeVisible();
  });

  test('with nothing kept, the cart says it failed, with a retry', async ({ page, shopper }) => {
    // Failing from the start: the cart is never loaded, so no copy is kept.
    await page.route('**/api/cart', (route) => route.fulfill(serverError));
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');
    await page.goto('/cart');
    await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('We could not reach the store just now')).toBeHidden();
  });

  test('a failed Top Products row is made from the full list, and the home page does not fail', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/products')).json()).data as {
      name: string;
      rating: number;
      reviews: number;
    }[];
    const best = [...all].sort((a, b) => b.rating - a.rating || b.reviews - a.reviews)[0]!;
    await page.route('**/api/products/top-rated*', (route) => route.fulfill(serverError));
    // Home's first page comes with its rows; a visit within the app asks for them again.
    await page.goto('/about');
    await page.getByRole('link', { name: 'KuberFashion' }).first().click();
    await expect(page).toHaveURL('/');
    const row = main(page).getByRole('region', { name: 'Top Products', exact: true });
    await row.scrollIntoViewIfNeeded();
    await expect(productCards(row).first()).toContainText(best.name);
    await expect(page.getByText('Failed to load products')).toHaveCount(0);
  });
});
