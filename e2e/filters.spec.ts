import { expect, test, type Locator, type Page } from '@playwright/test';
import { shootAtWidths } from './support/screenshots';
import {
  main,
  maxPriceSlider,
  productCards,
  readShowing,
  showingText,
  sliderMax,
  sliderValue,
  visiblePrices,
  withFilters,
} from './support/store';

/**
 * Shoppers narrow a category or a search by size in stock, colour, discount and rating, each
 * option with its count, combined with one another; the URL keeps them, so a reload (or a
 * shared link) opens the same list.
 */

/** The count shown beside a filter's option, read where the shopper reads it. */
async function optionCount(page: Page, option: (filters: Locator) => Locator): Promise<number> {
  let count = NaN;
  await withFilters(page, async (filters) => {
    const label = option(filters).locator('xpath=ancestor::label[1]');
    // The last figure in the option's text: 'Black (22)', '50% and above (12)'.
    count = Number((await label.innerText()).match(/(\d[\d,]*)\D*$/)?.[1]?.replace(/,/g, ''));
  });
  return count;
}

const sizeChip = (filters: Locator, size: string) =>
  filters.getByRole('checkbox', { name: new RegExp(`^Size ${size} \\(`) });
const colourBox = (filters: Locator, colour: string) =>
  filters.getByRole('checkbox', { name: new RegExp(`^${colour}\\b`) });

