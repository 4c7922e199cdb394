import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  financialYear,
  gstOf,
  gstSplit,
  slabRate,
  splitInclusive,
  splitTax,
  spreadPaise,
} from './gst.js';

/** A repeatable sequence of numbers in [0, 1), so a failing cart can be found again. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe('GST rates', () => {
  it('tax apparel and footwear at 5% up to ₹2,500 a piece before GST, and 18% above', () => {
    // ₹2,625 is ₹2,500 and 5% GST: the last price of the lower slab.
    expect(slabRate(262_500)).toBe(5);
    expect(slabRate(262_501)).toBe(18);
    expect(slabRate(250_000)).toBe(5);
    expect(gstOf({ categorySlug: 'mens-fashion', unitPricePaise: 299_900 })).toEqual({
      hsnCode: '6211',
      ratePercent: 18,
    });
    expect(gstOf({ categorySlug: 'womens-fashion', unitPricePaise: 129_950 })).toEqual({
      hsnCode: '6211',
      ratePercent: 5,
    });
    expect(gstOf({ categorySlug: 'footwear', unitPricePaise: 262_500 }).ratePercent).toBe(5);
    expect(gstOf({ categorySlug: 'footwear', unitPricePaise: 262_600 }).ratePercent).toBe(18);
  });

  it('tax accessories by their HSN code, and honour a rate the shop set', () => {
    expect(gstOf({ categorySlug: 'accessories', unitPricePaise: 99_900 })).toEqual({
      hsnCode: '4202',
      ratePercent: 18,
    });
    expect(gstOf({ categorySlug: 'accessories', unitPricePaise: 99_900, hsnCode: '7117' }).ratePercent).toBe(3);
    expect(gstOf({ categorySlug: 'accessories', unitPricePaise: 99_900, hsnCode: '6214' }).ratePercent).toBe(5);
    expect(gstOf({ categorySlug: 'accessories', unitPricePaise: 99_900, hsnCode: '9102' }).ratePercent).toBe(18);
    expect(gstOf({ categorySlug: 'mens-fashion', unitPricePaise: 99_900, gstRatePercent: 12 })).toEqual({
      hsnCode: '6211',
      ratePercent: 12,
    });
  });
});

describe('GST arithmetic', () => {
  it('splits a price that includes GST into taxable value and tax', () => {
    expect(splitInclusive(105_000, 5)).toEqual({ taxablePaise: 100_000, taxPaise: 5_000 });
    expect(splitInclusive(299_900, 18)).toEqual({ taxablePaise: 254_153, taxPaise: 45_747 });
    expect(splitInclusive(1, 18)).toEqual({ taxablePaise: 1, taxPaise: 0 });
  });

  it('splits tax into CGST and SGST within the state, IGST across states', () => {
    expect(splitTax(45_747, true)).toEqual({ cgstPaise: 22_874, sgstPaise: 22_873, igstPaise: 0 });
    expect(splitTax(45_747, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 45_747 });
  });

  it('spreads a coupon over the lines in proportion to their totals', () => {
    expect(spreadPaise(10_000, [30_000, 10_000])).toEqual([7_500, 2_500]);
    expect(spreadPaise(100, [1, 1, 1])).toEqual([34, 33, 33]);
    const order = gstSplit(
      [
        { totalPaise: 299_900, ratePercent: 18 },
        { totalPaise: 99_900, ratePercent: 5 },
      ],
      10_000,
      true,
    );
    expect(order.lines.map((l) => l.netPaise)).toEqual([292_399, 97_401]);
    expect(order.totalPaise).toBe(389_800);
    expect(order.lines[0]).toMatchObject({ taxablePaise: 247_796, taxPaise: 44_603 });
  });

  it('adds up to the total paid over many random carts, in and across states', () => {
    const random = seeded(28);
    const rates = [3, 5, 12, 18, 28];
    for (let cart = 0; cart < 2_000; cart++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 6) }, () => ({
        totalPaise: (1 + Math.floor(random() * 5)) * (100 + Math.floor(random() * 1_000_000)),
        ratePercent: rates[Math.floor(random() * rates.length)]!,
      }));
      const subtotal = lines.reduce((s, l) => s + l.totalPaise, 0);
      const discount = random() < 0.5 ? Math.min(subtotal, Math.floor(random() * 50_000)) : 0;
      const shipping = random() < 0.3 ? Math.floor(random() * 10_000) : 0;
      const intra = random() < 0.5;
      const s = gstSplit(lines, discount, intra, shipping);
      expect(s.totalPaise).toBe(subtotal - discount + shipping);
      expect(s.taxablePaise + s.taxPaise).toBe(s.totalPaise);
      expect(s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(s.taxPaise);
      if (intra) expect(s.igstPaise).toBe(0);
      else expect(s.cgstPaise + s.sgstPaise).toBe(0);
      for (const l of s.lines) {
        expect(l.netPaise).toBeGreaterThanOrEqual(0);
        expect(l.taxablePaise + l.taxPaise).toBe(l.netPaise);
        // Within half a paisa of the exact tax on the line's own net amount.
        expect(Math.abs(l.taxPaise - (l.netPaise * l.ratePercent) / (100 + l.ratePercent))).toBeLessThanOrEqual(0.5);
      }
    }
  });
});

describe('Document numbers', () => {
  it('run by India’s financial year, April to March', () => {
    expect(financialYear(new Date('2026-11-27T10:00:00Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2100-01-01T00:00:00Z'))).toBe('99-00');
  });

  it('have at most 16 characters', () => {
    expect(documentNumber('INV', '26-27', 123)).toBe('INV/26-27/000123');
    expect(documentNumber('CN', '26-27', 7)).toBe('CN/26-27/000007');
    expect(documentNumber('INV', '26-27', 999_999)).toHaveLength(16);
  });
});
