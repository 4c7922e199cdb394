import { describe, expect, it } from 'vitest';
import { discountNote } from './discount';

describe('the discount shown under the prices', () => {
  it('is the whole percent off the MRP and the rupees saved', () => {
    expect(discountNote(1299, 2599)).toBe('50% off: shoppers save ₹1,300');
    expect(discountNote(999, 1499)).toBe('33% off: shoppers save ₹500');
  });

  it('rounds the percent as the store does, and keeps paise in the saving', () => {
    expect(discountNote(1299.5, 1999)).toBe('35% off: shoppers save ₹699.50');
    // 10.1 - 10 in floating point is 0.0999…; in paise it is 10.
    expect(discountNote(10, 10.1)).toBe('1% off: shoppers save ₹0.10');
  });

  it('is nothing while either price is missing or unreadable', () => {
    expect(discountNote(null, 2599)).toBeUndefined();
    expect(discountNote(1299, null)).toBeUndefined();
    expect(discountNote(Number.NaN, 2599)).toBeUndefined();
  });

  it('is nothing at the MRP or below the price (the form refuses that MRP)', () => {
    expect(discountNote(1299, 1299)).toBeUndefined();
    expect(discountNote(1299, 999)).toBeUndefined();
  });
});
