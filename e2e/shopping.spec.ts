import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { logInByPhone } from './support/accounts';
import { expect, test } from './support/fixtures';
import {
  cartLink,
  main,
  pickOption,
  productBySlug,
  productCards,
  variantInStock,
  type ApiProduct,
} from './support/store';

/**
 * Shopping in the browser: a visitor's cart that survives logging in, checkout that places
 * a real order, the confirmation with its WhatsApp message, My Orders, cancelling (the stock
 * comes back), the wishlist, and Add to Cart from a card through the size and colour chooser.
 */

test.use({ shopperDetails: { firstName: 'Meera', lastName: 'Iyer' } });

async function stockOf(request: APIRequestContext, productId: number): Promise<number> {
  const response = await request.get(`/api/products/${productId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()).data as ApiProduct).stockQuantity;
}

const wishlistLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

/** The walk's own product: no other test buys it, so its stock figure moves only with this walk. */
const WALK_PRODUCT = 'classic-bomber-jacket';

test.describe('Shopping', () => {
  test('a visitor’s cart survives logging in, becomes an order, and cancelling puts the stock back', async ({
    page,
    shopper,
    request,
    context,
  }) => {
    // The whole journey, from a visitor's first tap to a cancelled order, in one test.
    test.setTimeout(120_000);
    const product = await productBySlug(request, WALK_PRODUCT);
    const { size, color } = variantInStock(product.variants, 2)!;
    const stockBefore = await stockOf(request, product.id);

    await test.step('a visitor adds two, with size and colour, and is asked to log in', async () => {
      await page.goto(`/products/${product.slug}`);
      const content = main(page);
      await content.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByText('Please select a size')).toBeVisible();
      // The page opens in its picture's colour: the colour first, so the size is offered in it.
      await pickOption(content.getByRole('group', { name: /Colou?r/ }), color);
      await pickOption(content.getByRole('group', { name: /Size/ }), size);
      await content.getByRole('button', { name: 'Increase quantity' }).click();
      await content.getByRole('button', { name: 'Add to Cart' }).click();

      const dialog = page.getByRole('dialog', { name: 'Login Required' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`We've saved ${product.name} in your cart. Please login to continue.`);
      // The browser cart holds the line: the badge counts pieces.
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
      await dialog.getByRole('link', { name: 'Login to Your Account' }).click();
    });

    await test.step('logging in merges the browser cart into the account', async () => {
      await expect(page).toHaveURL(/\/login/);
      await logInByPhone(page, shopper, `/products/${product.slug}`);
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('cart')), {
          message: 'the browser cart is cleared once merged',
        })
        .toBeNull();
      const cart = await page.evaluate(async () => {
        const response = await fetch('/api/cart', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        });
        return (await response.json()).summary as { totalItems: number };
      });
      expect(cart.totalItems, 'the server cart holds the merged line').toBe(2);
    });

    await test.step('the cart shows the merged line and its totals', async () => {
      await cartLink(page).click();
      await expect(page).toHaveURL('/cart');
      const line = main(page).getByRole('listitem').filter({ hasText: product.name });
      await expect(line).toContainText(`Size: ${size}`);
      await expect(line).toContainText(`Colour: ${color}`);
      await expect(line.getByRole('group', { name: `Quantity of ${product.name}` })).toContainText('2');
      for (const label of ['Subtotal (2 items)', 'Shipping', 'Tax (8%)', 'Total'])
        await expect(main(page).getByText(label, { exact: true }).first()).toBeVisible();
      await expect(main(page).getByText('Free', { exact: true }).first()).toBeVisible();
      await main(page).getByRole('link', { name: 'Proceed to Checkout' }).click();
    });

    let orderNumber = '';
    await test.step('checkout checks the address, then places the order and opens WhatsApp', async () => {
      await expect(page).toHaveURL('/checkout');
      const form = main(page);
      await form.getByRole('button', { name: 'Place Order' }).click();
      await expect(form.getByText('Please enter the full name')).toBeVisible();
      await expect(form.getByText('Please enter a valid 10-digit mobile number')).toBeVisible();
      await expect(form.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();
      // The form as a shopper who got it wrong meets it: each message tied to its field.
      await expectNoSeriousA11yViolations(page);

      await form.getByLabel('Full name').fill('Meera Iyer');
      await form.getByLabel('Mobile number').fill(shopper.phone);
      await form.getByLabel(/Address line 1/).fill('14 Residency Road');
      await form.getByLabel(/Address line 2/).fill('Near Richmond Circle');
      await form.getByLabel('City').fill('Bengaluru');
      await form.getByLabel('State / union territory').selectOption('Karnataka');
      await form.getByLabel('PIN code').fill('56002');
      await form.getByLabel('PIN code').blur();
      await expect(form.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();
      await form.getByLabel('PIN code').fill('560025');
      await expect(form.getByText('Please enter a valid 6-digit PIN code')).toBeHidden();
      await form.getByRole('radio', { name: /Confirm on WhatsApp/ }).check();

      // WhatsApp itself is out of reach in tests: answer for it, and read the message the store sent.
      await context.route('https://wa.me/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
      );
      const popup = context.waitForEvent('page');
      await form.getByRole('button', { name: 'Place Order' }).click();
      const chat = await popup;

      await expect(page.getByRole('heading', { name: 'Order placed!' })).toBeVisible();
      await expect(page).toHaveURL(/\/orders\/\d+\?placed=1$/);
      orderNumber = (await page.getByRole('heading', { level: 1 }).innerText()).match(/KF\d+/)?.[0] ?? '';
      expect(orderNumber).toMatch(/^KF\d+$/);
      await expect(page.getByRole('status').filter({ hasText: 'Order placed!' })).toContainText(orderNumber);

      const message = new URL(chat.url()).searchParams.get('text') ?? '';
      expect(chat.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      for (const part of [
        orderNumber,
        product.name,
        `Size: ${size}`,
        `Colour: ${color}`,
        'Subtotal:',
        'Tax:',
        'Total:',
        '14 Residency Road',
        'Bengaluru, Karnataka 560025',
      ]) {
        expect(message, `the WhatsApp message carries ${part}`).toContain(part);
      }
      await chat.close();
      await expect(page.getByRole('link', { name: 'Open WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
      // The cart was emptied by the order.
      await expect(cartLink(page)).toHaveAccessibleName('Cart');
      expect(await stockOf(request, product.id)).toBe(stockBefore - 2);
    });

    await test.step('My Orders lists it; cancelling it asks first, then shows the new status', async () => {
      await page.goto('/orders');
      const card = main(page).getByRole('article').filter({ hasText: orderNumber });
      await expect(card).toContainText('Pending');
      await expect(card).toContainText(product.name);
      await expect(card).toContainText('Bengaluru');
      await card.getByRole('link', { name: /View details/i }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${orderNumber}`);

      await main(page).getByRole('button', { name: 'Cancel Order' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this order?' });
      await confirm.getByRole('button', { name: 'Keep my order' }).click();
      await expect(confirm).toBeHidden();
      await main(page).getByRole('button', { name: 'Cancel Order' }).click();
      await confirm.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(confirm).toBeHidden();
      await expect(main(page).getByRole('list').getByText('Cancelled', { exact: true })).toBeVisible();
      await expect(main(page).getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
      expect(await stockOf(request, product.id), 'the stock is back').toBe(stockBefore);

      await page.goto('/orders');
      await expect(main(page).getByRole('article').filter({ hasText: orderNumber })).toContainText('Cancelled');
    });
  });

  test('wishlist hearts on cards, Add to Cart through the chooser, and Clear All with its confirmation', async ({
    page,
    shopper,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');

    await page.goto('/shop');
    const cards = productCards(main(page));
    await expect(cards.first()).toBeVisible();
    // Two products in stock with sizes and colours, so the chooser has something to ask.
    const picked: ApiProduct[] = [];
    for (let index = 0; picked.length < 2; index++) {
      const href = await cards.nth(index).getByRole('link').first().getAttribute('href');
      const product = await productBySlug(request, href!.replace('/products/', ''));
      if (
        product.inStock &&
        product.sizes.length > 0 &&
        product.colors.length > 0 &&
        variantInStock(product.variants, 2)
      )
        picked.push(product);
    }
    const [first, second] = picked as [ApiProduct, ApiProduct];
    const heart = (product: ApiProduct, action: 'Add' | 'Remove') =>
      main(page).getByRole('button', {
        name: `${action} ${product.name} ${action === 'Add' ? 'to' : 'from'} wishlist`,
        exact: true,
      });

    for (const product of picked) {
      await heart(product, 'Add').click();
      await expect(page.getByText(`${product.name} added to wishlist!`)).toBeVisible();
      await expect(heart(product, 'Remove')).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 items');

    // Hearts toggle: a second tap takes the product out again.
    await heart(second, 'Remove').click();
    await expect(page.getByText(`${second.name} removed from wishlist!`)).toBeVisible();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
    await heart(second, 'Add').click();
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 2 items');

    // The toasts stand over the header's right end, and a pointer on one holds it open (spec: pause on
    // hover): as a shopper would, the link is tapped once they have closed by themselves.
    await expect(page.getByRole('alert').filter({ hasText: 'wishlist' })).toHaveCount(0, { timeout: 15_000 });
    await wishlistLink(page).click();
    await expect(page).toHaveURL('/wishlist');
    await expect(productCards(main(page))).toHaveCount(2);

    await test.step('Add to Cart from the wishlist asks for the size and colour first', async () => {
      const card = productCards(main(page)).filter({ hasText: first.name });
      await card.getByRole('button', { name: 'Add to Cart' }).click();
      const chooser = page.getByRole('dialog', { name: 'Choose your options' });
      await expect(chooser).toBeVisible();
      await chooser.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(chooser.getByText('Please select a size and a colour')).toBeVisible();
      const choice = variantInStock(first.variants, 2)!;
      await pickOption(chooser.getByRole('group', { name: /Size/ }), choice.size);
      await chooser.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(chooser.getByText('Please select a colour')).toBeVisible();
      await pickOption(chooser.getByRole('group', { name: /Colou?r/ }), choice.color);
      await chooser.getByRole('button', { name: 'Increase quantity' }).click();
      await chooser.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(chooser).toBeHidden();
      await expect(page.getByText(`${first.name} added to cart successfully!`)).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    });

    await test.step('Clear All asks first, then empties the wishlist', async () => {
      await main(page).getByRole('button', { name: 'Clear All' }).click();
      const confirm = page.getByRole('dialog', { name: 'Clear your wishlist?' });
      await expect(confirm).toContainText('Are you sure you want to clear your entire wishlist?');
      await confirm.getByRole('button', { name: 'Clear All' }).click();
      await expect(main(page).getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/shop');
      await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist');
    });
  });

  test('the cart changes quantities with the server’s answer, and an emptied cart says so', async ({
    page,
    shopper,
    request,
  }) => {
    await page.goto('/login');
    await logInByPhone(page, shopper, '/user');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const product = await productBySlug(request, 'slim-fit-cotton-shirt');
    const { size, color } = variantInStock(product.variants, 2)!;
    const added = await request.post('/api/cart/add', {
      headers: { Authorization: `Bearer ${token}` },
      data: { productId: product.id, quantity: 1, size, color },
    });
    expect(added.ok(), await added.text()).toBe(true);

    await page.goto('/cart');
    const line = main(page).getByRole('listitem').filter({ hasText: product.name });
    const quantity = line.getByRole('group', { name: `Quantity of ${product.name}` });
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toContainText('2');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
    await quantity.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toContainText('1');
    // At one piece, − removes the line (spec: quantity 0 removes).
    await quantity.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(main(page).getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart');
  });
});
