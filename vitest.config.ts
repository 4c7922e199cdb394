import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default, one file fewer at a time than the cores, is one at a time on two cores. The
    // files wait on their databases and the processes they start about as much as they compute, so
    // two at a time take about three quarters of the time there (decision record 020).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
