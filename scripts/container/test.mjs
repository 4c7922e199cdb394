/*
 * npm run test:container: the store's image and compose files, end to end, run as a shop runs them.
 *
 * compose.yaml (the default): builds the image through the file (on a local base made by
 * base-image.sh when the official node image cannot be pulled), starts it under a project name of its
 * own on a free port, waits for /api/health/ready, registers a shopper, puts a product in the cart,
 * places a cash-on-delivery order, restarts the service and finds the order again, takes it down
 * (keeping the volume) and up again and finds it once more, checks the image's HEALTHCHECK, then
 * takes it all down with its volume. Prints the image's size and the times taken.
 *
 * --scale: deploy/compose.scale.yaml (two stores behind nginx on PostgreSQL, Redis and MinIO). Where
 * the official images cannot be pulled, scripts/container/stand-ins/compose.local.yaml swaps them for
 * images built from Debian's packages on the local base (an S3 server from npm in MinIO's place). It
 * places an order through nginx, checks that both stores answered, and takes it all down.
 *
 * Compose is `docker compose` (v2) when present, else `docker-compose` (v1). Without a Docker daemon
 * it tries to start one (as root, where dockerd is installed); when none can run it says why and ends
 * with "skipped" (exit 0): it never reports a pass it did not see.
 *
 * Settings (environment):
 *   KUBER_BASE   the base image (default: node:22-bookworm-slim when present or pullable, else the
 *                local kuber-base:bookworm-node<major>, made by base-image.sh if missing)
 *   KEEP=1       leave the containers and their volumes for a look afterwards (then: docker compose
 *                --project-name <the project printed> with the same --file options, down --volumes)
 *   NPM_CA       a certificate authority file for an npm registry behind a TLS proxy (default:
 *                NODE_EXTRA_CA_CERTS or npm's cafile when set), passed to the build as a secret
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
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
const SCALE = process.argv.includes('--scale');
const IMAGE = 'kuber-fashion'; // the compose files' image
const OFFICIAL_BASE = 'node:22-bookworm-slim';
const nodeMajor = process.versions.node.split('.')[0];
const LOCAL_BASE = `kuber-base:bookworm-node${nodeMajor}`;
const project = `kuber-test-${SCALE ? 'scale-' : ''}${process.pid}`;
const work = mkdtempSync(path.join(tmpdir(), 'kuber-container-'));

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const since = (t) => seconds(performance.now() - t);
const say = (line) => process.stdout.write(`container: ${line}\n`);
const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;

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
  say(`skipped: ${reason}`);
  rmSync(work, { recursive: true, force: true });
  process.exit(0);
}

/**
 * A daemon to talk to: the one running, or one started here. The flags are what a machine
 * without systemd (a container or a plain VM) needs least; a daemon started here is stopped at the end.
 */
async function ensureDaemon() {
  const none = 'no Docker daemon can start here';
  if (spawnSync('docker', ['--version'], { stdio: 'ignore' }).error)
    skip(`${none} (the docker command is not installed)`);
  if (daemonAnswers()) return undefined;
  const dockerd = ['/usr/sbin/dockerd', '/usr/bin/dockerd', '/usr/local/bin/dockerd'].find((f) => existsSync(f));
  if (!dockerd) skip(`${none} (no daemon answers and dockerd is not installed: apt-get install docker.io)`);
  if (process.getuid?.() !== 0) skip(`${none} (no daemon answers, and starting dockerd needs root)`);
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
  skip(
    `${none} (dockerd ${exited === null ? 'did not answer within 60 s' : `ended (${exited})`}; its last lines:\n${tail})`,
  );
}

/** The docker client that builds with BuildKit (the Dockerfile mounts a secret and a cache). */
function buildKitClient() {
  if (spawnSync('docker', ['buildx', 'version'], { stdio: 'ignore' }).status === 0) return 'docker';
  // Before Docker 23 the client has BuildKit in itself: Debian's docker.io (20.10) for one.
  const clients = run('sh', ['-c', 'which -a docker || true']).split('\n').filter(Boolean);
  for (const client of clients) {
    const version =
      spawnSync(client, ['version', '--format', '{{.Client.Version}}'], { encoding: 'utf8' }).stdout ?? '';
    if (Number(version.split('.')[0]) < 23) return client;
  }
  throw new Error('No docker client here builds with BuildKit: install the buildx plugin');
}

/**
 * Compose: `docker compose` (v2) when present, else `docker-compose` (v1). Both read the files as
 * written. v1 builds through the docker client (COMPOSE_DOCKER_CLI_BUILD) with BuildKit; the npm
 * registry's certificate authority, when one is needed, reaches the build as the Dockerfile's secret
 * (v2: a compose file of its own with the secret; v1, which cannot read build secrets: the client
 * it calls adds it).
 */
