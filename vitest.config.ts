import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    tags: [
      {
        // The tests whose outcome can differ on a PostgreSQL server: many writes at once (locks, the
        // pool, several connections where the embedded database has one), and the server's own tools
        // (dumps, statistics, its errors). Tagged one by one (`{ tags: ['postgres'] }`) or a whole file
        // (`// @module-tag postgres`); CI runs them a second time on a server (.ci/run).
        name: 'postgres',
        description: 'Its outcome can differ on a PostgreSQL server: CI runs it there too',
      },
    ],
    // Vitest's default, one file fewer at a time than the cores, is one at a time on two cores. The
    // files wait on their databases and the processes they start about as much as they compute, so
    // two at a time take about three quarters of the time there (decision record 020).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'packages/*/src/**/*.test.ts'],
          // The API's files share their worker's process: each file builds its own app on its own
          // database, and the server's modules hold no state of their own, so loading them and
          // PGlite's WebAssembly once per worker instead of once per file takes a third off the
          // time (decision record 020).
          isolate: false,
        },
      },
      {
        extends: true,
        // The web app's files mock modules and render into a document of their own: one process each.
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] },
        resolve: { alias: [{ find: /^#web\//, replacement: `${path.join(import.meta.dirname, 'apps/web/src')}/` }] },
      },
      {
        extends: true,
        // The checks on the tree itself: the lint rules bite, the formatting is checked. ESLint loads
        // the TypeScript projects for its type-aware rules, which takes a while on a first file.
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], testTimeout: 180_000 },
      },
    ],
  },
});