/** The list once it has caught up with the filters: the count settles and the grid is not waiting. */
async function settled(page: Page, noun: 'products' | 'results' = 'products') {
  await expect(main(page).locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(showingText(page, noun).or(page.getByText(/^No (products|Results) Found$/i))).toBeVisible();
}

async function cardNames(page: Page): Promise<string[]> {
  return productCards(main(page)).getByRole('heading').allInnerTexts();
}

test.describe('Listing filters', () => {
  test('a shopper filters a category by size and colour, reloads, and the filters and results stay', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/categories/mens-fashion');
    await expect(productCards(main(page)).first()).toBeVisible();
    const everything = await readShowing(page, 'products');

    await withFilters(page, async (filters) => {
      await sizeChip(filters, 'M').click();
      await expect(sizeChip(filters, 'M')).toBeChecked();
      await expect(page).toHaveURL(/[?&]sizes=M(&|$)/);
    });
    await settled(page);
    const withM = await readShowing(page, 'products');
    expect(withM.total).toBeLessThanOrEqual(everything.total);

    // The count beside Black is how many products in M come in black: choosing it shows exactly those.
    const blackInM = await optionCount(page, (filters) => colourBox(filters, 'Black'));
    expect(blackInM).toBeGreaterThan(0);
    await withFilters(page, async (filters) => {
      await colourBox(filters, 'Black').click();
      await expect(colourBox(filters, 'Black')).toBeChecked();
      await expect(page).toHaveURL(/[?&]colors=Black(&|$)/);
    });
    await settled(page);
    await expect.poll(async () => (await readShowing(page, 'products')).total).toBe(blackInM);
    for (const colours of await productCards(main(page))
      .getByRole('img', { name: /^Colours:/ })
      .all()) {
      await expect(colours).toHaveAttribute('aria-label', /\bBlack\b/);
    }
    const names = await cardNames(page);
    const url = page.url();

    await page.reload();
    await settled(page);
    expect(page.url()).toBe(url);
    expect((await readShowing(page, 'products')).total).toBe(blackInM);
    expect(await cardNames(page)).toEqual(names);
    await withFilters(page, async (filters) => {
      await expect(sizeChip(filters, 'M')).toBeChecked();
      await expect(colourBox(filters, 'Black')).toBeChecked();
    });

    // Clear Filters brings the whole category back.
    await withFilters(page, async (filters) => {
      await filters.getByRole('button', { name: 'Clear Filters' }).click();
      await expect(sizeChip(filters, 'M')).not.toBeChecked();
    });
    await settled(page);
    expect((await readShowing(page, 'products')).total).toBe(everything.total);
  });

  test('discount and rating narrow a search to exactly the counts they show, with the price range', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/search?q=shirt');
    await expect(productCards(main(page)).first()).toBeVisible();

    const halfOff = await optionCount(page, (filters) => filters.getByRole('radio', { name: /^50% and above/ }));
    expect(halfOff).toBeGreaterThan(0);
    await withFilters(page, async (filters) => {
      await filters.getByRole('radio', { name: /^50% and above/ }).click();
      await expect(filters.getByRole('radio', { name: /^50% and above/ })).toBeChecked();
    });
    await expect(page).toHaveURL(/[?&]discount=50(&|$)/);
    await expect.poll(async () => (await readShowing(page, 'results')).total).toBe(halfOff);
    for (const badge of await productCards(main(page))
      .getByText(/^\d+% OFF$/)
      .all()) {
      expect(Number((await badge.innerText()).replace(/\D/g, ''))).toBeGreaterThanOrEqual(50);
    }

    // A lower price ceiling on top, kept above the cheapest card so something stays: every card
    // within it, and the discount's count follows the price range.
    const cheapest = Math.min(...(await visiblePrices(main(page))));
    let limit = 0;
    await withFilters(page, async (filters) => {
      const slider = maxPriceSlider(filters);
      const max = await sliderMax(slider);
      await slider.focus();
      for (let i = 0; i < 10 && (await sliderValue(slider)) >= cheapest; i++) await slider.press('PageDown');
      for (let i = 0; i < 10 && (await sliderValue(slider)) < cheapest; i++) await slider.press('PageUp');
      limit = await sliderValue(slider);
      expect(limit).toBeLessThan(max);
      expect(limit).toBeGreaterThanOrEqual(cheapest);
    });
    await expect(page).toHaveURL(new RegExp(`[?&]max=${limit}(&|$)`));
    await expect(page).toHaveURL(/[?&]discount=50(&|$)/);
    await settled(page, 'results');
    // The list may not yet have asked for the last step of the slider: read the option's count
    // again until it and the list agree, and something is left.
    let cheaperHalfOff = NaN;
    await expect
      .poll(async () => {
        cheaperHalfOff = await optionCount(page, (filters) => filters.getByRole('radio', { name: /^50% and above/ }));
        return cheaperHalfOff > 0 && cheaperHalfOff === (await readShowing(page, 'results')).total;
      })
      .toBe(true);
    expect(cheaperHalfOff).toBeLessThanOrEqual(halfOff);
    for (const price of await visiblePrices(main(page))) expect(price).toBeLessThanOrEqual(limit);

    // Ratings are what buyers' reviews add up to, and few products this narrow list keeps have any: the
    // rating narrows the whole search, from its highest step that something reaches.
    await page.goto('/search?q=shirt');
    await expect(productCards(main(page)).first()).toBeVisible();
    const starsOption = (filters: Locator, stars: number) =>
      filters.getByRole('radio', { name: new RegExp(`^${stars} stars? and above`) });
    let stars = 4;
    let counted = await optionCount(page, (filters) => starsOption(filters, stars));
    while (counted === 0 && stars > 1) counted = await optionCount(page, (filters) => starsOption(filters, --stars));
    expect(counted, 'something in the list has a rating').toBeGreaterThan(0);
    await withFilters(page, async (filters) => {
      await starsOption(filters, stars).click();
      await expect(starsOption(filters, stars)).toBeChecked();
    });
    await expect(page).toHaveURL(new RegExp(`[?&]rating=${stars}(&|$)`));
    await expect.poll(async () => (await readShowing(page, 'results')).total).toBe(counted);
    for (const chip of await productCards(main(page))
      .getByLabel(/^Rated \d\.\d out of 5/)
      .all()) {
      expect(Number((await chip.getAttribute('aria-label'))!.match(/Rated (\d\.\d)/)![1])).toBeGreaterThanOrEqual(
        stars,
      );
    }
  });

  test('screenshots of a filtered category and of a product page with a sold-out size', async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'The desktop run takes them at every width');
    test.setTimeout(120_000);
    await page.goto('/categories/womens-fashion?sizes=M&colors=Black');
    await settled(page);
    await shootAtWidths(page, 'filtered-category', testInfo, [360, 390, 1440]);
    // On a phone the filters are a sheet: once more with it open.
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await shootAtWidths(page, 'filtered-category-filters-open', testInfo, [360, 390], {
      fullPage: false,
      prepare: async () => {
        if (!(await sheet.isVisible())) await page.getByRole('button', { name: /^Filter/ }).click();
        await expect(sheet).toBeVisible();
      },
    });
    await sheet.getByRole('button', { name: 'Done' }).click();

    // A product of the demo catalogue with a size sold out in every colour.
    const list = await (await request.get('/api/products/paginated?size=60')).json();
    let slug: string | undefined;
    let soldOutSize: string | undefined;
    for (const { id } of list.data.data as { id: number }[]) {
      const product = (await (await request.get(`/api/products/${id}`)).json()).data as {
        slug: string;
        sizes: string[];
        variants: { size: string; stockQuantity: number }[];
        inStock: boolean;
      };
      const size = product.sizes.find((s) =>
        product.variants.filter((v) => v.size === s).every((v) => v.stockQuantity === 0),
      );
      if (product.inStock && size) {
        slug = product.slug;
        soldOutSize = size;
        break;
      }
    }
    expect(slug, 'the demo catalogue has a product with a sold-out size').toBeDefined();
    await page.goto(`/products/${slug}`);
    const sizes = page.getByRole('group', { name: /Select Size/ });
    await sizes.getByRole('radio', { name: `${soldOutSize}, sold out` }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Size ${soldOutSize} is sold out` })).toBeVisible();
    await shootAtWidths(page, 'product-sold-out-size', testInfo, [360, 390, 1440]);
  });
});