function composer(ca, built) {
  const v2 = spawnSync('docker', ['compose', 'version', '--short'], { encoding: 'utf8' });
  if (v2.status === 0) {
    const files = [];
    if (ca) {
      const secret = path.join(work, 'compose.npm-ca.yaml');
      writeFileSync(
        secret,
        `services:\n${built.map((s) => `  ${s}:\n    build:\n      secrets: [npm_ca]\n`).join('')}` +
          `secrets:\n  npm_ca:\n    file: ${JSON.stringify(ca)}\n`,
      );
      files.push(secret);
    }
    return { label: `docker compose ${v2.stdout.trim()}`, command: 'docker', prefix: ['compose'], files, env: {} };
  }
  const v1 = spawnSync('docker-compose', ['version', '--short'], { encoding: 'utf8' });
  if (v1.error || v1.status !== 0) skip('neither `docker compose` (v2) nor `docker-compose` (v1) is installed');
  const client = buildKitClient();
  const bin = path.join(work, 'bin');
  mkdirSync(bin);
  const secret = ca ? ` --secret ${JSON.stringify(`id=npm_ca,src=${ca}`)}` : '';
  writeFileSync(
    path.join(bin, 'docker'),
    `#!/bin/sh\nif [ "$1" = build ]; then shift; exec ${JSON.stringify(client)} build${secret} "$@"; fi\nexec ${JSON.stringify(client)} "$@"\n`,
    { mode: 0o755 },
  );
  return {
    label: `docker-compose ${v1.stdout.trim()}`,
    command: 'docker-compose',
    prefix: [],
    files: [],
    env: { PATH: `${bin}:${process.env.PATH}`, COMPOSE_DOCKER_CLI_BUILD: '1', DOCKER_BUILDKIT: '1' },
  };
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

/** Whether each of the scale file's official images is here or can be pulled. */
function officialImagesAvailable() {
  for (const image of ['postgres:15', 'redis:7', 'minio/minio', 'minio/mc', 'nginx:stable']) {
    if (imageExists(image)) continue;
    if (spawnSync('docker', ['pull', '--quiet', image], { stdio: 'ignore', timeout: 180_000 }).status !== 0)
      return false;
  }
  return true;
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
async function api(base, method, url, { body, token, headers = {}, expect = [200, 201], answer } = {}) {
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
  answer?.(res);
  return JSON.parse(text).data;
}

// ---- compose

let compose;
let composeFiles = [];
let composeEnv = {};

function composeArgs(args) {
  return [...compose.prefix, '--project-name', project, ...composeFiles.flatMap((f) => ['--file', f]), ...args];
}
const composeRun = (...args) => run(compose.command, composeArgs(args), { cwd: root, env: composeEnv });
const composeShown = (...args) => runShown(compose.command, composeArgs(args), composeEnv);

/** A service's container id. */
const containerOf = (service) => composeRun('ps', '--quiet', service);

function logs(service, tail = 40) {
  const r = spawnSync(compose.command, composeArgs(['logs', '--no-color', '--tail', String(tail), service]), {
    encoding: 'utf8',
    cwd: root,
    env: composeEnv,
    maxBuffer: 64 << 20,
  });
  return `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
}

/** Waits for /api/health/ready, failing early with the log when the service's container ends. */
async function waitForReady(base, service, within = 240_000) {
  const t = performance.now();
  while (performance.now() - t < within) {
    const id = containerOf(service);
    const running = id ? docker('inspect', '--format', '{{.State.Running}}', id) : 'false';
    if (running !== 'true') throw new Error(`${service} ended before answering. Its log:\n${logs(service)}`);
    // AbortSignal.timeout's timer does not keep node running: a ref'd one does, while the port is not yet answering.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), 5000);
    try {
      const res = await fetch(`${base}/api/health/ready`, { signal: abort.signal });
      if (res.ok) return performance.now() - t;
    } catch {
      // Not listening yet.
    } finally {
      clearTimeout(timer);
    }
    await sleep(500);
  }
  throw new Error(`No answer from /api/health/ready within ${seconds(within)}. The log:\n${logs(service)}`);
}

async function waitForHealthy(service, within) {
  let health = '';
  const id = containerOf(service);
  for (let i = 0; i < within && health !== 'healthy'; i++) {
    health = docker('inspect', '--format', '{{.State.Health.Status}}', id);
    if (health !== 'healthy') await sleep(1000);
  }
  check(health === 'healthy', `${service}'s HEALTHCHECK says ${health}`);
}

function imageSize() {
  return Number(docker('image', 'inspect', '--format', '{{.Size}}', IMAGE));
}

// ---- a shopper's order

const address = {
  fullName: 'Asha Verma',
  phone: '9876543210',
  line1: '12 Link Road',
  city: 'Bilaspur',
  state: 'Chhattisgarh',
  pinCode: '495001',
};

/** Registers a shopper, checks a demo picture is served, and places a COD order. */
async function placeOrder(url, answered = () => {}) {
  const stamp = Date.now();
  const shopper = {
    firstName: 'Asha',
    lastName: 'Verma',
    email: `asha.${stamp}@example.in`,
    phone: `9${String(stamp).slice(-9)}`,
    password: 'Secret@123',
  };
  const session = await api(url, 'POST', '/auth/register', {
    body: { ...shopper, confirmPassword: shopper.password },
    answer: answered,
  });
  check(session.access_token, 'registration gave no access token');
  const products = await api(url, 'GET', '/products/featured?limit=12', { answer: answered });
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
    answer: answered,
  });
  const order = await api(url, 'POST', '/orders/create', {
    token,
    headers: { 'idempotency-key': randomUUID() },
    body: { paymentMethod: 'COD', shippingAddress: address },
    answer: answered,
  });
  check(order?.id, 'the order has no id');
  say(`order ${order.orderNumber ?? order.id} placed (COD, ${product.name})`);
  return {
    shopper,
    order,
    token,
    picture: { type: picture.headers.get('content-type'), data: await picture.arrayBuffer() },
  };
}

