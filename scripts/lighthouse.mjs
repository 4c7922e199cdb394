#!/usr/bin/env node
/* global process, console, fetch, setTimeout, AbortSignal */
/*
 * Lighthouse on a phone, as a shopper meets the store: the built store started as
 * `npm run serve` starts it (compiled server, production mode) on a free loopback port
 * with a fresh data folder, measured in the system Chromium with Lighthouse's mobile
 * preset (a mid-range phone on a slow 4G link, simulated) on the home page, a category
 * page and a product page.
 *
 *   npm run build && npm run lighthouse -- [--runs N] [--target T] [--json file] [--reports folder]
 *
 * Each page is judged on the median performance score of --runs runs (3 unless told): the
 * phone is simulated from the trace this machine records, and a busy machine records longer
 * tasks, so one slow run takes points away from that run alone. A page whose median is under
 * the target is measured again, up to five runs, and the median of them all decides. A run
 * that cannot change the verdict is not made (two runs of three at the target pass a page).
 * Accessibility does not depend on the machine's speed: every run must reach the target.
 * The target is 90 (the floor CI checks); `--target 95` checks the store's own aim, which a
 * shared machine in a busy hour does not always give, so CI does not ask for it.
 *
 * Prints every page's performance, accessibility, best-practices and SEO scores with LCP,
 * TBT, CLS and FCP of its median run, each run's performance score, and Lighthouse's
 * benchmark index of the machine at each run (the higher, the quicker the machine was then),
 * and exits with 1 when a page is below the target. --json writes the figures to a file;
 * --reports keeps Lighthouse's full report of every run (JSON, for finding what costs the
 * points).
 *
 * Chromium: CHROME_PATH, then CHROMIUM_PATH, then /usr/bin/chromium. DRAWN_DEMO_PICTURES, when
 * set, is a folder of the demo pictures drawn before (as playwright.config.ts takes it): the
 * store starts with them instead of drawing them.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const HOST = '127.0.0.1';
/** The most runs a page gets: the median of five decides for a page whose first median is under the target. */
const MAX_RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    target: { type: 'string', default: '90' },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Number(args.runs);
const target = Number(args.target);
const usage = (message) => {
  console.error(`lighthouse: ${message}`);
  process.exit(2);
};
if (!Number.isInteger(runs) || runs < 1 || runs > 9) usage('--runs must be a whole number from 1 to 9');
if (!Number.isInteger(target) || target < 1 || target > 100) usage('--target must be a whole number from 1 to 100');
if (!existsSync(SERVER) || !existsSync(path.join(WEB_DIST, 'index.html')))
  usage('The store is not built: run `npm run build` first.');

// Lighthouse is installed apart from the store (tools/lighthouse; `npm run lighthouse` installs it first),
// so that the store's own install does not carry it.
const LIGHTHOUSE_DIR = path.join(ROOT, 'tools/lighthouse');
let lighthouse;
try {
  lighthouse = (
    await import(pathToFileURL(createRequire(path.join(LIGHTHOUSE_DIR, 'package.json')).resolve('lighthouse')).href)
  ).default;
} catch {
  usage('Lighthouse is not installed: run `npm ci --prefix tools/lighthouse` (or `npm run lighthouse`, which does).');
}

const chromePath = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(chromePath))
  usage(`No Chromium at ${chromePath}: install it (apt-get install chromium) or set CHROME_PATH.`);

const workDir = mkdtempSync(path.join(os.tmpdir(), 'kuber-lighthouse-'));
const children = [];
// Stopped however the script ends; the folder goes once they have let go of it.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => finish(130));

let stopping = false;
async function finish(code) {
  stopping = true;
  await Promise.all(
    children
      .filter((child) => child.exitCode === null)
      .map((child) => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM'))),
  );
  rmSync(workDir, { recursive: true, force: true, maxRetries: 3 });
  process.exit(code);
}

/** What went wrong, said plainly; the script stops its server and browser, then exits with 2. */
class Failure extends Error {}
function fail(message) {
  throw new Failure(message);
}

/** A port nobody listens on now: the system picks one, we close it and hand it to the server. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, what) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${what} stopped (exit ${child.exitCode}) before answering`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      // Read to the end, as every answer here: a connection with an answer unread is not idle, and
      // the store, closing, waits for it (until the unread answer is collected, tens of seconds).
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`${what} did not answer ${url} within 90 s`);
}

async function startStore() {
  const port = await freePort();
  const dataDir = path.join(workDir, 'data');
  const drawn = process.env.DRAWN_DEMO_PICTURES;
  if (drawn) cpSync(drawn, path.join(dataDir, 'uploads/demo'), { recursive: true });
  const server = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      DEMO_ADMIN_PASSWORD: 'Lighthouse@12345',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  // A store that stops while being measured would show up only as Chromium's error page.
  server.once('exit', (code, signal) => {
    if (!stopping) console.error(`lighthouse: the store stopped while being measured (${signal ?? `exit ${code}`})`);
  });
  const base = `http://${HOST}:${port}`;
  await waitFor(`${base}/api/health`, server, 'The store');
  // A fresh store draws its demo pictures after it answers; a demo picture is sent once all are drawn.
  await waitFor(`${base}/uploads/demo/category-footwear.webp`, server, 'The demo pictures');
  return base;
}

/** Chromium with its DevTools port open; Lighthouse drives it over that port. */
async function startChromium() {
  const chrome = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${path.join(workDir, 'chromium')}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(chrome);
  return new Promise((resolve, reject) => {
    let said = '';
    chrome.stderr.on('data', (chunk) => {
      said += chunk;
      const match = said.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) resolve(Number(match[1]));
    });
    chrome.once('exit', (code) => reject(new Error(`Chromium stopped (exit ${code}):\n${said.slice(-2000)}`)));
  });
}

