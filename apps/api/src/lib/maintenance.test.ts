import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runPeriodically } from './maintenance.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('periodic maintenance', () => {
  it('runs on its interval, goes on after a failed run, and stops when the app closes', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    runPeriodically(app, 'test task', 20, async () => {
      runs += 1;
      if (runs === 1) throw new Error('the database was away');
    });
    await app.ready();
    await sleep(150);
    expect(runs).toBeGreaterThanOrEqual(3);
    await app.close();
    const atClose = runs;
    await sleep(100);
    expect(runs).toBe(atClose);
  });

  it('does not keep the process alive', async () => {
    const app = Fastify({ logger: false });
    const intervals: NodeJS.Timeout[] = [];
    const original = globalThis.setInterval;
    globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
      const timer = original(...args);
      intervals.push(timer);
      return timer;
    }) as typeof setInterval;
    try {
      runPeriodically(app, 'test task', 60_000, async () => {});
    } finally {
      globalThis.setInterval = original;
    }
    expect(intervals).toHaveLength(1);
    expect(intervals[0]!.hasRef()).toBe(false);
    await app.close();
  });
});
