/*
 * npm run backup
 * Writes one backup of the whole store (database, pictures, the key) to BACKUP_DIR
 * (DATA_DIR/backups) or BACKUP_S3_BUCKET, and keeps the newest BACKUP_KEEP. On the embedded
 * database the running store takes it (through its control socket), or this program does
 * when the store is stopped; on PostgreSQL this program does, while the store runs.
 */
import { loadConfig } from '../config.js';
import { openProgramDatabase } from '../db/program-database.js';
import { describeBackup, takeBackup } from './backup.js';
import { askRunningStore } from './control.js';

const config = loadConfig();
try {
  let result = config.DATABASE_URL ? undefined : await askRunningStore(config.dataDir);
  if (result) console.log('The running store took the backup.');
  else {
    const database = await openProgramDatabase(config, 'backup');
    try {
      result = await takeBackup(config, database);
    } finally {
      await database.close();
    }
  }
  console.log(describeBackup(result));
} catch (err) {
  console.error(`The backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
