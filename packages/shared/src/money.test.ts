import { describe, expect, it } from 'vitest';
import { formatINR, formatIndianNumber } from './money.js';

const intlINR = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
});
/** Intl's rupees with two figures of paise, and none when they are nought: the store's rule. */
const intlPrice = (rupees: number) => intlINR.format(rupees).replace(/\.00$/, '');
const intlCount = new Intl.NumberFormat('en-IN');

describe('Indian number formats', () => {
  it('write prices as Intl.NumberFormat does for en-IN rupees, with two figures of paise or none', () => {
    const prices = [
      0, 0.5, 0.05, 1, 9.99, 99, 100, 499.5, 999, 1000, 1234.56, 12345, 99999.9, 100000, 129999, 1234567.89, 10000000,
      987654321.01, -1, -1234.5,
    ];
    for (const rupees of prices) expect(formatINR(rupees), String(rupees)).toBe(intlPrice(rupees));
    // Every paise value up to ₹1,000, as the store stores prices in paise.
    for (let paise = 0; paise <= 100_000; paise += 7) expect(formatINR(paise / 100)).toBe(intlPrice(paise / 100));
  });

  it('never write one figure of paise', () => {
    expect(formatINR(6528.6)).toBe('₹6,528.60');
    expect(formatINR(499.5)).toBe('₹499.50');
    expect(formatINR(0.05)).toBe('₹0.05');
    expect(formatINR(3238.92)).toBe('₹3,238.92');
    expect(formatINR(2999)).toBe('₹2,999');
    expect(formatINR(-1234.5)).toBe('-₹1,234.50');
  });

  it('group whole numbers as Intl.NumberFormat does for en-IN', () => {
    for (const n of [0, 7, 42, 999, 1000, 12345, 123456, 1234567, 12345678, 123456789, 1000000000, -5, -123456]) {
      expect(formatIndianNumber(n), String(n)).toBe(intlCount.format(n));
    }
  });
});
