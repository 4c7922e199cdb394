/*
 * npm run restore FILE
 * Puts the backup FILE (or, with BACKUP_S3_BUCKET, a backup's name in the bucket) back into
 * the empty data folder DATA_DIR, or with DATABASE_URL into an empty PostgreSQL database; the
 * store then starts on it. Refuses a folder or database that holds a shop.
 */
import { loadConfig } from '../config.js';
import { DataFolderError } from '../db/data-lock.js';
import { openBackup, restoreBackup, TargetError } from './restore.js';

const file = process.argv[2];
if (!file) {
  console.error('Name the backup to restore: npm run restore kuber-backup-2026-11-27T02-00-00-000Z.tar.gz');
  process.exit(2);
}
const config = loadConfig();
try {
  const started = Date.now();
  const result = await restoreBackup(config, await openBackup(config, file));
  const { manifest } = result;
  console.log(
    `Restored the backup of ${manifest.createdAt} (${manifest.database === 'pglite' ? 'embedded database' : 'PostgreSQL'}, ${result.pictures} pictures) into ${result.into} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  console.log(
    manifest.key === 'ENCRYPTION_KEY' || config.DATABASE_URL
      ? 'Start the store with this same ENCRYPTION_KEY.'
      : 'The key (secret.key) is back in the data folder. Start the store: npm run serve (or npm start).',
  );
} catch (err) {
  if (!(err instanceof TargetError || err instanceof DataFolderError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
