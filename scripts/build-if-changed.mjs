#!/usr/bin/env node
/* global process, console */
/*
 * `npm run build`, unless the build on disk was made from the very same sources
 * (scripts/build-stamp.mjs): the browser tests (`npm run test:e2e`) run on a current build
 * without spending the build's time again (CI builds once, for Lighthouse, before the tests).
 *
 *   node scripts/build-if-changed.mjs
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, recordBuild, sourcesHash } from './build-stamp.mjs';

const sources = sourcesHash();
if (buildIsCurrent(sources)) {
  console.log('The build is current (made from these same sources): not built again.');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build'], { cwd: path.resolve(import.meta.dirname, '..'), stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
recordBuild(sources);