async function measure(url, port, name, attempt = 1) {
  const { lhr, report } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  // On a busy machine the trace now and then misses the navigation's start; Lighthouse asks to run again.
  if (lhr.runtimeError && attempt === 1) return measure(url, port, name, 2);
  if (args.reports) {
    mkdirSync(args.reports, { recursive: true });
    writeFileSync(path.join(args.reports, `${name}-${Date.now()}.json`), report);
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failing = Object.values(lhr.categories)
    .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    failing,
  };
}

const byPerformance = (tries) => [...tries].sort((a, b) => a.performance - b.performance);
/** The run with the median performance score (the lower middle of an even number): what is judged and printed. */
const median = (tries) => byPerformance(tries)[Math.floor((tries.length - 1) / 2)];

/**
 * Measures a page until its verdict is known: the median performance of --runs runs against the
 * target and, when that is under it, the median of up to MAX_RUNS. A median reaches the target
 * when most runs do, so no run is made that could not change the verdict: two of three runs
 * reaching the target pass the page without a third, and a run under the accessibility target
 * fails it at once.
 */
async function measurePage(measureOnce) {
  const tries = [];
  const reaching = () => tries.filter((t) => t.performance >= target).length;
  for (const limit of [runs, Math.max(runs, MAX_RUNS)]) {
    const most = Math.floor(limit / 2) + 1;
    while (tries.length < limit && reaching() < most && reaching() + (limit - tries.length) >= most) {
      tries.push(await measureOnce());
      if (tries.at(-1).accessibility < target) return tries;
    }
    if (reaching() >= most) return tries;
  }
  return tries;
}

async function main() {
  const loadAtStart = os.loadavg()[0].toFixed(1);
  const base = await startStore();
  // The best-rated product: the first one the home page shows.
  const topRated = await (await fetch(`${base}/api/products/top-rated?limit=1`)).json().catch(() => null);
  const productSlug = topRated?.data?.[0]?.slug;
  if (!productSlug) fail('Could not find a product to measure');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'category', path: '/categories/womens-fashion' },
    { name: 'product', path: `/products/${productSlug}` },
  ];

  const port = await startChromium();
  // The first request of each page warms the server's caches, as any shop that has had a visitor.
  for (const page of pages) await (await fetch(base + page.path)).arrayBuffer();

  const results = [];
  for (const page of pages) {
    const tries = await measurePage(() => measure(base + page.path, port, page.name));
    results.push({
      page: page.name,
      path: page.path,
      ...median(tries),
      runs: tries.map((t) => t.performance),
      benchmarkIndexes: tries.map((t) => t.benchmarkIndex),
      lowestAccessibility: Math.min(...tries.map((t) => t.accessibility)),
    });
  }

  const pad = (v, n) => String(v).padStart(n);
  console.log(
    `\nLighthouse mobile, ${runs} run(s) a page (up to ${MAX_RUNS} for a page under ${target}), the median run by performance,` +
      `\nwith Lighthouse's benchmark index of the machine at that run (bench)\n`,
  );
  console.log('page      perf  a11y  best   seo    LCP ms  TBT ms    CLS   FCP ms  bench   runs (perf @ bench)');
  for (const r of results) {
    const each = r.runs.map((score, i) => `${score} @ ${r.benchmarkIndexes[i]}`).join(', ');
    console.log(
      `${r.page.padEnd(9)}${pad(r.performance, 5)}${pad(r.accessibility, 6)}${pad(r.bestPractices, 6)}${pad(r.seo, 6)}${pad(r.lcpMs, 10)}${pad(r.tbtMs, 8)}${pad(r.cls, 7)}${pad(r.fcpMs, 9)}${pad(r.benchmarkIndex, 7)}   ${each}`,
    );
    if (r.failing.length) console.log(`          failing: ${r.failing.join(', ')}`);
  }
  // What the simulated phone was computed on: the figures scale with the machine's speed and load.
  const indexes = results.flatMap((r) => r.benchmarkIndexes);
  console.log(
    `\nThe machine: Lighthouse's benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)} over the runs, load average ${loadAtStart} at the start`,
  );
  if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2));

  const below = results.filter((r) => r.performance < target || r.lowestAccessibility < target);
  if (below.length) {
    console.error(
      `\nBelow ${target}: ${below.map((r) => `${r.page} (median performance ${r.performance}, lowest accessibility ${r.lowestAccessibility})`).join('; ')}`,
    );
    return 1;
  }
  console.log(`\nEvery page reaches ${target}: median performance, and accessibility in every run.`);
  return 0;
}

main().then(finish, (error) => {
  console.error(error instanceof Failure ? `lighthouse: ${error.message}` : error);
  return finish(2);
});
