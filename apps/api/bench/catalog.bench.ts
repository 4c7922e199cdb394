/*
 * Catalogue load benchmark (npm run bench [-- options]). Not a test: it prints figures.
 *
 * 1. Prepares a catalogue of --products (100,000) with the real seed CLI, in a bench data dir
 *    under the system temp folder (PGlite), or on BENCH_DATABASE_URL (PostgreSQL). Reused when there.
 * 2. Starts the real API server and a bare Fastify server as child processes.
 * 3. Runs autocannon against the bare route and the catalogue's busiest reads, and prints
 *    requests a second, median and 99th percentile latency, non-2xx answers and the ratio to the bare route.
 *
 * 4. Then 20 shoppers at once put a product in the cart and place the order, in a loop: orders a second and the order call's p50 and p99.
 *
 * Options: --db pglite|postgres|both, --duration <s> (10), --connections <n> (50), --warmup <s> (1),
 *   --products <n> (100000), --data-dir <dir>, --only <text> (endpoints whose name contains it),
 *   --no-cache (server with CACHE_SECONDS=0: no public answer is kept, every request reaches the database), --json.
 * The benchmark is a developer tool, so it reads BENCH_DATABASE_URL itself rather than through config.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { prng } from '../src/db/demo-catalogue.js';

type DbKind = 'pglite' | 'postgres';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1' },
    products: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    only: { type: 'string' },
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
const benchDir = path.resolve(args['data-dir'] ?? path.join(os.tmpdir(), 'kuber-bench'));
const dbChoice = args.db ?? (pgUrl ? 'postgres' : 'pglite');
const dbs: DbKind[] = dbChoice === 'both' ? ['pglite', 'postgres'] : [dbChoice as DbKind];

/** Progress goes to stderr so that --json output on stdout stays clean. */
const say = (msg: string) => process.stderr.write(`${msg}\n`);

function fail(msg: string): never {
  say(`bench: ${msg}`);
  process.exit(2);
}

