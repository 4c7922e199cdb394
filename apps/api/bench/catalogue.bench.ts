/*
 * Catalogue load benchmark (npm run bench [-- options]). Not a test: it prints figures.
 *
 * 1. Compiles the API (build.mjs) and prepares a catalogue of --products (100,000) with the seed
 *    program, in a bench data dir under the system temp folder (PGlite), or on BENCH_DATABASE_URL
 *    (PostgreSQL). Reused when there.
 * 2. Starts the compiled server as `npm run serve` does in production (plain node, with its heap
 *    settings) and a bare Fastify server.
 * 3. The shopper-like mix at --connections (50): category pages over all six categories, pages
 *    0-60, every sort, four in ten with a price range; searches over about seventy words and
 *    two-word queries, misspellings among them; products by id over the whole catalogue. Printed
 *    beside the bare route sending a body of the mix's average size, in the same run; with the
 *    server's memory (RSS) at rest and at its highest under the mix.
 *    Then, when the web app is built (npm run build), page views as a browser asks for them (brotli
 *    taken), on the same server: home and the six category pages, which the server keeps rendered;
 *    and product pages over the whole catalogue (from the sitemap), nearly every one rendered afresh.
 * 4. Lone requests (one at a time, the server keeping no answers): the broadest searches, deep and
 *    filtered category pages, a product; median and slowest of --lone-repeats each.
 * 5. Checkout: 20 shoppers at once, each in a loop putting a product in the cart and placing the
 *    order; orders a second, the order call's p50 and p99, and a stock check (0 oversold).
 *    On PostgreSQL it says whether commits were durable (fsync, synchronous_commit).
 * 6. Unique URLs, on a server of its own started for it: at --connections, every request an address
 *    never asked for before (a list with a made-up parameter, deep pages of every list, interest
 *    and trending included, searches with a tracking parameter, and a campaign's 20 product pages
 *    with utm_source when the web app is built), as a crawler or a flood sends them. Printed: the requests, the
 *    server's memory high-water mark (RSS and heap used, read inside the process), and /api/health
 *    asked alongside, one at a time from a thread of its own, with its p50, p99 and slowest.
 * 7. On PGlite, first: a start on a new data folder (database created, demo catalogue seeded,
 *    its pictures drawn while it answers) and a restart on it, each timed to the first answer, with the memory at rest after it.
 *
 * Options: --db pglite|postgres|both, --duration <s> (10), --connections <n> (50), --warmup <s> (2),
 *   --products <n> (100000), --data-dir <dir>, --only start|mix|pages|lone|checkout|unique (one part), --lone-repeats <n> (15),
 *   --seed <n> (2026, the mix's random seed), --no-cache (no public answer kept during the mix either), --json.
 * The benchmark is a developer tool, so it reads BENCH_DATABASE_URL itself rather than through config.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { CATEGORY_SLUGS } from '@kuber/shared';
import { prng } from '../src/demo/demo-catalogue.js';
import { categoryImageUrl } from '../src/db/factories.js';

type DbKind = 'pglite' | 'postgres';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '2' },
    products: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    only: { type: 'string' },
    'lone-repeats': { type: 'string', default: '15' },
    seed: { type: 'string', default: '2026' },
    'no-cache': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

const apiDir = path.resolve(import.meta.dirname, '..');
const pgUrl = process.env.BENCH_DATABASE_URL;
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
const productTarget = Number(args.products);
const loneRepeats = Number(args['lone-repeats']);
const PARTS = ['start', 'mix', 'pages', 'lone', 'checkout', 'unique'] as const;
type Part = (typeof PARTS)[number];
const runs = (part: Part) => !args.only || args.only === part;
const benchDir = path.resolve(args['data-dir'] ?? path.join(os.tmpdir(), 'kuber-bench'));
const dbChoice = args.db ?? (pgUrl ? 'postgres' : 'pglite');
const dbs: DbKind[] = dbChoice === 'both' ? ['pglite', 'postgres'] : [dbChoice as DbKind];

/** Progress goes to stderr so that --json output on stdout stays clean. */
const say = (msg: string) => process.stderr.write(`${msg}\n`);

function fail(msg: string): never {
  say(`bench: ${msg}`);
  process.exit(2);
}

if (!dbs.every((d) => d === 'pglite' || d === 'postgres'))
  fail(`--db must be pglite, postgres or both, not '${dbChoice}'`);
if (dbs.includes('postgres') && !pgUrl)
  fail('--db postgres needs BENCH_DATABASE_URL (a PostgreSQL database the bench may fill)');
