import { randomInt } from 'node:crypto';
import { REFERRALS_PAGE_SIZE } from '@kuber/shared';
import type { Page } from '@playwright/test';
import { logInByPhone, registerShopper, uniquePhone } from './support/accounts';
import { expect, test } from './support/fixtures';
import { shootAtWidths, WIDTHS } from './support/screenshots';
import { main, productCards } from './support/store';

const HINDI_HERO = 'बिग फ़ैशन सेल';

/** The switch sits in the header on a desktop and in the menu on a phone. */
async function chooseHindi(page: Page) {
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'हिन्दी' });
  if (await inHeader.isVisible()) return inHeader.click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'हिन्दी' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /close|बंद/i })
    .first()
    .click();
}

/** Back to English from a Hindi page: the header's switch on a desktop, the menu's on a phone. */
async function chooseEnglish(page: Page) {
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'English' });
  if (await inHeader.isVisible()) return inHeader.click();
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'English' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /close|बंद/i })
    .first()
    .click();
}

test.describe('Shopping in Hindi', () => {
  test('switching to Hindi changes home, category, product and cart, and survives a reload', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = await registerShopper(request, { firstName: 'Kavya', lastName: 'Sharma' });
    const { data: saree } = (await (await request.get('/api/products/slug/banarasi-silk-saree')).json()) as {
      data: { id: number; sizes: string[]; colors: string[] };
    };
    await page.goto('/login');
    await logInByPhone(page, shopper, /\/user$/);
    const added = await page.evaluate(
      async (line) => {
        const response = await fetch('/api/cart/add', {
          method: 'POST',
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(line),
        });
        return response.status;
      },
      { productId: saree.id, quantity: 1, size: saree.sizes[0] || undefined, color: saree.colors[0] || undefined },
    );
    expect(added).toBe(200);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Big Fashion Sale', level: 1 })).toBeVisible();
    await chooseHindi(page);
    await expect(page.getByRole('heading', { name: HINDI_HERO, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'कैटेगरी के हिसाब से शॉप करें' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    // Remembered: the page comes back in Hindi, and the server already sends Hindi HTML.
    await page.reload();
    await expect(page.getByRole('heading', { name: HINDI_HERO, level: 1 })).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    await shootAtWidths(page, 'hindi-home', testInfo, [...WIDTHS]);

    const category = await page.goto('/categories/womens-fashion');
    expect(await category!.text()).toContain('<title>महिलाओं का फ़ैशन | Kuber Fashion</title>');
    await expect(main(page).getByRole('heading', { name: 'महिलाओं का फ़ैशन', level: 1 })).toBeVisible();
    await expect(main(page).getByText(/^[\d,]+ में से \d+ प्रोडक्ट दिखाए जा रहे हैं$/)).toBeVisible();
    await expect(productCards(main(page)).first()).toBeVisible();
    await shootAtWidths(page, 'hindi-category', testInfo, [...WIDTHS]);

    await page.goto('/products/banarasi-silk-saree');
    await expect(page.getByRole('heading', { name: 'बनारसी सिल्क साड़ी', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeVisible();
    await expect(main(page).getByText('प्रोडक्ट की जानकारी')).toBeVisible();
    await shootAtWidths(page, 'hindi-product', testInfo, [...WIDTHS]);

    await page.goto('/cart');
    await expect(main(page).getByRole('heading', { name: /^शॉपिंग कार्ट/, level: 1 })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'चेकआउट करें' })).toBeVisible();
    await expect(main(page).getByText('सबटोटल (1 आइटम)')).toBeVisible();
    // The product's Hindi name, where the shop gave one.
    await expect(main(page).getByRole('link', { name: 'बनारसी सिल्क साड़ी' })).toBeVisible();
    await shootAtWidths(page, 'hindi-cart', testInfo, [...WIDTHS]);

    // Checkout offers UPI in Hindi; the order's page then gives the UPI box in Hindi, and its reference form answers in Hindi.
    await page.goto('/checkout');
    const form = main(page);
    await expect(form.getByRole('heading', { name: 'चेकआउट', level: 1 })).toBeVisible();
    await form.getByRole('button', { name: 'ऑर्डर करें', exact: true }).click();
    await expect(form.getByText('कृपया पूरा नाम लिखें')).toBeVisible();
    await form.getByLabel('पूरा नाम').fill('Kavya Sharma');
    await form.getByLabel('मोबाइल नंबर').fill(shopper.phone);
    await form.getByLabel(/पता, लाइन 1/).fill('12, Civil Lines');
    await form.getByLabel('शहर').fill('Bilaspur');
    await form.getByLabel('राज्य / केंद्र शासित प्रदेश').selectOption('Chhattisgarh');
    await form.getByLabel('पिन कोड').fill('495001');
    await form
      .getByRole('group', { name: 'पेमेंट का तरीका' })
      .getByRole('radio', { name: /UPI से पेमेंट करें/ })
      .check();
    await shootAtWidths(page, 'hindi-checkout-upi', testInfo, [...WIDTHS], {
      prepare: () => page.evaluate(() => window.scrollTo(0, 0)),
    });
    await form.getByRole('button', { name: 'ऑर्डर करें', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'ऑर्डर हो गया!' })).toContainText('नीचे UPI से पेमेंट करें');
    const pay = main(page).getByRole('region', { name: /^UPI से ₹[\d,.]+ का पेमेंट करें$/ });
    expect(await pay.getByRole('link', { name: /^UPI से ₹[\d,.]+ का पेमेंट करें$/ }).getAttribute('href')).toMatch(
      /^upi:\/\/pay\?/,
    );
    await expect(pay.getByRole('img', { name: /को UPI से ₹[\d,.]+ का पेमेंट करने का QR कोड$/ })).toBeVisible();
    await expect(pay.getByText('भारतीय समय')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'बनारसी सिल्क साड़ी' })).toBeVisible();
    // The note the store wrote in the order's history, in Hindi.
    const history = main(page).getByRole('region', { name: 'ऑर्डर की हिस्ट्री' });
    await expect(history.getByText('ऑर्डर हो गया', { exact: true })).toBeVisible();
    await expect(history).not.toContainText('Order placed');
    const reference = pay.getByLabel('UPI रेफ़रेंस नंबर (UTR)');
    await reference.fill('12345');
    await pay.getByRole('button', { name: 'रेफ़रेंस भेजें' }).click();
    await expect(pay.getByText('अपने UPI ऐप से 12 अंकों का UPI रेफ़रेंस नंबर (UTR) लिखें')).toBeVisible();
    await reference.fill(`4${String(randomInt(100_000_000_000)).padStart(11, '0')}`);
    await pay.getByRole('button', { name: 'रेफ़रेंस भेजें' }).click();
    await expect(pay.getByText('रेफ़रेंस मिल गया, हम आपका पेमेंट कन्फ़र्म करेंगे')).toBeVisible();
    await shootAtWidths(page, 'hindi-order-upi', testInfo, [...WIDTHS], {
      prepare: () => page.evaluate(() => window.scrollTo(0, 0)),
    });
  });

  test('a shopper signs up and logs in in Hindi, with the form’s messages in Hindi', async ({ page }) => {
    const shopper = { phone: uniquePhone('8'), password: 'Secret@123' };
    await page.goto('/signup?lang=hi');
    const form = main(page);
    await expect(form.getByRole('heading', { name: 'अपना अकाउंट बनाएँ', level: 1 })).toBeVisible();
    await form.getByRole('button', { name: 'अकाउंट बनाएँ', exact: true }).click();
    await expect(form.getByText('पहला नाम ज़रूरी है')).toBeVisible();
    await expect(form.getByText('ईमेल ज़रूरी है')).toBeVisible();
    await form.getByLabel('पहला नाम').fill('Kavya');
    await form.getByLabel('उपनाम').fill('Sharma');
    await form.getByLabel('ईमेल').fill(`signup.${shopper.phone}@example.com`);
    await form.getByLabel('फ़ोन नंबर').fill(shopper.phone);
    await form.getByLabel('पासवर्ड', { exact: true }).fill('short');
    await form.getByLabel('पासवर्ड दोबारा लिखें', { exact: true }).fill('other');
    await form.getByLabel('पासवर्ड दोबारा लिखें', { exact: true }).blur();
    await expect(form.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeVisible();
    await form.getByLabel('पासवर्ड', { exact: true }).fill(shopper.password);
    await form.getByLabel('पासवर्ड दोबारा लिखें', { exact: true }).fill(shopper.password);
    await form.getByRole('button', { name: 'अकाउंट बनाएँ', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(main(page).getByRole('heading', { name: 'नमस्ते, Kavya', level: 1 })).toBeVisible();

    // Signed out (the session is in this browser's storage and its cookie); the choice of Hindi comes back by the address.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/login?lang=hi');
    await expect(main(page).getByRole('heading', { name: 'लॉगिन', level: 1 })).toBeVisible();
    await page.getByLabel('मोबाइल नंबर').fill(shopper.phone);
    await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: 'लॉगिन करें', exact: true }).click();
    await expect(main(page).getByRole('alert')).toBeVisible();
    await page.getByLabel('पासवर्ड', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'लॉगिन करें', exact: true }).click();
    await expect(page).toHaveURL(/\/user$/);
  });
});

