import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { loopLine, nextTurn } from '#api/lib/turns.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; inside a transaction only this may be used (PGlite runs one query at a time). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool, on PostgreSQL (for what shares the database besides Drizzle, such as the log-in throttle). */
  pool?: pg.Pool;
  /** The embedded database itself, on PGlite. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/** The rows of a raw `db.execute` answer; node-postgres and PGlite both carry them in `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The store's migrations (drizzle-kit's folder, applied at every start). */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * PGlite's buffer pool lives in its WebAssembly heap, which only grows: PostgreSQL's default
 * 128 MB of shared_buffers, once filled, is held for good. Its pages are also in the operating
 * system's file cache (the data folder is ordinary files), so a small pool costs little speed.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** How long a request waits for a connection to PostgreSQL (a new one, or a free one of the pool's). */
const CONNECT_TIMEOUT_MS = 10_000;

export interface OpenOptions {
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from a copy of another database's files (`pglite.dumpDataDir()`) instead of an empty one. */
  copyOf?: Blob;
}

/**
 * A PostgreSQL client whose answers are handed on in the event loop's turns (lib/turns.ts): under a
 * flood many answers arrive together, and each request's work after its query (the rows to JSON, a
 * page) ran in one turn of the loop, as the requests' starts did (decision record 036).
 */
function continueInTurn(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    // The pool's own queries (pool.query) answer through a callback.
    if (typeof callback === 'function')
      return query(...args.slice(0, -1), (...answer: unknown[]) => loopLine.goOn(() => callback(...answer)));
    const answered = query(...args);
    return answered instanceof Promise ? answered.finally(nextTurn) : answered;
  }) as typeof client.query;
}

/**
 * PGlite runs in the server's own thread, and the queries waiting for it ran one after the other in
 * one turn of the event loop, each request's work after its answer with them. Each answer is handed
 * on in the loop's line instead, as PostgreSQL's are (continueInTurn). A transaction's own queries
 * go on at once: it holds the database until it ends.
 */
function answerInTurn(client: PGlite) {
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) => query(...args).finally(nextTurn)) as typeof query;
}

/**
 * Opens the store's database: PostgreSQL when a URL is given, else embedded PGlite
 * kept in `dataDir` (or in memory when dataDir is undefined), and applies migrations.
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    // The PostgreSQL client loads only when a URL is given; the embedded default never needs it.
    const [{ default: pgModule }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pgModule.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 20,
      // While the server is away a request fails (503) rather than wait for a connection without end.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // An idle connection the server dropped must not crash the process: the pool replaces it.
    // 57P01 is the server shutting down or the database being dropped, expected on close.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error(`PostgreSQL connection lost: ${err.message}`);
    });
    // A connection checked out (inside a transaction, the migrations' lock) has no listener of the
    // pool's: its 'error' event, when the server goes, would end the process. The query under way
    // fails with the same error, and the pool drops the connection when it comes back.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
      continueInTurn(client);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Instances starting together on a new database would each apply the migrations:
    // one does while the others wait on the lock, then find nothing left to apply.
    const client = await pool.connect();
    try {
      await client.query(`select pg_advisory_lock(hashtext('kuber-fashion:migrations'))`);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('kuber-fashion:migrations'))`).catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: opts.dataDir,
    loadDataDir: opts.copyOf,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    answerInTurn(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return { db, kind: 'pglite', pglite: client, close: () => client.close() };
  } catch (err) {
    await client.close();
    throw err;
  }
}
