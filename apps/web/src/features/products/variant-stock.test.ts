import { describe, expect, it } from 'vitest';
import { chosenStock, soldOutReason, stockOf } from './variant-stock';

// A T-shirt: M is sold out in Black only, L everywhere.
const variants = [
  { size: 'S', color: 'Black', stockQuantity: 3 },
  { size: 'S', color: 'White', stockQuantity: 0 },
  { size: 'M', color: 'Black', stockQuantity: 0 },
  { size: 'M', color: 'White', stockQuantity: 2 },
  { size: 'L', color: 'Black', stockQuantity: 0 },
  { size: 'L', color: 'White', stockQuantity: 0 },
];
const tee = { sizes: ['S', 'M', 'L'], colors: ['Black', 'White'], variants };

describe('stock per size and colour on the product page', () => {
  it('adds up what fits the choice so far', () => {
    expect(stockOf(variants)).toBe(5);
    expect(stockOf(variants, 'S')).toBe(3);
    expect(stockOf(variants, undefined, 'White')).toBe(2);
    expect(stockOf(variants, 'M', 'White')).toBe(2);
  });

  it('refuses a size none is left of, whatever the colour', () => {
    expect(soldOutReason(variants, { size: 'L' }, {})).toEqual({ id: 'soldOut.size', values: { size: 'L' } });
    expect(soldOutReason(variants, { size: 'L' }, { color: 'White' })).toEqual({
      id: 'soldOut.size',
      values: { size: 'L' },
    });
  });

  it('refuses a size sold out in the chosen colour, and says another colour has it', () => {
    expect(soldOutReason(variants, { size: 'M' }, { color: 'Black' })).toEqual({
      id: 'soldOut.sizeInColour',
      values: { size: 'M', color: 'Black' },
    });
    expect(soldOutReason(variants, { size: 'M' }, { color: 'White' })).toBeUndefined();
    expect(soldOutReason(variants, { size: 'M' }, {})).toBeUndefined();
  });

  it('refuses a colour the same way', () => {
    expect(soldOutReason(variants, { color: 'White' }, { size: 'S' })).toEqual({
      id: 'soldOut.colourInSize',
      values: { color: 'White', size: 'S' },
    });
    expect(soldOutReason(variants, { color: 'Black' }, { size: 'S' })).toBeUndefined();
    expect(soldOutReason([{ size: '', color: 'Red', stockQuantity: 0 }], { color: 'Red' }, {})).toEqual({
      id: 'soldOut.colour',
      values: { color: 'Red' },
    });
  });

  it('knows how many are left only once the choice names one variant', () => {
    expect(chosenStock(tee, 'M')).toBeUndefined();
    expect(chosenStock(tee, undefined, 'White')).toBeUndefined();
    expect(chosenStock(tee, 'M', 'White')).toBe(2);
    expect(chosenStock({ sizes: ['S'], colors: [], variants: [{ size: 'S', color: '', stockQuantity: 4 }] }, 'S')).toBe(
      4,
    );
    expect(chosenStock({ sizes: [], colors: [], variants: [{ size: '', color: '', stockQuantity: 1 }] })).toBe(1);
  });
});