if (!dbs.every((d) => d === 'pglite' || d === 'postgres')) fail(`--db must be pglite, postgres or both, not '${dbChoice}'`);
if (dbs.includes('postgres') && !pgUrl) fail('--db postgres needs BENCH_DATABASE_URL (a PostgreSQL database the bench may fill)');
for (const [name, n] of [['duration', duration], ['connections', connections], ['products', productTarget]] as const) {
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive whole number`);
}

// ---------------------------------------------------------------- child processes

const children = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs a TypeScript file of apps/api under tsx in its own process (one process: no npx wrapper to orphan). */
function startTs(file: string, argv: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...argv], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
    if (started.child.exitCode !== null) throw new Error(`the process for ${url} exited (${started.child.exitCode}):\n${started.output()}`);
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

// ---------------------------------------------------------------- preparation

function envFor(db: DbKind): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: path.join(benchDir, db), LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  if (db === 'postgres') env.DATABASE_URL = pgUrl;
  return env;
}

/** Tops the bench catalogue up with the seed CLI; a catalogue already big enough is reused as it is. */
async function prepare(db: DbKind): Promise<void> {
  say(`Preparing ${productTarget.toLocaleString('en-IN')} products on ${db} (${db === 'pglite' ? path.join(benchDir, db, 'db') : 'BENCH_DATABASE_URL'})`);
  const started = performance.now();
  // The seed's own output and progress line go to this process's stderr.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/db/seed-cli.ts', '--products', String(productTarget), '--no-images'], {
    cwd: apiDir,
    env: envFor(db),
    stdio: ['ignore', 2, 2],
  });
  children.add(child);
  const [code] = (await once(child, 'exit')) as [number | null];
  children.delete(child);
  if (code !== 0) throw new Error(`seeding ${db} failed (exit ${code})`);
  say(`Catalogue ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------- endpoints

interface Endpoint {
  name: string;
  /** The path as shown in the table. */
  shown: string;
  base: 'bare' | 'api';
  /** The next request's path; most vary a little so not every request is the same. */
  next: () => string;
  /** Request headers, e.g. the accept-encoding a browser sends. */
  headers?: Record<string, string>;
}

const rand = prng(2026);
const pickOf = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const pageUpTo = (n: number) => Math.floor(rand() * n);

function endpoints(productIds: number[]): Endpoint[] {
  const shirts = ['cotton shirt', 'cotton shirts', 'linen shirt', 'cotton kurta', 'silk saree', 'running shoes', 'denim jeans', 'leather wallet'];
  const typos = ['sneeker', 'snekers', 'kurtha', 'sareee', 'jeens', 'wallett', 'sunglases', 'lehnga'];
  return [
    { name: 'bare fastify route', shown: 'GET /bare (baseline)', base: 'bare', next: () => '/bare' },
    {
      name: 'category, featured',
      shown: 'GET /api/products/category/mens-fashion/paginated?page=0&size=12&sort=featured',
      base: 'api',
      next: () => `/api/products/category/mens-fashion/paginated?page=${pageUpTo(10)}&size=12&sort=featured`,
    },
    {
      name: 'category, as a browser',
      shown: 'the same, with accept-encoding: gzip, deflate, br (answers compressed)',
      base: 'api',
      next: () => `/api/products/category/mens-fashion/paginated?page=${pageUpTo(10)}&size=12&sort=featured`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    {
      name: 'category, price filter',
      shown: 'GET /api/products/category/mens-fashion/paginated?page=0&size=12&sort=price-low&minPrice=500&maxPrice=2000',
      base: 'api',
      next: () => `/api/products/category/mens-fashion/paginated?page=${pageUpTo(10)}&size=12&sort=price-low&minPrice=500&maxPrice=2000`,
    },
    {
      name: 'category, size and colour filter',
      shown: 'GET /api/products/category/mens-fashion/paginated?size=12&sort=featured&sizes=M,L&colors=Black,Navy (and the like), with facets',
      base: 'api',
      next: () =>
        `/api/products/category/mens-fashion/paginated?page=${pageUpTo(10)}&size=12&sort=featured&sizes=${pickOf(['M', 'L', 'M,L', 'XL'])}&colors=${pickOf(['Black', 'Navy', 'Black,Navy', 'White'])}`,
    },
    {
      name: 'search',
      shown: 'GET /api/products/search?q=cotton%20shirt',
      base: 'api',
      next: () => `/api/products/search?q=${encodeURIComponent(pickOf(shirts))}&page=${pageUpTo(3)}&size=12`,
    },
    {
      name: 'search, misspelt',
      shown: 'GET /api/products/search?q=sneeker',
      base: 'api',
      next: () => `/api/products/search?q=${encodeURIComponent(pickOf(typos))}&size=12`,
    },
    { name: 'product by id', shown: 'GET /api/products/{id}', base: 'api', next: () => `/api/products/${pickOf(productIds)}` },
    { name: 'categories', shown: 'GET /api/categories', base: 'api', next: () => '/api/categories' },
  ];
}

/** Real product ids, taken from a few pages spread over the catalogue. */
async function sampleProductIds(apiUrl: string): Promise<number[]> {
  const first = (await (await fetch(`${apiUrl}/api/products?page=0&size=100`)).json()) as { data: { total: number; data: { id: number }[] } };
  const pages = Math.max(1, Math.ceil(first.data.total / 100));
  const ids = first.data.data.map((p) => p.id);
  for (let i = 0; i < 9; i++) {
    const body = (await (await fetch(`${apiUrl}/api/products?page=${pageUpTo(pages)}&size=100`)).json()) as { data: { data: { id: number }[] } };
    ids.push(...body.data.data.map((p) => p.id));
  }
  if (ids.length === 0) throw new Error('the catalogue answered no products');
  return ids;
}

// ---------------------------------------------------------------- measuring

interface Figures {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** How long the server took, after the run, to answer a fresh request: work still queued from the run. */
  catchUpMs: number;
  ratioToBare: number | null;
}

async function hammer(url: string, ep: Endpoint, seconds: number): Promise<Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers: ep.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: ep.next() }) }],
  });
}

