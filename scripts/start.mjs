/* global process, console */
/*
 * npm start: starts the store as in production, building it first when its sources changed
 * since the last build (scripts/build-stamp.mjs). To build, the API is compiled first; then a
 * first start's embedded database is created and seeded while the web app builds. Each keeps
 * one core busy, so side by side they take the time of the longer.
 *
 * The port is tried before anything else: a port in use is one line, at once. SIGINT and
 * SIGTERM reach the server, which finishes its requests and exits; this script exits with it.
 * The server runs as `npm run serve` runs it (apps/api/package.json), without npm in between.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { buildIsCurrent, recordBuild, sourcesHash } from './build-stamp.mjs';

// Every command runs from the repository's root, as npm runs the root's scripts, so a relative
// DATA_DIR means the same folder to each of them.
const root = path.resolve(import.meta.dirname, '..');

const running = new Set();
let stopping = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping ??= signal;
    for (const child of running) child.kill(signal);
  });
}

/** Starts a command with this terminal; a signal to this script is passed on to it. */
function run(command, args, cwd = root) {
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

async function exitCode(child) {
  const [code, signal] = await once(child, 'exit');
  return code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
}

/** Runs a command to its end; a failure, or a signal meanwhile, ends npm start. */
async function ok(command, args) {
  const code = await exitCode(run(command, args));
  if (stopping) process.exit(stopping === 'SIGINT' ? 130 : 143);
  if (code !== 0) process.exit(code);
}

/** The setting as the server will read it: the environment first, then the project's .env. */
function setting(name, fallback) {
  if (process.env[name] !== undefined) return process.env[name];
  const file = path.join(root, '.env');
  return (existsSync(file) && parseEnv(readFileSync(file, 'utf8'))[name]) || fallback;
}

/** Fails with one line when the address the store will listen on is taken. */
async function checkPort() {
  const port = Number(setting('PORT', '3000'));
  const host = setting('HOST', '0.0.0.0');
  if (!port) return;
  const probe = net.createServer();
  const taken = await new Promise((resolve) => {
    probe.once('error', (err) => resolve(err.code === 'EADDRINUSE' ? 'another program listens there' : err.message));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
  if (!taken) return;
  console.error(`Port ${port} is in use on ${host}: ${taken}. Stop it, or set PORT to a free one.`);
  process.exit(1);
}

/** `npm run serve`'s command (apps/api/package.json), run here directly so signals reach the server. */
function serveCommand() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  const [command, ...args] = scripts.serve.split(' ');
  if (command !== 'node') throw new Error(`apps/api's serve script should start node: ${scripts.serve}`);
  return args;
}

await checkPort();
const sources = sourcesHash();
if (!buildIsCurrent(sources)) {
  await ok(process.execPath, ['apps/api/build.mjs']);
  await Promise.all([
    ok('npm', ['run', 'build', '-w', 'apps/web']),
    ok(process.execPath, ['apps/api/dist/db/first-start-cli.js']),
  ]);
  recordBuild(sources);
}
if (stopping) process.exit(stopping === 'SIGINT' ? 130 : 143);
process.exit(await exitCode(run(process.execPath, serveCommand(), path.join(root, 'apps/api'))));