/** Logs the shopper in again and finds the order among theirs. */
async function findOrder(url, { shopper, order }, answered = () => {}) {
  const again = await api(url, 'POST', '/auth/login', {
    body: { email: shopper.email, password: shopper.password },
    answer: answered,
  });
  const mine = await api(url, 'GET', '/orders/my-orders', { token: again.access_token, answer: answered });
  check(
    mine.data.some((o) => o.id === order.id),
    `the order ${order.id} is not among the shopper's orders`,
  );
  const found = await api(url, 'GET', `/orders/${order.id}`, { token: again.access_token, answer: answered });
  check(found.paymentMethod === 'COD' && found.items.length === 1, 'the order came back changed');
}

// ---- compose.yaml: one store on its embedded database

async function testOneStore() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  composeEnv.KUBER_PORT = String(port);
  composeEnv.PUBLIC_URL = `http://localhost:${port}`;

  say(`building ${IMAGE} through compose.yaml on ${composeEnv.KUBER_BASE}`);
  let t = performance.now();
  composeShown('build', 'store');
  const buildTime = since(t);
  const size = imageSize();
  const baseSize = Number(docker('image', 'inspect', '--format', '{{.Size}}', composeEnv.KUBER_BASE));
  say(
    `image ${IMAGE}: ${mb(size)} (the base ${mb(baseSize)}, the store ${mb(size - baseSize)}), built in ${buildTime}`,
  );

  t = performance.now();
  composeRun('up', '--detach', '--no-build', 'store');
  const firstStart = await waitForReady(url, 'store');
  say(`first start (database created, demo catalogue seeded) ready in ${seconds(firstStart)}`);

  const id = containerOf('store');
  const user = docker('exec', id, 'id', '-u');
  check(user !== '0', `the store runs as root`);
  const pid1 = docker('exec', id, 'cat', '/proc/1/cmdline').split('\0')[0];
  check(pid1 === 'node', `the container's first process is ${pid1}, not node`);

  const placed = await placeOrder(url);

  // ---- a restart keeps it
  t = performance.now();
  composeRun('restart', 'store');
  const stop = performance.now() - t;
  const restart = await waitForReady(url, 'store');
  say(`restarted: stopped and started in ${seconds(stop)} (SIGTERM reaches node), ready again in ${seconds(restart)}`);
  await findOrder(url, placed);
  say(`order ${placed.order.orderNumber ?? placed.order.id} found after the restart`);

  // ---- a new container on the same volume (as an upgrade makes) keeps it too
  t = performance.now();
  composeRun('down', '--timeout', '30');
  composeRun('up', '--detach', '--no-build', 'store');
  const downUp = performance.now() - t;
  const recreated = await waitForReady(url, 'store');
  await findOrder(url, placed);
  say(
    `down and up again (a new container, the same volume) in ${seconds(downUp)}, ready ${seconds(recreated)} later: the order found`,
  );

  // ---- the image's HEALTHCHECK (every 30 s: its first check after the restart comes within that)
  await waitForHealthy('store', 60);
  say('HEALTHCHECK: healthy');
  return size;
}

// ---- deploy/compose.scale.yaml: two stores behind nginx on PostgreSQL, Redis and MinIO (S3)

