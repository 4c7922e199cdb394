import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { takeBackup, type BackupResult } from './backup.js';
import { backupTime, openDestination } from './destinations.js';

/** How often the store looks whether a scheduled backup is due. */
export const BACKUP_CHECK_MS = 10 * 60_000;
/** A backup this much short of BACKUP_EVERY_HOURS old counts as due: the checks fall between the hours. */
const SLACK_MS = BACKUP_CHECK_MS / 2;

/**
 * Takes a backup when the newest at the destination is BACKUP_EVERY_HOURS old (or there is none).
 * Several instances on one PostgreSQL database each look; the one holding the advisory lock
 * takes it and the others, finding the lock taken or the new backup there, do nothing. The
 * destination, not the process, remembers the last backup: a restart neither repeats nor skips one.
 */
export async function backupIfDue(
  config: Config,
  database: Database,
  now: () => Date = () => new Date(),
): Promise<BackupResult | undefined> {
  if (!database.pool) return (await due(config, now)) ? takeBackup(config, database, now()) : undefined;
  const client = await database.pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>(
      `select pg_try_advisory_lock(hashtext('kuber-fashion:backup')) as ok`,
    );
    if (!rows[0]?.ok) return undefined;
    try {
      return (await due(config, now)) ? await takeBackup(config, database, now()) : undefined;
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('kuber-fashion:backup'))`);
    }
  } finally {
    client.release();
  }
}

async function due(config: Config, now: () => Date): Promise<boolean> {
  const destination = await openDestination(config);
  try {
    const newest = (await destination.list()).at(-1);
    const at = newest ? backupTime(newest) : undefined;
    return !at || now().getTime() - at.getTime() >= config.BACKUP_EVERY_HOURS * 3_600_000 - SLACK_MS;
  } finally {
    destination.close();
  }
}
