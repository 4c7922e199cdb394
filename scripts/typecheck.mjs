/**
 * `npm run typecheck`: TypeScript over the five projects (the API, the web app, the shared
 * package, the browser tests, and the scripts and settings at the root), with TypeScript 7's
 * compiler, written in Go: about a fifth of the processor time of TypeScript 5's on the same
 * tree. ESLint's type-aware rules still read the code through TypeScript 5 (typescript-eslint
 * needs its JavaScript interface, which 7 does not have), so both are installed: 5 as
 * `typescript`, for ESLint and editors, 7 as `typescript-7`, for this check (decision record 037).
 */
/* global process, console */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const PROJECTS = ['apps/api', 'apps/web', 'packages/shared', 'e2e', 'tsconfig.json'];
const root = path.dirname(import.meta.dirname);
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin/tsc');

let failed = false;
for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`TypeScript found errors in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
