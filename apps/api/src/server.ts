import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DEMO_PICTURES_DRAWN, DEMO_UPLOAD_DIR } from './demo/demo-catalogue.js';
import { databaseDir, embeddedDatabaseIsNew, uploadsDir } from './db/paths.js';
import { takeDataFolder } from './db/program-database.js';
import { outageOf, rootCause } from './lib/outage.js';
import { publicUrl } from './lib/public-url.js';
import { products, users } from './db/schema.js';
import { ensureAdmin, generatePassword } from './modules/auth/admins.js';

const config = loadConfig();
const dbDir = databaseDir(config.dataDir);
// The embedded database's folder is this process's until it ends, across the programs below that
// open it on its behalf while it has the database closed. Several instances share PostgreSQL by design.
if (!config.DATABASE_URL) takeDataFolder(config, 'the store');
const open = () => openDatabase({ url: config.DATABASE_URL, dataDir: dbDir });

/** Programs still running; a closing server stops them (the demo pictures' drawing goes on at the next start). */
const running = new Set<ChildProcess>();

/**
 * Runs one of the store's command-line programs beside this file (compiled, or under the same
 * loader in development) with this process's settings, and waits for it to succeed.
 */
async function runProgram(file: string, args: string[] = []): Promise<void> {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL(file, import.meta.url)), ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  const [code] = (await once(child, 'exit')) as [number | null];
  running.delete(child);
  if (code !== 0) throw new Error(`${file} failed (exit ${code})`);
}

/*
 * Creating the embedded database and drawing the demo pictures take several hundred MB that a
 * process does not give back (a WebAssembly heap only grows; image buffers fragment the native
 * heap). Each happens in a short-lived process of its own, and the server opens the result.
 */
if (embeddedDatabaseIsNew(config)) await runProgram('./db/first-start-cli.js');
let database: Database = await open().catch((err: unknown) => {
  // A database that is away or full is the shop's to fix, not ours to explain with a stack.
  const outage = outageOf(err);
  if (!outage) throw err;
  console.error(
    outage === 'disk full'
      ? `The store's database cannot write: its disk is full (${rootCause(err)})`
      : `The store's database is not reachable: ${rootCause(err)}`,
  );
  process.exit(1);
});
if (config.SEED_DEMO) {
  const [row] = await database.db.select({ n: count() }).from(products);
  if (!row?.n) {
    // The embedded database serves one process at a time.
    if (database.kind === 'pglite') await database.close();
    await runProgram('./db/seed-cli.js', ['--no-images']);
    if (database.kind === 'pglite') database = await open();
  }
}

/*
 * The demo pictures (about ten seconds of a small server's cores) are drawn beside the store's
 * start rather than before it: the store answers meanwhile, and a demo picture asked for before
 * they are all drawn is sent once they are. A start stopped before the drawing was done draws
 * the rest at the next. Settles either way: a failed drawing is only logged.
 */
const picturesDrawn = existsSync(path.join(uploadsDir(config.dataDir), DEMO_UPLOAD_DIR, DEMO_PICTURES_DRAWN));
const demoPictures =
  config.SEED_DEMO && !picturesDrawn
    ? runProgram('./demo/draw-pictures-cli.js').catch((err: Error) =>
        console.error(`The demo pictures were not drawn: ${err.message}`),
      )
    : undefined;

// Loaded only now: the folder is taken first, so a second store on it is refused before seconds of loading.
const { buildApp } = await import('./app.js');
const app = await buildApp({ config, database, demoPictures });
// `npm run backup` asks this store for a copy of the embedded database, which no other process may open.
const { openControl } = await import('./ops/control.js');
const { takeBackup } = await import('./ops/backup.js');
const control =
  database.kind === 'pglite' ? openControl(config.dataDir, () => takeBackup(config, database), app.log) : undefined;

if (config.SEED_DEMO) {
  const [admin] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'ADMIN'));
  if (!admin?.n) {
    const password = config.DEMO_ADMIN_PASSWORD ?? generatePassword();
    await ensureAdmin(database.db, {
      email: config.DEMO_ADMIN_EMAIL,
      phone: config.DEMO_ADMIN_PHONE,
      password,
      firstName: 'Demo',
      lastName: 'Admin',
    });
    // Printed once, at the first start; it is not stored anywhere in plain text.
    console.log(
      `\n  Demo admin created. Log in at /admin with\n    email:    ${config.DEMO_ADMIN_EMAIL}\n    password: ${password}\n  This is shown only once.\n`,
    );
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  for (const child of running) child.kill('SIGTERM');
  // Ready answers 503 at once; a load balancer that checks it stops sending requests within
  // DRAIN_SECONDS, and closing then finishes the requests under way.
  app.drain();
  if (config.DRAIN_SECONDS) await new Promise((resolve) => setTimeout(resolve, config.DRAIN_SECONDS * 1000));
  await control?.close();
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
  if (!config.PUBLIC_URL)
    app.log.info(`PUBLIC_URL is not set: links in mails, canonical tags and the sitemap use ${url}`);
} catch (err) {
  // A port in use is the shop's to fix, not ours to explain with a stack.
  if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
    console.error(
      `Port ${config.PORT} is in use on ${config.HOST}: another program listens there. Stop it, or set PORT to a free one.`,
    );
  else app.log.error(err);
  await database.close();
  process.exit(1);
}
