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

/** Starts a command with this terminal. */
const run = (command, args) => spawn(command, args, { cwd: root, stdio: 'inherit' });

async function exitCode(child) {
  const [code] = await once(child, 'exit');
  return code ?? 1;
}

/** Runs a command to its end; a failure ends npm start with its code. */
async function ok(command, args) {
  const code = await exitCode(run(command, args));
  if (code !== 0) process.exit(code);
}

await ok(process.execPath, ['apps/api/build.mjs']);
await Promise.all([
  ok('npm', ['run', 'build', '-w', 'apps/web']),
  ok(process.execPath, ['apps/api/dist/db/first-start-cli.js']),
]);
process.exit(await exitCode(run('npm', ['run', 'serve'])));
