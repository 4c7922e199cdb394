/*
 * Whether the build in apps/api/dist and apps/web/dist was made from the very same sources, so
 * that it need not be made again (`npm start`, `npm run test:e2e`).
 *
 * The sources are every file of apps/api, apps/web and packages/shared (but their node_modules,
 * dist and data folders) and the root package.json, package-lock.json and tsconfig.base.json,
 * read and hashed together. The hash of the sources a build was made from is kept in
 * node_modules/.cache/kuber-build.json with the times its files were written: a change to any
 * source, a missing build or one made since by other means (`npm run build`, `vite build`) is
 * not current.
 */
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

/** The hash of every source file. Take it before building: a source changed meanwhile makes the next run build again. */
export function sourcesHash() {
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

/** Whether the build on disk was made from `sources` (a sourcesHash()) and is untouched since. */
export function buildIsCurrent(sources) {
  let stamp = {};
  try {
    stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    // No stamp: not current.
  }
  const outputs = outputTimes();
  return (
    stamp.sources === sources && !outputs.includes(null) && JSON.stringify(stamp.outputs) === JSON.stringify(outputs)
  );
}

/** Records that the build on disk was just made from `sources`. */
export function recordBuild(sources) {
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, JSON.stringify({ sources, outputs: outputTimes() }) + '\n');
}
