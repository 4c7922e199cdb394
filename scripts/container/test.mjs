/*
 * npm run test:container: the store's image, end to end. Builds the image (on a local base made by
 * base-image.sh when the official node image cannot be pulled), runs it with a data volume on a free
 * port, registers a shopper, puts a product in the cart, places a cash-on-delivery order, restarts
 * the container and finds the order again. Prints the image's size and the times taken.
 *
 * Without a Docker daemon it tries to start one (as root, where dockerd is installed); when none can
 * run it says why and ends with "skipped" (exit 0): it never reports a pass it did not see.
 *
 * Settings (environment):
 *   KUBER_BASE   the base image (default: node:22-bookworm-slim when present or pullable, else the
 *                local kuber-base:bookworm-node<major>, made by base-image.sh if missing)
 *   KUBER_IMAGE  the tag to build (default kuber-fashion:test)
 *   KEEP=1       leave the container and its volume for a look afterwards
 *   NPM_CA       a certificate authority file for an npm registry behind a TLS proxy (default:
 *                NODE_EXTRA_CA_CERTS or npm's cafile when set), passed to the build as a secret
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';

const { fetch, AbortController } = globalThis;

const root = path.resolve(import.meta.dirname, '../..');
const started = performance.now();
const IMAGE = process.env.KUBER_IMAGE ?? 'kuber-fashion:test';
const OFFICIAL_BASE = 'node:22-bookworm-slim';
const nodeMajor = process.versions.node.split('.')[0];
const LOCAL_BASE = `kuber-base:bookworm-node${nodeMajor}`;
const name = `kuber-test-${process.pid}`;
const volume = `${name}-data`;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const since = (t) => seconds(performance.now() - t);
const say = (line) => process.stdout.write(`container: ${line}\n`);

/** Runs a command to its end and gives its output; throws with its error output when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 << 20, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const err = new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status}):\n${result.stderr || result.stdout}`,
    );
    err.output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
    throw err;
  }
  return result.stdout.trim();
}

/** Runs a command with its output shown, to its end. */
function runShown(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: 'inherit', env, cwd: root });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const docker = (...args) => run('docker', args);
const daemonAnswers = () => spawnSync('docker', ['info'], { stdio: 'ignore' }).status === 0;

function skip(reason) {
  say(`skipped: no Docker daemon can start here (${reason})`);
  process.exit(0);
}

/**
 * A daemon to talk to: the one running, or one started here. The flags are what a machine
 * without systemd (a container or a plain VM) needs least; a daemon started here is stopped at the end.
 */
async function ensureDaemon() {
  if (spawnSync('docker', ['--version'], { stdio: 'ignore' }).error) skip('the docker command is not installed');
  if (daemonAnswers()) return undefined;
  const dockerd = ['/usr/sbin/dockerd', '/usr/bin/dockerd', '/usr/local/bin/dockerd'].find((f) => existsSync(f));
  if (!dockerd) skip('no daemon answers and dockerd is not installed (apt-get install docker.io)');
  if (process.getuid?.() !== 0) skip('no daemon answers, and starting dockerd needs root');
  const log = path.join(tmpdir(), `kuber-dockerd-${process.pid}.log`);
  say(`no daemon answers: starting ${dockerd} (its log: ${log})`);
  const fd = openSync(log, 'a');
  const daemon = spawn(dockerd, [], { stdio: ['ignore', fd, fd], detached: true });
  let exited = null;
  daemon.on('exit', (code, signal) => (exited = code ?? signal));
  for (let i = 0; i < 60 && exited === null; i++) {
    if (daemonAnswers()) return daemon;
    await sleep(1000);
  }
  const tail = spawnSync('tail', ['-n', '5', log], { encoding: 'utf8' }).stdout.trim();
  if (exited === null) daemon.kill('SIGTERM');
  skip(`dockerd ${exited === null ? 'did not answer within 60 s' : `ended (${exited})`}; its last lines:\n${tail}`);
}

