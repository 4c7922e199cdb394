// @vitest-environment happy-dom
import { parse } from '@formatjs/icu-messageformat-parser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '#web/i18n/en.json';
import { LanguageProvider, type Catalogue } from '#web/i18n/i18n-provider';
import { ProductPerks } from './product-perks';

const messages = Object.fromEntries(Object.entries(en).map(([id, text]) => [id, parse(text)])) as Catalogue;
const perks = (props: Parameters<typeof ProductPerks>[0]) =>
  render(
    <LanguageProvider initial={{ language: 'en', messages }}>
      <ProductPerks {...props} />
    </LanguageProvider>,
  );
const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent);

afterEach(cleanup);

describe('the product page’s promises', () => {
  it('promises free shipping, the store’s return window, and no warranty a product lacks', () => {
    perks({
      shipping: { charge: 0, freeAbove: null, pinCode: '560001' },
      returnable: true,
      returnWindowDays: 14,
      warrantyMonths: null,
    });
    expect(shown()).toEqual(['Free ShippingOn every order', '14-Day ReturnsEasy pick-up']);
  });

  it('names the charge where delivery costs, or the amount from which it is free', () => {
    perks({
      shipping: { charge: 79, freeAbove: null, pinCode: '141001' },
      returnable: true,
      returnWindowDays: 30,
      warrantyMonths: null,
    });
    expect(shown()[0]).toBe('Shipping ₹79To PIN code 141001');
    cleanup();
    perks({
      shipping: { charge: 79, freeAbove: 999, pinCode: '141001' },
      returnable: true,
      returnWindowDays: 30,
      warrantyMonths: null,
    });
    expect(shown()[0]).toBe('Free ShippingOn orders of ₹999 or more');
  });

  it('says a product cannot be returned, and promises its warranty', () => {
    perks({ shipping: null, returnable: false, returnWindowDays: 30, warrantyMonths: 12 });
    expect(shown()).toEqual([
      'DeliveryCheck your PIN code',
      'Not returnableSale is final',
      '12-Month WarrantyQuality assured',
    ]);
  });
});
