#!/usr/bin/env node
/* global process, console */
// Makes sure a system Chromium exists before the browser tests run.
// The Playwright browser download is never used: the tests drive the
// distribution's Chromium (see playwright.config.ts, same lookup order), in its
// headless shell where that is installed (decision record 020).
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const SHELL = '/usr/bin/chromium-headless-shell';
const CANDIDATES = [SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

const HOW_TO_GET_IT = [
  'Chromium was not found. The browser tests need a system Chromium.',
  'Install it with:',
  '  sudo apt-get install -y chromium',
  'or point CHROMIUM_PATH at an existing Chromium or Chrome binary, e.g.:',
  '  CHROMIUM_PATH=/path/to/chromium npm run test:e2e',
].join('\n');

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find(isExecutable);
}

function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false;
  const osRelease = readFileSync('/etc/os-release', 'utf8');
  return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(osRelease);
}

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function run(cmd, args) {
  console.log(`[ensure-chromium] $ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`[ensure-chromium] "${cmd} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    console.error(HOW_TO_GET_IT);
    process.exit(1);
  }
}

function describe(binary) {
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return version.status === 0 ? version.stdout.trim() : 'version unknown';
}

let chromium = findChromium();

if (!chromium && process.env.CHROMIUM_PATH) {
  console.error(`[ensure-chromium] CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file.`);
  console.error(HOW_TO_GET_IT);
  process.exit(1);
}

if (!chromium) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && isDebianLike() && hasAptGet()) {
    console.log('[ensure-chromium] Chromium not found; installing it with apt-get (running as root on Debian/Ubuntu).');
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
    // Not every distribution packages the headless shell; the tests run in Chromium without it.
    spawnSync('apt-get', ['install', '-y', 'chromium-headless-shell'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    chromium = findChromium();
  }
}

if (!chromium) {
  console.error(`[ensure-chromium] Looked in: ${CANDIDATES.join(', ')}.`);
  console.error(HOW_TO_GET_IT);
  process.exit(1);
}

console.log(`[ensure-chromium] Using ${chromium} (${describe(chromium)}).`);
if (chromium !== SHELL && !process.env.CHROMIUM_PATH) {
  console.log(
    '[ensure-chromium] The headless shell runs the browser tests faster: sudo apt-get install -y chromium-headless-shell',
  );
}