/** A docker client that builds with BuildKit (the Dockerfile mounts a secret and a cache). */
function builder() {
  if (spawnSync('docker', ['buildx', 'version'], { stdio: 'ignore' }).status === 0)
    return { command: 'docker', env: {} };
  // Before Docker 23 the client has BuildKit in itself: Debian's docker.io (20.10) for one.
  const clients = run('sh', ['-c', 'which -a docker || true']).split('\n').filter(Boolean);
  for (const client of clients) {
    const version =
      spawnSync(client, ['version', '--format', '{{.Client.Version}}'], { encoding: 'utf8' }).stdout ?? '';
    if (Number(version.split('.')[0]) < 23) return { command: client, env: { DOCKER_BUILDKIT: '1' } };
  }
  throw new Error('No docker client here builds with BuildKit: install the buildx plugin');
}

function imageExists(image) {
  return spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0;
}

function chooseBase() {
  if (process.env.KUBER_BASE) return process.env.KUBER_BASE;
  if (imageExists(OFFICIAL_BASE)) return OFFICIAL_BASE;
  if (imageExists(LOCAL_BASE)) return LOCAL_BASE;
  if (spawnSync('docker', ['pull', '--quiet', OFFICIAL_BASE], { stdio: 'ignore', timeout: 120_000 }).status === 0)
    return OFFICIAL_BASE;
  say(`${OFFICIAL_BASE} cannot be pulled: making ${LOCAL_BASE} from Debian's packages and this machine's Node`);
  const t = performance.now();
  runShown('sh', [path.join(root, 'scripts/container/base-image.sh'), LOCAL_BASE]);
  say(`base image made in ${since(t)}`);
  return LOCAL_BASE;
}

