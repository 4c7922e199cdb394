import { logInByPhone, registerShopper } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  cartLink,
  chooseSort,
  headerSearchBox,
  LOGIN_HREF,
  main,
  maxPriceSlider,
  productCards,
  showingText,
  withFilters,
  type ApiVariant,
} from './support/store';

test.describe('Phone layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone project only');

  test("the mobile menu opens and offers 'Login / Sign Up'", async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const loginSignup = page.getByRole('link', { name: 'Login / Sign Up' });
    await expect(menu).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).tap();
    await expect(menu).toBeVisible();
    await expect(loginSignup).toBeVisible();
    await expect(loginSignup).toHaveAttribute('href', LOGIN_HREF);
    await loginSignup.tap();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
  });

  test('the search icon expands a search box that searches', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('searchbox').locator('visible=true')).toHaveCount(0);
    const box = await headerSearchBox(page);
    await expect(box).toBeFocused();
    await box.fill('dress');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dress$/);
    await expect(productCards(main(page)).filter({ hasText: 'Elegant Summer Dress' }).first()).toBeVisible();
  });

  test('the home page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await expect(productCards(main(page)).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('at 360 px nothing is wider than the screen on home, a category, a product and the cart', async ({
    page,
    request,
  }) => {
    // A shopper with a line in the cart, so the cart screen shows its widest state.
    const shopper = await registerShopper(request, { firstName: 'Arjun', lastName: 'Pillai' });
    const { data: product } = (await (await request.get('/api/products/slug/classic-cotton-t-shirt')).json()) as {
      data: { id: number; variants: ApiVariant[] };
    };
    // The longest size and colour names still on the shelf make the widest cart line.
    const { size, color } = product.variants
      .filter((v) => v.stockQuantity > 0)
      .sort((a, b) => b.size.length + b.color.length - a.size.length - a.color.length)[0]!;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/login');
    await logInByPhone(page, shopper, /\/user$/);
    const added = await page.evaluate(
      async ({ productId, size, color }) => {
        const response = await fetch('/api/cart/add', {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ productId, quantity: 1, size, color }),
        });
        return response.status;
      },
      { productId: product.id, size, color },
    );
    expect(added).toBe(200);

    const pages = [
      { path: '/', ready: productCards(main(page)).first() },
      { path: '/categories/mens-fashion', ready: productCards(main(page)).first() },
      {
        path: '/products/classic-cotton-t-shirt',
        ready: page.getByRole('heading', { name: 'Classic Cotton T-Shirt', level: 1 }),
      },
      { path: '/cart', ready: main(page).getByRole('listitem').filter({ hasText: 'Classic Cotton T-Shirt' }) },
    ];
    for (const { path, ready } of pages) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(360);
      // The bag icon is the header's last control: it must sit fully on the screen.
      const bag = await cartLink(page).boundingBox();
      expect(bag!.x + bag!.width, `${path}: the cart icon is on the screen`).toBeLessThanOrEqual(360);
    }
  });

  test('the WhatsApp button steps aside while the shopper reads and never hides the end of the page', async ({
    page,
  }) => {
    await page.goto('/categories/mens-fashion');
    await expect(productCards(main(page)).first()).toBeVisible();
    const chat = page.getByRole('link', { name: /WhatsApp/ });
    await expect(chat).toBeInViewport();

    // The server's page shows the button before the app has taken it over: until then a scroll moves
    // nothing, so the scroll down is tried again from the top until the app answers it.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.mouse.wheel(0, 600);
      await expect(chat).not.toBeInViewport({ timeout: 1000 });
    }, 'scrolling down through the cards').toPass();
    await page.mouse.wheel(0, -200);
    await expect(chat, 'scrolling back up').toBeInViewport();

    // Shown at the very end of the page, the button would sit in the room the footer keeps below its last line.
    const button = (await chat.boundingBox())!;
    const fromBottom = (await page.evaluate(() => window.innerHeight)) - button.y;
    const room = await page
      .getByRole('contentinfo')
      .getByText(/All rights reserved/)
      .evaluate((line) => {
        const text = document.createRange();
        text.selectNodeContents(line);
        return line.closest('footer')!.getBoundingClientRect().bottom - text.getBoundingClientRect().bottom;
      });
    expect(room, 'room below the last line').toBeGreaterThanOrEqual(fromBottom);
  });

  test("the category page's sort and filter controls are reachable", async ({ page }) => {
    await page.goto('/categories/womens-fashion');
    await expect(page.getByRole('heading', { name: "Women's Fashion", level: 1 })).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    await expect(showingText(page, 'products')).toBeVisible();

    const sortButton = page.getByRole('button', { name: 'Sort', exact: true });
    const filterButton = page.getByRole('button', { name: /^Filter/ });
    await expect(sortButton).toBeInViewport();
    await expect(filterButton).toBeInViewport();

    await chooseSort(page, 'Price: High to Low');
    await expect(page).toHaveURL(/sort=price-high/);
    await withFilters(page, async (filters) => {
      await expect(maxPriceSlider(filters)).toBeVisible();
      await expect(filters.getByRole('slider', { name: 'Minimum price' })).toBeVisible();
      await expect(filters.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    });
  });
});