async function testScale() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  composeEnv.KUBER_PORT = String(port);
  composeEnv.PUBLIC_URL = `http://localhost:${port}`;
  composeEnv.ENCRYPTION_KEY = randomBytes(32).toString('base64');

  say(`building ${IMAGE}${composeFiles.length > 1 ? ' and the stand-ins' : ''} on ${composeEnv.KUBER_BASE}`);
  let t = performance.now();
  composeShown('build');
  say(`built in ${since(t)}`);

  t = performance.now();
  // nginx starts once both stores are healthy (the second after the first has migrated and seeded).
  composeRun('up', '--detach', '--no-build');
  const ready = await waitForReady(url, 'nginx', 420_000);
  say(`up: nginx answers ready in ${seconds(performance.now() - t)} (${seconds(ready)} after compose returned)`);

  // Every answer through nginx carries the id of the request, which one store logged.
  const ids = [];
  const answered = (res) => ids.push(res.headers.get('x-request-id'));
  const placed = await placeOrder(url, answered);
  await findOrder(url, placed, answered);
  for (let i = 0; i < 6; i++) await api(url, 'GET', '/products/featured?limit=4', { answer: answered });
  say(`order ${placed.order.orderNumber ?? placed.order.id} placed and found through nginx`);

  // A shopper's review photo goes to the bucket through one store; both serve it from there.
  const form = new FormData();
  form.append('file', new Blob([placed.picture.data], { type: placed.picture.type }), 'photo');
  const photo = await fetch(`${url}/api/reviews/photos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${placed.token}` },
    body: form,
  });
  const photoText = await photo.text();
  check(photo.status === 201, `the review photo's upload answered ${photo.status}: ${photoText.slice(0, 300)}`);
  answered(photo);
  const { publicUrl } = JSON.parse(photoText).data;
  for (let i = 0; i < 4; i++) {
    const res = await fetch(`${url}${publicUrl}`);
    check(res.status === 200 && res.headers.get('content-type') === 'image/webp', `${publicUrl}: ${res.status}`);
    answered(res);
  }
  const key = publicUrl.replace(/^\/uploads\//, '');
  const stored = composeRun('exec', '-T', 'minio', 'find', '/data/kuber-pictures', '-type', 'f');
  check(stored.includes(key), `${key} is not in the bucket kuber-pictures`);
  say(`review photo ${publicUrl} uploaded into the bucket kuber-pictures and served from it`);

  const served = {};
  for (const store of ['store1', 'store2']) {
    const log = logs(store, 100_000);
    served[store] = ids.filter((id) => id && log.includes(id)).length;
  }
  say(`of ${ids.length} requests through nginx, store1 answered ${served.store1} and store2 ${served.store2}`);
  check(served.store1 > 0 && served.store2 > 0, 'both stores must answer requests through nginx');
  check(served.store1 + served.store2 === ids.length, 'some answers were logged by neither store');
  return imageSize();
}

const daemon = await ensureDaemon();
let failed = false;
try {
  const base = chooseBase();
  // The services built here, which the npm registry's certificate authority may have to reach.
  let built = ['store'];
  if (SCALE) {
    composeFiles = [path.join(root, 'deploy/compose.scale.yaml')];
    built = ['store1', 'store2'];
    if (!officialImagesAvailable()) {
      say("the scale file's official images cannot be pulled: stand-ins built from Debian's packages");
      composeFiles.push(path.join(root, 'scripts/container/stand-ins/compose.local.yaml'));
      built.push('minio', 'minio-bucket');
    }
  } else composeFiles = [path.join(root, 'compose.yaml')];
  compose = composer(npmCa(), built);
  composeEnv = { ...process.env, ...compose.env, KUBER_BASE: base };
  composeFiles.push(...compose.files);
  say(`${compose.label}, project ${project}, ${composeFiles.map((f) => path.relative(root, f)).join(' + ')}`);

  const size = SCALE ? await testScale() : await testOneStore();
  say(`passed in ${since(started)} (image ${mb(size)})`);
} catch (err) {
  failed = true;
  process.stderr.write(`container: FAILED: ${err.message}\n`);
} finally {
  if (compose) {
    if (process.env.KEEP === '1') say(`kept: project ${project} (its containers and volumes)`);
    else
      spawnSync(compose.command, composeArgs(['down', '--volumes', '--timeout', '30']), {
        cwd: root,
        env: composeEnv,
        stdio: 'ignore',
      });
  }
  rmSync(work, { recursive: true, force: true });
  if (daemon) {
    say('stopping the daemon started for the test');
    process.kill(daemon.pid, 'SIGTERM');
  }
}
process.exit(failed ? 1 : 0);
