import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { shootAtWidths, WIDTHS } from './support/admin';
import { logInByPhone } from './support/login';
import { main, productCards } from './support/store';

const HINDI_HERO = 'बिग फ़ैशन सेल - 80% तक की छूट';

/** The switch sits in the header on a desktop and in the menu on a phone. */
async function chooseHindi(page: Page) {
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'हिन्दी' });
  if (await inHeader.isVisible()) return inHeader.click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'हिन्दी' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /close|बंद/i }).first().click();
}

test.describe('Shopping in Hindi', () => {
  test('switching to Hindi changes home, category, product and cart, and survives a reload', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = { phone: `9${String(randomInt(1_000_000_000)).padStart(9, '0')}`, password: 'Secret@123' };
    const registered = await request.post('/api/auth/register', {
      data: { ...shopper, confirmPassword: shopper.password, email: `hindi.${shopper.phone}@example.com`, firstName: 'Kavya', lastName: 'Sharma' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { data: saree } = (await (await request.get('/api/products/slug/banarasi-silk-saree')).json()) as { data: { id: number; sizes: string[]; colors: string[] } };
    await page.goto('/login');
    await logInByPhone(page, shopper, /\/user$/);
    const added = await page.evaluate(async (line) => {
      const response = await fetch('/api/cart/add', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(line),
      });
      return response.status;
    }, { productId: saree.id, quantity: 1, size: saree.sizes[0] || undefined, color: saree.colors[0] || undefined });
    expect(added).toBe(200);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Big Fashion Sale - Up to 80% OFF', level: 1 })).toBeVisible();
    await chooseHindi(page);
    await expect(page.getByRole('heading', { name: HINDI_HERO, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'कैटेगरी के हिसाब से शॉप करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // Remembered: the page comes back in Hindi, and the server already sends Hindi HTML.
    await page.reload();
    await expect(page.getByRole('heading', { name: HINDI_HERO, level: 1 })).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    if (testInfo.project.name === 'desktop') await shootAtWidths(page, 'hindi-home', testInfo, [...WIDTHS]);

    const category = await page.goto('/categories/womens-fashion');
    expect(await category!.text()).toContain('<title>महिलाओं का फ़ैशन | Kuber Fashion</title>');
    await expect(main(page).getByRole('heading', { name: 'महिलाओं का फ़ैशन', level: 1 })).toBeVisible();
    await expect(main(page).getByText(/^[\d,]+ में से \d+ प्रोडक्ट दिखाए जा रहे हैं$/)).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    if (testInfo.project.name === 'desktop') await shootAtWidths(page, 'hindi-category', testInfo, [...WIDTHS]);

    await page.goto('/products/banarasi-silk-saree');
    await expect(page.getByRole('heading', { name: 'बनारसी सिल्क साड़ी', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeVisible();
    await expect(main(page).getByText('प्रोडक्ट की जानकारी')).toBeVisible();
    if (testInfo.project.name === 'desktop') await shootAtWidths(page, 'hindi-product', testInfo, [...WIDTHS]);

    await page.goto('/cart');
    await expect(main(page).getByRole('heading', { name: /^शॉपिंग कार्ट/, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'चेकआउट करें' })).toBeVisible();
    await expect(main(page).getByText('सबटोटल (1 आइटम)')).toBeVisible();
    if (testInfo.project.name === 'desktop') await shootAtWidths(page, 'hindi-cart', testInfo, [...WIDTHS]);
  });
});

test.describe('A browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the store in Hindi on the first visit, and English back with the switch', async ({ page }) => {
    const first = await page.goto('/');
    expect(await first!.text()).toContain('<html lang="hi">');
    await expect(page.getByRole('heading', { name: HINDI_HERO, level: 1 })).toBeVisible();
    const inHeader = page.getByRole('banner').getByRole('button', { name: 'English' });
    if (await inHeader.isVisible()) await inHeader.click();
    else {
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Big Fashion Sale - Up to 80% OFF', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Big Fashion Sale - Up to 80% OFF', level: 1 })).toBeVisible();
  });
});
