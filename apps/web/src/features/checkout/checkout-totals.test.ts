import type { CartSummary, StoreSettings } from '@kuber/shared';
import { describe, expect, it } from 'vitest';
import en from '#web/i18n/en.json';
import { checkoutTotals, codChoice } from './checkout-totals';

/** The English texts with their values filled in, as useT() gives them. */
const t = ((id: keyof typeof en, values: Record<string, string> = {}) =>
  en[id].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')) as unknown as Parameters<typeof codChoice>[3];

const summary = { subtotal: 2999, taxRatePercent: 8 } as CartSummary;
const store = (cod: StoreSettings['cod']) => ({ cod }) as StoreSettings;

describe('checkout’s cash on delivery', () => {
  it('adds the fee to the total the server will charge, in whole paise', () => {
    expect(checkoutTotals(summary, 0, 49.5)).toEqual({
      discount: 0,
      tax: 239.92,
      codFee: 49.5,
      shipping: 0,
      total: 3288.42,
    });
    expect(checkoutTotals(summary, 100).total).toBe(3130.92);
  });

  it('adds the delivery charge below the zone’s free amount, judged after the coupon', () => {
    const zone = { charge: 49, freeAbove: 2950 };
    expect(checkoutTotals(summary, 0, 0, zone)).toMatchObject({ shipping: 0, total: 3238.92 });
    // ₹100 off leaves ₹2,899 of goods: under the free amount, so the charge is added.
    expect(checkoutTotals(summary, 100, 0, zone)).toMatchObject({ shipping: 49, total: 3179.92 });
    expect(checkoutTotals(summary, 0, 0, { charge: 60, freeAbove: null })).toMatchObject({ shipping: 60 });
  });

  it('says why it is not offered: over the shop’s limit, or to a PIN code it is off for', () => {
    const rules = store({ maxOrder: 3000, fee: 49, blockedPins: ['4000', '110001'] });
    expect(codChoice(rules, 3238.92, '495001', t)).toEqual({
      fee: 49,
      unavailable: 'Not available for orders over ₹3,000.',
    });
    expect(codChoice(rules, 2999, '400050', t)).toEqual({ fee: 49, unavailable: 'Not available for PIN code 400050.' });
    expect(codChoice(rules, 2999, '110002', t)).toEqual({ fee: 49 });
    expect(codChoice(rules, 3000, '560038', t)).toEqual({ fee: 49 });
    expect(codChoice(undefined, 99_999, '400050', t)).toEqual({ fee: 0 });
  });
});