async function measure(urls: Record<Endpoint['base'], string>, list: Endpoint[]): Promise<Figures[]> {
  const figures: Figures[] = [];
  for (const ep of list) {
    say(`  ${ep.name} ...`);
    if (warmup > 0) await hammer(urls[ep.base], ep, warmup);
    const r = await hammer(urls[ep.base], ep, duration);
    // Requests the client gave up on are still queued in the server (PGlite runs one query at a
    // time); one more request waits behind them, so the next endpoint starts on an idle server.
    const drainStarted = performance.now();
    await fetch(`${urls[ep.base]}${ep.next()}`, { signal: AbortSignal.timeout(300_000) }).then((res) => res.arrayBuffer());
    const catchUpMs = Math.round(performance.now() - drainStarted);
    figures.push({
      name: ep.name,
      path: ep.shown,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      catchUpMs,
      ratioToBare: null,
    });
  }
  return figures;
}

function table(title: string, rows: Figures[]): string {
  const head = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'catch-up ms', 'vs bare'];
  const body = rows.map((f) => [
    f.name,
    f.requestsPerSecond.toLocaleString('en-IN'),
    String(f.p50Ms),
    String(f.p99Ms),
    String(f.non2xx),
    String(f.errors),
    String(f.catchUpMs),
    f.ratioToBare === null ? '' : `${(f.ratioToBare * 100).toFixed(f.ratioToBare < 0.1 ? 1 : 0)}%`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [title, fmt(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(fmt)].join('\n');
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
}

const CHECKOUT_SHOPPERS = 20;
const ADDRESS = { fullName: 'Bench Shopper', phone: '9876543210', line1: '1 MG Road', city: 'Bilaspur', state: 'Chhattisgarh', pinCode: '495001' };

async function post(url: string, body: unknown, token?: string): Promise<{ status: number; json: { data?: unknown } }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { data?: unknown } };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Shoppers placing orders at the same time: each one, in a loop, puts one unit of a
 * random in-stock product in the cart and places the order (cash on delivery). Only
 * the order call is timed.
 */
async function measureCheckout(apiUrl: string, productIds: number[]): Promise<CheckoutFigures> {
  const buyable: { productId: number; size?: string; color?: string }[] = [];
  for (const id of productIds.slice(0, 300)) {
    const res = await fetch(`${apiUrl}/api/products/${id}`);
    const p = ((await res.json()) as { data: { id: number; inStock: boolean; variants: { size: string; color: string; stockQuantity: number }[] } }).data;
    // A size and colour still on the shelf ('' where the product offers no choice).
    const left = p.inStock ? p.variants.find((v) => v.stockQuantity > 0) : undefined;
    if (left) buyable.push({ productId: p.id, size: left.size || undefined, color: left.color || undefined });
  }
  if (buyable.length === 0) throw new Error('no product in stock to order');
  const run = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < CHECKOUT_SHOPPERS; i++) {
    const n = String(i).padStart(4, '0');
    const phone = `7${String(Date.now()).slice(-5)}${n}`;
    const res = await post(`${apiUrl}/api/auth/register`, {
      firstName: 'Bench', lastName: 'Shopper', email: `bench-${run}-${n}@example.in`, phone, password: 'Bench@1234', confirmPassword: 'Bench@1234',
    });
    if (res.status !== 201) throw new Error(`registering a bench shopper failed (${res.status})`);
    tokens.push((res.json.data as { access_token: string }).access_token);
  }
  const latencies: number[] = [];
  let refused = 0;
  let failed = 0;
  const started = performance.now();
  const deadline = started + duration * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        const line = pickOf(buyable);
        const added = await post(`${apiUrl}/api/cart/add`, { ...line, quantity: 1 }, token);
        if (added.status !== 200) {
          refused += 1;
          continue;
        }
        const t = performance.now();
        const placed = await post(`${apiUrl}/api/orders/create`, { shippingAddress: ADDRESS, paymentMethod: 'COD' }, token);
        if (placed.status === 201) latencies.push(performance.now() - t);
        else if (placed.status === 409) refused += 1;
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    shoppers: CHECKOUT_SHOPPERS,
    seconds: Math.round(seconds * 10) / 10,
    ordersPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    refused,
    failed,
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
  results: Figures[];
  checkout?: CheckoutFigures;
}

