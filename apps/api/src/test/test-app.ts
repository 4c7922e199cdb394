import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { migrationsFolder, openDatabase, type Database } from '../db/client.js';
import { client, type Client } from './client.js';
import { createDatabase, dropDatabase, onServer, testDatabaseUrl } from './processes.js';

/** The app under test; `as(session)` and `anonymous()` send it requests (client.ts). */
export interface TestApp extends Client {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /**
   * Stops the app and closes its database as a restart of the store would, keeping the data
   * (PGlite's files, the PostgreSQL database), and answers a new app on that same data.
   */
  reopen(): Promise<TestApp>;
}

/** The shop's UPI payee, for tests of an app that offers UPI (none is offered without it). */
export const UPI_SETTINGS = {
  STORE_UPI_ID: 'kuberfashion@okicici',
  STORE_UPI_NAME: 'Kuber Fashion',
} satisfies Partial<Config>;

/** Razorpay's keys for tests of an app that takes online payment, with the stand-in's address (test/razorpay-stand-in.ts). */
export const RAZORPAY_TEST_KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_kuber',
  RAZORPAY_KEY_SECRET: 'stand-in-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'stand-in-webhook-secret',
} satisfies Partial<Config>;

let template: Promise<Blob> | undefined;

/**
 * A new in-memory PGlite database with the store's migrations: a copy of the files of the first
 * one this process made. Creating PGlite's files takes over two seconds, copying them a
 * fraction of one (the API's test files share a process: vitest.config.ts).
 */
async function openTestDatabase(): Promise<Database> {
  template ??= openDatabase({}).then(async (first) => {
    try {
      return await first.pglite!.dumpDataDir('none');
    } finally {
      await first.close();
    }
  });
  return openDatabase({ copyOf: await template });
}

let serverTemplate: Promise<string> | undefined;

/**
 * A database on the PostgreSQL server with the store's migrations applied, named after them, made
 * once (under a lock, as the test processes start together) and kept for later runs; every test
 * database is a copy of it, which takes a third of the time of applying the migrations anew.
 */
function migratedTemplate(serverUrl: string): Promise<string> {
  serverTemplate ??= onServer(serverUrl, async (c) => {
    const hash = createHash('sha256');
    for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort())
      if (file.endsWith('.sql') || file.endsWith('.json'))
        hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
    const name = `kf_template_${hash.digest('hex').slice(0, 12)}`;
    await c.query(`select pg_advisory_lock(hashtext('kuber-fashion:test-template'))`);
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) {
      const building = `${name}_building_${process.pid}`;
      await (await openDatabase({ url: await createDatabase(serverUrl, building), poolSize: 1 })).close();
      await c.query(`alter database ${building} rename to ${name}`);
    }
    await c.query(`select pg_advisory_unlock(hashtext('kuber-fashion:test-template'))`);
    return name;
  });
  return serverTemplate;
}

/**
 * The real app on a fresh database: PGlite in memory, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { logStream }: Pick<AppDeps, 'logStream'> = {},
): Promise<TestApp> {
  const serverUrl = testDatabaseUrl();
  let url: string | undefined;
  let dropServerDatabase = async () => {};
  if (serverUrl) {
    const name = `kf_test_${randomBytes(6).toString('hex')}`;
    url = await createDatabase(serverUrl, name, await migratedTemplate(serverUrl));
    dropServerDatabase = () => dropDatabase(serverUrl, name);
  }
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '100000',
      DATA_DIR: `/tmp/kf-test-${process.pid}`,
      WEB_DIST: '/nonexistent',
    },
    overrides,
  );
  return started(
    config,
    url ? await openDatabase({ url, poolSize: 5 }) : await openTestDatabase(),
    url,
    dropServerDatabase,
    logStream,
  );
}

async function started(
  config: Config,
  database: Database,
  url: string | undefined,
  dropDatabase: () => Promise<void>,
  logStream: AppDeps['logStream'],
): Promise<TestApp> {
  const app = await buildApp({ config, database, logStream });
  await app.ready();
  return {
    ...client(app),
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
    async reopen() {
      await app.close();
      // An in-memory PGlite keeps its files only while open: they are taken before it closes.
      const files = url ? undefined : await database.pglite!.dumpDataDir('none');
      await database.close();
      return started(
        config,
        url ? await openDatabase({ url, poolSize: 5 }) : await openDatabase({ copyOf: files }),
        url,
        dropDatabase,
        logStream,
      );
    },
  };
}
