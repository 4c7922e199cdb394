#!/usr/bin/env node
/* global process, console */
/*
 * `npm run build`, unless the build in apps/api/dist and apps/web/dist was made by this
 * script from the very same sources: the browser tests (`npm run test:e2e`) run on a
 * current build without spending the build's time again (CI builds once, for Lighthouse,
 * before the tests).
 *
 * The sources are every file of apps/api, apps/web and packages/shared (but their
 * node_modules, dist and data folders) and the root package.json, package-lock.json and
 * tsconfig.base.json, read and hashed together. The hash of the sources a build was made
 * from is kept in node_modules/.cache/kuber-build.json with the times its files were
 * written: a change to any source, a missing build or one made since by other means
 * (`npm run build`, `vite build`) builds again.
 *
 *   node scripts/build-if-changed.mjs
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'node_modules/.cache/kuber-build.json');
const SOURCE_FOLDERS = ['apps/api', 'apps/web', 'packages/shared'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'data']);
/** What a build leaves behind; without any of them the build is made again. */
const OUTPUTS = ['apps/api/dist/server.js', 'apps/web/dist/index.html', 'apps/web/dist/server/entry-server.js'];

/** Every file under `folder`, relative to the root, in a fixed order. */
function filesUnder(folder) {
  const found = [];
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    if (NOT_SOURCES.has(entry.name)) continue;
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(relative));
    else if (entry.isFile()) found.push(relative);
  }
  return found.sort();
}

function sourcesHash() {
  const hash = createHash('sha256');
  for (const file of [...SOURCE_FOLDERS.flatMap(filesUnder), ...SOURCE_FILES]) {
    // The name and the length mark where each file starts, so that no two trees hash alike.
    const content = readFileSync(path.join(ROOT, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/** When each of the build's files was written, or null for one that is missing. */
function outputTimes() {
  return OUTPUTS.map((file) => (existsSync(path.join(ROOT, file)) ? statSync(path.join(ROOT, file)).mtimeMs : null));
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return {};
  }
}

// Hashed before building: a source changed while the build runs makes the next run build again.
const sources = sourcesHash();
const stamp = readStamp();
const outputs = outputTimes();
if (stamp.sources === sources && !outputs.includes(null) && JSON.stringify(stamp.outputs) === JSON.stringify(outputs)) {
  console.log('The build is current (made from these same sources): not built again.');
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, JSON.stringify({ sources, outputs: outputTimes() }) + '\n');