async function main(): Promise<void> {
  const reports: Report[] = [];
  const barePort = await freePort();
  const bare = startTs('bench/bare-server.ts', [String(barePort)], { ...process.env });
  const bareUrl = `http://127.0.0.1:${barePort}`;
  await waitForOk(`${bareUrl}/bare`, bare);
  let bareFigures: Figures | undefined;

  for (const db of dbs) {
    await prepare(db);
    const port = await freePort();
    // The checkout shoppers all sign up from this one address.
    const env = { ...envFor(db), PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: 'false', AUTH_RATE_LIMIT: '100000', NODE_ENV: 'production', ...(args['no-cache'] ? { CACHE_SECONDS: '0' } : {}) };
    say(`Starting the API on ${db}, port ${port}`);
    const api = startTs('src/server.ts', [], env);
    const apiUrl = `http://127.0.0.1:${port}`;
    await waitForOk(`${apiUrl}/api/health`, api);
    const productIds = await sampleProductIds(apiUrl);
    const list = endpoints(productIds).filter(
      (ep) => !args.only || ep.base === 'bare' || ep.name.includes(args.only),
    );
    const loadAverage = Math.round(os.loadavg()[0]! * 10) / 10;
    say(`Running ${list.length} endpoints, ${duration} s each with ${connections} connections${warmup ? ` after a ${warmup} s warm-up` : ''}`);
    const toRun = bareFigures ? list.filter((ep) => ep.base !== 'bare') : list;
    const figures = await measure({ bare: bareUrl, api: apiUrl }, toRun);
    bareFigures ??= figures.find((f) => f.name === 'bare fastify route');
    const all = bareFigures && !figures.includes(bareFigures) ? [bareFigures, ...figures] : figures;
    for (const f of all) f.ratioToBare = bareFigures ? f.requestsPerSecond / bareFigures.requestsPerSecond : null;
    let checkout: CheckoutFigures | undefined;
    if (!args.only || 'checkout'.includes(args.only)) {
      say(`  checkout, ${CHECKOUT_SHOPPERS} shoppers ...`);
      checkout = await measureCheckout(apiUrl, productIds);
    }
    await stop(api.child);
    reports.push({ db, products: productTarget, duration, connections, cache: !args['no-cache'], cpus: os.availableParallelism(), loadAverage, results: all.map((f) => ({ ...f })), checkout });
  }
  await stop(bare.child);

  if (args.json) {
    process.stdout.write(`${JSON.stringify(reports, null, 2)}\n`);
  } else {
    for (const r of reports) {
      const title = `\n${r.db} - ${r.products.toLocaleString('en-IN')} products - ${r.duration} s x ${r.connections} connections - answer cache ${r.cache ? 'on' : 'off'} - ${r.cpus} CPUs shared by client and servers, load average ${r.loadAverage} before the run`;
      console.log(table(title, r.results));
      const c = r.checkout;
      if (c) {
        console.log(
          `checkout (add to cart, then place the order), ${c.shoppers} shoppers for ${c.seconds} s: ${c.ordersPerSecond.toLocaleString('en-IN')} orders/s, order p50 ${c.p50Ms} ms, p99 ${c.p99Ms} ms, ${c.refused} refused (out of stock), ${c.failed} failed`,
        );
      }
    }
    console.log('\nerrors: connection errors and 10 s timeouts. catch-up: time for one more request after the run, i.e. work the server still had queued.');
  }
}

try {
  await main();
} catch (err) {
  say(`bench failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