if (args.only && !PARTS.includes(args.only as Part)) fail(`--only must be one of ${PARTS.join(', ')}`);
for (const [name, n] of [
  ['duration', duration],
  ['connections', connections],
  ['products', productTarget],
  ['lone-repeats', loneRepeats],
] as const) {
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive whole number`);
}

// ---------------------------------------------------------------- child processes

const children = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs node with these arguments in apps/api, in its own process (no npm or npx wrapper to orphan). */
function startNode(argv: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, argv, { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, output: () => tail };
}

/** Runs node to the end with its output on this process's stderr; fails unless it succeeds. */
async function runNode(argv: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  const child = spawn(process.execPath, argv, { cwd: apiDir, env, stdio: ['ignore', 2, 2] });
  children.add(child);
  const [code] = (await once(child, 'exit')) as [number | null];
  children.delete(child);
  if (code !== 0) throw new Error(`${what} failed (exit ${code})`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const done = await Promise.race([exited.then(() => true), sleep(15_000).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await exited;
  }
}

const stopAll = () => Promise.all([...children].map(stop));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`\n${signal}: stopping child processes`);
    void stopAll().then(() => process.exit(130));
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

async function waitForOk(url: string, started: Started, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(`the process for ${url} exited (${started.child.exitCode}):\n${started.output()}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${started.output()}`);
}

/** A process's resident memory in MB (Linux); undefined elsewhere. */
async function rssMb(pid: number | undefined): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** Samples a process's memory until stopped; answers the highest. */
function watchMemory(pid: number | undefined): () => Promise<number | undefined> {
  let highest: number | undefined;
  let watching = true;
  const done = (async () => {
    while (watching) {
      const mb = await rssMb(pid);
      if (mb !== undefined) highest = Math.max(highest ?? 0, mb);
      await sleep(250);
    }
  })();
  return async () => {
    watching = false;
    await done;
    return highest;
  };
}

// ---------------------------------------------------------------- preparation

/** One key for every run: stores on DATABASE_URL must be given theirs. */
const BENCH_ENCRYPTION_KEY = Buffer.alloc(32, 11).toString('base64');

function envFor(db: DbKind): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(benchDir, db),
    LOG_LEVEL: 'warn',
    ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
  };
  delete env.DATABASE_URL;
  if (db === 'postgres') env.DATABASE_URL = pgUrl;
  return env;
}

/** Tops the bench catalogue up with the seed program; a catalogue already big enough is reused as it is. */
async function prepare(db: DbKind): Promise<void> {
  say(
    `Preparing ${productTarget.toLocaleString('en-IN')} products on ${db} (${db === 'pglite' ? path.join(benchDir, db, 'db') : 'BENCH_DATABASE_URL'})`,
  );
  const started = performance.now();
  await runNode(
    ['dist/db/seed-cli.js', '--products', String(productTarget), '--no-images'],
    envFor(db),
    `seeding ${db}`,
  );
  say(`Catalogue ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

interface Api {
  url: string;
  started: Started;
}

/** The node arguments the store is started with in production (`npm run serve`: its heap settings, then the server). */
async function serveArgs(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8')) as { scripts: { serve: string } };
  const [node, ...args] = pkg.scripts.serve.split(' ');
  if (node !== 'node') fail(`apps/api's serve script should start with node: ${pkg.scripts.serve}`);
  return args;
}

/** Loaded into the store when its memory is read from inside (the unique URLs). */
const MEMORY_PROBE = path.join(apiDir, 'bench/memory-probe.mjs');

async function startApi(db: DbKind, cache: boolean, extraEnv: NodeJS.ProcessEnv = {}): Promise<Api> {
  const port = await freePort();
  const args = await serveArgs();
  // The probe goes before the server's script, among node's own options.
  if (extraEnv.BENCH_MEMORY_FILE) args.splice(-1, 0, '--import', MEMORY_PROBE);
  // The checkout shoppers all sign up from this one address.
  const env = {
    ...envFor(db),
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: '100000',
    NODE_ENV: 'production',
    ...(cache ? {} : { CACHE_SECONDS: '0' }),
    ...extraEnv,
  };
  say(`Starting the API on ${db}, port ${port}${cache ? '' : ', keeping no answers'}`);
  const started = startNode(args, env);
  const url = `http://127.0.0.1:${port}`;
  await waitForOk(`${url}/api/health`, started);
  return { url, started };
}

/**
 * Settled: what the process holds once started, with its catalogue index read when `withIndex`
 * (a first list waits for it; the embedded database's start is otherwise done before any answer).
 */
async function restingMb(api: Api, withIndex: boolean): Promise<number | undefined> {
  if (withIndex) await fetch(`${api.url}/api/products/paginated?page=0&size=1`).then((res) => res.arrayBuffer());
  await sleep(3000);
  return rssMb(api.started.child.pid);
}

interface FirstStart {
  /** Seconds from starting the process to its first answer, to its demo pictures all drawn, and its memory then at rest. */
  newSeconds: number;
  drawnSeconds?: number;
  newMb?: number;
  restartSeconds: number;
  restartMb?: number;
}

/**
 * A shop's first start and a restart on the embedded database: a new data folder (the database
 * created and the demo catalogue seeded; its pictures drawn while the store answers), then the
 * same folder opened again.
 */
async function measureFirstStart(): Promise<FirstStart> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kuber-bench-new-'));
  try {
    const timed = async () => {
      const t = performance.now();
      const since = () => Math.round((performance.now() - t) / 100) / 10;
      const api = await startApi('pglite', true, { DATA_DIR: dataDir, SEED_DEMO: 'true' });
      const seconds = since();
      // A demo picture is sent once all are drawn.
      await fetch(`${api.url}${categoryImageUrl('footwear')}`).then((res) => res.arrayBuffer());
      const drawnSeconds = since();
      const mb = await restingMb(api, false);
      await stop(api.started.child);
      return { seconds, drawnSeconds, mb };
    };
    const first = await timed();
    const again = await timed();
    return {
      newSeconds: first.seconds,
      drawnSeconds: first.drawnSeconds,
      newMb: first.mb,
      restartSeconds: again.seconds,
      restartMb: again.mb,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** How commits reach the disk on the bench's PostgreSQL. */
async function postgresDurability(): Promise<string> {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const setting = async (name: string) =>
      ((await client.query(`select current_setting('${name}') as v`)).rows[0] as { v: string }).v;
    return `fsync=${await setting('fsync')}, synchronous_commit=${await setting('synchronous_commit')}`;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- the shopper-like mix

const CATEGORY_SORTS = ['featured', 'price-low', 'price-high', 'rating', 'newest'] as const;
const SEARCH_SORTS = ['price-low', 'price-high', 'rating', 'newest'] as const;
const PRICE_BANDS = [
  [0, 500],
  [500, 1000],
  [1000, 2000],
  [2000, 5000],
  [300, 1500],
  [1500, 4000],
  [5000, 20000],
] as const;
/** What shoppers type: kinds of product, materials, colours, occasions, and misspellings of them. */
const SEARCH_WORDS = [
  'shirt',
  'shirts',
  'tshirt',
  't-shirt',
  'tee',
  'polo',
  'kurta',
  'kurti',
  'saree',
  'sari',
  'lehenga',
  'dupatta',
  'anarkali',
  'jeans',
  'trousers',
  'chinos',
  'shorts',
  'leggings',
  'palazzo',
  'dress',
  'frock',
  'top',
  'blouse',
  'hoodie',
  'sweatshirt',
  'jacket',
  'cardigan',
  'sneakers',
  'shoes',
  'sandals',
  'chappal',
  'loafers',
  'boots',
  'juttis',
  'kolhapuri',
  'bag',
  'handbag',
  'backpack',
  'wallet',
  'watch',
  'sunglasses',
  'belt',
  'cap',
  'earrings',
  'jhumka',
  'cotton',
  'linen',
  'silk',
  'denim',
  'leather',
  'rayon',
  'georgette',
  'wool',
  'ethnic',
  'festive',
  'wedding',
  'party',
  'office',
  'casual',
  'formal',
  'gym',
  'running',
  'winter',
  'summer',
  'kids',
  'girls',
  'boys',
  'men',
  'women',
  'fashion',
];
const MISSPELT = [
  'jeens',
  'jens',
  'sharee',
  'kurthi',
  'kurtha',
  'snekers',
  'sneeker',
  'sareee',
  'lehnga',
  'wallett',
  'sunglases',
  'tshrt',
  'hoddie',
  'dupata',
  'chapal',
  'leggins',
];
const FIRST_WORDS = [
  'black',
  'white',
  'blue',
  'red',
  'navy',
  'pink',
  'cotton',
  'linen',
  'silk',
  'denim',
  'leather',
  'printed',
  'slim',
  'running',
  'party',
  'ethnic',
  'kids',
  'womens',
  'mens',
  't',
];

function mixRequests(rand: () => number, ids: { min: number; max: number }) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const category = () => {
    const price = rand() < 0.4 ? pick(PRICE_BANDS) : undefined;
    return `/api/products/category/${pick(CATEGORY_SLUGS)}/paginated?page=${Math.floor(rand() * 61)}&size=12&sort=${pick(CATEGORY_SORTS)}${price ? `&minPrice=${price[0]}&maxPrice=${price[1]}` : ''}`;
  };
  const search = () => {
    const word = () => (rand() < 0.2 ? pick(MISSPELT) : pick(SEARCH_WORDS));
    const q = rand() < 0.4 ? `${pick(FIRST_WORDS)} ${word()}` : word();
    const r = rand();
    const page = r < 0.8 ? 0 : r < 0.95 ? 1 : 2;
    const sort = rand() < 0.75 ? '' : `&sort=${pick(SEARCH_SORTS)}`;
    return `/api/products/search?q=${encodeURIComponent(q)}&page=${page}&size=12${sort}`;
  };
  const product = () => `/api/products/${ids.min + Math.floor(rand() * (ids.max - ids.min + 1))}`;
  return () => {
    const r = rand();
    return r < 0.45 ? category() : r < 0.75 ? search() : product();
  };
}

/** The lowest and highest product id, from a spread of pages (ids are given in order, without gaps, by the seed). */
async function productIdRange(apiUrl: string): Promise<{ min: number; max: number; sample: number[] }> {
  const page = async (n: number) =>
    (
      (await (await fetch(`${apiUrl}/api/products/paginated?page=${n}&size=100&sort=newest`)).json()) as {
        data: { total: number; data: { id: number }[] };
      }
    ).data;
  const first = await page(0);
  const pages = Math.max(1, Math.ceil(first.total / 100));
  const sample = [...first.data.map((p) => p.id), ...(await page(pages - 1)).data.map((p) => p.id)];
  for (let i = 1; i <= 8; i++) sample.push(...(await page(Math.floor((i / 9) * pages))).data.map((p) => p.id));
  if (sample.length === 0) throw new Error('the catalogue answered no products');
  return { min: Math.min(...sample), max: Math.max(...sample), sample };
}

/** The mix's average body, as autocannon receives it (no compression asked for). */
async function averageBodyBytes(apiUrl: string, next: () => string): Promise<number> {
  let bytes = 0;
  const n = 200;
  for (let i = 0; i < n; i++)
    bytes += (await (await fetch(`${apiUrl}${next()}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer())
      .byteLength;
  return Math.round(bytes / n);
}

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** How long the server took, after the run, to answer a fresh request: work still queued from the run. */
  catchUpMs: number;
  ratioToBare: number | null;
}

async function hammer(
  url: string,
  next: () => string,
  seconds: number,
  headers: Record<string, string>,
): Promise<Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
  });
}

async function measure(
  name: string,
  url: string,
  next: () => string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  say(`  ${name} ...`);
  if (warmup > 0) await hammer(url, next, warmup, headers);
  const r = await hammer(url, next, duration, headers);
  // Requests the client gave up on are still queued in the server (PGlite runs one query at a
  // time); one more request waits behind them, so the next run starts on an idle server.
  const drainStarted = performance.now();
  await fetch(`${url}${next()}`, { signal: AbortSignal.timeout(300_000) }).then((res) => res.arrayBuffer());
  return {
    name,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    catchUpMs: Math.round(performance.now() - drainStarted),
    ratioToBare: null,
  };
}

// ---------------------------------------------------------------- pages

/** The web app's page renderer: without it the store sends no pages to measure. */
const WEB_RENDERER = path.resolve(apiDir, '../web/dist/server/entry-server.js');
/** What a browser says it takes. */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/** The product pages the sitemap lists. */
async function productPagesOf(apiUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${apiUrl}/sitemap.xml`)).text();
  const productPages = [...sitemap.matchAll(/<loc>[^<]*?(\/products\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
  if (productPages.length === 0) throw new Error('the sitemap lists no product pages');
  return productPages;
}

/** Home and the category pages, kept rendered; product pages over the whole catalogue, rendered as they are asked for. */
async function measurePages(apiUrl: string, rand: () => number): Promise<Figures[]> {
  const productPages = await productPagesOf(apiUrl);
  const kept = ['/', ...CATEGORY_SLUGS.map((slug) => `/categories/${slug}`)];
  const pick = (list: string[]) => () => list[Math.floor(rand() * list.length)]!;
  return [
    await measure('pages: home and the 6 category pages (kept)', apiUrl, pick(kept), BROWSER_HEADERS),
    await measure(
      `pages: products, any of ${productPages.length.toLocaleString('en-IN')} (rendered)`,
      apiUrl,
      pick(productPages),
      BROWSER_HEADERS,
    ),
  ];
}

// ---------------------------------------------------------------- unique URLs

interface Unique {
  figures: Figures;
  /** The server's highest memory under the run, read inside it (MB); and whether it was still up at the end. */
  rssMb?: number;
  heapUsedMb?: number;
  /** How late the server's event loop ran under the run, read inside it (ms): what any request waited before its turn. */
  loopP99Ms?: number;
  loopMaxMs?: number;
  survived: boolean;
  /** /api/health asked one at a time alongside (ms); a failed or timed-out probe counts 10 s. */
  health: { probes: number; p50Ms: number; p99Ms: number; slowestMs: number; failed: number };
}

/** Addresses never asked for before: made-up parameters, deep pages of every list, tracking parameters on pages. */
function uniqueRequests(rand: () => number, productPages: string[]) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const deep = () => 1 + Math.floor(rand() * 100_000);
  let n = 0;
  const kinds: (() => string)[] = [
    () => `/api/products/paginated?page=0&size=100&v=${n}`,
    () => `/api/products/interest?page=${deep()}&limit=100`,
    () => `/api/products/trending?page=${deep()}&limit=100`,
    () =>
      `/api/products/category/${pick(CATEGORY_SLUGS)}/paginated?page=${deep()}&size=100&sort=${pick(CATEGORY_SORTS)}`,
    () => `/api/products/search?q=${pick(SEARCH_WORDS)}&size=100&utm_source=${n}`,
    // A campaign's few product pages, each link with its own tracking parameters.
    ...(productPages.length ? [() => `${pick(productPages.slice(0, 20))}?utm_source=bench&utm_campaign=${n}`] : []),
  ];
  return () => kinds[n++ % kinds.length]!();
}

/**
 * Reads the probe's file until stopped; answers the highest RSS and heap used, in MB, and how late
 * the server's event loop ran (99th percentile and slowest, ms) since the watch began.
 */
function watchProbe(
  file: string,
): () => Promise<{ rssMb?: number; heapUsedMb?: number; loopP99Ms?: number; loopMaxMs?: number }> {
  let rss = 0;
  let heap = 0;
  let loop: number[] = [];
  let watching = true;
  const done = (async () => {
    await writeFile(`${file}.reset`, '');
    while (watching) {
      const [r, h, , p99, max] = (await readFile(file, 'utf8').catch(() => '')).split(' ').map(Number);
      if (r && h) [rss, heap] = [Math.max(rss, r), Math.max(heap, h)];
      if (!existsSync(`${file}.reset`) && p99 !== undefined && max !== undefined) loop = [p99, max];
      await sleep(50);
    }
  })();
  const mb = (bytes: number) => (bytes ? Math.round(bytes / 2 ** 20) : undefined);
  return async () => {
    watching = false;
    await done;
    return { rssMb: mb(rss), heapUsedMb: mb(heap), loopP99Ms: loop[0], loopMaxMs: loop[1] };
  };
}

/** Asks for a URL one request at a time, from a thread of its own (the load's client does not delay it), until stopped. */
function probeAlongside(url: string): () => Promise<number[]> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     let on = true;
     parentPort.once('message', () => (on = false));
     (async () => {
       const times = [];
       while (on) {
         const t = performance.now();
         try {
           const res = await fetch(workerData, { signal: AbortSignal.timeout(10000) });
           await res.arrayBuffer();
           times.push(res.ok ? performance.now() - t : 10000);
         } catch {
           times.push(10000);
         }
         await new Promise((resolve) => setTimeout(resolve, 20));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: url },
  );
  return async () => {
    worker.postMessage('stop');
    const [times] = (await once(worker, 'message')) as [number[]];
    await worker.terminate();
    return times;
  };
}

async function measureUnique(db: DbKind): Promise<Unique> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kuber-bench-memory-'));
  const file = path.join(dir, 'memory');
  const api = await startApi(db, !args['no-cache'], { BENCH_MEMORY_FILE: file });
  try {
    await restingMb(api, true);
    const productPages = existsSync(WEB_RENDERER) ? await productPagesOf(api.url) : [];
    const next = uniqueRequests(prng(Number(args.seed) + 4), productPages);
    say(`  unique URLs, ${duration} s ...`);
    const highest = watchProbe(file);
    const health = probeAlongside(`${api.url}/api/health`);
    const r = await hammer(api.url, next, duration, BROWSER_HEADERS);
    const times = (await health()).sort((a, b) => a - b);
    const memory = await highest();
    const survived = api.started.child.exitCode === null && api.started.child.signalCode === null;
    if (!survived)
      say(`  the server died under the unique URLs:\n${api.started.output().split('\n').slice(-12).join('\n')}`);
    return {
      figures: {
        name: `unique URLs (${productPages.length ? 'lists, deep pages, searches, product pages' : 'lists, deep pages, searches'})`,
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        catchUpMs: 0,
        ratioToBare: null,
      },
      ...memory,
      survived,
      health: {
        probes: times.length,
        p50Ms: Math.round(percentile(times, 50) * 10) / 10,
        p99Ms: Math.round(percentile(times, 99) * 10) / 10,
        slowestMs: Math.round((times.at(-1) ?? 0) * 10) / 10,
        failed: times.filter((t) => t >= 10_000).length,
      },
    };
  } finally {
    await stop(api.started.child);
    await rm(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- lone requests

interface Lone {
  name: string;
  path: string;
  medianMs: number;
  slowestMs: number;
  /** For lists: how many it said it found ('1000+' when it did not count them all). */
  found?: string;
}

const LONE_REQUESTS: [string, string][] = [
  ["search 'fashion' (the broadest: most of the catalogue)", '/api/products/search?q=fashion&size=12'],
  ["search 'men'", '/api/products/search?q=men&size=12'],
  ["search 'shirt'", '/api/products/search?q=shirt&size=12'],
  ["search 'cotton', page 5", '/api/products/search?q=cotton&page=5&size=12'],
  ["search 'shirt', cheapest first", '/api/products/search?q=shirt&size=12&sort=price-low'],
  ["search 'kurta', 500-2000", '/api/products/search?q=kurta&size=12&minPrice=500&maxPrice=2000'],
  ["search 'cotton shirt'", '/api/products/search?q=cotton%20shirt&size=12'],
  ["search 'blue jeans'", '/api/products/search?q=blue%20jeans&size=12'],
  ["search 't shirt'", '/api/products/search?q=t%20shirt&size=12'],
  ["search 'kurtha' (misspelt)", '/api/products/search?q=kurtha&size=12'],
  ["search 'jeens' (misspelt)", '/api/products/search?q=jeens&size=12'],
  ["search 'sharee' (misspelt)", '/api/products/search?q=sharee&size=12'],
  ["search 'zzqqxx' (nothing)", '/api/products/search?q=zzqqxx&size=12'],
  ['category page 0, featured', '/api/products/category/mens-fashion/paginated?page=0&size=12&sort=featured'],
  ['category page 60, newest', '/api/products/category/womens-fashion/paginated?page=60&size=12&sort=newest'],
  [
    'category page 60, rating, 500-2000',
    '/api/products/category/footwear/paginated?page=60&size=12&sort=rating&minPrice=500&maxPrice=2000',
  ],
  [
    'category page 30, price-high, 1000-2000',
    '/api/products/category/accessories/paginated?page=30&size=12&sort=price-high&minPrice=1000&maxPrice=2000',
  ],
  ['product by id', '/api/products/{id}'],
  ['categories', '/api/categories'],
];

async function measureLone(apiUrl: string, productId: number): Promise<Lone[]> {
  const out: Lone[] = [];
  for (const [name, template] of LONE_REQUESTS) {
    const url = `${apiUrl}${template.replace('{id}', String(productId))}`;
    const once = async () => {
      const t = performance.now();
      const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      const body = (await res.json()) as { data?: { total?: number } };
      if (!res.ok) throw new Error(`${name}: ${res.status}`);
      return { ms: performance.now() - t, body };
    };
    const { body } = await once();
    const times: number[] = [];
    for (let i = 0; i < loneRepeats; i++) times.push((await once()).ms);
    times.sort((a, b) => a - b);
    const total = body.data?.total;
    out.push({
      name,
      path: template,
      medianMs: Math.round(percentile(times, 50) * 10) / 10,
      slowestMs: Math.round(times.at(-1)! * 10) / 10,
      ...(typeof total === 'number' ? { found: total.toLocaleString('en-IN') } : {}),
    });
  }
  return out;
}

// ---------------------------------------------------------------- checkout

interface CheckoutFigures {
  shoppers: number;
  seconds: number;
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Orders answered 409 (the product ran out) or failing otherwise. */
  refused: number;
  failed: number;
  /** Products whose stock fell by other than the units the shoppers were sold, or below zero. */
  oversold: number;
  /** How commits reached the disk (PostgreSQL's settings). */
  durability: string;
}

const CHECKOUT_SHOPPERS = 20;
const ADDRESS = {
  fullName: 'Bench Shopper',
  phone: '9876543210',
  line1: '1 MG Road',
  city: 'Bilaspur',
  state: 'Chhattisgarh',
  pinCode: '495001',
};

async function call(
  method: string,
  url: string,
  body: unknown,
  token?: string,
): Promise<{ status: number; json: { data?: unknown } }> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data?: unknown } };
}

const post = (url: string, body: unknown, token?: string) => call('POST', url, body, token);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Stocked {
  id: number;
  stockQuantity: number;
  inStock: boolean;
  variants: { size: string; color: string; stockQuantity: number }[];
}

/** A product as the store has it now (the checkout runs on a server that keeps no answers). */
async function productOf(apiUrl: string, id: number): Promise<Stocked> {
  const res = await fetch(`${apiUrl}/api/products/${id}`);
  return ((await res.json()) as { data: Stocked }).data;
}

/**
 * Shoppers placing orders at the same time: each one, in a loop, puts one unit of a random
 * size and colour in stock in the cart and places the order (cash on delivery). Only the order call is
 * timed. Afterwards every product's stock must have fallen by exactly the units sold.
 */
async function measureCheckout(apiUrl: string, productIds: number[], durability: string): Promise<CheckoutFigures> {
  const before = new Map<number, Stocked>();
  for (const id of productIds.slice(0, 300)) {
    const p = await productOf(apiUrl, id);
    if (p.inStock && p.stockQuantity > 0) before.set(p.id, p);
  }
  // Each size and colour with stock: a shopper buys what the product page offers.
  const buyable = [...before.values()].flatMap((p) =>
    p.variants.filter((v) => v.stockQuantity > 0).map((v) => ({ id: p.id, size: v.size, color: v.color })),
  );
  if (buyable.length === 0) throw new Error('no product in stock to order');
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < CHECKOUT_SHOPPERS; i++) {
    const n = String(i).padStart(4, '0');
    const phone = `7${String(Date.now()).slice(-5)}${n}`;
    const res = await post(`${apiUrl}/api/auth/register`, {
      firstName: 'Bench',
      lastName: 'Shopper',
      email: `bench-${run}-${n}@example.in`,
      phone,
      password: 'Bench@1234',
      confirmPassword: 'Bench@1234',
    });
    if (res.status !== 201) throw new Error(`registering a bench shopper failed (${res.status})`);
    tokens.push((res.json.data as { access_token: string }).access_token);
  }
  const rand = prng(Number(args.seed) + 1);
  const sold = new Map<number, number>();
  const latencies: number[] = [];
  let refused = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const p = buyable[Math.floor(rand() * buyable.length)]!;
        const added = await post(
          `${apiUrl}/api/cart/add`,
          { productId: p.id, size: p.size, color: p.color, quantity: 1 },
          token,
        );
        if (added.status !== 200) {
          refused += 1;
          continue;
        }
        const t = performance.now();
        const placed = await post(
          `${apiUrl}/api/orders/create`,
          { shippingAddress: ADDRESS, paymentMethod: 'COD' },
          token,
        );
        if (placed.status === 201) {
          latencies.push(performance.now() - t);
          // What the order says it sold, so that the stock check below trusts the store for nothing else.
          for (const item of (placed.json.data as { items: { productId: number; quantity: number }[] }).items) {
            sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
          }
        } else {
          if (placed.status === 409) refused += 1;
          else failed += 1;
          // The refused line stays in the cart; the shopper starts again with an empty one.
          await call('DELETE', `${apiUrl}/api/cart`, undefined, token);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  let oversold = 0;
  for (const [id, p] of before) {
    const after = await productOf(apiUrl, id);
    if (after.stockQuantity < 0 || p.stockQuantity - after.stockQuantity !== (sold.get(id) ?? 0)) oversold += 1;
  }
  latencies.sort((a, b) => a - b);
  return {
    shoppers: CHECKOUT_SHOPPERS,
    seconds: Math.round(seconds * 10) / 10,
    ordersPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    refused,
    failed,
    oversold,
    durability,
  };
}

// ---------------------------------------------------------------- main

interface Report {
  db: DbKind;
  products: number;
  duration: number;
  connections: number;
  cache: boolean;
  cpus: number;
  /** The machine's 1-minute load average before the run: figures from a busy machine are low. */
  loadAverage: number;
  /** The mix's average answer, and so the bare route's body, in bytes. */
  bodyBytes?: number;
  results: Figures[];
  /** The API process's resident memory: once started with its catalogue index read, before the mix; and the highest under the mix. */
  memoryMb: { atRest?: number; underMix?: number };
  /** The embedded database only: a new data folder, then a restart. */
  firstStart?: FirstStart;
  lone?: Lone[];
  checkout?: CheckoutFigures;
  unique?: Unique;
}

async function main(): Promise<void> {
  say('Compiling the API');
  await runNode(['build.mjs', '--quiet'], process.env, 'compiling the API');
  const reports: Report[] = [];
  const barePort = await freePort();
  const bare = startNode(['--import', 'tsx', 'bench/bare-server.ts', String(barePort)], { ...process.env });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitForOk(`${bareUrl}/bare`, bare);

  for (const db of dbs) {
    await prepare(db);
    const report: Report = {
      db,
      products: productTarget,
      duration,
      connections,
      cache: !args['no-cache'],
      cpus: os.availableParallelism(),
      loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
      results: [],
      memoryMb: {},
    };
    if (db === 'pglite' && runs('start')) {
      say('  first start on a new data folder, then a restart ...');
      report.firstStart = await measureFirstStart();
    }
    const api = await startApi(db, !args['no-cache']);
    report.memoryMb.atRest = await restingMb(api, true);
    const ids = await productIdRange(api.url);
    if (runs('mix')) {
      const next = mixRequests(prng(Number(args.seed)), ids);
      report.bodyBytes = await averageBodyBytes(api.url, mixRequests(prng(Number(args.seed) + 2), ids));
      const bareFigures = await measure(
        `bare Fastify route, ${report.bodyBytes.toLocaleString('en-IN')}-byte body`,
        bareUrl,
        () => `/bare?bytes=${report.bodyBytes}`,
      );
      const highest = watchMemory(api.started.child.pid);
      const mix = await measure('shopper-like mix', api.url, next);
      report.memoryMb.underMix = await highest();
      for (const f of [bareFigures, mix]) f.ratioToBare = f.requestsPerSecond / bareFigures.requestsPerSecond;
      report.results.push(bareFigures, mix);
    }
    if (runs('pages')) {
      if (existsSync(WEB_RENDERER)) report.results.push(...(await measurePages(api.url, prng(Number(args.seed) + 3))));
      else say('  pages: skipped, the web app is not built (npm run build)');
    }
    await stop(api.started.child);
    // Lone requests and the checkout on a server that keeps no answers: every request reaches the
    // database, and the stock read after the checkout is the stock as it is.
    if (runs('lone') || runs('checkout')) {
      const quiet = await startApi(db, false);
      if (runs('lone')) {
        say(`  lone requests, ${loneRepeats} of each ...`);
        report.lone = await measureLone(quiet.url, ids.sample[Math.floor(ids.sample.length / 2)]!);
      }
      if (runs('checkout')) {
        say(`  checkout, ${CHECKOUT_SHOPPERS} shoppers ...`);
        const durability = db === 'postgres' ? await postgresDurability() : 'PGlite with its default settings';
        report.checkout = await measureCheckout(quiet.url, ids.sample, durability);
      }
      await stop(quiet.started.child);
    }
    if (runs('unique')) report.unique = await measureUnique(db);
    reports.push(report);
  }
  await stop(bare.child);

  if (args.json) {
    process.stdout.write(`${JSON.stringify(reports, null, 2)}\n`);
    return;
  }
  for (const r of reports) {
    console.log(
      `\n${r.db} - ${r.products.toLocaleString('en-IN')} products - ${r.duration} s x ${r.connections} connections - answer cache ${r.cache ? 'on' : 'off'} - ${r.cpus} CPUs shared by client and servers, load average ${r.loadAverage} before the run`,
    );
    if (r.results.length) console.log(table(r.results));
    console.log(
      `API memory (RSS): ${r.memoryMb.atRest ?? '?'} MB at rest once started and its catalogue index read${r.memoryMb.underMix ? `, ${r.memoryMb.underMix} MB at most under the mix` : ''}`,
    );
    const f = r.firstStart;
    if (f) {
      console.log(
        `first start on a new data folder (database created, demo catalogue seeded): answered in ${f.newSeconds} s, pictures all drawn at ${f.drawnSeconds ?? '?'} s, ${f.newMb ?? '?'} MB at rest; restart on that folder: answered in ${f.restartSeconds} s, ${f.restartMb ?? '?'} MB at rest`,
      );
    }
    if (r.lone) console.log(loneTable(r.lone));
    const u = r.unique;
    if (u) {
      console.log(table([u.figures]));
      console.log(
        `unique URLs: ${u.survived ? 'the server stayed up' : 'THE SERVER DIED'}; its memory at most ${u.rssMb ?? '?'} MB RSS, ${u.heapUsedMb ?? '?'} MB heap used; its event loop late by at most ${u.loopP99Ms ?? '?'} ms at p99 (slowest ${u.loopMaxMs ?? '?'} ms); /api/health alongside (${u.health.probes} asked, one at a time): p50 ${u.health.p50Ms} ms, p99 ${u.health.p99Ms} ms, slowest ${u.health.slowestMs} ms, ${u.health.failed} failed or over 10 s`,
      );
    }
    const c = r.checkout;
    if (c) {
      console.log(
        `checkout (add to cart, then place the order), ${c.shoppers} shoppers for ${c.seconds} s, ${c.durability}: ${c.ordersPerSecond.toLocaleString('en-IN')} orders/s, order p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms, ${c.refused} refused (out of stock), ${c.failed} failed, ${c.oversold} oversold`,
      );
    }
  }
  console.log(
    '\nerrors: connection errors and 10 s timeouts. catch-up: time for one more request after the run, i.e. work the server still had queued.',
  );
}

function formatTable(head: string[], body: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(fmt)].join('\n');
}

function table(rows: Figures[]): string {
  return formatTable(
    ['', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'catch-up ms', 'vs bare'],
    rows.map((f) => [
      f.name,
      f.requestsPerSecond.toLocaleString('en-IN'),
      String(f.p50Ms),
      String(f.p99Ms),
      String(f.non2xx),
      String(f.errors),
      String(f.catchUpMs),
      f.ratioToBare === null ? '' : `${Math.round(f.ratioToBare * 100)}%`,
    ]),
  );
}

function loneTable(rows: Lone[]): string {
  return formatTable(
    ['lone request, nothing kept', 'median ms', 'slowest ms', 'found'],
    rows.map((l) => [l.name, String(l.medianMs), String(l.slowestMs), l.found ?? '']),
  );
}

try {
  await main();
} catch (err) {
  say(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
