import { describe, expect, it } from 'vitest';
import { returnRefundPaise, type PaidOrder } from './refund-amount.js';

/** Three lines: 3 × ₹333.33, 1 × ₹500.01, 2 × ₹99.99, a ₹100 coupon, 5% tax added, ₹49 shipping, ₹30 COD fee. */
const order: PaidOrder = {
  items: [
    { id: 1, quantity: 3, totalPricePaise: 99_999 },
    { id: 2, quantity: 1, totalPricePaise: 50_001 },
    { id: 3, quantity: 2, totalPricePaise: 19_998 },
  ],
  // (169_998 − 10_000) × 1.05 = 167_997.9 → 167_998, plus shipping and the fee.
  totalPaise: 167_998 + 4_900 + 3_000,
  shippingPaise: 4_900,
  codFeePaise: 3_000,
};
const EVERYTHING = 10_000_000;

describe('a return’s refund', () => {
  it('gives back each line’s share of what was paid for the goods, and all of them exactly the goods’ price paid', () => {
    const whole = returnRefundPaise(
      order,
      order.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity, before: 0 })),
      EVERYTHING,
    );
    expect(whole).toBe(167_998);
    // The bag alone: its share of 167_998 by 50_001 of 169_998 (49_412.75, with one of the two paise left over).
    expect(returnRefundPaise(order, [{ orderItemId: 2, quantity: 1, before: 0 }], EVERYTHING)).toBe(49_413);
  });

  it('cuts a line returned a piece at a time so that the pieces add up to the line, never a paisa more', () => {
    const all = returnRefundPaise(order, [{ orderItemId: 1, quantity: 3, before: 0 }], EVERYTHING);
    const oneByOne = [0, 1, 2].map((before) =>
      returnRefundPaise(order, [{ orderItemId: 1, quantity: 1, before }], EVERYTHING),
    );
    expect(oneByOne.reduce((s, x) => s + x, 0)).toBe(all);
    expect(Math.max(...oneByOne) - Math.min(...oneByOne)).toBeLessThanOrEqual(1);
    // Asked past what was bought, nothing more.
    expect(returnRefundPaise(order, [{ orderItemId: 1, quantity: 1, before: 3 }], EVERYTHING)).toBe(0);
  });

  it('never gives back more than is left of the payment', () => {
    expect(returnRefundPaise(order, [{ orderItemId: 2, quantity: 1, before: 0 }], 12_345)).toBe(12_345);
    expect(returnRefundPaise(order, [{ orderItemId: 2, quantity: 1, before: 0 }], 0)).toBe(0);
  });

  it('ignores a line not of the order', () => {
    expect(returnRefundPaise(order, [{ orderItemId: 99, quantity: 1, before: 0 }], EVERYTHING)).toBe(0);
  });

  it('refunds a line what it was paid after its own share of a discount code for its category', () => {
    // Shoes ₹2,000 with a ₹250 code for footwear, a kurta ₹1,000 untouched; GST inside the prices: ₹2,750 paid.
    const coded: PaidOrder = {
      items: [
        { id: 1, quantity: 1, totalPricePaise: 200_000, discountSharePaise: 25_000 },
        { id: 2, quantity: 1, totalPricePaise: 100_000, discountSharePaise: 0 },
      ],
      totalPaise: 275_000,
      shippingPaise: 0,
      codFeePaise: 0,
    };
    expect(returnRefundPaise(coded, [{ orderItemId: 2, quantity: 1, before: 0 }], EVERYTHING)).toBe(100_000);
    expect(returnRefundPaise(coded, [{ orderItemId: 1, quantity: 1, before: 0 }], EVERYTHING)).toBe(175_000);
  });
});
