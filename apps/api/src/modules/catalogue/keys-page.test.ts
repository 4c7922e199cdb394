import { describe, expect, it } from 'vitest';
import { prng } from '#api/demo/demo-catalogue.js';
import { keysPage } from './catalogue-index.js';

/** The page as plain sorting gives it. */
const sorted = (keys: number[], offset: number, size: number) =>
  [...keys].sort((a, b) => a - b).slice(offset, offset + size);

/** Distinct keys below `bound`, in no order. */
function keysBelow(bound: number, count: number, seed: number): number[] {
  const rand = prng(seed);
  const keys = new Set<number>();
  while (keys.size < count) keys.add(Math.floor(rand() * bound));
  return [...keys];
}

describe('a page of keys', () => {
  it('is the sorted keys from the offset, whether the keys are few (sorted) or many (marked)', () => {
    for (const [count, bound] of [
      [100, 1_000],
      [4_096, 50_000],
      [4_097, 50_000],
      [20_000, 300_000],
    ] as const) {
      const keys = keysBelow(bound, count, count);
      // Pages at the start, deep in, the last (short) one, and past the end; a first call deep in, as a shopper may ask first.
      for (const [offset, size] of [
        [720, 12],
        [0, 12],
        [12, 12],
        [count - 5, 12],
        [count, 12],
        [count + 24, 12],
        [0, 1],
        [0, 100],
      ] as const) {
        expect(
          keysPage(Int32Array.from(keys), bound, offset, size),
          `${count} keys, offset ${offset}, size ${size}`,
        ).toEqual(sorted(keys, offset, size));
      }
    }
  });
});
