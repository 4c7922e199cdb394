import { expect, test, type Page } from '@playwright/test';
import {
  cardPrice,
  chooseSort,
  expectLoginRequiredDialog,
  expectSort,
  HERO_TITLE,
  INDIAN_GROUPING,
  main,
  maxPriceSlider,
  parseRupees,
  pickOption,
  PRICE_ONLY,
  productCards,
  readShowing,
  showingText,
  sliderMax,
  sliderValue,
  visiblePrices,
  withFilters,
} from './support/store';

/**
 * Polls the prices on the cards until `problems` finds none (the list refetches after
 * each change); a failure shows the offending prices.
 */
async function expectPrices(page: Page, problems: (prices: number[]) => string[], message: string) {
  await expect
    .poll(
      async () => {
        const prices = await visiblePrices(main(page));
        return prices.length === 0 ? ['no product cards shown'] : problems(prices);
      },
      { message },
    )
    .toEqual([]);
}

const notAscending = (prices: number[]) =>
  prices.flatMap((p, i) => (i > 0 && prices[i - 1]! > p ? [`₹${prices[i - 1]} before ₹${p}`] : []));

test.describe('Browsing walk: home → category → product', () => {
  test('sorts and filters a category, then meets the login dialog on a product', async ({ page }) => {
    test.setTimeout(90_000);

    await test.step('home → Men category card', async () => {
      await page.goto('/');
      await main(page)
        .getByRole('link', { name: /^Men's Fashion/ })
        .click();
      await expect(page).toHaveURL(/\/categories\/mens-fashion$/);
      await expect(page.getByRole('heading', { name: "Men's Fashion", level: 1 })).toBeVisible();
      await expect(showingText(page, 'products')).toBeVisible();
      await expect(productCards(main(page)).first()).toBeVisible();
    });

    const initial = await readShowing(page, 'products');
    expect(initial.total).toBeGreaterThan(1);
    expect(initial.shown).toBeGreaterThan(0);
    expect(initial.shown).toBeLessThanOrEqual(initial.total);
    expect(await productCards(main(page)).count()).toBe(initial.shown);
    const initialFirstCard = await productCards(main(page)).first().getByRole('link').first().innerText();

    await test.step("sort 'Price: Low to High'", async () => {
      await chooseSort(page, 'Price: Low to High');
      await expectPrices(page, notAscending, 'prices are in ascending order');
    });

    let limit = 0;
    await test.step('lower the maximum price with the keyboard', async () => {
      await withFilters(page, async (filters) => {
        const slider = maxPriceSlider(filters);
        await expect(slider).toBeVisible();
        const max = await sliderMax(slider);
        expect(max, 'slider top is the highest price rounded up').toBeGreaterThan(0);
        expect(await sliderValue(slider)).toBe(max);
        await slider.focus();
        // PageDown moves a tenth of the scale; stop at about a third of it.
        for (let i = 0; i < 10 && (await sliderValue(slider)) > max / 3; i++) await slider.press('PageDown');
        limit = await sliderValue(slider);
        expect(limit).toBeLessThan(max);
      });

      await expect
        .poll(async () => (await readShowing(page, 'products')).total, {
          message: 'the count drops below the unfiltered total',
        })
        .toBeLessThan(initial.total);
      await expectPrices(
        page,
        (p) => p.filter((x) => x > limit).map((x) => `₹${x} above ₹${limit}`),
        `all prices are within ₹0–₹${limit}`,
      );
      await expectPrices(page, notAscending, 'the sort is kept while filtering');
      const filtered = await readShowing(page, 'products');
      expect(await productCards(main(page)).count()).toBe(filtered.shown);
    });

    await test.step("'Clear Filters' restores sort and range", async () => {
      await withFilters(page, async (filters) => {
        await filters.getByRole('button', { name: 'Clear Filters' }).click();
        const slider = maxPriceSlider(filters);
        await expect.poll(async () => (await sliderValue(slider)) === (await sliderMax(slider))).toBe(true);
      });
      await expect.poll(() => readShowing(page, 'products')).toEqual(initial);
      await expectSort(page, 'Featured');
      await expect(productCards(main(page)).first().getByRole('link').first()).toHaveText(initialFirstCard);
    });

    await test.step('open a product card', async () => {
      // An in-stock product, so that the stepper and Add to Cart are there to try.
      const card = productCards(main(page))
        .filter({ has: page.getByText('In Stock', { exact: true }) })
        .first();
      const name = (await card.getByRole('link').first().innerText()).trim();
      const price = await cardPrice(card);
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/products\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const shownPrice = main(page).getByText(PRICE_ONLY).first();
      await expect(shownPrice).toBeVisible();
      expect((await shownPrice.innerText()).trim()).toMatch(INDIAN_GROUPING);
      expect(parseRupees(await shownPrice.innerText())).toBe(price);
      await expect(
        main(page)
          .getByText(/^(In Stock|Out of Stock)$/)
          .first(),
      ).toBeVisible();
      // The demo products have no maker's warranty, so none is promised.
      for (const perk of ['Free Shipping', '30-Day Returns']) {
        await expect(main(page).getByText(perk, { exact: true })).toBeVisible();
      }
    });

    await test.step('choose a size and a colour; quantity cannot go below 1', async () => {
      const sizes = main(page).getByRole('group', { name: /Size/ });
      await expect(sizes).toBeVisible();
      const size = (await sizes.getByRole('radio').nth(1).getAttribute('value')) ?? '';
      await pickOption(sizes, size);
      await expect(sizes).toHaveAccessibleName(new RegExp(`Size.*${size}`));

      const colours = main(page).getByRole('group', { name: /Colou?r/ });
      await expect(colours).toBeVisible();
      const colour = (await colours.getByRole('radio').first().getAttribute('value')) ?? '';
      await pickOption(colours, colour);

      const stepper = main(page).getByRole('group', { name: 'Quantity' });
      const value = stepper.getByRole('status').or(stepper.getByRole('spinbutton'));
      const minus = stepper.getByRole('button', { name: 'Decrease quantity' });
      const plus = stepper.getByRole('button', { name: 'Increase quantity' });
      await expect(value).toHaveText('1');
      await expect(minus).toBeDisabled();
      await plus.click();
      await expect(value).toHaveText('2');
      await minus.click();
      await expect(value).toHaveText('1');
      await expect(minus).toBeDisabled();
    });

    await test.step("'Add to Cart' asks to log in", async () => {
      const add = main(page).getByRole('button', { name: 'Add to Cart' });
      await expect(add).toBeEnabled();
      await add.click();
      await expectLoginRequiredDialog(page);
    });

    await test.step('the wishlist heart asks to log in', async () => {
      await main(page).getByRole('button', { name: 'Wishlist', exact: true }).click();
      await expectLoginRequiredDialog(page);
      await expect(page).toHaveURL(/\/products\/[^/]+$/);
    });
  });
});

test.describe('Category page', () => {
  test("a price range nothing fits shows 'No products found'; Back goes home", async ({ page }) => {
    await page.goto('/categories/accessories');
    await expect(page.getByRole('heading', { name: 'Accessories', level: 1 })).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();

    await withFilters(page, async (filters) => {
      const slider = maxPriceSlider(filters);
      // A key pressed in the page's first moments, before the app has taken the slider over, is
      // lost; the shopper presses again.
      await expect(async () => {
        await slider.press('Home');
        expect(await sliderValue(slider)).toBe(0);
      }).toPass();
    });
    await expect(main(page).getByText('No products found')).toBeVisible();
    await expect(main(page).getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await expect(productCards(main(page))).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Clear Filters' }).locator('visible=true').first().click();
    await expect(productCards(main(page)).first()).toBeVisible();

    await main(page).getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: HERO_TITLE, level: 1 })).toBeVisible();
  });
});
