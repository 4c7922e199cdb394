import { describe, expect, it } from 'vitest';
import { oneAtATime, timeSlices } from './turns.js';

/** Holds the event loop for `ms`, as a render does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('oneAtATime', () => {
  it('runs the jobs in order, one at a time, and lets a timer due meanwhile run between them', async () => {
    const turns = oneAtATime();
    const seen: string[] = [];
    const jobs = [1, 2, 3].map((n) =>
      turns(async () => {
        busy(20);
        await Promise.resolve();
        seen.push(`job ${n}`);
        return n;
      }),
    );
    // Due at once: without the turns it would wait for all three jobs (60 ms).
    setTimeout(() => seen.push('timer'), 0);
    expect(await Promise.all(jobs)).toEqual([1, 2, 3]);
    expect(seen.indexOf('timer')).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('timer')).toBeLessThan(seen.indexOf('job 3'));
    expect(seen.filter((s) => s !== 'timer')).toEqual(['job 1', 'job 2', 'job 3']);
  });

  it('goes on after a job that failed, and gives the failure to its caller', async () => {
    const turns = oneAtATime();
    const failed = turns(async () => {
      throw new Error('no page');
    });
    const next = turns(async () => 'page');
    await expect(failed).rejects.toThrow('no page');
    await expect(next).resolves.toBe('page');
  });
});

describe('timeSlices', () => {
  it('lets work in first come first in, a slice of the event loop at a time, with a timer due meanwhile between slices', async () => {
    const { start } = timeSlices(8);
    const seen: string[] = [];
    const let5msIn = (name: string) =>
      new Promise<void>((resolve) =>
        start(() => {
          busy(5);
          seen.push(name);
          resolve();
        }),
      );
    const work = Array.from({ length: 20 }, (_, n) => let5msIn(`work ${n}`));
    let late: Promise<void> | undefined;
    // Due at once: without the slices it would wait for all twenty (100 ms); a slice of 8 ms holds two.
    setTimeout(() => {
      seen.push('timer');
      late = let5msIn('late');
    }, 0);
    await Promise.all(work);
    await late;
    expect(seen.indexOf('timer')).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('timer')).toBeLessThanOrEqual(3);
    // What came in during the flood waits behind what came before it.
    expect(seen.filter((s) => s !== 'timer')).toEqual([...work.map((_, n) => `work ${n}`), 'late']);
  });

  it('lets work going on in before new work, each line in the order it came', async () => {
    const { start, goOn } = timeSlices(8);
    const seen: string[] = [];
    const all = [
      ...['new 1', 'new 2'].map((name) => new Promise<void>((resolve) => start(() => (seen.push(name), resolve())))),
      ...['going 1', 'going 2'].map((name) => new Promise<void>((resolve) => goOn(() => (seen.push(name), resolve())))),
    ];
    await Promise.all(all);
    expect(seen).toEqual(['going 1', 'going 2', 'new 1', 'new 2']);
  });
});
