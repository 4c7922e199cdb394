/*
 * npm start: builds the store and starts it as in production (npm run serve).
 * The API is compiled first; then a first start's embedded database is created and seeded while
 * the web app builds. Each keeps one core busy, so side by side they take the time of the longer.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import process from 'node:process';

// Every command runs from the repository's root, as npm runs the root's scripts, so a relative
// DATA_DIR means the same folder to each of them.
const root = path.resolve(import.meta.dirname, '..');

/** Runs a command with this terminal; resolves with its exit code. */
async function run(command, args, onStart = () => {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
  onStart(child);
  const [code] = await once(child, 'exit');
  return code ?? 1;
}

async function ok(command, args) {
  const code = await run(command, args);
  if (code !== 0) process.exit(code);
}

await ok(process.execPath, ['apps/api/build.mjs']);
await Promise.all([ok('npm', ['run', 'build', '-w', 'apps/web']), ok(process.execPath, ['apps/api/dist/db/first-start-cli.js'])]);
// The server closes itself on SIGINT and SIGTERM; a signal sent to this process alone is passed on.
const code = await run('npm', ['run', 'serve'], (server) => {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
});
process.exit(code);