test.describe('The referral list in Hindi', () => {
  test('pages past a page of friends with its pager in Hindi, and in English after the switch', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = await registerShopper(request, { firstName: 'Kavya' });
    // One friend more than a page of the list holds.
    const friends = REFERRALS_PAGE_SIZE + 1;
    for (let i = 0; i < friends; i++) {
      await registerShopper(request, {
        firstName: 'Mitra',
        lastName: 'Rao',
        phone: uniquePhone('7'),
        referralCode: shopper.phone,
      });
    }
    await page.goto('/login');
    await logInByPhone(page, shopper, /\/user$/);

    await page.goto('/referral?lang=hi');
    const list = main(page).getByRole('region', { name: 'आपके रेफ़रल' });
    await expect(list.getByText(`${friends} में से 1–${REFERRALS_PAGE_SIZE} दिखाए जा रहे हैं`)).toBeVisible();
    // A column header on a desktop, a card's label on a phone.
    await expect(list.getByText('साइन अप', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    const pager = list.getByRole('navigation', { name: 'पेज' });
    await expect(pager.getByRole('button', { name: 'पिछला पेज' })).toBeDisabled();
    await shootAtWidths(page, 'hindi-referrals', testInfo, [...WIDTHS]);
    await pager.getByRole('button', { name: 'अगला पेज' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(list.getByText(`${friends} में से ${friends} दिखाया जा रहा है`)).toBeVisible();
    await expect(pager.getByRole('button', { name: 'अगला पेज' })).toBeDisabled();
    await expect(list).not.toContainText(/Showing|Friend|Signed up/);

    await chooseEnglish(page);
    const english = main(page).getByRole('region', { name: 'Your referrals' });
    await expect(english.getByText(`Showing ${friends} of ${friends}`)).toBeVisible();
    await english.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Previous page' }).click();
    await expect(english.getByText(`Showing 1–${REFERRALS_PAGE_SIZE} of ${friends}`)).toBeVisible();
    await shootAtWidths(page, 'english-referrals', testInfo, [...WIDTHS]);
  });
});

test.describe('The FAQ in Hindi', () => {
  test('tells how to pay by UPI, install the store and shop in Hindi, in Hindi and in English', async ({
    page,
  }, testInfo) => {
    await page.goto('/faqs?lang=hi');
    const faqs = main(page);
    await expect(faqs.getByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल', level: 1 })).toBeVisible();
    await faqs.getByText('मैं किन तरीकों से पेमेंट कर सकता/सकती हूँ?').click();
    const pay = faqs.getByText(/^किसी भी UPI ऐप/);
    await expect(pay).toContainText('QR कोड स्कैन करें');
    await expect(pay).toContainText('12 अंकों का UPI रेफ़रेंस नंबर (UTR)');
    await expect(pay).toContainText('24 घंटे में पेमेंट न मिलने पर ऑर्डर कैंसल');
    await expect(pay).toContainText('कैश ऑन डिलीवरी');
    // Tax is added in the cart, as the cart does: never 'included'.
    await expect(pay).toContainText('टैक्स (8%) कार्ट में जोड़ा जाता है');
    await faqs.getByText('क्या आपका कोई ऐप है?').click();
    await faqs.getByText('क्या मैं हिन्दी में शॉपिंग कर सकता/सकती हूँ?').click();
    await expect(faqs.getByText(/इंटरनेट के बिना भी खुलते हैं/)).toBeVisible();
    await shootAtWidths(page, 'hindi-faqs', testInfo, [...WIDTHS], {
      prepare: () => page.evaluate(() => window.scrollTo(0, 0)),
    });

    await chooseEnglish(page);
    await faqs.getByText('Which payment methods can I use?').click();
    const payEnglish = faqs.getByText(/^Pay by UPI from any UPI app/);
    await expect(payEnglish).toContainText('scan the QR code, or tap the Pay by UPI link');
    await expect(payEnglish).toContainText('enter the 12-digit UPI reference (UTR)');
    await expect(payEnglish).toContainText('You can also pay Cash on Delivery');
    await expect(payEnglish).toContainText('tax (8%) is added in the cart');
    await expect(payEnglish).not.toContainText('include');
    await faqs.getByText('Is there an app?').click();
    await faqs.getByText('Can I shop in Hindi?').click();
    await shootAtWidths(page, 'english-faqs', testInfo, [...WIDTHS], {
      prepare: () => page.evaluate(() => window.scrollTo(0, 0)),
    });
  });
});

test.describe('A browser set to Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('gets the store in Hindi on the first visit, and English back with the switch', async ({ page }) => {
    const first = await page.goto('/');
    expect(await first!.text()).toContain('<html lang="hi"');
    await expect(page.getByRole('heading', { name: HINDI_HERO, level: 1 })).toBeVisible();
    await chooseEnglish(page);
    await expect(page.getByRole('heading', { name: 'Big Fashion Sale', level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Big Fashion Sale', level: 1 })).toBeVisible();
  });
});

test.describe('A Hindi page rendered by the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, extraHTTPHeaders: { cookie: 'lang=hi' } });

    test('home, a category and a product page are in Hindi from the first HTML', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: HINDI_HERO, level: 1 })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'कैटेगरी के हिसाब से शॉप करें' })).toBeVisible();
      await expect(productCards(main(page)).first()).toBeVisible();
      await page.goto('/categories/womens-fashion');
      await expect(main(page).getByRole('heading', { name: 'महिलाओं का फ़ैशन', level: 1 })).toBeVisible();
      await page.goto('/products/banarasi-silk-saree');
      await expect(page.getByRole('heading', { name: 'बनारसी सिल्क साड़ी', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'कार्ट में जोड़ें' })).toBeVisible();
    });
  });

  test('the app takes the Hindi page over with a clean console', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    const said: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Service Worker registration blocked by Playwright')) return;
      if (message.type() === 'error' || message.type() === 'warning') said.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
    for (const path of ['/categories/womens-fashion', '/products/banarasi-silk-saree', '/']) {
      const response = await page.goto(path);
      // The server sent the page rendered, in Hindi.
      expect(await response!.text()).toMatch(/<div id="root">\s*<[^/]/);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    }
    await expect(page.getByRole('heading', { name: HINDI_HERO, level: 1 })).toBeVisible();
    // Hydrated: the switch answers, and the page turns English without a reload.
    await chooseEnglish(page);
    await expect(page.getByRole('heading', { name: 'Big Fashion Sale', level: 1 })).toBeVisible();
    expect(said, 'the console while the app takes the Hindi pages over').toEqual([]);
  });
});
