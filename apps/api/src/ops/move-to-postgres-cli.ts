/*
 * npm run db:move-to-postgres
 * Copies the shop's embedded database (DATA_DIR/db) into the empty PostgreSQL database at
 * DATABASE_URL, with the store stopped: every row, the sequences (the next order number) and
 * the secrets sealed with the shop's key, which the store then opens there with the same key
 * as ENCRYPTION_KEY. The embedded database is left as it was; the pictures stay in DATA_DIR/uploads.
 */
import path from 'node:path';
import { loadMoveConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataFolderError, lockDataFolder } from '../db/data-lock.js';
import { databaseDir, embeddedDatabaseIsNew } from '../db/paths.js';
import { copyToPostgres, TargetError } from './copy-database.js';

const { config, keyFile } = loadMoveConfig();
if (!config.DATABASE_URL) {
  console.error(
    'Set DATABASE_URL to the empty PostgreSQL database to move the shop to: DATABASE_URL=postgres://user:password@host:5432/kuber npm run db:move-to-postgres',
  );
  process.exit(2);
}
if (embeddedDatabaseIsNew({ dataDir: config.dataDir })) {
  console.error(`There is no embedded database in ${databaseDir(config.dataDir)} to move (is DATA_DIR right?).`);
  process.exit(1);
}
try {
  const lock = lockDataFolder(databaseDir(config.dataDir), 'db:move-to-postgres');
  try {
    const started = Date.now();
    const source = await openDatabase({ dataDir: databaseDir(config.dataDir) });
    let counts;
    try {
      counts = await copyToPostgres(source.pglite!, config.DATABASE_URL!);
    } finally {
      await source.close();
    }
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `Moved ${rows} rows of ${Object.keys(counts).length} tables (${counts.orders ?? 0} orders, ${counts.products ?? 0} products) to PostgreSQL in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(
      keyFile
        ? `Start the store with DATABASE_URL and ENCRYPTION_KEY set to the key in ${keyFile}: ENCRYPTION_KEY=$(cat ${keyFile}).`
        : 'Start the store with DATABASE_URL and this same ENCRYPTION_KEY.',
    );
    console.log(
      `The pictures stay in ${path.join(config.dataDir, 'uploads')}: keep DATA_DIR, or copy them to a bucket and set S3_BUCKET (docs/operations.md). The embedded database is left as it was.`,
    );
  } finally {
    lock.release();
  }
} catch (err) {
  if (!(err instanceof TargetError || err instanceof DataFolderError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
