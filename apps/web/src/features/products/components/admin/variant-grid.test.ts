import { describe, expect, it } from 'vitest';
import { stockGrid, totalStock } from './variant-grid';

describe('the stock grid', () => {
  it('has one cell for a product with no sizes or colours', () => {
    expect(stockGrid([], [], [])).toEqual([{ size: '', color: '', stockQuantity: 0 }]);
  });

  it('has every size × colour, sizes as rows', () => {
    expect(stockGrid(['S', 'M'], ['Black', 'Red'], []).map((c) => `${c.size}/${c.color}`)).toEqual([
      'S/Black',
      'S/Red',
      'M/Black',
      'M/Red',
    ]);
  });

  it('has one cell per size when there are no colours, and one per colour when there are no sizes', () => {
    expect(stockGrid(['S', 'M'], [], []).map((c) => [c.size, c.color])).toEqual([
      ['S', ''],
      ['M', ''],
    ]);
    expect(stockGrid([], ['Black'], []).map((c) => [c.size, c.color])).toEqual([['', 'Black']]);
  });

  it('keeps the figures of cells still listed when a colour is added, and starts the new ones at 0', () => {
    const grid = [
      { size: 'S', color: 'Black', stockQuantity: 4 },
      { size: 'M', color: 'Black', stockQuantity: 7 },
    ];
    expect(stockGrid(['S', 'M'], ['Black', 'Red'], grid)).toEqual([
      { size: 'S', color: 'Black', stockQuantity: 4 },
      { size: 'S', color: 'Red', stockQuantity: 0 },
      { size: 'M', color: 'Black', stockQuantity: 7 },
      { size: 'M', color: 'Red', stockQuantity: 0 },
    ]);
  });

  it('gives the figures per size to the first colour of a product that listed none, and starts the next colour at 0', () => {
    const sized = stockGrid(
      ['S', 'M'],
      [],
      [
        { size: 'S', color: '', stockQuantity: 4 },
        { size: 'M', color: '', stockQuantity: 7 },
      ],
    );
    const black = stockGrid(['S', 'M'], ['Black'], sized);
    expect(black).toEqual([
      { size: 'S', color: 'Black', stockQuantity: 4 },
      { size: 'M', color: 'Black', stockQuantity: 7 },
    ]);
    expect(totalStock(stockGrid(['S', 'M'], ['Black', 'Red'], black))).toBe(11);
  });

  it('gives the one figure of a product with no options to its first size', () => {
    expect(stockGrid(['S', 'M'], [], [{ size: '', color: '', stockQuantity: 12 }])).toEqual([
      { size: 'S', color: '', stockQuantity: 12 },
      { size: 'M', color: '', stockQuantity: 0 },
    ]);
  });

  it('drops the cells of a removed size and keeps the rest in the new order', () => {
    const grid = stockGrid(
      ['S', 'M', 'L'],
      ['Black'],
      [
        { size: 'S', color: 'Black', stockQuantity: 1 },
        { size: 'M', color: 'Black', stockQuantity: 2 },
        { size: 'L', color: 'Black', stockQuantity: 3 },
      ],
    );
    expect(stockGrid(['L', 'S'], ['Black'], grid)).toEqual([
      { size: 'L', color: 'Black', stockQuantity: 3 },
      { size: 'S', color: 'Black', stockQuantity: 1 },
    ]);
  });

  it('matches a size or colour retyped in another case, as the server does', () => {
    expect(stockGrid(['m'], ['BLACK'], [{ size: 'M', color: 'Black', stockQuantity: 9 }])).toEqual([
      { size: 'm', color: 'BLACK', stockQuantity: 9 },
    ]);
  });

  it('adds up the stock, counting an emptied box as none', () => {
    expect(
      totalStock([
        { size: 'S', color: '', stockQuantity: 4 },
        { size: 'M', color: '', stockQuantity: null as unknown as number },
        { size: 'L', color: '', stockQuantity: 6 },
      ]),
    ).toBe(10);
  });
});