function npmCa() {
  if (process.env.NPM_CA) return process.env.NPM_CA;
  if (process.env.NODE_EXTRA_CA_CERTS && existsSync(process.env.NODE_EXTRA_CA_CERTS))
    return process.env.NODE_EXTRA_CA_CERTS;
  const cafile = spawnSync('npm', ['config', 'get', 'cafile'], { encoding: 'utf8' }).stdout?.trim();
  return cafile && cafile !== 'null' && cafile !== 'undefined' && existsSync(cafile) ? cafile : undefined;
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** One API call; gives the envelope's data, or throws with the answer. */
async function api(base, method, url, { body, token, headers = {}, expect = [200, 201] } = {}) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!expect.includes(res.status))
    throw new Error(`${method} /api${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text).data;
}

/** Waits for /api/health, failing early with the log when the container ends. */
async function waitForHealth(base, within = 240_000) {
  const t = performance.now();
  while (performance.now() - t < within) {
    const running = docker('inspect', '--format', '{{.State.Running}}', name);
    if (running !== 'true') throw new Error(`The container ended before answering. Its log:\n${logs()}`);
    // AbortSignal.timeout's timer does not keep node running: a ref'd one does, while the port is not yet answering.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 5000);
    try {
      const res = await fetch(`${base}/api/health`, { signal: abort.signal });
      if (res.ok) return performance.now() - t;
    } catch {
      // Not listening yet.
    } finally {
      clearTimeout(timer);
    }
    await sleep(500);
  }
  throw new Error(`No answer from /api/health within ${seconds(within)}. The log:\n${logs()}`);
}

function logs() {
  return spawnSync('docker', ['logs', '--tail', '40', name], { encoding: 'utf8' }).output.join('').trim();
}

function cleanUp() {
  if (process.env.KEEP === '1') {
    say(`kept: container ${name}, volume ${volume}`);
    return;
  }
  spawnSync('docker', ['rm', '-f', name], { stdio: 'ignore' });
  spawnSync('docker', ['volume', 'rm', '-f', volume], { stdio: 'ignore' });
}

const daemon = await ensureDaemon();
let failed = false;
try {
  const base = chooseBase();

  // ---- the image
  const { command, env } = builder();
  const ca = npmCa();
  const buildArgs = [
    'build',
    '--build-arg',
    `BASE=${base}`,
    '--tag',
    IMAGE,
    ...(ca ? ['--secret', `id=npm_ca,src=${ca}`] : []),
    root,
  ];
  say(`building ${IMAGE} on ${base}`);
  let t = performance.now();
  runShown(command, buildArgs, { ...process.env, ...env });
  const buildTime = since(t);
  const size = Number(docker('image', 'inspect', '--format', '{{.Size}}', IMAGE));
  const baseSize = Number(docker('image', 'inspect', '--format', '{{.Size}}', base));
  say(
    `image ${IMAGE}: ${Math.round(size / 1e6)} MB (the base ${Math.round(baseSize / 1e6)} MB, the store ${Math.round((size - baseSize) / 1e6)} MB), built in ${buildTime}`,
  );

  // ---- a first start on an empty volume
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  docker('volume', 'create', volume);
  docker(
    'run',
    '--detach',
    '--name',
    name,
    '--publish',
    `127.0.0.1:${port}:3000`,
    '--volume',
    `${volume}:/data`,
    // The image's own HEALTHCHECK, run every few seconds here rather than every 30.
    '--health-interval',
    '3s',
    '--health-start-period',
    '0s',
    IMAGE,
  );
  const firstStart = await waitForHealth(url);
  say(`first start (database created, demo catalogue seeded) answered /api/health in ${seconds(firstStart)}`);

  const user = docker('exec', name, 'id', '-u');
  check(user !== '0', `the store runs as root`);
  const pid1 = docker('exec', name, 'cat', '/proc/1/cmdline').split('\0')[0];
  check(pid1 === 'node', `the container's first process is ${pid1}, not node`);

  // ---- a shopper's order
  const stamp = Date.now();
  const shopper = {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${stamp}@example.in`,
    phone: `9${String(stamp).slice(-9)}`,
    password: 'Secret@123',
  };
  const session = await api(url, 'POST', '/auth/register', { body: { ...shopper, confirmPassword: shopper.password } });
  check(session.access_token, 'registration gave no access token');
  const products = await api(url, 'GET', '/products/featured?limit=12');
  const product = products.find((p) => p.inStock && p.stockQuantity > 0);
  check(product, 'no product in stock in the demo catalogue');
  // The demo pictures are drawn by sharp inside the image: one of them must be served.
  let picture;
  for (let i = 0; i < 60 && picture?.status !== 200; i++) {
    if (picture) await sleep(1000);
    picture = await fetch(`${url}${product.image}`);
  }
  check(
    picture.status === 200 && /^image\//.test(picture.headers.get('content-type') ?? ''),
    `picture ${product.image}: ${picture.status}`,
  );
  const token = session.access_token;
  await api(url, 'POST', '/cart/add', {
    token,
    body: { productId: product.id, quantity: 1, size: product.sizes?.[0] ?? null, color: product.colors?.[0] ?? null },
  });
  const order = await api(url, 'POST', '/orders/create', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: {
      paymentMethod: 'COD',
      shippingAddress: {
        fullName: 'Asha Verma',
        phone: '9876543210',
        line1: '12 Link Road',
        city: 'Bilaspur',
        state: 'Chhattisgarh',
        pinCode: '495001',
      },
    },
  });
  check(order?.id, 'the order has no id');
  say(`order ${order.orderNumber ?? order.id} placed (COD, ${product.name})`);

  // ---- a restart keeps it
  t = performance.now();
  docker('restart', name);
  const stop = performance.now() - t;
  const restart = await waitForHealth(url);
  say(`restarted: stopped in ${seconds(stop)} (SIGTERM reaches node), answered again in ${seconds(restart)}`);
  const again = await api(url, 'POST', '/auth/login', { body: { email: shopper.email, password: shopper.password } });
  const mine = await api(url, 'GET', '/orders/my-orders', { token: again.access_token });
  check(
    mine.data.some((o) => o.id === order.id),
    `the order ${order.id} is not among the shopper's orders after the restart`,
  );
  const found = await api(url, 'GET', `/orders/${order.id}`, { token: again.access_token });
  check(found.paymentMethod === 'COD' && found.items.length === 1, 'the order came back changed');
  say(`order ${order.orderNumber ?? order.id} found after the restart`);

  // ---- the image's HEALTHCHECK
  let health = '';
  for (let i = 0; i < 40 && health !== 'healthy'; i++) {
    health = docker('inspect', '--format', '{{.State.Health.Status}}', name);
    if (health !== 'healthy') await sleep(1000);
  }
  check(health === 'healthy', `the HEALTHCHECK says ${health}`);
  say('HEALTHCHECK: healthy');
  say(`passed in ${since(started)} (image ${Math.round(size / 1e6)} MB)`);
} catch (err) {
  failed = true;
  process.stderr.write(`container: FAILED: ${err.message}\n`);
} finally {
  cleanUp();
  if (daemon) {
    say('stopping the daemon started for the test');
    process.kill(daemon.pid, 'SIGTERM');
  }
}
process.exit(failed ? 1 : 0);
