import { describe, expect, it } from 'vitest';
import { prng } from '#api/demo/demo-catalogue.js';
import { dealtInTurn } from './catalogue-index.js';

/** The lists dealt one turn after another, every item laid out. */
function dealtOut(lists: number[][]): number[] {
  const out: number[] = [];
  for (let turn = 0; turn < Math.max(0, ...lists.map((l) => l.length)); turn++)
    for (const list of lists) if (turn < list.length) out.push(list[turn]!);
  return out;
}

describe('lists dealt in turn', () => {
  it('gives the page every item laid out in turn would, at the start, deep in, across lists running out, at and past the end', () => {
    const rand = prng(7);
    let next = 0;
    for (const lengths of [[5, 5, 5], [1, 9, 3, 0, 4, 4], [12], [], [0, 0], [300, 2, 150, 75, 1, 600]]) {
      const lists = lengths.map((n) => Array.from({ length: n }, () => next++));
      const all = dealtOut(lists);
      const offsets = [
        0,
        1,
        2,
        5,
        11,
        all.length - 3,
        all.length - 1,
        all.length,
        all.length + 50,
        Math.floor(rand() * (all.length + 1)),
      ];
      for (const offset of offsets.filter((o) => o >= 0)) {
        for (const size of [1, 3, 12, 100]) {
          expect(dealtInTurn(lists, offset, size), `${lengths} from ${offset}, ${size}`).toEqual(
            all.slice(offset, offset + size),
          );
        }
      }
    }
  });
});
