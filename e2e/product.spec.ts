import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  cardPrice,
  expectLoginRequiredDialog,
  INDIAN_GROUPING,
  main,
  parseRupees,
  pickOption,
  productCards,
  PRICE_ONLY,
  productBySlug,
  type ApiProduct,
} from './support/store';

async function findOutOfStock(request: APIRequestContext): Promise<ApiProduct | undefined> {
  for (let page = 0; page < 10; page++) {
    const res = await request.get(`/api/products/paginated?size=100&page=${page}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()).data as { data: ApiProduct[]; totalPages: number };
    const found = body.data.find((p) => !p.inStock);
    if (found || page + 1 >= body.totalPages) return found;
  }
  return undefined;
}

async function expectProductPage(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
  const price = main(page).getByText(PRICE_ONLY).first();
  await expect(price).toBeVisible();
  expect((await price.innerText()).trim()).toMatch(INDIAN_GROUPING);
}

test.describe('Product page', () => {
  test('opens by slug', async ({ page }) => {
    await page.goto('/products/classic-cotton-t-shirt');
    await expectProductPage(page, 'Classic Cotton T-Shirt');
    await expect(main(page).getByText('₹499', { exact: true }).first()).toBeVisible();
    await expect(
      main(page)
        .getByText(/^(In Stock|Out of Stock)$/)
        .first(),
    ).toBeVisible();
    // The demo products have no maker's warranty, so none is promised.
    for (const perk of ['Free Shipping', '30-Day Returns']) {
      await expect(main(page).getByText(perk, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByText(/Warranty/)).toHaveCount(0);
  });

  test('opens by numeric id', async ({ page, request }) => {
    const product = await productBySlug(request, 'premium-sneakers');
    await page.goto(`/products/${product.id}`);
    await expectProductPage(page, 'Premium Sneakers');
  });

  test('prices are rupees with Indian grouping, MRP struck through with the discount', async ({ page }) => {
    await page.goto('/products/premium-sneakers');
    await expectProductPage(page, 'Premium Sneakers');
    const content = main(page);
    await expect(content.getByText('₹2,999', { exact: true }).first()).toBeVisible();
    const mrp = content.getByText('₹4,499', { exact: true }).first();
    await expect(mrp).toBeVisible();
    const decoration = await mrp.evaluate((el) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        if (node.tagName === 'DEL' || node.tagName === 'S') return 'line-through';
        const style = getComputedStyle(node).textDecorationLine;
        if (style.includes('line-through')) return style;
      }
      return 'none';
    });
    expect(decoration).toContain('line-through');
    await expect(content.getByText(/33%\s*OFF/i).first()).toBeVisible();
    // The cart adds the tax on top, and the product page says so rather than 'inclusive of all taxes'.
    await expect(content.getByText('+ 8% tax, added in the cart')).toBeVisible();
    await expect(content.getByText(/inclusive of all taxes/i)).toHaveCount(0);
  });

  test('a product without sizes shows no size picker (Leather Crossbody Bag)', async ({ page }) => {
    await page.goto('/products/leather-crossbody-bag');
    await expectProductPage(page, 'Leather Crossbody Bag');
    await expect(main(page).getByRole('group', { name: /Size/ })).toHaveCount(0);
    const colours = main(page).getByRole('group', { name: /Colou?r/ });
    await expect(colours.getByRole('radio', { name: 'Black' })).toBeVisible();
    await expect(colours.getByRole('radio', { name: 'Brown' })).toBeVisible();
  });

  test('Add to Cart and the wishlist heart ask a visitor to log in', async ({ page }) => {
    await page.goto('/products/classic-cotton-t-shirt');
    await expectProductPage(page, 'Classic Cotton T-Shirt');
    const content = main(page);
    // A size and a colour first, so the login prompt is not hidden behind 'Please select a size'.
    await pickOption(content.getByRole('group', { name: /Size/ }), 'M');
    await pickOption(content.getByRole('group', { name: /Colou?r/ }), 'Black');
    await content.getByRole('button', { name: 'Add to Cart' }).click();
    await expectLoginRequiredDialog(page);
    await content.getByRole('button', { name: 'Wishlist', exact: true }).click();
    await expectLoginRequiredDialog(page);
    // The wishlist needs an account, so nothing was saved to it.
    await expect(page.getByRole('banner').getByRole('link', { name: /^Wishlist/ })).toHaveAccessibleName('Wishlist');

    await content.getByRole('button', { name: 'Add to Cart' }).click();
    await page
      .getByRole('dialog', { name: 'Login Required' })
      .getByRole('link', { name: 'Login to Your Account' })
      .click();
    await expect(page).toHaveURL(/\/login(\?redirect=%2Fproducts%2Fclassic-cotton-t-shirt)?$/);
  });

  test('an out-of-stock product says so and cannot be added', async ({ page, request }) => {
    const product = await findOutOfStock(request);
    expect(product, 'the demo catalogue has an out-of-stock product').toBeDefined();
    await page.goto(`/products/${product!.slug}`);
    await expectProductPage(page, product!.name);
    await expect(main(page).getByText('Out of Stock', { exact: true }).first()).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  test("/products/999999 shows 'Product Not Found'", async ({ page }) => {
    const response = await page.goto('/products/999999');
    expect(response?.status(), 'the server answers 404 for an unknown product page').toBe(404);
    await expect(page.getByText('Product Not Found')).toBeVisible();
    await expect(page.getByText("The product you're looking for doesn't exist.")).toBeVisible();
  });

  test('an unknown product slug shows Product Not Found', async ({ page }) => {
    await page.goto('/products/no-such-product-here');
    await expect(page.getByText('Product Not Found')).toBeVisible();
  });

  test('an unknown category slug shows a not-found screen', async ({ page }) => {
    const response = await page.goto('/categories/nope');
    expect(response?.status(), 'the server answers 404 for an unknown category page').toBe(404);
    await expect(
      main(page)
        .getByText(/not found/i)
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/Showing \d+ of \d+ products/)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the price on a card matches the product page', async ({ page }) => {
    await page.goto('/categories/footwear');
    const card = productCards(main(page)).filter({ hasText: 'Premium Sneakers' }).first();
    await expect(card).toBeVisible();
    expect(await cardPrice(card)).toBe(2999);
    await expect(card.getByText('₹4,499', { exact: true })).toBeVisible();
    await card.getByRole('link', { name: 'Premium Sneakers' }).click();
    await expect(page).toHaveURL(/\/products\/premium-sneakers$/);
    await expectProductPage(page, 'Premium Sneakers');
    expect(parseRupees(await main(page).getByText(PRICE_ONLY).first().innerText())).toBe(2999);
  });
});
