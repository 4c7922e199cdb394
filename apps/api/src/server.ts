import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { databaseDir } from './db/paths.js';
import { publicUrl } from './lib/public-url.js';
import { products, users } from './db/schema.js';
import { ensureAdmin, generatePassword } from './modules/auth/admins.js';

const config = loadConfig();
const dbDir = databaseDir(config.dataDir);
const open = () => openDatabase({ url: config.DATABASE_URL, dataDir: dbDir });

/**
 * Runs one of the store's command-line programs beside this file (compiled, or under the same
 * loader in development) with this process's settings, and waits for it to succeed.
 */
async function runProgram(file: string): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL(file, import.meta.url))], { stdio: ['ignore', 'inherit', 'inherit'] });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${file} failed (exit ${code})`);
}

/*
 * Creating the embedded database and drawing the demo pictures take several hundred MB that a
 * process does not give back (a WebAssembly heap only grows; image buffers fragment the native
 * heap). Both happen in a short-lived process of their own, and the server opens the result.
 */
if (!config.DATABASE_URL && !existsSync(path.join(dbDir, 'PG_VERSION'))) {
  await runProgram(config.SEED_DEMO ? './db/seed-cli.js' : './db/migrate-cli.js');
}
let database: Database = await open();
if (config.SEED_DEMO) {
  const [row] = await database.db.select({ n: count() }).from(products);
  if (!row?.n) {
    // The embedded database serves one process at a time.
    if (database.kind === 'pglite') await database.close();
    await runProgram('./db/seed-cli.js');
    if (database.kind === 'pglite') database = await open();
  }
}

const app = await buildApp({ config, database });

if (config.SEED_DEMO) {
  const [admin] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'ADMIN'));
  if (!admin?.n) {
    const password = config.DEMO_ADMIN_PASSWORD ?? generatePassword();
    await ensureAdmin(database.db, { email: config.DEMO_ADMIN_EMAIL, phone: config.DEMO_ADMIN_PHONE, password, firstName: 'Demo', lastName: 'Admin' });
    // Printed once, at the first start; it is not stored anywhere in plain text.
    console.log(`\n  Demo admin created. Log in at /admin with\n    email:    ${config.DEMO_ADMIN_EMAIL}\n    password: ${password}\n  This is shown only once.\n`);
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = publicUrl(config, app.server);
  app.log.info(`${config.STORE_NAME} is open at ${url}`);
  if (!config.PUBLIC_URL) app.log.info(`PUBLIC_URL is not set: links in mails, canonical tags and the sitemap use ${url}`);
} catch (err) {
  app.log.error(err);
  await database.close();
  process.exit(1);
}
