import type { Config } from '../config.js';
import { openDatabase, type Database } from './client.js';
import { DataFolderError, lockDataFolder, type DataLock } from './data-lock.js';
import { databaseDir } from './paths.js';

/** Takes the embedded database's folder for this program as `command`, or ends it with the reason in one line. */
export function takeDataFolder(config: Config, command: string): DataLock {
  try {
    return lockDataFolder(databaseDir(config.dataDir), command);
  } catch (err) {
    if (!(err instanceof DataFolderError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * Opens the store's database for a command-line program: PostgreSQL, shared by design, or the
 * embedded database with its folder held for `command` until it is closed.
 */
export async function openProgramDatabase(config: Config, command: string): Promise<Database> {
  const lock = config.DATABASE_URL ? undefined : takeDataFolder(config, command);
  try {
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir: databaseDir(config.dataDir) });
    return {
      ...database,
      close: async () => {
        await database.close();
        lock?.release();
      },
    };
  } catch (err) {
    lock?.release();
    throw err;
  }
}
