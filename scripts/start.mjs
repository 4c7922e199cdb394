/*
 * npm start: builds the store and starts it as in production (npm run serve).
 * The API is compiled first; then a first start's embedded database is created and seeded while
 * the web app builds. Each keeps one core busy, so side by side they take the time of the longer.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');

/** Runs a command with this terminal; resolves with its exit code. */
async function run(command, args, cwd, onStart = () => {}) {
  const child = spawn(command, args, { cwd, stdio: 'inherit' });
  onStart(child);
  const [code] = await once(child, 'exit');
  return code ?? 1;
}

async function ok(command, args, cwd) {
  const code = await run(command, args, cwd);
  if (code !== 0) process.exit(code);
}

await ok(process.execPath, ['build.mjs'], api);
await Promise.all([ok('npm', ['run', 'build', '-w', 'apps/web'], root), ok(process.execPath, ['dist/db/first-start-cli.js'], api)]);
// The server closes itself on SIGINT and SIGTERM; a signal sent to this process alone is passed on.
const code = await run('npm', ['run', 'serve'], api, (server) => {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
});
process.exit(code);
